import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
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

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  const found = header && /^Bearer\s+(\S+)$/i.exec(header);
  return found ? found[1] : undefined;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time password check. */
export const passwordMatches = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));
