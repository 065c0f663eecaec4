import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { CONSENT_COOKIE, CONSENT_VERSION } from '../../src/stores/consent.ts';
import { NO_CONSENT } from './consent-state.ts';
import { E2E } from './environment.ts';
import { afterFrames } from './settled.ts';
import { expect, test } from './fixtures/test.ts';

/*
 * GDPR / ePrivacy art. 5(3) on sunny, the demo agency with Google Analytics and the Meta pixel
 * (src/stores/consent.ts, src/client/analytics.ts). The suite's browsers have consented already
 * (tests/e2e/consent-state.ts); these start from a browser that has decided nothing.
 */
test.use({ storageState: NO_CONSENT });

const SUNNY = E2E.siteUrl('sunny');
const ANALYTICS_HOST = /(^|\.)(googletagmanager\.com|google-analytics\.com|facebook\.net|facebook\.com)$/;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * Every request the browser makes to an analytics host, answered here (the machine has no
 * internet): an empty script, so nothing the vendor would run runs.
 */
async function recordAnalytics(context: BrowserContext): Promise<string[]> {
  const hits: string[] = [];
  context.on('request', (request) => {
    if (ANALYTICS_HOST.test(new URL(request.url()).hostname)) hits.push(request.url());
  });
  await context.route(
    (url) => ANALYTICS_HOST.test(url.hostname),
    (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  );
  return hits;
}

/**
 * The page has loaded, the analytics loader has run (its Consent Mode default is in the data layer)
 * and one idle moment has passed after it: the moment a tracker allowed to load would have been
 * inserted (src/client/analytics.ts inserts each in an idle step).
 */
async function analyticsSettled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => (window.dataLayer ?? []).some((entry) => (entry as IArguments)[0] === 'consent'));
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => requestIdleCallback(() => done()))));
}

const banner = (page: Page) => page.getByRole('region', { name: /cookies/i });
const consentCookie = async (context: BrowserContext) => (await context.cookies(SUNNY)).find((cookie) => cookie.name === CONSENT_COOKIE)?.value;

