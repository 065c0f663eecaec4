/**
 * Lighthouse runs as a logged-in customer (the speed goal: "Lighthouse mobile ≥ 95 on a results
 * page and on checkout, in en and ar, logged in", src/config/budgets.ts): the customer logs in through the agency API as
 * the site does (POST /api/user/login), the token goes into the Lighthouse Chromium as the
 * access-token cookie the shell reads (SPEC §3 User flags), and each report is checked for proof
 * that the page loaded as that customer, so a silently anonymous run cannot count.
 */
import type { LaunchedChrome } from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { CONSENT_COOKIE, DENIED, formatConsent } from '../../src/stores/consent.ts';
import { DEMO_PASSWORD } from '@agency-storefront/reference/demo-users';

/** The customer the logged-in pages are measured as (reference/demo/users.ts). */
export const MEMBER = { tenant: 'sunny', email: 'customer@sunny.demo' } as const;

/** The cookie the shell reads a log-in from (src/stores/auth.ts). */
const ACCESS_TOKEN_COOKIE = 'access-token';

/** The customer's access token, from the API the site's own origin logs in at. */
export async function memberToken(apiUrl: string, siteUrl: string, email: string = MEMBER.email): Promise<string> {
  const response = await fetch(`${apiUrl}/api/user/login`, {
    method: 'POST',
    headers: { Origin: siteUrl, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`${email} could not log in at ${apiUrl}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/**
 * Puts the access-token cookie for `siteUrl` into the Chromium Lighthouse drives (CDP
 * Storage.setCookies on the browser target). Lighthouse's storage reset clears caches and service
 * workers between runs, not cookies (its clearStorageTypes), so the log-in lasts every run.
 */
export async function logInChromium(chrome: LaunchedChrome, siteUrl: string, token: string): Promise<void> {
  await setChromiumCookies(chrome, siteUrl, { [ACCESS_TOKEN_COOKIE]: token });
}

/**
 * The returning visitor: the consent banner's choice (reject all) remembered in its cookie, so the
 * page's largest paint is its own content rather than the banner a first visit is asked with.
 */
export async function decideConsentInChromium(chrome: LaunchedChrome, siteUrl: string): Promise<void> {
  await setChromiumCookies(chrome, siteUrl, { [CONSENT_COOKIE]: formatConsent(DENIED) });
}

/** The first visit again: the consent choice forgotten, so the banner asks (the access token stays). */
export async function forgetConsentInChromium(chrome: LaunchedChrome, siteUrl: string): Promise<void> {
  // A cookie set with an expiry in the past is deleted.
  await setChromiumCookies(chrome, siteUrl, { [CONSENT_COOKIE]: '' }, 1);
}

async function setChromiumCookies(chrome: LaunchedChrome, siteUrl: string, cookies: Record<string, string>, expires?: number): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  try {
    await new Promise<void>((done, fail) => {
      socket.addEventListener('open', () => done(), { once: true });
      socket.addEventListener('error', () => fail(new Error('Chromium DevTools socket did not open')), { once: true });
    });
    const answer = new Promise<{ error?: { message: string } }>((done) => {
      socket.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
        if (message.id === 1) done(message);
      });
    });
    const list = Object.entries(cookies).map(([name, value]) => ({ name, value, url: siteUrl, sameSite: 'Lax', ...(expires === undefined ? {} : { expires }) }));
    socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies: list } }));
    const { error } = await answer;
    if (error) throw new Error(`Chromium refused the cookies ${Object.keys(cookies).join(', ')}: ${error.message}`);
  } finally {
    socket.close();
  }
}

/** A hotel search on sunny (the contract's query, SPEC §2.3), a month ahead so the dates stay valid. */
export function hotelSearch(now: number = Date.now()): URLSearchParams {
  const day = (offset: number) => new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
  return new URLSearchParams({ destination: 'city-lis', destinationName: 'Lisbon', checkIn: day(40), checkOut: day(43), rooms: JSON.stringify([{ adults: 2, children: [] }]) });
}

/**
 * The logged-in pages of the speed goal on sunny, whose hotels go through the v2 pages (SPEC §2.5
 * enableHotelsV2, as its search panel links): the results of a search and the checkout of its
 * cheapest offer, with the correlationId the results call gave (as the details page links to it).
 */
export async function memberPages(apiUrl: string, siteUrl: string, token: string): Promise<{ results: string; checkout: string }> {
  const search = hotelSearch();
  const response = await fetch(`${apiUrl}/api/offers/hotels?${search}&currency=USD`, { headers: { Origin: siteUrl, Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`the hotel search failed: ${response.status} ${await response.text()}`);
  const { correlationId, offers } = ((await response.json()) as { data: { correlationId: string; offers: { id: string }[] } }).data;
  if (!offers[0]) throw new Error('the hotel search found no offer to check out');
  const checkout = new URLSearchParams({ ...Object.fromEntries(search), offerId: offers[0].id, correlationId });
  return { results: `/booknow/hotels/v2/search?${search}`, checkout: `/booknow/hotels/v2/checkout?${checkout}` };
}

/**
 * Why a report is not a logged-in load of `url`, as one sentence; undefined when it is. Logged in,
 * the shell fetches the profile (src/stores/user.ts, only when the access-token cookie exists) and
 * the API answers it (200: the token was good); a checkout stays a checkout (a logged-out visitor
 * is sent to sign up, SPEC §4); and the booking app loaded and asked for its offers (200), so a
 * page whose remote app never came (its failure state) cannot count as measured.
 */
export function notLoggedIn(lhr: Result, url: string, apiUrl: string): string | undefined {
  const details = lhr.audits['network-requests']?.details;
  const requests = details && 'items' in details ? (details.items as { url?: string; statusCode?: number; resourceType?: string }[]) : [];
  // The GET itself, not its CORS preflight (204 whoever asks).
  const profile = requests.find((request) => request.resourceType !== 'Preflight' && request.url?.startsWith(`${apiUrl}/api/user/profile`));
  const landed = new URL(lhr.finalDisplayedUrl);
  const asked = new URL(url);
  if (landed.pathname !== asked.pathname) return `${url} was not measured logged in: it ended at ${lhr.finalDisplayedUrl}`;
  if (!profile) return `${url} was not measured logged in: the page never asked for the profile (no access-token cookie)`;
  if (profile.statusCode !== 200) return `${url} was not measured logged in: the profile call answered ${profile.statusCode}`;
  const offers = requests.filter((request) => request.resourceType !== 'Preflight' && request.url?.startsWith(`${apiUrl}/api/offers/`));
  if (!offers.length) return `${url} was not measured drawn: the booking app never asked for its offers (did its module load from ${apiUrl}/remotes?)`;
  const refused = offers.find((request) => request.statusCode !== 200);
  if (refused) return `${url} was not measured drawn: ${refused.url} answered ${refused.statusCode}`;
  return undefined;
}

/**
 * Why a report is not a returning visit, as one sentence; undefined when it is: the consent
 * banner, which a first visit is asked with, must not be the largest paint.
 */
export function notReturning(lhr: Result, url: string): string | undefined {
  const details = lhr.audits['lcp-breakdown-insight']?.details;
  const items = details && 'items' in details ? (details.items as { type?: string; selector?: string }[]) : [];
  const largest = items.find((item) => item.type === 'node');
  return largest?.selector?.includes('#consent') ? `${url} was not measured as a returning visit: the consent banner was its largest paint` : undefined;
}
