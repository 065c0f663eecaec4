import { browserSessionStorage, readStored, SESSION_KEYS, writeStored, type StorageAccess } from '../platform/storage.ts';

/*
 * SPEC §2.10: the profile menu has no Logout inside an embedded partner app, whose own session
 * owns the log-in. The storefront counts as embedded when
 *   - it is drawn inside another page's frame (window !== window.top, a cross-origin parent
 *     included), or
 *   - a page was opened with `?embedded=true` (the partner app's web view, which is a top-level
 *     window): remembered in session storage (SESSION_KEYS.embeddedApp), so that the following
 *     pages of the visit, which no longer carry the flag, stay embedded. A new tab or browser
 *     session starts outside again. `?embedded=false` forgets it.
 */

export const EMBEDDED_QUERY = 'embedded';

export interface EmbeddedInput {
  search: string;
  /** window !== window.top. */
  framed: boolean;
}

export function isEmbedded({ search, framed }: EmbeddedInput, storage: StorageAccess = browserSessionStorage): boolean {
  const flag = new URLSearchParams(search).get(EMBEDDED_QUERY);
  if (flag === 'true') writeStored(storage, SESSION_KEYS.embeddedApp, 'true');
  else if (flag === 'false') writeStored(storage, SESSION_KEYS.embeddedApp, 'false');
  return framed || readStored(storage, SESSION_KEYS.embeddedApp) === 'true';
}

/** This page's answer. */
export function isEmbeddedPage(): boolean {
  let framed: boolean;
  try {
    framed = window.self !== window.top;
  } catch {
    framed = true;
  }
  return isEmbedded({ search: window.location.search, framed });
}
