import { DEMO_PASSWORD } from '../../reference/demo/users.ts';
import { E2E } from './environment.ts';
import { expect, test } from './fixtures/test.ts';
import { logInAs } from './member.ts';
import { payWithApprovingCard } from './payment.ts';

/*
 * A full booking from the home search panel to My Trips for a customer, and
 * each service's search panel above its app on the landing and search pages only.
 */

const sunny = (path: string) => E2E.siteUrl('sunny') + path;

test('a customer books a hotel from the home search panel and finds it in My Trips', async ({ page }) => {
  // Seven page loads, most of them mounting a remote app.
  test.setTimeout(120_000);
  await page.goto(sunny('/login'));
  await page.locator('input[name="email"]').fill('customer@sunny.demo');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('#account-page button[type="submit"]').click();
  await page.waitForURL(sunny('/'));

  // The panel's widgets load on the first hover.
  const panels = page.locator('[data-search-panels]');
  await panels.locator('form[data-search-panel]').hover();
  const live = panels.locator('form[data-search-panel]:not([data-static])');
  await expect(live).toBeVisible();
  const destination = live.getByRole('combobox', { name: 'Destination' });
  await destination.fill('Lis');
  await page.getByRole('listbox').getByRole('option', { name: /Lisbon/ }).click();
  await expect(destination).toHaveValue('Lisbon');
  await live.getByRole('button', { name: /Check-in – check-out/ }).click();
  await expect(page.getByRole('grid')).toBeVisible();
  // A week from today to three nights later, from the keyboard.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  for (let night = 0; night < 3; night += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('grid')).toBeHidden();
  await live.getByRole('button', { name: 'Search' }).click();

  // sunny has enableHotelsV2: the v2 search (SPEC §2.5), with the panel above the results.
  await page.waitForURL(/\/booknow\/hotels\/v2\/search\?/);
  await expect(page.locator('.app-shell__search')).toBeVisible();
  const results = page.locator('[data-remote-root="hotels"][data-state="ready"]');
  await expect(results.getByRole('heading', { level: 1 })).toHaveText('Hotels in Lisbon');
  const first = results.locator('article').first();
  const title = (await first.getByRole('heading', { level: 2 }).textContent())!;
  await first.getByRole('link', { name: 'View details' }).click();

  await page.waitForURL(/details\?.*correlationId=/);
  // Not a landing or search page: no panel above the app.
  await expect(page.locator('.app-shell__search')).toBeHidden();
  await page.locator('[data-remote-root="hotels"][data-state="ready"]').getByRole('link', { name: 'Book now' }).click();

  await page.waitForURL(/\/checkout\?.*correlationId=/);
  const checkout = page.locator('[data-remote-root="hotels"][data-state="ready"]');
  // The email comes from the profile, which reaches the app after its first drawing (storefront:user).
  await expect(checkout.locator('input[name="email"]')).toHaveValue('customer@sunny.demo');
  await checkout.locator('input[name="travellers.0.firstName"]').fill('Clara');
  await checkout.locator('input[name="travellers.0.lastName"]').fill('Lopez');
  // The panel's default search is for two adults: both are named, then paid with the approving test card.
  await checkout.locator('input[name="travellers.1.firstName"]').fill('Sam');
  await checkout.locator('input[name="travellers.1.lastName"]').fill('Lopez');
  await payWithApprovingCard(checkout);

  await page.waitForURL(/\/booknow\/hotels\/confirm-payment\?reference=HT-/);
  const reference = new URL(page.url()).searchParams.get('reference')!;
  await page.goto(sunny('/mytrip/mytrips'));
  const trips = page.locator('[data-remote-root="main"][data-state="ready"]');
  await expect(trips.locator(`[data-booking="${reference}"] h2`)).toHaveText(title);
});

for (const { path, service, shown } of [
  { path: '/booknow/cars', service: 'Cars', shown: true },
  { path: '/booknow/cars/search', service: 'Cars', shown: true },
  { path: '/booknow/cars/checkout', service: 'Cars', shown: false },
  { path: '/ar/booknow/activities', service: 'Activities', shown: true },
  { path: '/ar/booknow/activities/bookings/checkout', service: 'Activities', shown: false },
]) {
  test(`${path}: the ${service} search panel is ${shown ? 'shown above the app' : 'not shown'}`, async ({ page, request }) => {
    // Logged in: the checkout routes need a log-in (SPEC §2.1, §4).
    await logInAs(page.context(), request, 'sunny', 'customer@sunny.demo');
    await page.goto(sunny(path));
    const panel = page.locator('.app-shell__search');
    await expect(page.locator('[data-app-shell]')).toBeVisible();
    if (shown) {
      await expect(panel.locator('[data-search-panels] form[data-search-panel]')).toBeVisible();
      // One service: its panel alone, no tabs.
      await expect(panel.getByRole('tab')).toHaveCount(0);
    } else {
      await expect(panel).toBeHidden();
    }
  });
}
