import Cookies from 'js-cookie';

/*
 * The one registry of the names this storefront keeps in cookies, local storage and session
 * storage, and the one way to reach them. Every module that names a key reads it here; the
 * inline head scripts, which cannot import, are handed the names as data (src/site/chrome.ts,
 * src/i18n/language-choice.ts).
 */

export const COOKIES = {
  /** SPEC §3 User flags: login is detected by the presence of this cookie (src/stores/auth.ts). */
  accessToken: 'access-token',
  /** SPEC §3 User flags: auth; removed on logout (SPEC §4). */
  auth: 'auth',
  /** SPEC §2.4, §4: hideHeader=true / hideFooter=true, remembered for the visit; removed on logout. */
  hideHeader: 'hideHeader',
  hideFooter: 'hideFooter',
  /** SPEC §4 Start-up: the visitor session id, also sent as the x-session-id header. */
  sessionId: 'x-session-id',
  /** SPEC §4, §9 Language: the chosen language (525600 minutes) and that one was chosen. */
  language: 'pll_language',
  selectedLanguage: 'has_selected_language',
} as const;

export const LOCAL_KEYS = {
  /** SPEC §4 Currency: the selected currency code. */
  currency: 'currency',
  /** SPEC §2.11: the agent side navigation is collapsed ('true') or open ('false'). */
  agentNavCollapsed: 'agentNavCollapsed',
  /** SPEC §4, §9 Checkout redirect: the URL a logged-out visitor reached, and when (ms since epoch) (src/stores/sign-in-target.ts). */
  checkoutRedirect: 'checkoutRedirect',
  checkoutRedirectAt: 'checkoutRedirectAt',
} as const;

export const SESSION_KEYS = {
  /** SPEC §4 Logout: deep-link and route-type entries, cleared on logout. */
  deepLink: 'deepLink',
  routeType: 'routeType',
  /** SPEC §4 Sign-in-to-save modal: dismissed in this browser session, so it is not shown again (src/stores/sign-in-prompt.ts). */
  signInPromptDismissed: 'signInPromptDismissed',
  /** SPEC §2.10: the page runs inside an embedded partner app (?embedded=true), remembered for the session. */
  embeddedApp: 'embeddedApp',
  /** SPEC §2.11, §4 Async lists: the navigation list, loaded once a visit, with the id of the user it is for (src/stores/agent-nav.ts); cleared on logout. */
  navigation: 'navigation',
} as const;

/** SPEC §4 Logout: the cookies removed on logout. */
export const LOGOUT_COOKIES = [COOKIES.accessToken, COOKIES.auth, COOKIES.hideHeader, COOKIES.hideFooter] as const;
/** SPEC §4 Logout: the session entries cleared on logout, and the navigation list of the user logging out (SPEC §2.11). */
export const LOGOUT_SESSION_KEYS = [SESSION_KEYS.deepLink, SESSION_KEYS.routeType, SESSION_KEYS.navigation] as const;

/*
 * Web storage, or why there is none: reading `localStorage` itself throws when the browser blocks
 * storage (third-party frames, some privacy settings), and each call may throw too (quota,
 * SecurityError). Every access below catches both, so blocked storage costs persistence only,
 * never the page.
 */
export type StorageAccess = () => Storage | undefined;

export const browserLocalStorage: StorageAccess = () => globalThis.localStorage;
export const browserSessionStorage: StorageAccess = () => globalThis.sessionStorage;

/** The stored value, or undefined when absent or when storage refuses. */
export function readStored(storage: StorageAccess, key: string): string | undefined {
  try {
    return storage()?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a value; false when storage is missing, blocked or full. */
export function writeStored(storage: StorageAccess, key: string, value: string): boolean {
  try {
    const target = storage();
    if (!target) return false;
    target.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Forgets a value; false when storage is missing or blocked. */
export function removeStored(storage: StorageAccess, key: string): boolean {
  try {
    const target = storage();
    if (!target) return false;
    target.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/** Empties the storage; false when it is missing or blocked. */
export function clearStored(storage: StorageAccess): boolean {
  try {
    const target = storage();
    if (!target) return false;
    target.clear();
    return true;
  } catch {
    return false;
  }
}

type CookieName = (typeof COOKIES)[keyof typeof COOKIES];

export interface CookieOptions {
  /** Days until it expires; a session cookie without. */
  expires?: number;
  secure?: boolean;
}

/** A cookie of the site, or undefined (an empty value counts as absent). */
export function readCookie(name: CookieName): string | undefined {
  return Cookies.get(name) || undefined;
}

/** Site-wide, first-party only (SameSite=Lax). */
export function writeCookie(name: CookieName, value: string, options: CookieOptions = {}): void {
  Cookies.set(name, value, { path: '/', sameSite: 'Lax', ...options });
}

export function removeCookie(name: CookieName): void {
  Cookies.remove(name, { path: '/' });
}
