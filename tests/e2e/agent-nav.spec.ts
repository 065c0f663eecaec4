import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { E2E } from './environment.ts';
import { logInAs } from './member.ts';

/* SPEC §2.11: the agent side navigation, logged in through the API. */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const site = (path: string) => `${E2E.siteUrl('sunny')}${path}`;

async function sideNav(page: Page, name = 'Agent navigation') {
  const nav = page.getByRole('navigation', { name });
  await expect(nav).toBeVisible();
  await expect(nav.locator('[data-label="Log Out"]')).toBeVisible();
  return nav;
}

const SPEC_ITEMS = [
  'Dashboard', 'Book Now', 'Clients', 'Agents', 'Bookings', 'Proposals', 'Settings', 'Markup', 'Website', 'Profile', 'Payment', 'Product',
  'Wallet', 'Details', 'Academy', 'Deal Link', 'Applications', 'Customize Theme', 'Payment Links', 'Support', 'Searches', 'Log Out',
];

test('travel agent: every item, first name, credits, greyed items, Book Now v2, academy token', async ({ page, context, request }) => {
  const token = await logInAs(context, request, 'sunny', 'agent@sunny.demo');
  await page.goto(site('/about'));
  const nav = await sideNav(page);
  expect(await nav.locator('[data-label]').evaluateAll((links) => links.map((link) => link.getAttribute('data-label')))).toEqual(SPEC_ITEMS);
  await expect(nav.locator('[data-agent-name]')).toHaveText('Marcus');
  await expect(nav.locator('[data-agent-credits]')).toHaveText(/^Credits: .*840/);
  // No read permission (the call says read: false): greyed, no href, not reachable.
  for (const label of ['Agents', 'Applications', 'Customize Theme', 'Website']) {
    const item = nav.locator(`[data-label="${label}"]`);
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(await item.getAttribute('href')).toBeNull();
  }
  await expect(nav.locator('[data-label="Dashboard"]')).toHaveAttribute('href', '/dashboard');
  await expect(nav.locator('[data-label="Book Now"]')).toHaveAttribute('href', '/booknow/hotels/v2');
  const academy = nav.locator('[data-label="Academy"]');
  const href = await academy.getAttribute('href');
  expect(new URL(href!).host).toBe('academy.travel-storefront.example');
  expect(new URL(href!).searchParams.get('token')).toBe(token);
  await expect(academy).toHaveAttribute('target', '_blank');
});

test('SalesAgent: Markup, Website, Payment and Product settings disabled', async ({ page, context, request }) => {
  await logInAs(context, request, 'sunny', 'sales@sunny.demo');
  await page.goto(site('/faqs'));
  const nav = await sideNav(page);
  for (const label of ['Markup', 'Website', 'Payment', 'Product']) {
    await expect(nav.locator(`[data-label="${label}"]`)).toHaveAttribute('aria-disabled', 'true');
  }
  await expect(nav.locator('[data-label="Profile"]')).toHaveAttribute('href', '/settings/profile');
});

test('restricted agent with no credits: no balance; customers get no side navigation', async ({ browser, request }) => {
  const agentContext = await browser.newContext();
  const page = await agentContext.newPage();
  await logInAs(agentContext, request, 'sunny', 'restricted@sunny.demo');
  await page.goto(site('/about'));
  const nav = await sideNav(page);
  await expect(nav.locator('[data-agent-name]')).toBeVisible();
  await expect(nav.locator('[data-agent-credits]')).toHaveCount(0);
  await expect(nav.locator('[data-label="Deal Link"]')).toHaveAttribute('aria-disabled', 'true');
  await agentContext.close();

  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await logInAs(customerContext, request, 'sunny', 'customer@sunny.demo');
  await customer.goto(site('/about'));
  await expect(customer.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await customer.waitForLoadState('networkidle');
  await expect(customer.getByRole('navigation', { name: 'Agent navigation' })).toHaveCount(0);
  expect(await customer.evaluate(() => document.documentElement.getAttribute('data-agent-nav'))).toBeNull();
  await customerContext.close();
});

test('collapse state is remembered across pages', async ({ page, context, request }) => {
  await logInAs(context, request, 'sunny', 'agent@sunny.demo');
  await page.goto(site('/about'));
  const nav = await sideNav(page);
  const toggle = nav.getByRole('button', { name: 'Collapse navigation' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  const expand = nav.getByRole('button', { name: 'Expand navigation' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.locator('[data-label="Dashboard"]')).toBeHidden();
  await page.goto(site('/faqs'));
  await expect(page.getByRole('button', { name: 'Expand navigation' })).toBeVisible();
  await expect(page.locator('[data-label="Dashboard"]')).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('data-agent-nav', 'collapsed');
  await page.getByRole('button', { name: 'Expand navigation' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Collapse navigation' })).toBeVisible();
});

for (const [path, name] of [
  ['/about', 'Agent navigation'],
  ['/ar/about', 'تنقل الوكيل'],
] as const) {
  test(`axe: zero violations with the side navigation open (${path})`, async ({ page, context, request }) => {
    await logInAs(context, request, 'sunny', 'sales@sunny.demo');
    await page.goto(site(path));
    await sideNav(page, name);
    await expect(page.locator('html')).toHaveAttribute('data-agent-nav', 'open');
    const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(AXE_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
