// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { openRedirectPayloads } from '../site/open-redirect-payloads.ts';
import { CHECKOUT_REDIRECT_VALIDITY_MS, isCheckoutUrl, rememberCheckout, signInTarget } from './sign-in-target.ts';
import { LOCAL_KEYS } from '../platform/storage.ts';

const ORIGIN = 'http://sunny.localhost:4321';
const T0 = Date.UTC(2026, 10, 23, 12);
const MINUTE = 60_000;

afterEach(() => localStorage.clear());

describe('isCheckoutUrl (SPEC §4 Checkout redirect)', () => {
  it.each(['/booknow/hotels/checkout', '/blog?checkout=true', '/x?correlationId=1', '/x?token=abc', '/booknow/hotels/deal?proposalId=3'])('%s is one', (url) => {
    expect(isCheckoutUrl(url)).toBe(true);
  });
  it.each(['/', '/blog', '/booknow/hotels/search?q=Paris', '/about'])('%s is not', (url) => {
    expect(isCheckoutUrl(url)).toBe(false);
  });
});

describe('signInTarget (SPEC §4, §9)', () => {
  it('returns to the stored checkout URL under 30 minutes old, once', () => {
    rememberCheckout('/booknow/hotels/checkout?correlationId=7', T0);
    expect(signInTarget('?redirect=/blog', ORIGIN, T0 + 29 * MINUTE, '/signup')).toBe('/booknow/hotels/checkout?correlationId=7');
    expect(localStorage.getItem(LOCAL_KEYS.checkoutRedirect)).toBeNull();
    expect(localStorage.getItem(LOCAL_KEYS.checkoutRedirectAt)).toBeNull();
    // The stored redirect runs once: the next sign-in follows the query.
    expect(signInTarget('?redirect=/blog', ORIGIN, T0 + 29 * MINUTE, '/signup')).toBe('/blog');
  });

  it('returns a log-in marked from=checkout (SPEC §2.4) to the stored checkout, else to its redirect', () => {
    rememberCheckout('/es/booknow/cars/checkout?offerId=C.LIST01.1&correlationId=9', T0);
    expect(signInTarget('?from=checkout', ORIGIN, T0 + 5 * MINUTE, '/es/login')).toBe('/es/booknow/cars/checkout?offerId=C.LIST01.1&correlationId=9');
    const checkout = '/booknow/hotels/checkout?correlationId=7';
    expect(signInTarget(`?from=checkout&redirect=${encodeURIComponent(checkout)}`, ORIGIN, T0, '/login')).toBe(checkout);
    expect(signInTarget('?from=checkout&redirect=https%3A%2F%2Fevil.example%2Fcheckout', ORIGIN, T0, '/login')).toBe('/');
  });

  it('goes home after 30 minutes, and the entries are cleared', () => {
    rememberCheckout('/booknow/hotels/checkout', T0);
    expect(signInTarget('', ORIGIN, T0 + 31 * MINUTE, '/ar/signup')).toBe('/ar/');
    expect(localStorage.getItem(LOCAL_KEYS.checkoutRedirect)).toBeNull();
    rememberCheckout('/booknow/hotels/checkout', T0);
    expect(signInTarget('', ORIGIN, T0 + CHECKOUT_REDIRECT_VALIDITY_MS, '/login')).toBe('/');
  });

  it('keeps the selected currency through the local-storage clearing', () => {
    localStorage.setItem(LOCAL_KEYS.currency, 'EUR');
    localStorage.setItem('something-else', '1');
    rememberCheckout('/checkout', T0);
    signInTarget('', ORIGIN, T0 + MINUTE, '/signup');
    expect(localStorage.getItem(LOCAL_KEYS.currency)).toBe('EUR');
    expect(localStorage.getItem('something-else')).toBeNull();
  });

  it('leaves local storage alone when nothing was stored', () => {
    localStorage.setItem('something-else', '1');
    expect(signInTarget('', ORIGIN, T0, '/login')).toBe('/');
    expect(localStorage.getItem('something-else')).toBe('1');
  });

  it('follows a safe redirect parameter, else home in the page language', () => {
    expect(signInTarget('?redirect=%2Fmytrip%2Fprofile%3Fa%3D1', ORIGIN, T0, '/login')).toBe('/mytrip/profile?a=1');
    expect(signInTarget(`?redirect=${encodeURIComponent(`${ORIGIN}/blog`)}`, ORIGIN, T0, '/login')).toBe('/blog');
    expect(signInTarget('', ORIGIN, T0, '/fr/login')).toBe('/fr/');
  });

  it('follows navigateTo from the SSO site as a path on this site', () => {
    expect(signInTarget('?token=t&navigateTo=%2Fdeal-link%3Fplum%3D1', ORIGIN, T0, '/sso')).toBe('/deal-link?plum=1');
    expect(signInTarget('?navigateTo=https%3A%2F%2Fevil.example', ORIGIN, T0, '/sso')).toBe('/');
  });

  it.each(openRedirectPayloads(ORIGIN).map((p) => [p.family, JSON.stringify(p.payload), p.payload]))('never leaves the site: %s %s', (_f, _s, payload) => {
    expect(signInTarget(`?redirect=${encodeURIComponent(payload)}`, ORIGIN, T0, '/de/login')).toBe('/de/');
    expect(signInTarget(`?navigateTo=${encodeURIComponent(payload)}`, ORIGIN, T0, '/de/sso')).toBe('/de/');
    rememberCheckout(payload, T0);
    expect(signInTarget('', ORIGIN, T0 + MINUTE, '/de/login')).toBe('/de/');
  });

  it('ignores a timestamp from the future or not a number', () => {
    rememberCheckout('/checkout', T0 + 10 * MINUTE);
    expect(signInTarget('', ORIGIN, T0, '/login')).toBe('/');
    localStorage.setItem(LOCAL_KEYS.checkoutRedirect, '/checkout');
    localStorage.setItem(LOCAL_KEYS.checkoutRedirectAt, 'soon');
    expect(signInTarget('', ORIGIN, T0, '/login')).toBe('/');
  });
});
