import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { SHELL_EVENTS } from '../../src/site/events.ts';
import { COOKIES } from '../../src/platform/storage.ts';
import { agencyOf } from './api.ts';
import { E2E } from './environment.ts';

/*
 * SPEC §1: the shell and the remote apps share events for user, agency, currencies and countries
 * (and the currency change). A remote app that mounts after they were sent reads each through
 * context.latest(name). The blog's module is held back until the page has sent all five, then
 * served as a small test app that records what latest() gives it.
 */

const SUNNY = E2E.siteUrl('sunny');
const BLOG_SCRIPT = /\/remotes\/blog\.js(?:\?attempt=\d+)?$/;
const NAMES = Object.values(SHELL_EVENTS);

const LATE_APP = `
const NAMES = ${JSON.stringify(NAMES)};
export function mount(element, context) {
  window.lateApp = Object.fromEntries(NAMES.map((name) => [name, context.latest(name) ?? null]));
  element.textContent = 'Late app mounted';
}
`;

type Recorded = Record<string, unknown>;
declare global {
  interface Window {
    /** The last detail of each shared event the page sent, as a listener on window saw it. */
    lastSent?: Recorded;
    /** What the late app read through context.latest(). */
    lateApp?: Recorded;
  }
}

/** Records every shared event from the first script on; holds the blog module until all were sent. */
async function mountLate(page: Page, path: string): Promise<{ sent: Recorded; read: Recorded }> {
  await page.addInitScript((names) => {
    window.lastSent = {};
    for (const name of names) window.addEventListener(name, (event) => (window.lastSent![name] = (event as CustomEvent).detail));
  }, NAMES);
  await page.route(BLOG_SCRIPT, async (route) => {
    await page.waitForFunction((names) => names.every((name) => window.lastSent && name in window.lastSent), NAMES, { timeout: 20_000 });
    await route.fulfill({ contentType: 'text/javascript', headers: { 'Access-Control-Allow-Origin': '*' }, body: LATE_APP });
  });
  await page.goto(`${SUNNY}${path}`);
  // Held until the page has sent everything, so allow for the whole start-up of a busy machine.
  await expect(page.locator('[data-remote-app="blog"]')).toContainText('Late app mounted', { timeout: 25_000 });
  const [sent, read] = await page.evaluate(() => [window.lastSent!, window.lateApp!] as const);
  return { sent, read };
}

/** A main-API answer as the sunny site's browser gets it. */
async function answer(request: APIRequestContext, path: string, token?: string): Promise<unknown> {
  const headers: Record<string, string> = { Origin: SUNNY };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await request.get(`${E2E.apiUrl}${path}`, { headers });
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
}

test.describe('shared shell events reach a remote app that mounts late (SPEC §1)', () => {
  test('anonymous: user, agency, currencies, currency and countries, each through latest()', async ({ page, request }) => {
    const { sent, read } = await mountLate(page, '/blog');
    expect(Object.keys(read).sort()).toEqual([...NAMES].sort());
    // latest() gives exactly what was sent last.
    expect(read).toEqual(sent);

    expect(read[SHELL_EVENTS.user]).toMatchObject({ loggedIn: false, status: 'anonymous', profile: null, role: 'anonymous', permissions: { seesLogIn: true, seesDealPrices: true } });

    const agency = await agencyOf(request, 'sunny');
    expect(agency.privacyPolicy).toBeTruthy();
    const shared = read[SHELL_EVENTS.agency] as Record<string, unknown>;
    expect(shared).toMatchObject({ agencyName: agency.agencyName, subdomain: 'sunny', defaultCountry: agency.defaultCountry, allowNonLoginFlow: true });
    // Agency HTML never travels with the event.
    for (const field of ['privacyPolicy', 'cookiesPolicy', 'disclaimer', 'profileInformation', 'userTermsAndConditions']) expect(shared).not.toHaveProperty(field);

    const rates = (await answer(request, '/api/multi-currency/exchange')) as { rates: Record<string, number> };
    expect(read[SHELL_EVENTS.currencies]).toEqual({ currencies: await answer(request, '/api/admin/country/enableCurrencies'), rates: rates.rates });
    expect(read[SHELL_EVENTS.currency]).toEqual({ currency: 'USD', rate: 1 });
    expect(read[SHELL_EVENTS.countries]).toEqual({
      countries: await answer(request, '/api/code'),
      enabledCountries: await answer(request, '/api/admin/country/enable'),
    });
  });

  test('logged in: the user with profile, role and permissions (SPEC §3, §6)', async ({ page, context, request }) => {
    const login = await request.post(`${E2E.apiUrl}/api/user/login`, {
      headers: { Origin: SUNNY },
      data: { email: 'agent@sunny.demo', password: 'Travel2026!' },
    });
    expect(login.ok()).toBe(true);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    await context.addCookies([{ name: COOKIES.accessToken, value: token, url: SUNNY }]);

    const { sent, read } = await mountLate(page, '/blog');
    expect(read).toEqual(sent);
    const profile = (await answer(request, '/api/user/profile', token)) as { id: string; userType: string; personal_info: { email: string } };
    expect(read[SHELL_EVENTS.user]).toMatchObject({
      loggedIn: true,
      status: 'success',
      // The profile as the storefront's schema reads it (SPEC §3 fields).
      profile: { id: profile.id, userType: profile.userType, isTravelAgent: true, personal_info: { email: 'agent@sunny.demo' } },
      role: 'agent',
      permissions: { seesLogIn: false, seesAgentNav: true, canSeeWholesale: true, canSeeMarkup: true, seesMyTrips: false },
    });
  });

  test('a page without a remote app does not load the country lists', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/code' || pathname === '/api/admin/country/enable') asked.push(pathname);
    });
    await page.goto(`${SUNNY}/about`);
    // The currency starts when the browser is idle; by then the page has asked all it will.
    await expect(page.getByRole('button', { name: /^Currency: [A-Z]{3}$/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });
});
