import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/*
 * Password hashes of the reference API: scrypt with a random salt per password, stored as
 * `scrypt$N$r$p$salt$key` (base64url) so the parameters can change without breaking old hashes.
 */

const PARAMS = { N: 16_384, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** scrypt needs 128·N·r bytes; leave room above that. */
const MAX_MEMORY = 64 * 1024 * 1024;

const derive = (password: string, salt: Buffer, params: { N: number; r: number; p: number }, length: number) =>
  new Promise<Buffer>((resolve, reject) => {
    // NFKC so the same password typed on another keyboard or system still matches.
    scrypt(password.normalize('NFKC'), salt, length, { ...params, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS, KEY_BYTES);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const HASH = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([\w-]+)\$([\w-]+)$/;

/** Constant-time check of a password against a stored hash; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = HASH.exec(stored);
  if (!parts) return false;
  const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const expected = Buffer.from(parts[5]!, 'base64url');
  if (expected.length < 16 || N > 1 << 20 || r > 32 || p > 16) return false;
  const key = await derive(password, Buffer.from(parts[4]!, 'base64url'), { N, r, p }, expected.length);
  return timingSafeEqual(key, expected);
}
