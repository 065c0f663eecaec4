import { stripLanguage } from '../i18n/language-prefix.ts';
import { safeRedirectTarget } from '../site/safe-redirect.ts';
import { browserLocalStorage, LOCAL_KEYS, readStored, removeStored, writeStored, type StorageAccess } from '../platform/storage.ts';

/*
 * SPEC §4 Checkout redirect, §9: a logged-out visitor who reaches a checkout or
 * deal URL is sent to sign up; the URL and the time are kept in local storage, and after sign-up
 * or log-in the visitor goes back there if it is under 30 minutes old.
 */

/** SPEC §9: checkout redirect validity. */
export const CHECKOUT_REDIRECT_VALIDITY_MS = 30 * 60 * 1000;

/** SPEC §4: the words in a URL that make it a checkout URL. */
export const CHECKOUT_URL_MARKERS = ['checkout', 'correlationId', 'token', 'proposalId'] as const;

/** SPEC §4: a URL (path and query) containing checkout, correlationId, token or proposalId. */
export function isCheckoutUrl(pathAndQuery: string): boolean {
  return CHECKOUT_URL_MARKERS.some((marker) => pathAndQuery.includes(marker));
}

/** Keeps the checkout URL (a path on this site) and the time it was reached. */
export function rememberCheckout(url: string, now: number = Date.now(), storage: StorageAccess = browserLocalStorage): void {
  writeStored(storage, LOCAL_KEYS.checkoutRedirect, url);
  writeStored(storage, LOCAL_KEYS.checkoutRedirectAt, String(now));
}

/** The entries that survive the local-storage clearing at sign-in (SPEC §4: the selected currency). */
const SURVIVES_CLEARING = [LOCAL_KEYS.currency] as const;

/**
 * The stored checkout URL, taken out (so a stored redirect runs once): the URL if it is under 30
 * minutes old, else undefined. When an entry was there, local storage is cleared, the selected
 * currency excepted (SPEC §4).
 */
export function takeCheckout(now: number = Date.now(), storage: StorageAccess = browserLocalStorage): string | undefined {
  const url = readStored(storage, LOCAL_KEYS.checkoutRedirect);
  const at = Number(readStored(storage, LOCAL_KEYS.checkoutRedirectAt));
  if (url === undefined && readStored(storage, LOCAL_KEYS.checkoutRedirectAt) === undefined) return undefined;
  const kept = SURVIVES_CLEARING.map((key) => [key, readStored(storage, key)] as const);
  try {
    storage()?.clear();
  } catch {
    // Blocked storage: remove what can be removed below.
  }
  removeStored(storage, LOCAL_KEYS.checkoutRedirect);
  removeStored(storage, LOCAL_KEYS.checkoutRedirectAt);
  for (const [key, value] of kept) if (value !== undefined) writeStored(storage, key, value);
  const age = now - at;
  return url && Number.isFinite(at) && age >= 0 && age < CHECKOUT_REDIRECT_VALIDITY_MS ? url : undefined;
}

/**
 * Where a visitor goes after a successful log-in or sign-up: the stored checkout URL if under 30
 * minutes old (entries cleared either way), else the `redirect` query parameter — or, from the
 * agency's SSO site, `navigateTo` (SPEC §2.4, a path on this site) — if safeRedirectTarget
 * accepts it, else home in the page's language.
 */
export function signInTarget(
  search: string,
  origin: string,
  now: number = Date.now(),
  pathname: string = globalThis.location?.pathname ?? '/',
): string {
  const home = `${stripLanguage(pathname).prefix}/`;
  const stored = takeCheckout(now);
  if (stored) {
    const target = safeRedirectTarget(stored, origin, '');
    if (target) return target;
  }
  const query = new URLSearchParams(search);
  return safeRedirectTarget(query.get('redirect') ?? query.get('navigateTo'), origin, home);
}
