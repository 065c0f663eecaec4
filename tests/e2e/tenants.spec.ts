import { expect, test } from './fixtures/test.ts';
import ar from '../../locales/ar.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import { rgbOf } from './api.ts';
import { builtAgencyOf } from './built-agencies.ts';
import { E2E } from './environment.ts';

const ACTIVE_TENANTS = ['sunny', 'medina', 'nordic', 'viajes', 'alpine'];

for (const tenant of ACTIVE_TENANTS) {
  test(`${tenant}: the home page shows its colour, logo, title and default language`, async ({ page }) => {
    const agency = builtAgencyOf(tenant);
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await page.goto(`${E2E.siteUrl(tenant)}/`);

    await expect(page).toHaveTitle(agency.metaData.title);
    await expect(page.locator('html')).toHaveAttribute('lang', agency.defaultLanguage);
    await expect(page.locator('html')).toHaveAttribute('dir', agency.defaultLanguage === 'ar' ? 'rtl' : 'ltr');

    const [r, g, b] = rgbOf(agency.primaryColor);
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
    expect(primary).toBe(`rgb(${r} ${g} ${b})`);
    await expect(page.locator('.hero')).toHaveCSS('background-image', new RegExp(`rgb\\(${r}, ${g}, ${b}\\)`));

    const logo = page.locator('header a.site-header__logo img.logo');
    await expect(logo).toHaveAttribute('src', agency.logo);
    await expect(logo).toHaveAttribute('alt', agency.agencyName);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    if (agency.favicon) await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', agency.favicon);
    if (agency.metaData.description) {
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', agency.metaData.description);
    }
    expect(cspViolations).toEqual([]);
  });
}

test('a tenant the API does not know shows "Agency not found!" on every page (SPEC §4, §8)', async ({ page }) => {
  await page.goto(`${E2E.siteUrl('ghost')}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agency not found!');
  await page.goto(`${E2E.siteUrl('ghost')}/faqs`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agency not found!');
  await page.goto(`${E2E.siteUrl('ghost')}/ar/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.agency.notFound);
});

test('an inactive agency shows the blocking modal, and nothing behind it can be reached (SPEC §2.13)', async ({ page, context }) => {
  await page.goto(`${E2E.siteUrl('paused')}/en/`);
  const modal = page.getByRole('alertdialog');
  await expect(modal).toHaveText('Agency is inactive, Please contact the administrator');
  await expect(page.locator('.page')).toHaveAttribute('inert', '');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('.page') ?? null)).toBeNull();

  // A first visit (the /en/ one above set the language cookie) gets the agency default language.
  await context.clearCookies();
  await page.goto(`${E2E.siteUrl('paused')}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('alertdialog')).toHaveText(fr.agency.inactive);
});

test('an unknown path goes to /errors in the visitor language (SPEC §2.2)', async ({ page }) => {
  await page.goto(`${E2E.siteUrl('sunny')}/nothing/here`);
  await expect(page).toHaveURL(`${E2E.siteUrl('sunny')}/errors`);
  await expect(page.getByText("The page you're looking for is not found.")).toBeVisible();
  const agency = builtAgencyOf('sunny');
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', `mailto:${agency.contactEmailId}`);
  await expect(page.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', agency.returnUrl ?? '/');

  await page.goto(`${E2E.siteUrl('sunny')}/ar/nothing-here`);
  await expect(page).toHaveURL(`${E2E.siteUrl('sunny')}/ar/errors`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('analytics load only for a valid, enabled ID, passed as data (SPEC §4 Analytics)', async ({ page }) => {
  await page.goto(`${E2E.siteUrl('sunny')}/`);
  await expect(page.locator('script[src*="googletagmanager.com/gtag/js?id=G-"]')).toHaveCount(1);
  expect(await page.evaluate(() => typeof window.gtag)).toBe('function');

  // viajes has analytics on but a malformed Google ID: no script at all.
  await page.goto(`${E2E.siteUrl('viajes')}/`);
  await page.waitForLoadState('load');
  await expect(page.locator('#analytics-config, script[src*="googletagmanager"]')).toHaveCount(0);
});

test('the visitor session id is kept in a cookie and overridden by xsessionid (SPEC §4)', async ({ page, context }) => {
  await page.goto(`${E2E.siteUrl('alpine')}/`);
  const first = (await context.cookies()).find((cookie) => cookie.name === 'x-session-id');
  expect(first?.value).toMatch(/^[0-9a-f-]{36}$/);
  await page.goto(`${E2E.siteUrl('alpine')}/about`);
  expect((await context.cookies()).find((cookie) => cookie.name === 'x-session-id')?.value).toBe(first?.value);
  await page.goto(`${E2E.siteUrl('alpine')}/?xsessionid=partner-session-42`);
  expect((await context.cookies()).find((cookie) => cookie.name === 'x-session-id')?.value).toBe('partner-session-42');
});

test('/logout clears the user state and goes home after 100 ms (SPEC §2.2, §4)', async ({ page, context }) => {
  await page.goto(`${E2E.siteUrl('alpine')}/`);
  await context.addCookies([{ name: 'access-token', value: 'token', url: E2E.siteUrl('alpine') }]);
  await page.evaluate(() => localStorage.setItem('selectedCurrency', 'EUR'));
  await page.goto(`${E2E.siteUrl('alpine')}/logout`);
  await expect(page).toHaveURL(`${E2E.siteUrl('alpine')}/`);
  expect((await context.cookies()).some((cookie) => cookie.name === 'access-token')).toBe(false);
  // The home page it lands on may store its own default currency again; what was there is gone.
  expect(await page.evaluate(() => localStorage.getItem('selectedCurrency'))).toBeNull();
});

test('each site carries its security headers', async ({ page }) => {
  // Node cannot resolve *.localhost, Chromium can: ask through the page.
  const response = await page.goto(`${E2E.siteUrl('sunny')}/`);
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header shows the mobile logo (SPEC §1)', async ({ page }) => {
    const agency = builtAgencyOf('sunny');
    expect(agency.logoMobile).toBeTruthy();
    await page.goto(`${E2E.siteUrl('sunny')}/`);
    const logo = page.locator('header a.site-header__logo img.logo');
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(agency.logoMobile);
  });
});
