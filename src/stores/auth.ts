import Cookies from 'js-cookie';
import { atom } from 'nanostores';
import { CHROME_COOKIES } from '../site/chrome.ts';

/** SPEC §3 User flags: login is detected by the presence of the access-token cookie. */
export const ACCESS_TOKEN_COOKIE = 'access-token';
/** SPEC §4 Logout: the cookies removed on logout. */
export const LOGOUT_COOKIES = [ACCESS_TOKEN_COOKIE, 'auth', CHROME_COOKIES.header, CHROME_COOKIES.footer] as const;
/** SPEC §4 Logout: session entries cleared on logout. */
export const LOGOUT_SESSION_KEYS = ['deepLink', 'routeType'] as const;

export const $isLoggedIn = atom<boolean>(false);

export function readAccessToken(): string | undefined {
  return Cookies.get(ACCESS_TOKEN_COOKIE) || undefined;
}

export function refreshAuth(): void {
  $isLoggedIn.set(!!readAccessToken());
}

/** SPEC §4 Logout: cookies, deep-link and route-type entries, and the auth UI state. */
export function logout(): void {
  for (const name of LOGOUT_COOKIES) Cookies.remove(name, { path: '/' });
  for (const key of LOGOUT_SESSION_KEYS) {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Storage can be blocked; logout must still finish.
    }
  }
  $isLoggedIn.set(false);
}
