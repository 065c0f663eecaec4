import { atom } from 'nanostores';
import { COOKIES, readCookie, writeCookie } from '../platform/storage.ts';

/** SPEC §4 Start-up: the visitor session id, kept in a cookie and sent as x-session-id. */
export const SESSION_COOKIE = COOKIES.sessionId;
/** SPEC §2.4: this query parameter overrides the visitor session id. */
export const SESSION_QUERY = 'xsessionid';
/** The id goes into a request header, so only plain tokens are accepted from outside. */
export const SESSION_ID = /^[A-Za-z0-9_-]{8,128}$/;

export const $sessionId = atom<string | undefined>(undefined);

/** The id to use: a valid query override, else a valid cookie, else a new one. */
export function resolveSessionId(search: string, cookie: string | undefined, create: () => string): string {
  const fromQuery = new URLSearchParams(search).get(SESSION_QUERY);
  if (fromQuery && SESSION_ID.test(fromQuery)) return fromQuery;
  if (cookie && SESSION_ID.test(cookie)) return cookie;
  return create();
}

/** Creates or restores the session id and keeps the cookie in step with it. */
export function startSession(location: Pick<Location, 'search' | 'protocol'> = window.location): string {
  const id = resolveSessionId(location.search, readCookie(SESSION_COOKIE), () => crypto.randomUUID());
  writeCookie(SESSION_COOKIE, id, { secure: location.protocol === 'https:' });
  $sessionId.set(id);
  return id;
}
