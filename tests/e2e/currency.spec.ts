import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { ENABLED_CURRENCIES, EXCHANGE_RATES } from '../../reference/demo/currencies.ts';
import { CURRENCY_STORAGE_KEY } from '../../src/currency/storage.ts';
import { CURRENCY_EVENT } from '../../src/stores/currency.ts';
import { E2E } from './environment.ts';

const site = (tenant: string, path = '/') => `${E2E.siteUrl(tenant)}${path}`;

/** The picker's button; its name gains the code once the island has hydrated and chosen. */
const picker = (page: Page, label = 'Currency') => page.getByRole('button', { name: new RegExp(`^${label}`) });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Choose your currency' });
const options = (page: Page) => panel(page).getByRole('option');
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), CURRENCY_STORAGE_KEY);

async function expectCurrency(page: Page, code: string, label = 'Currency') {
  await expect(picker(page, label)).toHaveAccessibleName(`${label}: ${code}`);
  await expect(picker(page, label)).toHaveText(code);
}

async function open(page: Page) {
  await expect(picker(page)).toHaveAccessibleName(/: [A-Z]{3}$/);
  await picker(page).click();
  await expect(panel(page)).toBeVisible();
}

/** Page errors and the global-failure page both mean the currency broke the page. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  return failures;
}

/** A mocked main-API answer, with the CORS grant the page's origin needs. */
const apiAnswer = (tenant: string, status: number, body: unknown) => ({
  status,
  contentType: 'application/json',
  headers: { 'Access-Control-Allow-Origin': E2E.siteUrl(tenant), 'Access-Control-Allow-Credentials': 'true' },
  body: JSON.stringify(body),
});

