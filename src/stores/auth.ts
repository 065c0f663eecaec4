import { atom } from 'nanostores';
import {
  browserSessionStorage,
  COOKIES,
  LOGOUT_COOKIES,
  LOGOUT_SESSION_KEYS,
  readCookie,
  removeCookie,
  removeStored,
} from './storage.ts';

/*
 * SPEC §3 User flags: login is detected by the presence of the access-token cookie. This module
 * is the one place that reads it; everything else asks here (the API client for its token, the
 * language change, the user store). The pre-paint head script (src/site/chrome.ts) marks
 * html[data-auth] from the same cookie name, handed to it as data.
 */

export const ACCESS_TOKEN_COOKIE = COOKIES.accessToken;
export { LOGOUT_COOKIES, LOGOUT_SESSION_KEYS };

/** The access token, or undefined when logged out. */
export function readAccessToken(): string | undefined {
  return typeof document === 'undefined' ? undefined : readCookie(ACCESS_TOKEN_COOKIE);
}

/** SPEC §3: logged in when the access-token cookie is present. */
export function isLoggedIn(): boolean {
  return !!readAccessToken();
}

/** Whether the visitor is logged in; kept in step by refreshAuth (start-up) and logout. */
export const $isLoggedIn = atom<boolean>(isLoggedIn());

/** Reads the cookie again (start-up, or after something outside the shell changed it). */
export function refreshAuth(): void {
  $isLoggedIn.set(isLoggedIn());
}

/** SPEC §4 Logout: cookies, deep-link and route-type entries, and the auth UI state. */
export function logout(): void {
  for (const name of LOGOUT_COOKIES) removeCookie(name);
  // Blocked storage must not stop the logout (removeStored never throws).
  for (const key of LOGOUT_SESSION_KEYS) removeStored(browserSessionStorage, key);
  document.documentElement.removeAttribute('data-auth');
  $isLoggedIn.set(false);
}
