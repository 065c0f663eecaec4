import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashes', () => {
  it('salt every hash and check in both directions', async () => {
    const [one, two] = await Promise.all([hashPassword('sunshine42'), hashPassword('sunshine42')]);
    expect(one).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(one).not.toBe(two);
    expect(await verifyPassword('sunshine42', one)).toBe(true);
    expect(await verifyPassword('sunshine43', one)).toBe(false);
    expect(await verifyPassword('', one)).toBe(false);
  });

  it('match a password typed in another Unicode form', async () => {
    const composed = 'caf\u00e9Paris1';
    expect(await verifyPassword(composed.normalize('NFD'), await hashPassword(composed))).toBe(true);
  });

  it('refuse malformed or absurdly expensive hashes', async () => {
    const good = await hashPassword('sunshine42');
    for (const bad of ['', 'plain', good.replace('scrypt$16384', 'scrypt$2097152'), good.replace(/\$[\w-]+$/, '$short')]) {
      expect(await verifyPassword('sunshine42', bad), bad).toBe(false);
    }
  });
});
