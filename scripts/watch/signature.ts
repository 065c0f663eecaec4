import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a rebuild webhook is signed in: `X-Rebuild-Signature: sha256=<hex HMAC-SHA256 of the body>`. */
export const SIGNATURE_HEADER = 'x-rebuild-signature';

/** The header value a sender computes: HMAC-SHA256 of the raw body with the shared secret. */
export function signBody(secret: string, body: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * Checks a signature header against the body. The comparison is constant-time over equal-length
 * digests, so the answer time tells an attacker nothing about how much of a guess was right.
 */
export function signatureMatches(secret: string, body: Buffer, header: string): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'));
}
