import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { DEMO_PASSWORD, demoToken } from './api.ts';
import { E2E } from './environment.ts';
import { forgetVisitor } from './member.ts';
import { SSO_GATE_RETURN_URL } from './fixtures/account-agencies.ts';

/*
 * The account pages of the shell (log-in, sign-up, forgot and new
 * password, verify, SSO) against the reference API, in the page's language.
 */

const sunny = (path: string) => `${E2E.siteUrl('sunny')}${path}`;
const PAGES = ['/login', '/signup', '/forgotpassword', '/newPassword', '/verify', '/sso'] as const;

async function accessToken(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'access-token')?.value;
}

/** The newest mail of a kind to an address, from the reference API's outbox file. */
async function mailTo(to: string, kind: 'reset-password' | 'verify-email'): Promise<{ link: string; token: string }> {
  const file = resolve(E2E.dir, 'api-data', 'outbox.jsonl');
  let found: { link: string; token: string } | undefined;
  await expect
    .poll(async () => {
      const lines = (await readFile(file, 'utf8').catch(() => '')).split('\n').filter(Boolean);
      found = lines
        .map((line) => JSON.parse(line) as { to: string; kind: string; link: string; token: string })
        .findLast((mail) => mail.to === to && mail.kind === kind);
      return !!found;
    })
    .toBe(true);
  return found!;
}

