import { E2E } from './environment.ts';
import { expect, test } from './fixtures/test.ts';
import { logInAs } from './member.ts';

/*
 * SPEC §1: the booking pages the remote apps draw are in the page's language, counts, dates and
 * prices included; Arabic runs right to left.
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
/** Texts of the English results page; none may show on another language's page. */
const ENGLISH = ['options found', 'View details', 'Rated', 'Check-in', 'Check-out', 'Nights', 'Guests', 'Stars'];

test.describe('remote booking pages in the page language', () => {
  // sunny asks for a log-in before its booking pages.
  test.beforeEach(async ({ context, request }) => {
    await logInAs(context, request, 'sunny', 'customer@sunny.demo');
  });

  test('a German hotel results page shows German text, dates and prices, and no English', async ({ page }) => {
    await page.goto(sunny(`/de/booknow/hotels/search?${SEARCH}`));
    const results = page.locator('[data-remote-root="hotels"][data-state="ready"]');
    await expect(results).toHaveAttribute('lang', 'de');
    await expect(results.getByRole('status')).toHaveText(/^\d+ Angebote gefunden$/);
    await expect(results.getByRole('link', { name: 'Details ansehen' }).first()).toBeVisible();
    const card = results.locator('article').first();
    await expect(card.locator('dt', { hasText: 'Anreise' }).locator('+ dd')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(card.locator('[data-price]')).toHaveText(/^[\d.]+,\d{2}\s\S+$|^\S+\s?[\d.]+,\d{2}$/);
    const text = (await results.textContent()) ?? '';
    expect(ENGLISH.filter((english) => text.includes(english))).toEqual([]);
  });

  test('an Arabic hotel results page runs right to left, in Arabic', async ({ page }) => {
    await page.goto(sunny(`/ar/booknow/hotels/search?${SEARCH}`));
    const results = page.locator('[data-remote-root="hotels"][data-state="ready"]');
    await expect(results).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(results.getByRole('status')).toContainText('تم العثور على');
    await expect(results.getByRole('link', { name: 'عرض التفاصيل' }).first()).toBeVisible();
    const text = (await results.textContent()) ?? '';
    expect(ENGLISH.filter((english) => text.includes(english))).toEqual([]);
  });
});
