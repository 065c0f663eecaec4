import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { SHELL_EVENTS } from '../../src/site/events.ts';
import { LOCAL_KEYS } from '../../src/platform/storage.ts';
import { DEMO_PASSWORD, demoToken } from './api.ts';
import { E2E } from './environment.ts';
import { accessKept } from './settled.ts';

/*
 * SPEC §2.1, §4, §9: the checkout-signup memory, the login-required guard
 * and the session rules across tabs. The routes that need an account are remote-app routes, whose
 * shell pages do not exist yet: the browser is handed a built shell page (the About page of the
 * same language) at such a path, and the shell's start-up rules run on that path.
 */

const SUNNY = E2E.siteUrl('sunny');
const CUSTOMER = 'customer@sunny.demo';
const T0 = new Date('2026-11-23T12:00:00Z').getTime();
const MINUTE = 60_000;

/** Serves sunny's built page `page` (e.g. 'ar/about') for every path under `under` (a remote-app route without a shell page). */
async function serveShellAt(browserPage: Page, under: string, page: string): Promise<void> {
  const html = await readFile(resolve(E2E.dir, 'dist', 'sunny', `${page}.html`), 'utf8');
  await browserPage.route(
    (url) => url.origin === SUNNY && url.pathname.startsWith(under),
    (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
}

async function logIn(page: Page): Promise<void> {
  await page.locator('input[name="email"]').fill(CUSTOMER);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('#account-page button[type="submit"]').click();
}

const stored = (page: Page) =>
  page.evaluate((keys) => keys.map((key) => localStorage.getItem(key)), [LOCAL_KEYS.checkoutRedirect, LOCAL_KEYS.checkoutRedirectAt, LOCAL_KEYS.currency]);

test.describe('checkout-signup memory (SPEC §4 Checkout redirect, §9)', () => {
  const CHECKOUT = '/booknow/hotels/checkout?correlationId=c-42';

  test('a logged-out visitor on a checkout URL is remembered and sent to sign up; 29 minutes later the log-in returns there', async ({ page }) => {
    await serveShellAt(page, '/booknow/hotels/checkout', 'about');
    await page.clock.install({ time: T0 });
    await page.goto(`${SUNNY}/about`);
    await page.evaluate(([key]) => localStorage.setItem(key!, 'EUR'), [LOCAL_KEYS.currency]);
    await page.goto(`${SUNNY}${CHECKOUT}`);
    await page.waitForURL(`${SUNNY}/signup`);
    const [url, at, currency] = await stored(page);
    expect([url, currency]).toEqual([CHECKOUT, 'EUR']);
    // The clock runs from T0 as the pages load.
    expect(Number(at) - T0).toBeGreaterThanOrEqual(0);
    expect(Number(at) - T0).toBeLessThan(MINUTE);

    await page.clock.setSystemTime(T0 + 29 * MINUTE);
    await page.goto(`${SUNNY}/login`);
    await logIn(page);
    await page.waitForURL(`${SUNNY}${CHECKOUT}`);
    // The entries are gone (the stored redirect runs once); the selected currency survived the clearing.
    expect(await stored(page)).toEqual([null, null, 'EUR']);
    // Logged in now: the checkout page stays.
    await accessKept(page);
    expect(page.url()).toBe(`${SUNNY}${CHECKOUT}`);
  });

  test('31 minutes later the visitor goes home and the entries are cleared', async ({ page }) => {
    await serveShellAt(page, '/de/booknow/hotels/checkout', 'de/about');
    await page.clock.install({ time: T0 });
    await page.goto(`${SUNNY}/de${CHECKOUT}`);
    await page.waitForURL(`${SUNNY}/de/signup`);
    expect((await stored(page))[0]).toBe(`/de${CHECKOUT}`);

    await page.clock.setSystemTime(T0 + 31 * MINUTE);
    await page.goto(`${SUNNY}/de/login`);
    await logIn(page);
    await page.waitForURL(`${SUNNY}/de/`);
    expect((await stored(page)).slice(0, 2)).toEqual([null, null]);
  });

  test('a deal-proposal link on the home page keeps its locked header (SPEC §2.9)', async ({ page }) => {
    await page.goto(`${SUNNY}/?proposalId=p-1`);
    await accessKept(page);
    expect(page.url()).toBe(`${SUNNY}/?proposalId=p-1`);
    expect((await stored(page)).slice(0, 2)).toEqual([null, null]);
  });
});

test.describe('login-required guard (SPEC §2.1, §4)', () => {
  test('a logged-out visitor on a route that needs an account goes to log in, carrying the page as redirect, and comes back', async ({ page }) => {
    await serveShellAt(page, '/ar/mytrip/profile', 'ar/about');
    await page.goto(`${SUNNY}/ar/mytrip/profile?tab=2`);
    await page.waitForURL(`${SUNNY}/ar/login?redirect=${encodeURIComponent('/ar/mytrip/profile?tab=2')}`);
    await logIn(page);
    await page.waitForURL(`${SUNNY}/ar/mytrip/profile?tab=2`);
  });

  test('public and guest pages never force it', async ({ page }) => {
    for (const path of ['/', '/about', '/faqs', '/blog', '/privacy-policy', '/login', '/signup']) {
      await page.goto(`${SUNNY}${path}`);
      await accessKept(page);
      expect(new URL(page.url()).pathname, path).toBe(path);
    }
  });
});

test.describe('session rules across tabs', () => {
  test('a log-out in one tab is seen by the other: its user store, its header and storefront:user', async ({ context, request }) => {
    const token = await demoToken(request, 'sunny', CUSTOMER);
    await context.addCookies([{ name: 'access-token', value: token, url: SUNNY }]);
    await context.addInitScript((name) => {
      (window as unknown as { users: unknown[] }).users = [];
      window.addEventListener(name, (event) => (window as unknown as { users: unknown[] }).users.push((event as CustomEvent).detail));
    }, SHELL_EVENTS.user);
    const first = await context.newPage();
    const second = await context.newPage();
    await second.goto(`${SUNNY}/about`);
    await expect(second.locator('html')).toHaveAttribute('data-auth', 'in');
    await expect(second.locator('.site-header').getByRole('link', { name: 'Log In' })).toBeHidden();
    await expect.poll(() => second.evaluate(() => (window as unknown as { users: Array<{ loggedIn: boolean; profile: unknown }> }).users.at(-1))).toMatchObject({
      loggedIn: true,
      profile: { personal_info: { email: CUSTOMER } },
    });

    await first.goto(`${SUNNY}/logout`);
    await expect(second.locator('html')).not.toHaveAttribute('data-auth', 'in');
    await expect(second.locator('.site-header').getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect.poll(() => second.evaluate(() => (window as unknown as { users: Array<{ loggedIn: boolean }> }).users.at(-1))).toMatchObject({
      loggedIn: false,
      profile: null,
    });
  });

  test('a log-out in one tab sends the other, on a page that needs an account, to log in', async ({ context, request }) => {
    const token = await demoToken(request, 'sunny', CUSTOMER);
    await context.addCookies([{ name: 'access-token', value: token, url: SUNNY }]);
    const first = await context.newPage();
    const second = await context.newPage();
    await serveShellAt(second, '/mytrip/', 'about');
    await second.goto(`${SUNNY}/mytrip/profile`);
    await expect(second.locator('html')).toHaveAttribute('data-auth', 'in');
    expect(new URL(second.url()).pathname).toBe('/mytrip/profile');
    await first.goto(`${SUNNY}/logout`);
    await second.waitForURL(`${SUNNY}/login?redirect=${encodeURIComponent('/mytrip/profile')}`);
  });

  test('a log-in in one tab is seen by the other', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await second.goto(`${SUNNY}/about`);
    await expect(second.locator('.site-header').getByRole('link', { name: 'Log In' })).toBeVisible();
    await first.goto(`${SUNNY}/login`);
    await logIn(first);
    await first.waitForURL(`${SUNNY}/`);
    await expect(second.locator('html')).toHaveAttribute('data-auth', 'in');
    await expect(second.locator('.site-header').getByRole('link', { name: 'Log In' })).toBeHidden();
  });
});
