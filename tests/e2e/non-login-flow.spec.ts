import { LOCAL_KEYS } from '../../src/platform/storage.ts';
import { E2E } from './environment.ts';
import { expect, test } from './fixtures/test.ts';

/*
 * SPEC §3 allowNonLoginFlow, §4 Checkout redirect: where the agency allows non-login flow (sunny),
 * an anonymous visitor searches and sees results and details; checkout sends them to sign up with
 * the URL remembered, and signing up brings them back to it. Where it does not (medina), the
 * booking pages send them to log in.
 */

const sunny = (path: string) => E2E.siteUrl('sunny') + path;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('anonymous on sunny: search hotels from /booknow/hotels, see results and details; checkout asks for an account, then returns there', async ({ page }) => {
  // Six page loads, most mounting a remote app, and a sign-up.
  test.setTimeout(120_000);
  await page.goto(sunny('/booknow/hotels'));
  // sunny has enableHotelsV2: the landing is the v2 one (SPEC §2.5); no log-in asked.
  await expect(page).toHaveURL(/\/booknow\/hotels\/v2$/);
  const panels = page.locator('.app-shell__search [data-search-panels]');
  // The panel's widgets load on the first hover.
  await panels.locator('form[data-search-panel]').hover();
  const live = panels.locator('form[data-search-panel]:not([data-static])');
  await expect(live).toBeVisible();
  const destination = live.getByRole('combobox', { name: 'Destination' });
  await destination.fill('Lis');
  await page.getByRole('listbox').getByRole('option', { name: /Lisbon/ }).click();
  await expect(destination).toHaveValue('Lisbon');
  await live.getByRole('button', { name: /Check-in – check-out/ }).click();
  await expect(page.getByRole('grid')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  for (let night = 0; night < 3; night += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('grid')).toBeHidden();
  await live.getByRole('button', { name: 'Search' }).click();

  await page.waitForURL(/\/booknow\/hotels\/v2\/search\?/);
  const results = page.locator('[data-remote-root="hotels"][data-state="ready"]');
  await expect(results.getByRole('heading', { level: 1 })).toHaveText('Hotels in Lisbon');
  const first = results.locator('article').first();
  const title = (await first.getByRole('heading', { level: 2 }).textContent())!;
  await first.getByRole('link', { name: 'View details' }).click();

  // The details page carries the search's correlationId and still shows, without an account.
  await page.waitForURL(/details\?.*correlationId=/);
  const details = page.locator('[data-remote-root="hotels"][data-state="ready"]');
  await expect(details.getByRole('heading', { level: 1 })).toHaveText(title);
  await details.getByRole('link', { name: 'Book now' }).click();

  // SPEC §4 Checkout redirect: to sign up, the checkout URL remembered.
  await page.waitForURL(sunny('/signup'));
  const stored = await page.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.checkoutRedirect);
  expect(stored).toMatch(/^\/booknow\/hotels\/v2\/checkout\?.*correlationId=/);

  await page.locator('input[name="firstName"]').fill('Nora');
  await page.locator('input[name="lastName"]').fill('Guest');
  await page.locator('input[name="email"]').fill(`guest-${Date.now()}-${test.info().workerIndex}@example.com`);
  await page.locator('input[name="password"]').fill('Travel2026!');
  await page.locator('#account-page button[type="submit"]').click();

  await page.waitForURL(sunny(stored!));
  const checkout = page.locator('[data-remote-root="hotels"][data-state="ready"]');
  await expect(checkout.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  // The new account fills the lead traveller.
  await expect(checkout.locator('input[name="travellers.0.firstName"]')).toHaveValue('Nora');
});

test('anonymous on sunny: the customer and agent areas still need a log-in', async ({ page }) => {
  await page.goto(sunny('/mytrip/mytrips'));
  await page.waitForURL(sunny(`/login?redirect=${encodeURIComponent('/mytrip/mytrips')}`));
  await page.goto(sunny('/settings/agency'));
  await page.waitForURL(sunny(`/login?redirect=${encodeURIComponent('/settings/agency')}`));
});

test('anonymous on medina (non-login flow off): a hotel search sends them to log in', async ({ page }) => {
  const search = `/booknow/hotels/search?${new URLSearchParams({ destination: 'city-lis', checkIn: day(40), checkOut: day(43), rooms: JSON.stringify([{ adults: 2, children: [] }]) })}`;
  await page.goto(E2E.siteUrl('medina') + search);
  await page.waitForURL(`${E2E.siteUrl('medina')}/login?redirect=${encodeURIComponent(search)}`);
});
