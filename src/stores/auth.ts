import { atom } from 'nanostores';
import {
  browserSessionStorage,
  COOKIES,
  LOGOUT_COOKIES,
  LOGOUT_SESSION_KEYS,
  readCookie,
  removeCookie,
  removeStored,
  writeCookie,
} from '../platform/storage.ts';

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

// The token this page last saw: another one means another user.
let knownToken = readAccessToken();

/**
 * Reads the cookie again (start-up, or after something outside the shell changed it: another
 * tab, a remote app) and marks html[data-auth] to match. A different token is a different user:
 * $isLoggedIn turns off and on again, so the user store fetches the new profile.
 */
export function refreshAuth(): void {
  const token = readAccessToken();
  const otherUser = token !== undefined && knownToken !== undefined && token !== knownToken;
  knownToken = token;
  if (typeof document !== 'undefined') {
    if (token) document.documentElement.dataset.auth = 'in';
    else document.documentElement.removeAttribute('data-auth');
  }
  if (otherUser) $isLoggedIn.set(false);
  $isLoggedIn.set(token !== undefined);
}

/*
 * A change of user in one tab is seen by the others. The tab that signs in or out
 * says so on a BroadcastChannel (no token in the message); every tab also reads the cookie again
 * when it is shown or focused, for browsers without the channel and changes made elsewhere.
 */
export const AUTH_CHANNEL = 'storefront:auth';
let channel: BroadcastChannel | undefined;

function tellOtherTabs(): void {
  // A page may sign out before its start-up opened the channel (/logout): a channel of its own then.
  const sender = channel ?? (typeof BroadcastChannel === 'function' ? new BroadcastChannel(AUTH_CHANNEL) : undefined);
  try {
    sender?.postMessage('changed');
  } catch {
    // A closed channel: the other tabs still read the cookie when shown.
  }
  if (sender !== channel) sender?.close();
}

/** Follows log-ins and log-outs of other tabs (src/client/boot.ts); returns the stop. */
export function syncAuthAcrossTabs(win: Window = window): () => void {
  if (typeof BroadcastChannel === 'function' && !channel) {
    channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.onmessage = () => refreshAuth();
  }
  const onShown = () => {
    if (win.document.visibilityState === 'visible') refreshAuth();
  };
  const onFocus = () => refreshAuth();
  win.document.addEventListener('visibilitychange', onShown);
  win.addEventListener('focus', onFocus);
  return () => {
    win.document.removeEventListener('visibilitychange', onShown);
    win.removeEventListener('focus', onFocus);
    channel?.close();
    channel = undefined;
  };
}

/**
 * A successful log-in, sign-up or SSO hand-over. Keeps the token in the access-token
 * cookie (site-wide, SameSite=Lax, Secure on https), marks html[data-auth] like the head script
 * does, and reads the cookie again, so the user store fetches the profile and sends
 * `storefront:user` (src/stores/user.ts).
 */
export function signIn(token: string): void {
  writeCookie(ACCESS_TOKEN_COOKIE, token, { secure: globalThis.location?.protocol === 'https:' });
  document.documentElement.dataset.auth = 'in';
  refreshAuth();
  tellOtherTabs();
}

/** SPEC §4 Logout: cookies, deep-link and route-type entries, and the auth UI state. */
export function logout(): void {
  for (const name of LOGOUT_COOKIES) removeCookie(name);
  // Blocked storage must not stop the logout (removeStored never throws).
  for (const key of LOGOUT_SESSION_KEYS) removeStored(browserSessionStorage, key);
  document.documentElement.removeAttribute('data-auth');
  knownToken = undefined;
  $isLoggedIn.set(false);
  tellOtherTabs();
}
