import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { demoToken } from '../../tests/e2e/api.ts';
import { E2E } from '../../tests/e2e/environment.ts';
import { expect, test } from '../../tests/e2e/fixtures/test.ts';
import { forgetVisitor, logInAs } from '../../tests/e2e/member.ts';
import { drawnForVisitor } from '../../tests/e2e/remote-page.ts';

/*
 * SPEC §2.11 Settings (Markup, Profile, Payment, Product) and Customize Theme, saved through the
 * reference API as the agency owner: a save shows after a reload, a bad value shows its message
 * beside its field in the page's language (the API's own rules, checked before sending) and keeps
 * what was typed. The API store lives for the whole e2e run, so every test puts the values it
 * changed back (afterEach), and the file runs in order.
 */

test.describe.configure({ mode: 'serial' });

const OWNER = 'owner@sunny.demo';
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const site = (path: string) => `${E2E.siteUrl('sunny')}${path}`;

/** A call to the reference API as the owner, from sunny's origin. */
async function asOwner(request: APIRequestContext, method: 'GET' | 'PUT', path: string, data?: unknown) {
  const token = await demoToken(request, 'sunny', OWNER);
  const response = await request.fetch(`${E2E.apiUrl}${path}`, { method, headers: { Origin: E2E.siteUrl('sunny'), Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: any }).data;
}

/** What the tests change, as the API had it before, put back after each test. */
let original: {
  markups: { service: string; percent: number }[];
  agency: { primaryColor: string; logo: string; logoMobile?: string; bookingMenuItemOptions: { title: string; active: boolean }[] };
  payment: { currentGateway: string; isTestMode: boolean };
  profile: { personal_info: { first_name: string; last_name: string } };
};

test.beforeAll(async ({ request }) => {
  original = {
    markups: await asOwner(request, 'GET', '/api/agency/markups'),
    agency: await asOwner(request, 'GET', '/api/agency'),
    payment: await asOwner(request, 'GET', '/api/getCurrentPaymentGateway'),
    profile: await asOwner(request, 'GET', '/api/user/profile'),
  };
});

test.afterEach(async ({ request }) => {
  await asOwner(request, 'PUT', '/api/agency/markups', { markups: Object.fromEntries(original.markups.map((m) => [m.service, m.percent])) });
  const { primaryColor, logo, logoMobile, bookingMenuItemOptions } = original.agency;
  await asOwner(request, 'PUT', '/api/agency/theme', { primaryColor, logo, logoMobile: logoMobile ?? '' });
  await asOwner(request, 'PUT', '/api/agency/booking-menu', { items: bookingMenuItemOptions });
  await asOwner(request, 'PUT', '/api/agency/payment-gateway', { gateway: original.payment.currentGateway, isTestMode: original.payment.isTestMode });
  await asOwner(request, 'PUT', '/api/agent/profile', { firstName: original.profile.personal_info.first_name, lastName: original.profile.personal_info.last_name });
});

/** Opens a settings page and waits for the main app to draw it for the visitor known. */
async function openSettings(page: Page, path: string): Promise<Locator> {
  await page.goto(site(path));
  const root = drawnForVisitor(page, 'main');
  await expect(root.locator('form, ul').first()).toBeVisible();
  return root;
}

/** The message shown beside a field (its aria-describedby). */
async function messageOf(root: Locator, field: Locator): Promise<Locator> {
  const id = await field.getAttribute('aria-describedby');
  return root.locator(`[id="${id}"]`);
}

async function saveAndSeeSaved(root: Locator) {
  await root.getByRole('button', { name: 'Save' }).click();
  await expect(root.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
}

/** The agency markup figure on a card, as a number. */
async function markupFigure(card: Locator): Promise<number> {
  const text = (await card.getByText(/Agency markup/).textContent()) ?? '';
  return Number(/Agency markup\D*([\d,.]+)/.exec(text)![1]!.replace(/,/g, ''));
}

test('Settings group: a link to each setting the owner may read', async ({ page, context, request }) => {
  await logInAs(context, request, 'sunny', OWNER);
  const root = await openSettings(page, '/settings');
  await expect(root.getByRole('heading', { level: 1 })).toHaveText('Settings');
  for (const [name, href] of [
    ['Markup settings', '/settings/agency'],
    ['Website settings', '/settings/website/'],
    ['Profile', '/settings/profile'],
    ['Payment settings', '/settings/payment'],
    ['Product settings', '/settings/product'],
    ['Customize theme', '/settings/website/theme'],
  ]) {
    await expect(root.getByRole('link', { name })).toHaveAttribute('href', href!);
  }
});

test('Markup: a saved hotel markup shows after a reload and on an agent’s home deal cards; a bad one keeps the typed value', async ({ page, context, request }) => {
  await logInAs(context, request, 'sunny', 'agent@sunny.demo');
  await page.goto(site('/'));
  const deals = page.locator('[data-exclusive-deals]');
  const card = deals.getByRole('tabpanel').locator('article').filter({ has: page.getByRole('heading', { name: 'The Palms Oceanfront' }) });
  await expect(card).toContainText(/Agency markup/);
  const before = await markupFigure(card);

  await forgetVisitor(page);
  await logInAs(context, request, 'sunny', OWNER);
  let root = await openSettings(page, '/settings/agency');
  const hotels = root.getByLabel('Hotels markup (%)');
  await expect(hotels).toHaveValue('8');
  await hotels.fill('12.345');
  await root.getByRole('button', { name: 'Save' }).click();
  await expect(await messageOf(root, hotels)).toHaveText('must have at most 2 decimals');
  await expect(hotels).toHaveAttribute('aria-invalid', 'true');
  await expect(hotels).toHaveValue('12.345');

  await hotels.fill('50');
  await saveAndSeeSaved(root);
  await expect(hotels).not.toHaveAttribute('aria-invalid', 'true');
  await page.reload();
  root = drawnForVisitor(page, 'main');
  await expect(root.getByLabel('Hotels markup (%)')).toHaveValue('50');

  // SPEC §6: the agent's card shows the saved markup (50 % of the total instead of 8 %).
  await forgetVisitor(page);
  await logInAs(context, request, 'sunny', 'agent@sunny.demo');
  await page.goto(site('/'));
  await expect(card).toContainText(/Agency markup/);
  await expect.poll(() => markupFigure(card)).not.toBe(before);
  expect((await markupFigure(card)) / before).toBeCloseTo(50 / 8, 0);
});

test('Customize Theme: a colour with too little text contrast is refused with its ratio; a good one is saved into the agency data', async ({ page, context, request }) => {
  await logInAs(context, request, 'sunny', OWNER);
  let root = await openSettings(page, '/settings/website/theme');
  const colour = root.getByLabel('Primary colour (hex, such as #1a73e8)');
  await colour.fill('#527edb');
  // The preview says it before anything is sent.
  await expect(root.locator('[data-contrast]')).toHaveText('Contrast 3.91:1 — too low (at least 4.5:1 is needed)');
  await root.getByRole('button', { name: 'Save' }).click();
  await expect(await messageOf(root, colour)).toContainText('contrast ratio of 3.91:1');
  await expect(colour).toHaveValue('#527edb');
  expect((await asOwner(request, 'GET', '/api/agency')).primaryColor).toBe(original.agency.primaryColor);

  await colour.fill('#0b3d91');
  await expect(root.locator('[data-swatch]')).toHaveCSS('background-color', 'rgb(11, 61, 145)');
  const logo = root.getByLabel('Logo (https URL or /media/ path)');
  await logo.fill('ftp://example.com/logo.png');
  await root.getByRole('button', { name: 'Save' }).click();
  await expect(await messageOf(root, logo)).toHaveText('must be an https URL or a /media/ path');
  await logo.fill('https://cdn.example.com/sunny-logo.svg');
  await saveAndSeeSaved(root);
  expect(await asOwner(request, 'GET', '/api/agency')).toMatchObject({ primaryColor: '#0b3d91', logo: 'https://cdn.example.com/sunny-logo.svg' });
  await page.reload();
  root = drawnForVisitor(page, 'main');
  await expect(root.getByLabel('Primary colour (hex, such as #1a73e8)')).toHaveValue('#0b3d91');
});

test('Payment: the chosen gateway and mode are what the API answers', async ({ page, context, request }) => {
  await logInAs(context, request, 'sunny', OWNER);
  let root = await openSettings(page, '/settings/payment');
  await root.getByLabel('Payment gateway').selectOption({ label: 'Adyen' });
  await root.getByLabel('Live').check();
  await saveAndSeeSaved(root);
  expect(await asOwner(request, 'GET', '/api/getCurrentPaymentGateway')).toMatchObject({ currentGateway: 'adyen', currentPaymentGateway: 'Adyen', isTestMode: false });
  await page.reload();
  root = drawnForVisitor(page, 'main');
  await expect(root.getByLabel('Payment gateway')).toHaveValue('adyen');
  await expect(root.getByLabel('Live')).toBeChecked();
});

test('Product: a service switched off stays off after a reload; switching every one off is refused', async ({ page, context, request }) => {
  await logInAs(context, request, 'sunny', OWNER);
  let root = await openSettings(page, '/settings/product');
  const boxes = root.getByRole('checkbox');
  await expect(boxes).toHaveCount(6);
  for (const box of await boxes.all()) await box.uncheck();
  await root.getByRole('button', { name: 'Save' }).click();
  await expect(root.getByText('At least one service must stay active')).toBeVisible();
  for (const box of await boxes.all()) await expect(box).not.toBeChecked();

  for (const box of await boxes.all()) await box.check();
  await root.getByLabel('Cruises').uncheck();
  await saveAndSeeSaved(root);
  await page.reload();
  root = drawnForVisitor(page, 'main');
  await expect(root.getByLabel('Cruises')).not.toBeChecked();
  await expect(root.getByLabel('Hotels')).toBeChecked();
  const menu = (await asOwner(request, 'GET', '/api/agency')).bookingMenuItemOptions as { title: string; active: boolean }[];
  expect(menu.find((item) => item.title === 'Cruise')?.active).toBe(false);
});

test('Profile: a new name is what the profile call answers; a blank first name keeps the typed last name', async ({ page, context, request }) => {
  await logInAs(context, request, 'sunny', OWNER);
  let root = await openSettings(page, '/settings/profile');
  const first = root.getByLabel('First name');
  const last = root.getByLabel('Last name');
  await first.fill('');
  await last.fill('Okafor-Lind');
  await root.getByRole('button', { name: 'Save' }).click();
  await expect(await messageOf(root, first)).toHaveText('First name is required');
  await expect(last).toHaveValue('Okafor-Lind');
  await first.fill('Ngozi');
  await saveAndSeeSaved(root);
  expect((await asOwner(request, 'GET', '/api/user/profile')).personal_info).toMatchObject({ first_name: 'Ngozi', last_name: 'Okafor-Lind' });
  await page.reload();
  root = drawnForVisitor(page, 'main');
  await expect(root.getByLabel('First name')).toHaveValue('Ngozi');
});

test('Arabic: a blank first name and a low-contrast colour are refused in Arabic beside the field before anything is sent', async ({ page, context, request }) => {
  await logInAs(context, request, 'sunny', OWNER);
  const saves: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PUT') saves.push(sent.url());
  });
  let root = await openSettings(page, '/ar/settings/profile');
  const first = root.locator('input[name="firstName"]');
  const last = root.locator('input[name="lastName"]');
  await first.fill('');
  await last.fill('Okafor-Lind');
  await root.locator('button[type="submit"]').click();
  await expect(await messageOf(root, first)).toHaveText('الاسم الأول مطلوب');
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(last).toHaveValue('Okafor-Lind');

  root = await openSettings(page, '/ar/settings/website/theme');
  const colour = root.locator('input[name="primaryColor"]');
  await colour.fill('#527edb');
  await root.locator('button[type="submit"]').click();
  await expect(await messageOf(root, colour)).toHaveText('نسبة تباين النص الأبيض على #527edb هي 3.91:1؛ ويتطلب معيار WCAG AA ما لا يقل عن 4.5:1');
  await expect(colour).toHaveValue('#527edb');
  expect(saves).toEqual([]);
});

for (const prefix of ['', '/ar']) {
  test(`axe: zero violations on every settings page, a field message shown (${prefix || '/en'})`, async ({ page, context, request }) => {
    test.setTimeout(120_000);
    await logInAs(context, request, 'sunny', OWNER);
    const axe = async (what: string) => {
      const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), what).toEqual([]);
    };
    for (const path of ['/settings', '/settings/agency', '/settings/website/theme', '/settings/payment', '/settings/product', '/settings/profile']) {
      await openSettings(page, `${prefix}${path}`);
      await axe(path);
    }
    // The markup page with a field message beside a bad value.
    const root = await openSettings(page, `${prefix}/settings/agency`);
    await root.locator('input[name="Hotels"]').fill('abc');
    await root.locator('button[type="submit"]').click();
    await expect(root.locator('[aria-invalid="true"]')).toHaveCount(1);
    await axe('/settings/agency with a field message');
  });
}