test('no request reaches an analytics host before consent; after Accept, gtag.js and the pixel load', async ({ page, context }) => {
  const hits = await recordAnalytics(context);
  await page.goto(`${SUNNY}/`);
  await expect(banner(page)).toBeVisible();
  await analyticsSettled(page);
  expect(hits).toEqual([]);
  await expect(page.locator('script[src*="googletagmanager"], script[src*="facebook"]')).toHaveCount(0);
  // Consent Mode v2: everything denied is said before anything else.
  expect(await page.evaluate(() => [...(window.dataLayer![0] as IArguments)])).toEqual([
    'consent',
    'default',
    { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
  ]);

  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => hits.some((url) => url.startsWith('https://www.googletagmanager.com/gtag/js?id=G-SUNNY12345'))).toBe(true);
  await expect.poll(() => hits.some((url) => url.startsWith('https://connect.facebook.net/'))).toBe(true);
  expect(await page.evaluate(() => [...(window.dataLayer![1] as IArguments)])).toEqual([
    'consent',
    'update',
    { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
  ]);
  expect(await consentCookie(context)).toBe(`v${CONSENT_VERSION}.a1.m1`);
});

test('Reject keeps the trackers away across a reload, and the banner does not ask again', async ({ page, context }) => {
  const hits = await recordAnalytics(context);
  await page.goto(`${SUNNY}/`);
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toBeHidden();
  await analyticsSettled(page);
  await page.reload();
  await analyticsSettled(page);
  await expect(banner(page)).toBeHidden();
  expect(hits).toEqual([]);
  expect(await consentCookie(context)).toBe(`v${CONSENT_VERSION}.a0.m0`);
});

test('Reject pressed before the page’s modules have loaded closes the banner at once and is remembered once they have', async ({ page, context }) => {
  const hits = await recordAnalytics(context);
  // The page's modules are held until the visitor has pressed: the banner is up from the first paint.
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/_astro/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${SUNNY}/`, { waitUntil: 'commit' });
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await consentCookie(context)).toBeUndefined();

  release();
  await analyticsSettled(page);
  expect(await consentCookie(context)).toBe(`v${CONSENT_VERSION}.a0.m0`);
  await page.unroute('**/_astro/**');
  await page.reload();
  await analyticsSettled(page);
  await expect(banner(page)).toBeHidden();
  expect(hits).toEqual([]);
});

test('the footer’s Cookie settings re-opens the choice and changes it: analytics only', async ({ page, context }) => {
  const hits = await recordAnalytics(context);
  await page.goto(`${SUNNY}/`);
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await analyticsSettled(page);

  await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner(page)).toBeVisible();
  const analytics = banner(page).getByRole('checkbox', { name: /Analytics/ });
  const marketing = banner(page).getByRole('checkbox', { name: /Marketing/ });
  // The remembered choice is what the settings show; the focus goes where the choice is made.
  await expect(analytics).not.toBeChecked();
  await expect(marketing).not.toBeChecked();
  await expect(analytics).toBeFocused();
  await analytics.check();
  await banner(page).getByRole('button', { name: 'Save choices' }).click();
  await expect(banner(page)).toBeHidden();
  await expect(page.locator('footer').getByRole('button', { name: 'Cookie settings' })).toBeFocused();

  await expect.poll(() => hits.some((url) => url.startsWith('https://www.googletagmanager.com/gtag/js'))).toBe(true);
  expect(await consentCookie(context)).toBe(`v${CONSENT_VERSION}.a1.m0`);
  await analyticsSettled(page);
  // Marketing stays refused: the pixel never loads.
  expect(hits.filter((url) => new URL(url).hostname.endsWith('facebook.net'))).toEqual([]);
});

test('a choice of another version is asked again', async ({ page, context }) => {
  await context.addCookies([{ name: CONSENT_COOKIE, value: `v${CONSENT_VERSION - 1}.a1.m1`, url: SUNNY }]);
  const hits = await recordAnalytics(context);
  await page.goto(`${SUNNY}/`);
  await expect(banner(page)).toBeVisible();
  await analyticsSettled(page);
  expect(hits).toEqual([]);
});

test('logout keeps the choice: it belongs to the browser, not to the account', async ({ page, context }) => {
  await page.goto(`${SUNNY}/`);
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  // Sunny's return URL is the demo's own host (port 4321): answered here, wherever it points.
  const returnUrl = (url: URL) => url.hostname === 'sunny.localhost' && url.port !== String(E2E.sitePort);
  await context.route(returnUrl, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>back</title>' }));
  await page.goto(`${SUNNY}/logout`);
  await page.waitForURL(returnUrl);
  await page.goto(`${SUNNY}/`);
  await page.waitForLoadState('load');
  await expect(banner(page)).toBeHidden();
  expect(await consentCookie(context)).toBe(`v${CONSENT_VERSION}.a0.m0`);
});

test('an agency without trackers asks nothing and has no Cookie settings', async ({ page }) => {
  await page.goto(`${E2E.siteUrl('alpine')}/`);
  await page.waitForLoadState('load');
  await expect(page.locator('#consent')).toHaveCount(0);
  await expect(page.locator('[data-consent-open]')).toHaveCount(0);
});

test('the banner speaks the page’s language: German and Arabic (right to left)', async ({ page }) => {
  await page.goto(`${SUNNY}/de/`);
  await expect(banner(page)).toContainText('Cookies für Statistik und Marketing setzen wir nur mit Ihrer Einwilligung.');
  await expect(banner(page).getByRole('button', { name: 'Alle ablehnen' })).toBeVisible();
  await expect(page.locator('footer').getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible();

  await page.goto(`${SUNNY}/ar/`);
  const region = page.getByRole('region', { name: 'ملفات تعريف الارتباط على هذا الموقع' });
  await expect(region).toBeVisible();
  await expect(region.getByRole('button', { name: 'قبول الكل' })).toBeVisible();
  await expect(region.getByRole('button', { name: 'رفض الكل' })).toBeVisible();
  expect(await region.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
});

for (const language of ['en', 'ar'] as const) {
  test(`axe finds no violation on the banner and its settings (${language})`, async ({ page }) => {
    await page.goto(language === 'en' ? `${SUNNY}/` : `${SUNNY}/${language}/`);
    await expect(page.locator('#consent')).toBeVisible();
    const check = async () => (await new AxeBuilder({ page }).include('#consent').withTags(TAGS).analyze()).violations.map((violation) => `${violation.id}: ${violation.help}`);
    expect(await check()).toEqual([]);
    await page.locator('#consent [data-consent="settings"]').click();
    await expect(page.locator('#consent input[name="analytics"]')).toBeVisible();
    expect(await check()).toEqual([]);
  });
}

test('the banner is fixed to the viewport: it moves nothing on the page', async ({ page }) => {
  await page.goto(`${SUNNY}/`);
  await expect(banner(page)).toBeVisible();
  expect(await banner(page).evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
});

test('on a phone, the hero scene stays the largest paint with the banner open (Lighthouse meets the banner)', async ({ browser }) => {
  // Lighthouse's mobile preset (moto g power): 412 × 823 CSS pixels, and a browser without a choice.
  const context = await browser.newContext({ storageState: NO_CONSENT, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${SUNNY}/`);
  await expect(banner(page)).toBeVisible();
  await afterFrames(page);
  const largest = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const last = (list.getEntries() as Array<PerformanceEntry & { element: Element | null }>).at(-1);
          resolve(last?.element ? `${last.element.tagName.toLowerCase()}.${[...last.element.classList].join('.')}` : 'none');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(largest).toBe('img.hero__art');
  await context.close();
});

test('the banner is drawn with the first paint: shown before any module script runs, and not when a choice is remembered', async ({ page, context }) => {
  // The page's modules never arrive: only the inline script after the banner can show it.
  await context.route(/\/_astro\/.*\.js$/, (route) => route.abort());
  await page.goto(`${SUNNY}/booknow/hotels`);
  await expect(banner(page)).toBeVisible();
  await context.addCookies([{ name: CONSENT_COOKIE, value: `v${CONSENT_VERSION}.a0.m0`, url: SUNNY }]);
  await page.reload();
  await page.waitForLoadState('load');
  await expect(page.locator('#consent')).toBeHidden();
});
