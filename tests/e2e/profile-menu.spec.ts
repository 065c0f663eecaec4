import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { E2E } from './environment.ts';
import { logInAs } from './member.ts';

/* SPEC §2.10: the profile avatar menu of each role, logged in through the API. */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const site = (tenant: string, path: string) => `${E2E.siteUrl(tenant)}${path}`;

async function openMenu(page: Page, name = 'Account menu') {
  const button = page.getByRole('button', { name });
  await expect(button).toBeVisible();
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // The items follow the profile, which the page fetches after load.
  await expect(menu.getByRole('menuitem').last()).toBeVisible();
  return menu;
}

async function items(page: Page) {
  return page.getByRole('menu').getByRole('menuitem').evaluateAll((links) =>
    links.map((link) => [link.textContent?.trim() ?? '', link.getAttribute('href')]),
  );
}

test('logged out: no avatar slot and no profile-menu code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(request.url()));
  await page.goto(site('sunny', '/about'));
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.site-header__profile')).toBeHidden();
  expect(scripts.filter((url) => /ProfileMenu|AgentNav|member\./.test(url))).toEqual([]);
});

test('customer: Book Now, My Trips, Profile Settings, Support, Wallet, Logout; keyboard and Escape', async ({ page, context, request }) => {
  await logInAs(context, request, 'sunny', 'customer@sunny.demo');
  await page.goto(site('sunny', '/about'));
  // The slot is shown before paint and the Log In link hidden.
  await expect(page.locator('.site-header__profile')).toHaveCSS('width', '44px');
  await expect(page.locator('.site-header__actions').getByRole('link', { name: 'Log In' })).toBeHidden();
  const menu = await openMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  expect(await items(page)).toEqual([
    ['Book Now', '/booknow/hotels'],
    ['My Trips', '/mytrip/mytrips'],
    ['Profile Settings', '/mytrip/profile'],
    ['Support', '/mytrip/support'],
    ['Wallet', '/mytrip/wallet/'],
    ['Logout', '/logout'],
  ]);
  const button = page.getByRole('button', { name: 'Account menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem', { name: 'Book Now' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'My Trips' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('travel agent: no Book Now or My Trips; Wallet with the reward wallet; header Book Now gets /v2', async ({ page, context, request }) => {
  await logInAs(context, request, 'sunny', 'agent@sunny.demo');
  await page.goto(site('sunny', '/about'));
  await openMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Wallet' })).toBeVisible();
  expect(await items(page)).toEqual([
    ['Profile Settings', '/settings/profile'],
    ['Support', '/settings/support'],
    ['Wallet', '/wallet/details/'],
    ['Logout', '/logout'],
  ]);
  await expect(page.locator('.site-header__actions a[data-book-now]')).toHaveAttribute('href', '/booknow/hotels/v2');
});

for (const [email, website] of [
  ['owner@sunny.demo', true],
  ['admin@sunny.demo', true],
  ['sales@sunny.demo', false],
  ['restricted@sunny.demo', false],
] as const) {
  test(`${email}: Website Settings ${website ? 'shown' : 'absent'} (owner or admin only)`, async ({ page, context, request }) => {
    await logInAs(context, request, 'sunny', email);
    await page.goto(site('sunny', '/faqs'));
    await openMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    const labels = (await items(page)).map(([label]) => label);
    expect(labels.includes('Website Settings')).toBe(website);
    expect(labels).not.toContain('My Trips');
    expect(labels).not.toContain('Book Now');
    if (website) await expect(page.getByRole('menuitem', { name: 'Website Settings' })).toHaveAttribute('href', '/settings/website/');
  });
}

test('owner: Book Now v2 for both services in the header', async ({ page, context, request }) => {
  await logInAs(context, request, 'sunny', 'owner@sunny.demo');
  await page.goto(site('sunny', '/about'));
  await expect(page.locator('.site-header__actions a[data-book-now]')).toHaveAttribute('href', '/booknow/hotels/v2');
  await expect(page.locator('.site-header__menu a[data-book-now]')).toHaveAttribute('href', '/booknow/hotels/v2');
});

test('embedded partner app (?embedded=true, remembered for the session): no Logout', async ({ page, context, request }) => {
  await logInAs(context, request, 'sunny', 'customer@sunny.demo');
  await page.goto(site('sunny', '/about?embedded=true'));
  await openMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toHaveCount(0);
  await page.goto(site('sunny', '/faqs'));
  await openMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toHaveCount(0);
});

test('the configured agency: Help opens the support chat, whose code loads only then', async ({ page, context, request }) => {
  const chunks: string[] = [];
  page.on('request', (r) => chunks.push(r.url()));
  await logInAs(context, request, 'medina', 'customer@medina.demo');
  await page.goto(site('medina', '/en/about'));
  await openMenu(page);
  const help = page.getByRole('menuitem', { name: 'Help' });
  await expect(help).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Support' })).toHaveCount(0);
  expect(chunks.some((url) => url.includes('SupportChat'))).toBe(false);
  await help.click();
  const chat = page.getByRole('dialog', { name: 'Help chat' });
  await expect(chat).toBeVisible();
  expect(chunks.some((url) => url.includes('SupportChat'))).toBe(true);
  await chat.getByLabel('Your message').fill('Where is my voucher?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('status')).toContainText('An agent will answer');
  await chat.getByRole('button', { name: 'Close chat' }).click();
  await expect(chat).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeFocused();
});

test('unsubscribed agency: the owner is sent to /subscription', async ({ page, context, request }) => {
  await logInAs(context, request, 'nordic', 'owner@nordic.demo');
  // /subscription is the main remote app's route (served by its shell page).
  const visits: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) visits.push(new URL(r.url()).pathname);
  });
  await page.goto(site('nordic', '/en/about'));
  await page.waitForURL('**/en/subscription');
  await expect(page.locator('[data-remote-root="main"]')).toHaveAttribute('data-remote-pattern', '/subscription');
  // It stays there: no loop back to /subscription from the subscription page. The logo's new target
  // is set by the very rule that would redirect (src/client/member.ts), so once it shows, the
  // decision has been taken.
  await expect(page.locator('.site-header a[data-home-link]')).toHaveAttribute('href', '/en/subscription');
  expect(visits).toEqual(['/en/about', '/en/subscription']);
  expect(new URL(page.url()).pathname).toBe('/en/subscription');
});

test('unsubscribed agency: the owner’s logo goes to /subscription (redirect held back)', async ({ page, context, request }) => {
  await logInAs(context, request, 'nordic', 'owner@nordic.demo');
  // A 204 answer to the redirect keeps the page it leaves, to look at its header.
  let redirected = false;
  await page.route('**/en/subscription', (route) => {
    redirected = true;
    return route.fulfill({ status: 204 });
  });
  await page.goto(site('nordic', '/en/about'));
  await expect(page.locator('.site-header a[data-home-link]')).toHaveAttribute('href', '/en/subscription');
  await expect.poll(() => redirected).toBe(true);
});

for (const [tenant, path, name, direction] of [
  ['sunny', '/about', 'Account menu', 'ltr'],
  ['sunny', '/ar/about', 'قائمة الحساب', 'rtl'],
] as const) {
  test(`axe: zero violations with the profile menu open (${direction})`, async ({ page, context, request }) => {
    await logInAs(context, request, tenant, 'owner@sunny.demo');
    await page.goto(site(tenant, path));
    await openMenu(page, name);
    if (direction === 'rtl') {
      // The menu opens towards the inline start: in Arabic its left edge is left of the button's.
      const [menuBox, buttonBox] = await Promise.all([page.getByRole('menu').boundingBox(), page.getByRole('button', { name }).boundingBox()]);
      expect(menuBox!.x).toBeGreaterThanOrEqual(buttonBox!.x - 1);
    }
    const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(AXE_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('a click before the profile (or the island) is ready still opens the menu, and focus moves in when the items arrive', async ({ page, context, request }) => {
  await logInAs(context, request, 'sunny', 'customer@sunny.demo');
  // Hold the profile call until the menu has been clicked open.
  let answer: () => void = () => {};
  const released = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/user/profile', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(site('sunny', '/about'));
  const button = page.getByRole('button', { name: 'Account menu' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  answer();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Book Now' })).toBeFocused();
});
