import { DEMO_PASSWORD } from '../../reference/demo/users.ts';
import { E2E } from './environment.ts';
import { expect, test } from './fixtures/test.ts';
import { payWithApprovingCard } from './payment.ts';

/*
 * A booking end to end on the reference remote apps. A customer logs in, searches
 * hotels with the contract's query, opens a hotel, checks out and pays with a test card; the reference API
 * stores the booking (POST /api/bookings, ours) and My Trips lists it, in Arabic too. A
 * logged-out visitor on a checkout URL with correlationId is sent to sign up (SPEC §4).
 */

const sunny = (path: string) => E2E.siteUrl('sunny') + path;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const SEARCH = new URLSearchParams({
  destination: 'city-lis',
  destinationName: 'Lisbon',
  checkIn: day(40),
  checkOut: day(43),
  rooms: JSON.stringify([{ adults: 2, children: [] }]),
});

test.describe('booking flow on the reference remote apps', () => {
  test('a customer books a hotel and finds it in My Trips, in English and Arabic', async ({ page }) => {
    // Eight full page loads, each mounting a remote app: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    const searchPath = `/booknow/hotels/search?${SEARCH}`;
    await page.goto(sunny(`/login?redirect=${encodeURIComponent(searchPath)}`));
    await page.locator('input[name="email"]').fill('customer@sunny.demo');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('#account-page button[type="submit"]').click();

    // sunny has enableHotelsV2: the search may move to its v2 page (SPEC §2.5), the query kept.
    await page.waitForURL(/\/booknow\/hotels(\/v2)?\/search\?/);
    const results = page.locator('[data-remote-root="hotels"][data-state="ready"]');
    await expect(results.getByRole('heading', { level: 1 })).toHaveText('Hotels in Lisbon');
    const first = results.locator('article').first();
    const title = (await first.getByRole('heading', { level: 2 }).textContent())!;
    await first.getByRole('link', { name: 'View details' }).click();

    await page.waitForURL(/\/booknow\/hotels\/.*details\?.*correlationId=/);
    const details = page.locator('[data-remote-root="hotels"][data-state="ready"]');
    await expect(details.getByRole('heading', { level: 1 })).toHaveText(title);
    await details.getByRole('link', { name: 'Book now' }).click();

    await page.waitForURL(/\/booknow\/hotels(\/v2)?\/checkout\?.*correlationId=/);
    const checkout = page.locator('[data-remote-root="hotels"][data-state="ready"]');
    await expect(checkout.getByRole('heading', { level: 1 })).toHaveText('Checkout');
    // The lead traveller comes from the profile the shell sent (storefront:user).
    await expect(checkout.locator('input[name="email"]')).toHaveValue('customer@sunny.demo');
    await checkout.locator('input[name="travellers.0.firstName"]').fill('Clara');
    await checkout.locator('input[name="travellers.0.lastName"]').fill('Lopez');
    // The search is for two adults: both are named, then paid with the approving test card.
    await checkout.locator('input[name="travellers.1.firstName"]').fill('Sam');
    await checkout.locator('input[name="travellers.1.lastName"]').fill('Lopez');
    await payWithApprovingCard(checkout);

    await page.waitForURL(/\/booknow\/hotels\/confirm-payment\?reference=HT-/);
    const reference = new URL(page.url()).searchParams.get('reference')!;
    const confirmation = page.locator('[data-remote-root="hotels"][data-state="ready"]');
    await expect(confirmation.getByRole('heading', { level: 1 })).toHaveText('Booking confirmed');
    await expect(confirmation.getByRole('status')).toContainText(reference);

    await confirmation.getByRole('link', { name: 'See My Trips' }).click();
    await page.waitForURL(sunny('/mytrip/mytrips'));
    const trips = page.locator('[data-remote-root="main"][data-state="ready"]');
    await expect(trips.getByRole('heading', { level: 1 })).toHaveText('My Trips');
    await expect(trips.locator(`[data-booking="${reference}"] h2`)).toHaveText(title);

    await page.goto(sunny('/ar/mytrip/mytrips'));
    const arabic = page.locator('[data-remote-root="main"][data-state="ready"]');
    await expect(arabic).toHaveAttribute('dir', 'rtl');
    await expect(arabic.getByRole('heading', { level: 1 })).toHaveText('رحلاتي');
    await expect(arabic.locator(`[data-booking="${reference}"]`)).toContainText(reference);
  });

  test('a logged-out visitor on a Spanish checkout URL with correlationId is sent to sign up', async ({ page }) => {
    const query = new URLSearchParams(SEARCH);
    query.set('offerId', 'H.city-lis.0');
    query.set('correlationId', 'e2e-correlation');
    await page.goto(sunny(`/es/booknow/hotels/checkout?${query}`));
    await page.waitForURL(/\/es\/signup/);
  });
});
