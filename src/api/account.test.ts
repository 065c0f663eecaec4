import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ACCOUNT_MESSAGES, accountMessageKey, forgotPasswordRequest, newPassword, resetPasswordRequest, signupRequest } from './account.ts';
import { requiredEmail } from '../validation/fields.ts';

const messagesOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the new-password rule', () => {
  it.each(['sunshine42', 'Travel2026!', 'pässwort1', 'كلمةسر2024', '        a1'])('accepts %j', (password) => {
    expect(messagesOf(newPassword, password)).toEqual([]);
  });

  it.each([
    ['', ['account.passwordRequired']],
    ['abc1', ['account.passwordTooShort']],
    ['abcdefgh', ['account.passwordNeedsDigit']],
    ['12345678', ['account.passwordNeedsLetter']],
    ['!!!', ['account.passwordTooShort', 'account.passwordNeedsLetter', 'account.passwordNeedsDigit']],
    [`a1${'x'.repeat(127)}`, ['account.passwordTooLong']],
    [undefined, ['account.passwordRequired']],
  ] as const)('refuses %j with a keyed message', (password, keys) => {
    expect(messagesOf(newPassword, password).map(accountMessageKey)).toEqual(keys);
  });
});

describe('account requests', () => {
  it('trim names and the e-mail, never the password', () => {
    const parsed = z.parse(signupRequest, { firstName: ' Ana ', lastName: 'Silva ', email: ' ana@example.com ', password: ' sunshine42 ' });
    expect(parsed).toEqual({ firstName: 'Ana', lastName: 'Silva', email: 'ana@example.com', password: ' sunshine42 ' });
  });

  it('key every message a form can show, the shared e-mail rule included', () => {
    const shown = [
      ...messagesOf(signupRequest, {}),
      ...messagesOf(signupRequest, { firstName: ' ', lastName: 'x'.repeat(51), email: 'nope', password: 'short' }),
      ...messagesOf(forgotPasswordRequest, { email: '' }),
      ...messagesOf(resetPasswordRequest, { token: ' ' }),
      ...messagesOf(requiredEmail, 'nope'),
    ];
    expect(shown.length).toBeGreaterThan(8);
    for (const message of shown) expect(accountMessageKey(message), message).toBeDefined();
  });

  it('have one text per key', () => {
    const texts = Object.values(ACCOUNT_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
    expect(accountMessageKey('Something else')).toBeUndefined();
  });
});
