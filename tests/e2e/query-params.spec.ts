import type { Page } from '@playwright/test';
import { CURRENCY_STORAGE_KEY } from '../../src/currency/storage.ts';
import { E2E } from './environment.ts';
import { expect, test } from './fixtures/test.ts';
import { logInAs } from './member.ts';

/*
 * SPEC §2.4 query parameters the shell acts on: an incoming currency (`currency`, `code`, `curr`);
 * SPEC §9 hotel category filter on the hotels app's results.
 */

const SUNNY = E2E.siteUrl('sunny');
const picker = (page: Page) => page.getByRole('button', { name: /^Currency/ });
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), CURRENCY_STORAGE_KEY);

test.describe('an incoming currency (SPEC §2.4)', () => {
  test('?currency=EUR&code=DE selects the euro, over the stored choice, and keeps it', async ({ page }) => {
    await page.goto(`${SUNNY}/about`);
    await page.evaluate((key) => localStorage.setItem(key, 'GBP'), CURRENCY_STORAGE_KEY);
    await page.goto(`${SUNNY}/about?currency=EUR&code=DE`);
    await expect(picker(page)).toHaveAccessibleName('Currency: EUR');
    expect(await stored(page)).toBe('EUR');
    await page.goto(`${SUNNY}/faqs`);
    await expect(picker(page)).toHaveAccessibleName('Currency: EUR');
  });

  test('a currency the agency does not enable is ignored', async ({ page }) => {
    await page.goto(`${SUNNY}/about`);
    await page.evaluate((key) => localStorage.setItem(key, 'GBP'), CURRENCY_STORAGE_KEY);
    await page.goto(`${SUNNY}/about?currency=CHF`);
    await expect(picker(page)).toHaveAccessibleName('Currency: GBP');
  });

  test('curr selects it too', async ({ page }) => {
    await page.goto(`${SUNNY}/es/about?curr=SEK`);
    await expect(page.getByRole('button', { name: /: SEK$/ })).toBeVisible();
  });
});

test('the hotel category filter narrows the results (SPEC §9)', async ({ page, context, request }) => {
  await logInAs(context, request, 'sunny', 'customer@sunny.demo');
  const query = new URLSearchParams({ destination: 'city-lis', destinationName: 'Lisbon', checkIn: '2027-03-01', checkOut: '2027-03-04', rooms: '[{"adults":2,"children":[]}]' });
  await page.goto(`${SUNNY}/booknow/hotels/v2/search?${query}`);
  const results = page.locator('[data-remote-root="hotels"][data-state="ready"]');
  const filter = results.getByRole('navigation', { name: 'Hotel category' });
  await expect(filter.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  const all = await results.locator('article').count();
  await filter.getByRole('link', { name: 'Winery' }).click();
  await page.waitForURL(/category=winery/);
  await expect(results.getByRole('navigation', { name: 'Hotel category' }).getByRole('link', { name: 'Winery' })).toHaveAttribute('aria-current', 'page');
  const winery = await results.locator('article').count();
  expect(winery).toBeGreaterThan(0);
  expect(winery).toBeLessThan(all);
  await expect(results.getByRole('heading', { level: 1 })).toHaveText('Hotels in Lisbon');
});
