// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $isLoggedIn, AUTH_CHANNEL, isLoggedIn, logout, readAccessToken, refreshAuth, syncAuthAcrossTabs } from './auth.ts';
import { COOKIES, LOCAL_KEYS, LOGOUT_COOKIES, LOGOUT_SESSION_KEYS, SESSION_KEYS } from '../platform/storage.ts';

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  sessionStorage.clear();
  localStorage.clear();
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

describe('logout clears exactly the SPEC §4 cookies and entries', () => {
  it('names exactly access-token, auth, hideHeader, hideFooter and deepLink, routeType, and the navigation list (SPEC §2.11)', () => {
    expect([...LOGOUT_COOKIES].sort()).toEqual(['access-token', 'auth', 'hideFooter', 'hideHeader']);
    expect([...LOGOUT_SESSION_KEYS].sort()).toEqual(['deepLink', 'navigation', 'routeType']);
  });

  it('keeps the language, the session id, the currency and every other entry', () => {
    for (const name of Object.values(COOKIES)) Cookies.set(name, 'v', { path: '/' });
    for (const key of Object.values(SESSION_KEYS)) sessionStorage.setItem(key, 'v');
    localStorage.setItem(LOCAL_KEYS.currency, 'EUR');
    refreshAuth();
    logout();
    expect(Object.keys(Cookies.get()).sort()).toEqual(['has_selected_language', 'pll_language', 'x-session-id']);
    expect(Object.values(SESSION_KEYS).filter((key) => sessionStorage.getItem(key) !== null).sort()).toEqual(
      Object.values(SESSION_KEYS).filter((key) => key !== 'deepLink' && key !== 'routeType' && key !== 'navigation').sort(),
    );
    // Only /logout clears local storage (src/client/logout.ts).
    expect(localStorage.getItem(LOCAL_KEYS.currency)).toBe('EUR');
  });
});

describe('a change of user in one tab is seen by the others', () => {

  it('follows a log-out told on the channel, and marks html[data-auth]', async () => {
    Cookies.set(COOKIES.accessToken, 'token-1', { path: '/' });
    refreshAuth();
    expect(document.documentElement.dataset.auth).toBe('in');
    const stop = syncAuthAcrossTabs();
    Cookies.remove(COOKIES.accessToken, { path: '/' });
    const other = new BroadcastChannel(AUTH_CHANNEL);
    other.postMessage('changed');
    await vi.waitFor(() => expect($isLoggedIn.get()).toBe(false));
    expect(document.documentElement.dataset.auth).toBeUndefined();
    other.close();
    stop();
  });

  it('reads the cookie again when the tab is focused or shown', () => {
    refreshAuth();
    const stop = syncAuthAcrossTabs();
    Cookies.set(COOKIES.accessToken, 'token-1', { path: '/' });
    window.dispatchEvent(new Event('focus'));
    expect($isLoggedIn.get()).toBe(true);
    Cookies.remove(COOKIES.accessToken, { path: '/' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect($isLoggedIn.get()).toBe(false);
    stop();
    Cookies.set(COOKIES.accessToken, 'token-1', { path: '/' });
    window.dispatchEvent(new Event('focus'));
    expect($isLoggedIn.get()).toBe(false);
  });

  it('a different token is a different user: $isLoggedIn goes off and on, so the profile is fetched again', () => {
    Cookies.set(COOKIES.accessToken, 'token-1', { path: '/' });
    refreshAuth();
    const seen: boolean[] = [];
    const unlisten = $isLoggedIn.listen((value) => seen.push(value));
    refreshAuth();
    expect(seen).toEqual([]);
    Cookies.set(COOKIES.accessToken, 'token-2', { path: '/' });
    refreshAuth();
    expect(seen).toEqual([false, true]);
    unlisten();
  });

  it('tells the other tabs on logout, even before the page follows them', async () => {
    const other = new BroadcastChannel(AUTH_CHANNEL);
    const messages: unknown[] = [];
    other.onmessage = (event) => messages.push(event.data);
    logout();
    await vi.waitFor(() => expect(messages).toEqual(['changed']));
    other.close();
  });

  it('tells the other tabs on logout', async () => {
    const other = new BroadcastChannel(AUTH_CHANNEL);
    const messages: unknown[] = [];
    other.onmessage = (event) => messages.push(event.data);
    const stop = syncAuthAcrossTabs();
    logout();
    await vi.waitFor(() => expect(messages).toEqual(['changed']));
    other.close();
    stop();
  });
});