const uniqueEmail = (what: string) => `${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe('account pages', () => {
  for (const path of PAGES) {
    test(`${path} is a shell page in en and ar`, async ({ page }) => {
      await page.goto(sunny(path));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('#account-page h1')).toBeVisible();
      await page.goto(sunny(`/ar${path}`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('#account-page h1')).not.toHaveText('');
      await expect(page.locator('meta[name="robots"]')).toHaveCount(path === '/login' || path === '/signup' ? 0 : 1);
    });
  }

  test('log-in fields carry the names and autocomplete password managers expect', async ({ page }) => {
    await page.goto(sunny('/login'));
    await expect(page.locator('input[name="email"]')).toHaveAttribute('autocomplete', 'username');
    await expect(page.locator('input[name="password"]')).toHaveAttribute('autocomplete', 'current-password');
    await page.goto(sunny('/signup'));
    await expect(page.locator('input[name="firstName"]')).toHaveAttribute('autocomplete', 'given-name');
    await expect(page.locator('input[name="lastName"]')).toHaveAttribute('autocomplete', 'family-name');
    await expect(page.locator('input[name="email"]')).toHaveAttribute('autocomplete', 'email');
    await expect(page.locator('input[name="password"]')).toHaveAttribute('autocomplete', 'new-password');
  });

  test('client validation: a message per field in the page language, focus on the first wrong field', async ({ page }) => {
    await page.goto(sunny('/ar/signup'));
    const form = page.locator('#account-page form');
    await expect(form).toBeVisible();
    await page.locator('input[name="email"]').fill('not-an-email');
    await form.locator('button[type="submit"]').click();
    const firstName = page.locator('input[name="firstName"]');
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await firstName.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('الاسم الأول مطلوب');
    await expect(page.locator('input[name="email"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('يرجى إدخال بريد إلكتروني صالح')).toBeVisible();
    await expect(page.getByText('كلمة المرور مطلوبة')).toBeVisible();
    // Forget the language chosen by visiting /ar (pll_language), so /login stays English.
    await page.context().clearCookies();
    await page.goto(sunny('/login'));
    await page.locator('input[name="email"]').fill('customer@sunny.demo');
    await page.locator('#account-page button[type="submit"]').click();
    await expect(page.locator('input[name="password"]')).toBeFocused();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('a demo user logs in: cookie set, redirect target reached, the header knows the user', async ({ page }) => {
    await page.goto(sunny('/login?redirect=%2Fabout'));
    await page.locator('input[name="email"]').fill('customer@sunny.demo');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('#account-page button[type="submit"]').click();
    await page.waitForURL(sunny('/about'));
    expect(await accessToken(page)).toBeTruthy();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'access-token');
    expect(cookie?.sameSite).toBe('Lax');
    await expect(page.locator('html')).toHaveAttribute('data-auth', 'in');
  });

  test('what a visitor or a password manager fills before the form hydrates is kept, and the button waits for the island', async ({ page }) => {
    // Hold the log-in island's code back until the fields are filled.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/AccountForm.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(sunny('/login?redirect=%2Fabout'), { waitUntil: 'domcontentloaded' });
    const submit = page.locator('#account-page button[type="submit"]');
    await expect(page.locator('#account-page astro-island[ssr]')).toHaveCount(1);
    // Before hydration a click would post the password to a static page: the button is disabled.
    await expect(submit).toBeDisabled();
    await page.locator('input[name="email"]').fill('customer@sunny.demo');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    release();
    await expect(submit).toBeEnabled();
    await expect(page.locator('input[name="password"]')).toHaveValue(DEMO_PASSWORD);
    await submit.click();
    await page.waitForURL(sunny('/about'));
    expect(await accessToken(page)).toBeTruthy();
  });

  test('an unsafe redirect after log-in goes home instead', async ({ page }) => {
    await page.goto(sunny('/ar/login?redirect=%2F%2Fevil.example'));
    await page.locator('input[name="email"]').fill('customer@sunny.demo');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('#account-page button[type="submit"]').click();
    await page.waitForURL(sunny('/ar/'));
  });

  test('a wrong password shows the server message and keeps the typed e-mail', async ({ page }) => {
    await page.goto(sunny('/login'));
    await page.locator('input[name="email"]').fill('customer@sunny.demo');
    await page.locator('input[name="password"]').fill('wrong-password');
    await page.locator('#account-page button[type="submit"]').click();
    await expect(page.locator('[data-notice="error"]')).toHaveText('Invalid email or password');
    await expect(page.locator('input[name="email"]')).toHaveValue('customer@sunny.demo');
    await expect(page.locator('input[name="password"]')).toHaveValue('wrong-password');
    expect(page.url()).toBe(sunny('/login'));
    expect(await accessToken(page)).toBeUndefined();
    // In Arabic, the same refusal in Arabic.
    await page.goto(sunny('/ar/login'));
    await page.locator('input[name="email"]').fill('customer@sunny.demo');
    await page.locator('input[name="password"]').fill('wrong-password');
    await page.locator('#account-page button[type="submit"]').click();
    await expect(page.locator('[data-notice="error"]')).toHaveText('البريد الإلكتروني أو كلمة المرور غير صحيحة');
  });

  test('sign-up logs the new user in; the account then logs in again; the verify link verifies', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto(sunny('/signup'));
    await page.locator('input[name="firstName"]').fill('Ada');
    await page.locator('input[name="lastName"]').fill('Lovelace');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill('Analytical1');
    await page.locator('#account-page button[type="submit"]').click();
    await page.waitForURL(sunny('/'));
    expect(await accessToken(page)).toBeTruthy();

    await forgetVisitor(page);
    await page.goto(sunny('/login'));
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill('Analytical1');
    await page.locator('#account-page button[type="submit"]').click();
    await page.waitForURL(sunny('/'));
    expect(await accessToken(page)).toBeTruthy();

    const mail = await mailTo(email, 'verify-email');
    await page.goto(sunny(`/verify?token=${encodeURIComponent(mail.token)}`));
    await expect(page.locator('[data-notice="success"]')).toHaveText('Your email address is verified.');
    await page.goto(sunny('/ar/verify?token=broken'));
    await expect(page.locator('[data-notice="error"]')).toHaveText('رابط التأكيد غير صالح أو منتهي الصلاحية');
  });

  test('forgot password → reset through the mailed link → log-in with the new password', async ({ page, request }) => {
    const email = uniqueEmail('reset');
    const created = await request.post(`${E2E.apiUrl}/api/user/signup`, {
      headers: { Origin: E2E.siteUrl('sunny') },
      data: { firstName: 'Reset', lastName: 'Me', email, password: 'OldPassword1' },
    });
    expect(created.ok()).toBe(true);
    await page.goto(sunny('/forgotpassword'));
    await page.locator('input[name="email"]').fill(email);
    await page.locator('#account-page button[type="submit"]').click();
    await expect(page.locator('[data-notice="success"]')).toHaveText(
      'If an account exists for this email, we have sent a link to reset the password.',
    );

    const mail = await mailTo(email, 'reset-password');
    expect(new URL(mail.link).pathname).toBe('/newPassword');
    await page.goto(mail.link.replace(/^https?:\/\/[^/]+/, E2E.siteUrl('sunny')));
    await page.locator('input[name="password"]').fill('NewPassword2');
    await page.locator('#account-page button[type="submit"]').click();
    await expect(page.locator('[data-notice="success"]')).toHaveText('Your password has been changed. You can log in with it now.');
    await page.locator('#account-page').getByRole('link', { name: 'Go to log in' }).click();

    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill('NewPassword2');
    await page.locator('#account-page button[type="submit"]').click();
    await page.waitForURL(sunny('/'));
    expect(await accessToken(page)).toBeTruthy();
  });
});

test.describe('SSO (SPEC §4)', () => {
  test('/sso stores a token from the external site and goes on to a safe target', async ({ page, request }) => {
    const token = await demoToken(request, 'sunny', 'customer@sunny.demo');
    await page.goto(sunny(`/ar/sso?token=${encodeURIComponent(token)}&redirect=${encodeURIComponent('/ar/about')}`));
    await page.waitForURL(sunny('/ar/about'));
    expect(await accessToken(page)).toBe(token);
  });

  test('/sso never leaves the site and refuses a malformed token', async ({ page, request }) => {
    const token = await demoToken(request, 'sunny', 'customer@sunny.demo');
    await page.goto(sunny(`/sso?token=${encodeURIComponent(token)}&redirect=${encodeURIComponent('//evil.example/x')}`));
    await page.waitForURL(sunny('/'));
    await forgetVisitor(page);
    await page.goto(sunny(`/sso?token=${encodeURIComponent('has space')}`));
    await expect(page.locator('[data-notice="error"]')).toBeVisible();
    expect(await accessToken(page)).toBeUndefined();
  });

  test('an SSO-only agency (nordic) sends /login and /signup to its external return URL, navigateTo for plum', async ({ page }) => {
    const nordic = E2E.siteUrl('nordic');
    // nordic's return URL (reference/demo/agencies/nordic.ts) is the reference API's
    // demo identity provider (tests/e2e/sso-demo.spec.ts signs in there).
    const returnUrl = `${E2E.apiUrl}/idp/nordic/sign-in`;
    await page.goto(`${nordic}/en/login`);
    await page.waitForURL(returnUrl);
    await page.goto(`${nordic}/en/signup?plum=abc`);
    await page.waitForURL((url) => url.href.startsWith(returnUrl) && url.searchParams.get('navigateTo') === '/en/signup?plum=abc');
  });
});

test.describe('SSO-only header (SPEC §4)', () => {
  test('Log In and Sign Up go to the external return URL; /login leaves for it too', async ({ page }) => {
    const gate = E2E.siteUrl('ssogate');
    await page.route(`${SSO_GATE_RETURN_URL}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>IdP</title>' }));
    await page.goto(`${gate}/ar/about`);
    const actions = page.locator('.site-header__actions');
    await expect(actions.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', SSO_GATE_RETURN_URL);
    await expect(actions.getByRole('link', { name: 'إنشاء حساب' })).toHaveAttribute('href', SSO_GATE_RETURN_URL);
    await page.goto(`${gate}/ar/login?dealLinkId=42`);
    await page.waitForURL((url) => url.href.startsWith(SSO_GATE_RETURN_URL) && url.searchParams.get('navigateTo') === '/ar/login?dealLinkId=42');
    // Sunny lets visitors log in directly: its header links stay on its own pages.
    await page.goto(sunny('/ar/about'));
    await expect(page.locator('.site-header__actions').getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/ar/login');
  });

  test('on a plum address the header links carry navigateTo, set in the browser', async ({ page }) => {
    const gate = E2E.siteUrl('ssogate');
    await page.route(`${SSO_GATE_RETURN_URL}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>IdP</title>' }));
    await page.goto(`${gate}/ar/?plum=77`);
    const logIn = page.locator('.site-header__actions').getByRole('link', { name: 'تسجيل الدخول' });
    await expect(logIn).toHaveAttribute('href', `${SSO_GATE_RETURN_URL}?navigateTo=${encodeURIComponent('/ar/?plum=77')}`);
    await logIn.click();
    await page.waitForURL((url) => url.href.startsWith(SSO_GATE_RETURN_URL) && url.searchParams.get('navigateTo') === '/ar/?plum=77');
  });
});

test.describe('header Log In from a page (SPEC §4 Login/signup redirect)', () => {
  test('carries the page as redirect, and the visitor comes back to it after logging in', async ({ page }) => {
    await page.goto(sunny('/ar/blog'));
    const logIn = page.locator('.site-header__actions').getByRole('link', { name: 'تسجيل الدخول' });
    await expect(logIn).toHaveAttribute('href', `/ar/login?redirect=${encodeURIComponent('/ar/blog')}`);
    await logIn.click();
    await page.waitForURL(sunny(`/ar/login?redirect=${encodeURIComponent('/ar/blog')}`));
    await page.locator('input[name="email"]').fill('customer@sunny.demo');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(sunny('/ar/blog'));
    await expect(page.locator('html')).toHaveAttribute('data-auth', 'in');
  });
});

test.describe('home-path token mode (SPEC §1, agency setting homeRedirectsToHotels)', () => {
  test('without the access-token cookie the home path goes to log in, with a redirect to hotels', async ({ page }) => {
    const home = E2E.siteUrl('hotelsfirst');
    await page.goto(`${home}/ar/`);
    await page.waitForURL(`${home}/ar/login?redirect=%2Far%2Fbooknow%2Fhotels`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });

  test('with the cookie it goes to /booknow/hotels, before the home page paints', async ({ page, context }) => {
    const home = E2E.siteUrl('hotelsfirst');
    await context.addCookies([{ name: 'access-token', value: 'some-token', url: home }]);
    const hotels = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/booknow/hotels');
    await page.goto(`${home}/`, { waitUntil: 'commit' });
    await hotels;
  });

  test('other agencies keep their home page', async ({ page }) => {
    await page.goto(sunny('/'));
    await expect(page.locator('.hero__title')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
