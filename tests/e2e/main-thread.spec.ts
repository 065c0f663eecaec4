import type { Page } from '@playwright/test';
import { E2E } from './environment.ts';
import { expect, test } from './fixtures/test.ts';

/*
 * For the Lighthouse budget's blocking time: the first Intl formatter a page makes sets up
 * ICU on the main thread, 20–90 ms on this machine's Chromium before any throttling (`npm run
 * bench:intl`, docs/benchmarks.md). The API client's time-zone header reads Temporal, the currency picker
 * names countries only when its list opens, and prices are written with the page's money table
 * (src/currency/money-table.ts) instead of Intl.NumberFormat.
 */

const FORMATTERS = ['NumberFormat', 'DateTimeFormat', 'DisplayNames', 'RelativeTimeFormat', 'ListFormat'] as const;

/** Records every Intl formatter the page makes, from before its first script. */
async function recordFormatters(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript((names: readonly string[]) => {
    const made: string[] = [];
    (window as unknown as { __formatters: string[] }).__formatters = made;
    const intl = Intl as unknown as Record<string, object>;
    for (const name of names) {
      intl[name] = new Proxy(intl[name]!, {
        construct: (target, args) => (made.push(name), Reflect.construct(target as new (...a: unknown[]) => object, args)),
        apply: (target, self, args) => (made.push(name), Reflect.apply(target as (...a: unknown[]) => unknown, self, args)),
      });
    }
  }, FORMATTERS);
  return () => page.evaluate(() => (window as unknown as { __formatters: string[] }).__formatters);
}

for (const { tenant, path, ready } of [
  { tenant: 'alpine', path: '/about' },
  { tenant: 'nordic', path: '/faqs' },
  // Deals without prices: medina shows a visitor 'Reveal Price' (no non-login flow).
  { tenant: 'medina', path: '/', ready: '[data-deals-status="success"]' },
]) {
  test(`${tenant} ${path}: loading makes no Intl formatter (no ICU set-up on the main thread)`, async ({ page }) => {
    const formatters = await recordFormatters(page);
    await page.goto(`${E2E.siteUrl(tenant)}${path}`);
    // The currency has started (its API calls carry the time zone) and the picker has hydrated.
    await expect(page.locator('astro-island[component-url*="CurrencyPicker"]:not([ssr])')).toHaveCount(1);
    await expect(page.locator('astro-island[component-url*="CurrencyPicker"] button img')).toHaveCount(1);
    if (ready) await expect(page.locator(ready)).toBeVisible();
    expect(await formatters()).toEqual([]);
    // The list names its flags' countries once it is opened.
    await page.locator('astro-island[component-url*="CurrencyPicker"] button').click();
    await expect(page.getByRole('option').first().locator('img')).toHaveAttribute('alt', /\S/);
    expect(await formatters()).toContain('DisplayNames');
  });
}

test("sunny /: the deal cards' prices are written without Intl, as this Chromium's Intl writes them", async ({ page }) => {
  const formatters = await recordFormatters(page);
  await page.goto(`${E2E.siteUrl('sunny')}/`);
  // The picker's button shows the code only once the currency is chosen, after the lists and
  // rates have answered (src/stores/currency.ts): the deals can be drawn before that.
  const picker = page.locator('astro-island[component-url*="CurrencyPicker"] button');
  await expect(picker).toHaveText(/[A-Z]{3}/);
  const currency = (await picker.innerText()).match(/[A-Z]{3}/)?.[0];
  expect(currency).toBeTruthy();
  const cards = page.locator('[data-deals-status="success"]');
  await expect(cards).toBeVisible();
  const prices = await cards.locator('strong').allTextContents();
  expect(prices.length).toBeGreaterThan(3);
  expect(await formatters()).toEqual([]);

  // SPEC §9: whole amounts on cards, so the digits shown are the amount Intl is given here.
  const byIntl = await page.evaluate(
    ({ amounts, currency }) => amounts.map((amount) => new Intl.NumberFormat('en', { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(amount)),
    { amounts: prices.map((price) => Number(price.replace(/\D/g, ''))), currency: currency! },
  );
  expect(prices.map((price, index) => price.endsWith(byIntl[index]!))).toEqual(prices.map(() => true));
});
