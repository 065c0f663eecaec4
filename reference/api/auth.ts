import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Dev-only signing secret; set REFERENCE_API_SECRET to use another. Tokens survive restarts because it is fixed. */
export const DEV_SECRET = 'reference-api-dev-secret-not-for-production';
export const TOKEN_TTL_SECONDS = 30 * 24 * 3600;

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** `userId.expiry.signature`: stateless, so a restarted API still accepts it. */
export function issueToken(userId: string, secret: string, now = Date.now(), ttlSeconds = TOKEN_TTL_SECONDS): string {
  const payload = `${userId}.${Math.floor(now / 1000) + ttlSeconds}`;
  return `${payload}.${sign(payload, secret)}`;
}

/** The user id a token names, if its signature holds and it has not expired. */
export function readToken(token: string, secret: string, now = Date.now()): string | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [userId, expiry, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(`${userId}.${expiry}`, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (!/^\d+$/.test(expiry) || Number(expiry) * 1000 <= now) return undefined;
  return userId;
}

/** What an e-mailed link lets its holder do. */
export type LinkPurpose = 'reset-password' | 'verify-email';

/** A reset link lives 30 minutes; a verification link a day. */
export const LINK_TTL_SECONDS: Record<LinkPurpose, number> = { 'reset-password': 30 * 60, 'verify-email': 24 * 3600 };

const linkSignature = (purpose: LinkPurpose, payload: string, binding: string, secret: string) =>
  sign(`${purpose}\n${payload}\n${binding}`, secret);

/**
 * `userId.expiry.signature` for an e-mailed link. The signature covers the purpose (a session
 * token is never a link token, nor the other way round) and `binding`, a value of the user's
 * current state: binding a reset link to the password hash makes it one-time, since a new
 * password changes the hash. Stateless, so a link survives an API restart.
 */
export function issueLinkToken(purpose: LinkPurpose, userId: string, binding: string, secret: string, now = Date.now()): string {
  const payload = `${userId}.${Math.floor(now / 1000) + LINK_TTL_SECONDS[purpose]}`;
  return `${payload}.${linkSignature(purpose, payload, binding, secret)}`;
}

/** The user id of a link token if it is unexpired and signed over the user's current `bindingOf`. */
export function readLinkToken(
  token: string,
  purpose: LinkPurpose,
  secret: string,
  bindingOf: (userId: string) => string | undefined,
  now = Date.now(),
): string | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [userId, expiry, signature] = parts as [string, string, string];
  const binding = bindingOf(userId);
  if (binding === undefined) return undefined;
  const expected = Buffer.from(linkSignature(purpose, `${userId}.${expiry}`, binding, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (!/^\d+$/.test(expiry) || Number(expiry) * 1000 <= now) return undefined;
  return userId;
}

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  const found = header && /^Bearer\s+(\S+)$/i.exec(header);
  return found ? found[1] : undefined;
}