test.describe('currency (SPEC §3, §4, §5, §8, §9)', () => {
  test('lists every enabled currency with its flag', async ({ page }) => {
    await page.goto(site('sunny', '/about'));
    await open(page);
    await expect(options(page)).toHaveCount(ENABLED_CURRENCIES.length);
    await expect(options(page).locator('span:last-child')).toHaveText(ENABLED_CURRENCIES.map((option) => option.currency));
    const mexico = options(page).filter({ hasText: 'Mexican Peso' }).locator('img');
    await expect(mexico).toHaveAttribute('alt', 'Flag of Mexico');
    await expect(mexico).toHaveAttribute('src', `${E2E.apiUrl}/media/flags/mx.svg`);
    await expect(mexico).toHaveAttribute('width', '24');
    await expect(mexico).toHaveAttribute('height', '16');
    await expect.poll(() => mexico.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(picker(page).locator('img')).toHaveAttribute('src', `${E2E.apiUrl}/media/flags/us.svg`);
  });

  test('searches name plus code, case-insensitively (SPEC §5)', async ({ page }) => {
    await page.goto(site('sunny', '/about'));
    await open(page);
    const search = panel(page).getByRole('combobox', { name: 'Search by name or code' });
    await expect(search).toBeFocused();
    await search.fill('PESO');
    await expect(options(page)).toHaveText(['Mexican PesoMXN']);
    await search.fill('kwd');
    await expect(options(page)).toHaveText(['Kuwaiti DinarKWD']);
    await search.fill('Krone');
    await expect(options(page).locator('span:last-child')).toHaveText(['DKK', 'NOK']);
    await search.fill('bitcoin');
    await expect(options(page)).toHaveCount(0);
    await expect(panel(page).getByRole('status')).toHaveText('No currency matches your search');
  });

  test('works from the keyboard: arrows, Enter, Escape back to the button', async ({ page }) => {
    await page.goto(site('sunny', '/about'));
    await expect(picker(page)).toHaveAccessibleName('Currency: USD');
    await picker(page).focus();
    await page.keyboard.press('Enter');
    const search = panel(page).getByRole('combobox');
    await expect(search).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(picker(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(search).toBeFocused();
    await page.keyboard.type('pound');
    await page.keyboard.press('Enter');
    await expectCurrency(page, 'GBP');
    await expect(picker(page)).toBeFocused();
    // The focus ring is visible on the button.
    await expect(picker(page)).toHaveCSS('outline-style', 'solid');
  });

  test('a choice is kept in local storage across pages, and reset on the home path (SPEC §4)', async ({ page }) => {
    await page.goto(site('sunny', '/about'));
    await open(page);
    await options(page).filter({ hasText: 'Euro' }).click();
    await expectCurrency(page, 'EUR');
    expect(await stored(page)).toBe('EUR');

    await page.reload();
    await expectCurrency(page, 'EUR');
    await page.goto(site('sunny', '/faqs'));
    await expectCurrency(page, 'EUR');

    await page.goto(site('sunny', '/'));
    await expectCurrency(page, 'USD');
    expect(await stored(page)).toBe('USD');
    await page.goto(site('sunny', '/about'));
    await expectCurrency(page, 'USD');

    // The home path of another language resets it too (lng, since the language cookie now says en).
    await open(page);
    await options(page).filter({ hasText: 'Japanese Yen' }).click();
    await expectCurrency(page, 'JPY');
    await page.goto(site('sunny', '/es/?lng=es'));
    await expectCurrency(page, 'USD', 'Moneda');
  });

  test('a change is broadcast as a DOM event with the currency and its rate (SPEC §1, §4)', async ({ page }) => {
    await page.addInitScript((name) => {
      const seen: unknown[] = [];
      (window as unknown as { currencyEvents: unknown[] }).currencyEvents = seen;
      window.addEventListener(name, (event) => seen.push((event as CustomEvent).detail));
    }, CURRENCY_EVENT);
    await page.goto(site('sunny', '/about'));
    await expect.poll(() => page.evaluate(() => (window as unknown as { currencyEvents: unknown[] }).currencyEvents.at(-1))).toEqual({
      currency: 'USD',
      rate: 1,
    });
    await open(page);
    await options(page).filter({ hasText: 'British Pound' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { currencyEvents: unknown[] }).currencyEvents.at(-1))).toEqual({
      currency: 'GBP',
      rate: EXCHANGE_RATES.GBP,
    });
  });

  test('the partner agency starts in MXN; a US agency in USD (SPEC §4, §9)', async ({ page }) => {
    await page.goto(site('viajes'));
    await expectCurrency(page, 'MXN', 'Moneda');
    await page.goto(site('sunny'));
    await expectCurrency(page, 'USD');
  });

  test("the visitor's geolocated country sets the default (SPEC §3 geoLocation)", async ({ page }) => {
    await page.route('**/api/user/geolocation', (route) =>
      route.fulfill(apiAnswer('sunny', 200, { data: { country: 'United Kingdom', countryCode: 'GB', lat: 51.5074, lon: -0.1278 } })),
    );
    await page.goto(site('sunny'));
    await expectCurrency(page, 'GBP');
    // A euro-area country finds the euro, listed under EU.
    await page.unroute('**/api/user/geolocation');
    await page.route('**/api/user/geolocation', (route) =>
      route.fulfill(apiAnswer('sunny', 200, { data: { country: 'Germany', countryCode: 'DE', lat: 52.52, lon: 13.405 } })),
    );
    await page.goto(site('sunny'));
    await expectCurrency(page, 'EUR');
  });

  test('a failed geolocation means United States; the partner currency still wins over it', async ({ page }) => {
    await page.route('**/api/user/geolocation', (route) => route.fulfill(apiAnswer('medina', 500, { message: 'Internal Server Error' })));
    await page.goto(site('medina', '/en/'));
    await expectCurrency(page, 'USD');
    await page.route('**/api/user/geolocation', (route) =>
      route.fulfill(apiAnswer('viajes', 200, { data: { country: 'United Kingdom', countryCode: 'GB', lat: 51.5074, lon: -0.1278 } })),
    );
    await page.goto(site('viajes', '/en/'));
    await expectCurrency(page, 'MXN');
  });

  test("a failed exchange call shows 'Failed to fetch exchange rates' and the page stays usable (SPEC §8)", async ({ page }) => {
    const failures = watchFailures(page);
    await page.route('**/api/multi-currency/exchange', (route) => route.fulfill(apiAnswer('sunny', 500, { message: 'Internal Server Error' })));
    await page.goto(site('sunny', '/about'));
    await open(page);
    await expect(panel(page).getByRole('alert')).toHaveText('Failed to fetch exchange rates');
    await options(page).filter({ hasText: 'Euro' }).click();
    await expectCurrency(page, 'EUR');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(failures).toEqual([]);
  });

  test('a failed currency list shows the generic message, in the page language (SPEC §8)', async ({ page }) => {
    const failures = watchFailures(page);
    await page.route('**/api/admin/country/enableCurrencies', (route) => route.fulfill(apiAnswer('sunny', 503, {})));
    await page.goto(site('sunny', '/es/about'));
    await expect(picker(page, 'Moneda')).toHaveAccessibleName('Moneda: USD');
    await picker(page, 'Moneda').click();
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Algo salió mal');
    await page.keyboard.press('Escape');
    await expect(picker(page, 'Moneda')).toBeFocused();
    expect(failures).toEqual([]);
  });

  test('a local storage that throws falls back to the default without breaking the page', async ({ page }) => {
    const failures = watchFailures(page);
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Storage.prototype.getItem = refuse;
      Storage.prototype.setItem = refuse;
    });
    await page.goto(site('viajes', '/about'));
    await expectCurrency(page, 'MXN', 'Moneda');
    await picker(page, 'Moneda').click();
    await page.getByRole('option').filter({ hasText: 'Euro' }).click();
    await expectCurrency(page, 'EUR', 'Moneda');
    await expect(page.locator('.global-failure')).toHaveCount(0);
    expect(failures).toEqual([]);
  });

  test('a stored currency that is not enabled falls back to the default', async ({ page }) => {
    const failures = watchFailures(page);
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, 'XYZ');
        sessionStorage.setItem('seeded', '1');
      }
    }, CURRENCY_STORAGE_KEY);
    await page.goto(site('sunny', '/about'));
    await expectCurrency(page, 'USD');
    expect(await stored(page)).toBe('USD');
    expect(failures).toEqual([]);
  });

  test('on a flight checkout page a change reloads it with curr instead of currency (SPEC §4, §2.4)', async ({ page }) => {
    // The flight checkout is a remote app's page: the shell's own page is moved to its path.
    await page.goto(site('sunny', '/about'));
    await page.evaluate(() => history.replaceState(null, '', '/booknow/flights/checkout?id=42&currency=USD'));
    await page.route('**/booknow/flights/checkout?**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Checkout</title></html>' }),
    );
    await open(page);
    const [reload] = await Promise.all([
      page.waitForRequest((request) => request.isNavigationRequest() && request.url().includes('/booknow/flights/checkout')),
      options(page).filter({ hasText: 'Swedish Krona' }).click(),
    ]);
    const url = new URL(reload.url());
    expect(url.pathname).toBe('/booknow/flights/checkout');
    expect(Object.fromEntries(url.searchParams)).toEqual({ id: '42', curr: 'SEK' });
    await page.waitForURL(/curr=SEK/);
    expect(await stored(page)).toBe('SEK');
  });

  test('elsewhere a change does not reload the page', async ({ page }) => {
    await page.goto(site('sunny', '/about'));
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await open(page);
    await options(page).filter({ hasText: 'Swedish Krona' }).click();
    await expectCurrency(page, 'SEK');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('the button is rendered at its final size, so hydration moves nothing', async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const button = document.querySelector('astro-island button[aria-haspopup="dialog"][aria-label^="Currency"]');
        const box = button?.getBoundingClientRect();
        (window as unknown as { firstBox: unknown }).firstBox = box && { x: box.x, y: box.y, width: box.width, height: box.height };
      });
    });
    await page.goto(site('sunny', '/about'));
    await expectCurrency(page, 'USD');
    await expect.poll(() => picker(page).locator('img').evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const first = await page.evaluate(() => (window as unknown as { firstBox: unknown }).firstBox);
    const last = await picker(page).boundingBox();
    expect(first).toEqual(last);
  });

  for (const width of [1280, 320]) {
    test(`every enabled code fits the button unclipped, ${width} px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(site('sunny', '/about'));
      await expectCurrency(page, 'USD');
      const clipped = await picker(page).evaluate((button, codes) => {
        const code = button.querySelector('img')!.parentElement!.nextElementSibling as HTMLElement;
        const original = code.textContent;
        const wide = codes.filter((text) => {
          code.textContent = text;
          return code.scrollWidth > code.clientWidth;
        });
        code.textContent = original;
        return wide;
      }, ENABLED_CURRENCIES.map((option) => option.currency));
      expect(clipped).toEqual([]);
      // Nothing in the header runs off the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test('Arabic: the picker opens inwards in right-to-left pages, with Arabic flag names', async ({ page }) => {
    await page.goto(site('medina', '/about'));
    const label = 'العملة';
    await expect(picker(page, label)).toHaveAccessibleName(/: USD$/);
    await picker(page, label).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('option').filter({ hasText: 'Mexican Peso' }).locator('img')).toHaveAttribute('alt', 'علم المكسيك');
    const [button, box] = [await picker(page, label).boundingBox(), await dialog.boundingBox()];
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(Math.round(box!.x)).toBe(Math.round(button!.x));
  });

  test('axe finds nothing in the open picker, in English and Arabic, listed, unmatched and failed', async ({ page }) => {
    const violations = async () =>
      (await new AxeBuilder({ page }).setLegacyMode(true).include('.site-header').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()).violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    await page.goto(site('sunny', '/about'));
    await open(page);
    await page.keyboard.press('ArrowDown');
    expect(await violations()).toEqual([]);
    await panel(page).getByRole('combobox').fill('bitcoin');
    expect(await violations()).toEqual([]);

    await page.route('**/api/multi-currency/exchange', (route) => route.fulfill(apiAnswer('medina', 500, {})));
    await page.goto(site('medina', '/about'));
    await expect(picker(page, 'العملة')).toHaveAccessibleName(/: USD$/);
    await picker(page, 'العملة').click();
    await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
