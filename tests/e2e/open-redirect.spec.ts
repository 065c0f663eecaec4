import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { OPEN_REDIRECT_FAMILIES, openRedirectPayloads, type OpenRedirectPayload } from '../../src/site/open-redirect-payloads.ts';
import { LOCAL_KEYS } from '../../src/platform/storage.ts';
import { DEMO_PASSWORD, demoToken } from './api.ts';
import { E2E } from './environment.ts';
import { WHOLE_MATRIX } from './matrix.ts';
import { forgetVisitor } from './member.ts';

/*
 * Every URL the SPEC lets steer the browser — `redirect` after log-in, `navigateTo`,
 * the stored checkout URL and the SSO target — stays on the visitor's own site. Known
 * open-redirect payloads of every family go through each; the browser's navigations and requests
 * are recorded and must all stay on the site's origin, no `javascript:` may run, and the visitor
 * lands home. (The payloads' hosts never resolve here, so the navigations' URLs are what counts.)
 */

const SUNNY = E2E.siteUrl('sunny');
const HOME = `${SUNNY}/`;
const CUSTOMER = 'customer@sunny.demo';

/** At least 40 payloads, taken family by family in turn so that every family is in. */
function sample(count: number): OpenRedirectPayload[] {
  const all = openRedirectPayloads(SUNNY);
  const families = Object.keys(OPEN_REDIRECT_FAMILIES).map((family) => all.filter((p) => p.family === family));
  const picked: OpenRedirectPayload[] = [];
  for (let round = 0; picked.length < count; round++) {
    const before = picked.length;
    for (const family of families) {
      const next = family[round];
      if (next && picked.length < count) picked.push(next);
    }
    if (picked.length === before) break;
  }
  return picked;
}

/**
 * One payload of each family in the browser, where the page's own redirect code runs; every payload
 * of every family goes through the same functions in the unit tests (src/site/safe-redirect.test.ts,
 * src/stores/sign-in-target.test.ts). 48 in the browser with MATRIX=all.
 */
const PAYLOADS = sample(WHOLE_MATRIX ? 48 : Object.keys(OPEN_REDIRECT_FAMILIES).length);

/** Records every top-level navigation, navigation request, popup and dialog of the page. */
function watch(page: Page): { left: () => string[] } {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  page.on('request', (request) => {
    if (request.isNavigationRequest()) seen.push(request.url());
  });
  page.on('popup', (popup) => seen.push(`popup ${popup.url()}`));
  page.on('dialog', (dialog) => {
    seen.push(`dialog ${dialog.message()}`);
    void dialog.dismiss();
  });
  // about:blank is where each log-in starts from (below), so that the last page's calls cannot answer 401 then.
  return { left: () => seen.filter((url) => url !== 'about:blank' && new URL(url, 'invalid://x').origin !== SUNNY) };
}

const q = (name: string, payload: string) => `${name}=${encodeURIComponent(payload)}`;

test.describe.configure({ timeout: 400_000 });

test('the payloads cover every family (all 48 with MATRIX=all)', () => {
  if (WHOLE_MATRIX) expect(PAYLOADS.length).toBeGreaterThanOrEqual(40);
  expect(new Set(PAYLOADS.map((p) => p.family)).size).toBe(Object.keys(OPEN_REDIRECT_FAMILIES).length);
});

test.describe('after a log-in on /login (signInTarget)', () => {
  async function logIn(page: Page, search: string): Promise<void> {
    await forgetVisitor(page);
    await page.goto(`${SUNNY}/login${search}`);
    await page.locator('input[name="email"]').fill(CUSTOMER);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('#account-page button[type="submit"]').click();
    await page.waitForURL(HOME, { waitUntil: 'commit' });
  }

  test('the redirect parameter never leaves the site', async ({ page }) => {
    const { left } = watch(page);
    for (const { family, payload } of PAYLOADS) {
      await logIn(page, `?${q('redirect', payload)}`);
      expect(left(), `${family} ${JSON.stringify(payload)}`).toEqual([]);
    }
  });

  test('navigateTo never leaves the site', async ({ page }) => {
    const { left } = watch(page);
    for (const { family, payload } of PAYLOADS) {
      await logIn(page, `?${q('navigateTo', payload)}`);
      expect(left(), `${family} ${JSON.stringify(payload)}`).toEqual([]);
    }
  });

  test('a stored checkout URL never leaves the site', async ({ page }) => {
    const { left } = watch(page);
    await page.goto(`${SUNNY}/about`);
    for (const { family, payload } of PAYLOADS) {
      await page.evaluate(
        ([keys, url]) => {
          localStorage.setItem(keys[0], url);
          localStorage.setItem(keys[1], String(Date.now()));
        },
        [[LOCAL_KEYS.checkoutRedirect, LOCAL_KEYS.checkoutRedirectAt], payload] as const,
      );
      await logIn(page, '');
      expect(left(), `${family} ${JSON.stringify(payload)}`).toEqual([]);
      expect(await page.evaluate((key) => localStorage.getItem(key), LOCAL_KEYS.checkoutRedirect)).toBeNull();
    }
  });

  test('a safe redirect is followed (the control case)', async ({ page }) => {
    await page.context().clearCookies();
    await page.goto(`${SUNNY}/login?${q('redirect', '/faqs?x=1')}`);
    await page.locator('input[name="email"]').fill(CUSTOMER);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('#account-page button[type="submit"]').click();
    await page.waitForURL(`${SUNNY}/faqs?x=1`, { waitUntil: 'commit' });
  });
});

test.describe('the SSO hand-over (/sso?token=…)', () => {
  test('its redirect and navigateTo targets never leave the site', async ({ page, request }) => {
    const token = await demoToken(request, 'sunny', CUSTOMER);
    const { left } = watch(page);
    for (const name of ['redirect', 'navigateTo']) {
      for (const { family, payload } of PAYLOADS) {
        await page.goto(`${SUNNY}/sso?token=${encodeURIComponent(token)}&${q(name, payload)}`);
        await page.waitForURL(HOME, { waitUntil: 'commit' });
        expect(left(), `${name}: ${family} ${JSON.stringify(payload)}`).toEqual([]);
      }
    }
  });
});
