import { describe, expect, it } from 'vitest';
import { loginRedirectInput, loginRedirectTarget, requiresLogin, type LoginRedirectInput } from './login-redirect.ts';
import { openRedirectPayloads } from './open-redirect-payloads.ts';

const ORIGIN = 'http://sunny.localhost:4321';
const NO_SSO = { isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: false };
const SSO_ONLY = { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: false };
const at = (pathname: string, search = '', more: Partial<LoginRedirectInput> = {}): LoginRedirectInput => ({
  page: 'login',
  sso: NO_SSO,
  pathname,
  search,
  origin: ORIGIN,
  ...more,
});

describe('loginRedirectTarget (SPEC §4 Login/signup redirect)', () => {
  it('sends to the login or signup page in the page language, carrying the current location as redirect', () => {
    expect(loginRedirectTarget(at('/mytrip/profile'))).toBe('/login?redirect=%2Fmytrip%2Fprofile');
    expect(loginRedirectTarget(at('/ar/booknow/hotels/search', '?q=1&x=2'))).toBe('/ar/login?redirect=%2Far%2Fbooknow%2Fhotels%2Fsearch%3Fq%3D1%26x%3D2');
    expect(loginRedirectTarget(at('/de/blog', '', { page: 'signup' }))).toBe('/de/signup?redirect=%2Fde%2Fblog');
  });

  it.each(['/login', '/signup', '/forgotpassword', '/about', '/faqs', '/expiry', '/privacy-policy', '/user-terms-and-conditions', '/cookies-policy', '/disclaimer', '/fr/about'])(
    'is null on the public page %s (SPEC §2.1)',
    (pathname) => {
      expect(loginRedirectTarget(at(pathname, '?redirect=/x'))).toBeNull();
    },
  );

  it('with SSO on and direct login not allowed, goes to the agency return URL from its data', () => {
    const sso = { sso: SSO_ONLY, returnUrl: 'https://partner.example/sign-in?from=travel' };
    expect(loginRedirectTarget(at('/mytrip/profile', '', sso))).toBe('https://partner.example/sign-in?from=travel');
    expect(loginRedirectTarget(at('/about', '', { ...sso, page: 'signup' }))).toBe('https://partner.example/sign-in?from=travel');
    // The query never names the return URL.
    expect(loginRedirectTarget(at('/mytrip/profile', '?returnUrl=https://evil.example', sso))).toBe('https://partner.example/sign-in?from=travel');
  });

  it('appends navigateTo for the plum and deal-link cases', () => {
    const sso = { sso: SSO_ONLY, returnUrl: 'https://partner.example/sign-in' };
    expect(loginRedirectTarget(at('/booknow/hotels', '?plum=1', sso))).toBe('https://partner.example/sign-in?navigateTo=%2Fbooknow%2Fhotels%3Fplum%3D1');
    expect(loginRedirectTarget(at('/es/checkout', '?dealLinkId=9', sso))).toBe('https://partner.example/sign-in?navigateTo=%2Fes%2Fcheckout%3FdealLinkId%3D9');
    expect(loginRedirectTarget(at('/deal-link', '?id=4', sso))).toBe('https://partner.example/sign-in?navigateTo=%2Fdeal-link%3Fid%3D4');
  });

  it('keeps the own login page when direct login is allowed, SSO is off, or there is no valid return URL', () => {
    const allowed = { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: true };
    expect(loginRedirectTarget(at('/dashboard', '', { sso: allowed, returnUrl: 'https://partner.example' }))).toBe('/login?redirect=%2Fdashboard');
    expect(loginRedirectTarget(at('/dashboard', '', { sso: NO_SSO, returnUrl: 'https://partner.example' }))).toBe('/login?redirect=%2Fdashboard');
    expect(loginRedirectTarget(at('/dashboard', '', { sso: SSO_ONLY, returnUrl: 'javascript:alert(1)' }))).toBe('/login?redirect=%2Fdashboard');
    expect(loginRedirectTarget(at('/dashboard', '', { sso: SSO_ONLY }))).toBe('/login?redirect=%2Fdashboard');
  });

  it('never carries a location that would leave the site as redirect', () => {
    for (const { payload } of openRedirectPayloads(ORIGIN).filter((p) => p.payload.startsWith('//'))) {
      expect(loginRedirectTarget(at(payload))).not.toContain('redirect=');
    }
  });
});

describe('requiresLogin (SPEC §2.1, §3 allowNonLoginFlow, §4)', () => {
  it.each(['/mytrip/profile', '/dashboard', '/settings/website/', '/ar/booknow/hotels/checkout', '/checkout', '/deal-link', '/subscription'])('%s needs a log-in, non-login flow or not', (path) => {
    expect(requiresLogin(path, false)).toBe(true);
    expect(requiresLogin(path, true)).toBe(true);
  });
  it.each(['/ar/booknow/hotels/search', '/booknow/flights/v2/search-details', '/booknow/resort/details', '/booknow/activities/result-details/A-1'])(
    '%s needs a log-in only where non-login flow is off',
    (path) => {
      expect(requiresLogin(path, false)).toBe(true);
      expect(requiresLogin(path, true)).toBe(false);
    },
  );
  it.each(['/', '/ar/', '/blog', '/destination', '/top-destination', '/errors', '/logout', '/about', '/login', '/signup', '/sso', '/verify', '/newPassword', '/forgotpassword', '/expiry', '/nowhere'])(
    '%s never forces it',
    (path) => {
      expect(requiresLogin(path, false)).toBe(false);
    },
  );
});

describe('loginRedirectInput: the rule read from the agency data and the place', () => {
  const place = { pathname: '/es/dashboard', search: '?q=1', origin: ORIGIN };

  it("takes the agency's sso and returnUrl, never anything else", () => {
    expect(loginRedirectInput('signup', { sso: SSO_ONLY, returnUrl: 'https://partner.example' }, place)).toEqual({
      page: 'signup',
      sso: SSO_ONLY,
      returnUrl: 'https://partner.example',
      ...place,
    });
  });

  it('reads no agency data as no SSO, and a null returnUrl as none', () => {
    const input = loginRedirectInput('login', undefined, place);
    expect(input.sso).toEqual({ isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: true });
    expect(loginRedirectInput('login', { sso: SSO_ONLY, returnUrl: null }, place).returnUrl).toBeUndefined();
    expect(loginRedirectTarget(input)).toBe('/es/login?redirect=%2Fes%2Fdashboard%3Fq%3D1');
  });
});
