// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $isLoggedIn, isLoggedIn, logout, readAccessToken, refreshAuth } from './auth.ts';
import { COOKIES, SESSION_KEYS } from './storage.ts';

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('login detection (SPEC §3 User flags)', () => {
  it('is the presence of the access-token cookie', () => {
    expect(isLoggedIn()).toBe(false);
    expect(readAccessToken()).toBeUndefined();
    Cookies.set(COOKIES.accessToken, 'token-1', { path: '/' });
    expect(isLoggedIn()).toBe(true);
    expect(readAccessToken()).toBe('token-1');
  });

  it('is kept in $isLoggedIn by refreshAuth', () => {
    refreshAuth();
    expect($isLoggedIn.get()).toBe(false);
    Cookies.set(COOKIES.accessToken, 'token-1', { path: '/' });
    refreshAuth();
    expect($isLoggedIn.get()).toBe(true);
  });
});

describe('logout (SPEC §4 Logout)', () => {
  function signedIn() {
    for (const name of [COOKIES.accessToken, COOKIES.auth, COOKIES.hideHeader, COOKIES.hideFooter, COOKIES.sessionId]) Cookies.set(name, 'x', { path: '/' });
    sessionStorage.setItem(SESSION_KEYS.deepLink, '/deal/1');
    sessionStorage.setItem(SESSION_KEYS.routeType, 'deal');
    sessionStorage.setItem('other', 'kept');
    document.documentElement.dataset.auth = 'in';
    refreshAuth();
  }

  it('removes the access-token, auth, hideHeader and hideFooter cookies, the deep-link and route-type entries, and the auth UI state', () => {
    signedIn();
    logout();
    expect(Object.keys(Cookies.get())).toEqual([COOKIES.sessionId]);
    expect(sessionStorage.getItem(SESSION_KEYS.deepLink)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.routeType)).toBeNull();
    expect(sessionStorage.getItem('other')).toBe('kept');
    expect(document.documentElement.dataset.auth).toBeUndefined();
    expect($isLoggedIn.get()).toBe(false);
  });

  it('finishes when session storage refuses', () => {
    signedIn();
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => logout()).not.toThrow();
    expect(isLoggedIn()).toBe(false);
    expect($isLoggedIn.get()).toBe(false);
  });
});
