// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { openRedirectPayloads } from '../site/open-redirect-payloads.ts';
import { LOCAL_KEYS } from '../platform/storage.ts';
import { ROUTE_CATALOGUE, type Access } from '../site/route-catalogue.ts';
import { accessRedirect, type Place } from './access.ts';

const ORIGIN = 'http://sunny.localhost:4321';
const T0 = Date.UTC(2026, 10, 23, 12);
// Non-login flow off (as medina): every booking page needs an account.
const NO_SSO = { sso: { isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: false }, returnUrl: 'https://sunny.example', allowNonLoginFlow: false };
const SSO_ONLY = { sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: false }, returnUrl: 'https://partner.example/in', allowNonLoginFlow: false };
// Non-login flow on (as sunny).
const OPEN = { ...NO_SSO, allowNonLoginFlow: true };

function place(path: string): Place {
  const url = new URL(path, ORIGIN);
  return { pathname: url.pathname, search: url.search, hash: url.hash, origin: ORIGIN };
}

afterEach(() => localStorage.clear());

describe('login-required guard (SPEC §2.1, §4)', () => {
  it.each([
    ['/mytrip/profile', '/login?redirect=%2Fmytrip%2Fprofile'],
    ['/ar/dashboard?tab=2', '/ar/login?redirect=%2Far%2Fdashboard%3Ftab%3D2'],
    ['/booknow/hotels/search?q=x', '/login?redirect=%2Fbooknow%2Fhotels%2Fsearch%3Fq%3Dx'],
  ])('sends a logged-out visitor on %s to log in', (path, target) => {
    expect(accessRedirect(place(path), NO_SSO, false, T0)).toBe(target);
  });

  it('sends to the agency return URL under SSO, with navigateTo for a deal link', () => {
    expect(accessRedirect(place('/mytrip/profile'), SSO_ONLY, false, T0)).toBe('https://partner.example/in');
    expect(accessRedirect(place('/deal-link?plum=1'), SSO_ONLY, false, T0)).toBe('https://partner.example/in?navigateTo=%2Fdeal-link%3Fplum%3D1');
  });

  it.each(['/', '/?tab=Hotels', '/blog', '/about', '/faqs', '/login?redirect=/x', '/signup', '/sso?token=x', '/verify?token=x', '/newPassword?token=x', '/errors', '/logout', '/destination', '/nowhere'])(
    'leaves a logged-out visitor on the public or guest page %s',
    (path) => {
      expect(accessRedirect(place(path), NO_SSO, false, T0)).toBeNull();
    },
  );

  it('keeps proposal links on the home page, whose header locks (SPEC §2.9)', () => {
    for (const query of ['dealLinkId=12', 'id=7', 'proposalId=p-1', 'checkout=true']) {
      expect(accessRedirect(place(`/?${query}`), NO_SSO, false, T0)).toBeNull();
    }
    expect(localStorage.length).toBe(0);
  });

  it('never moves a logged-in visitor', () => {
    expect(accessRedirect(place('/mytrip/profile'), NO_SSO, true, T0)).toBeNull();
    expect(accessRedirect(place('/booknow/hotels/checkout'), NO_SSO, true, T0)).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});

describe('checkout redirect (SPEC §4, §9)', () => {
  it.each([
    ['/booknow/hotels/checkout', '/signup'],
    ['/de/booknow/hotels/v2/details?correlationId=c-1', '/de/signup'],
    ['/booknow/hotels/deal/p-9?proposalId=p-9', '/signup'],
    ['/deal-link?token=abc#x', '/signup'],
  ])('remembers %s with the time and sends to sign up in the page language', (path, target) => {
    expect(accessRedirect(place(path), NO_SSO, false, T0)).toBe(target);
    expect(localStorage.getItem(LOCAL_KEYS.checkoutRedirect)).toBe(path);
    expect(localStorage.getItem(LOCAL_KEYS.checkoutRedirectAt)).toBe(String(T0));
  });

  it('goes to the agency return URL under SSO, still remembering the URL', () => {
    expect(accessRedirect(place('/checkout?dealLinkId=3'), SSO_ONLY, false, T0)).toBe('https://partner.example/in?navigateTo=%2Fcheckout%3FdealLinkId%3D3');
    expect(localStorage.getItem(LOCAL_KEYS.checkoutRedirect)).toBe('/checkout?dealLinkId=3');
  });

  it('never remembers a URL that would leave the site', () => {
    for (const { payload } of openRedirectPayloads(ORIGIN).filter((p) => p.payload.startsWith('//'))) {
      accessRedirect({ pathname: payload, search: '?checkout=true', hash: '', origin: ORIGIN }, NO_SSO, false, T0);
    }
    expect(localStorage.getItem(LOCAL_KEYS.checkoutRedirect)).toBeNull();
  });
});

describe('the access rule by route kind, non-login flow and log-in (SPEC §2.1, §3 allowNonLoginFlow, §4)', () => {
  /** One route of each kind, with where a logged-out visitor goes with non-login flow off and on. */
  const KINDS: ReadonlyArray<[Access, string, { off: string | null; on: string | null }]> = [
    ['public', '/about', { off: null, on: null }],
    ['guest', '/blog', { off: null, on: null }],
    ['browse', '/booknow/hotels/search?destination=P-1', { off: '/login?redirect=%2Fbooknow%2Fhotels%2Fsearch%3Fdestination%3DP-1', on: null }],
    ['login', '/mytrip/mytrips', { off: '/login?redirect=%2Fmytrip%2Fmytrips', on: '/login?redirect=%2Fmytrip%2Fmytrips' }],
    ['login', '/booknow/hotels/checkout?offerId=H-1', { off: '/signup', on: '/signup' }],
  ];

  it.each(KINDS.flatMap(([kind, path, target]) => [
    [kind, path, false, false, target.off],
    [kind, path, true, false, target.on],
    [kind, path, false, true, null],
    [kind, path, true, true, null],
  ]))('%s route %s, non-login flow %s, logged in %s: %s', (_kind, path, allowNonLoginFlow, loggedIn, target) => {
    expect(accessRedirect(place(path), { ...NO_SSO, allowNonLoginFlow }, loggedIn, T0)).toBe(target);
  });

  it('opens every browse page, from landing to details, with non-login flow on', () => {
    const browse = ROUTE_CATALOGUE.filter((entry) => entry.access === 'browse').map((entry) => entry.path.replace(/\{\w+\}/g, 'X-1'));
    expect(browse).toEqual(expect.arrayContaining(['/booknow/hotels', '/booknow/hotels/v2/details', '/booknow/flights/v2/search', '/booknow/cars/result-details', '/booknow/activities/result-details/X-1', '/booknow/cruise/search-details', '/booknow/resort/details', '/carnival']));
    for (const path of browse) {
      expect(accessRedirect(place(`${path}?correlationId=c-1`), OPEN, false, T0), path).toBeNull();
      expect(accessRedirect(place(path), NO_SSO, false, T0), path).toMatch(/^\/(login|signup)/);
    }
    expect(localStorage.length).toBe(0);
  });

  it('keeps every checkout, payment and confirmation page and both account areas behind an account', () => {
    const steps = ROUTE_CATALOGUE.filter((entry) => /checkout|confirm|\/mytrip\/|\/settings\/|\/dashboard|\/wallet\/|\/users\//.test(entry.path));
    expect(steps.length).toBeGreaterThan(20);
    for (const entry of steps) expect(entry.access, entry.path).toBe('login');
  });

  it('sends a logged-out visitor reaching checkout to sign up with the URL remembered, non-login flow or not', () => {
    expect(accessRedirect(place('/booknow/hotels/checkout?offerId=H-1&correlationId=c-1'), OPEN, false, T0)).toBe('/signup');
    expect(localStorage.getItem(LOCAL_KEYS.checkoutRedirect)).toBe('/booknow/hotels/checkout?offerId=H-1&correlationId=c-1');
    expect(localStorage.getItem(LOCAL_KEYS.checkoutRedirectAt)).toBe(String(T0));
  });

  it('remembers nothing on a browse page the non-login flow opens', () => {
    expect(accessRedirect(place('/booknow/hotels/v2/details?propertyId=1&correlationId=c-1'), OPEN, false, T0)).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
