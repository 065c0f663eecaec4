/*
 * SPEC §3 currentGateway: the card the resort checkout collects, checked in the browser before it
 * is sent (the reference API checks it again with the same rules, reference/rules/payment-rules.js).
 * Pure: no DOM, no fetch, no clock but the one given. Problems are codes; locales word them.
 */

export interface CardInput {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardInput;
export type CardProblem = 'name.required' | 'number.invalid' | 'expiry.invalid' | 'expiry.past' | 'cvc.invalid';

export const EMPTY_CARD: CardInput = { name: '', number: '', expiry: '', cvc: '' };

/** The approving test card, shown on a test-mode checkout (README "Test cards"). */
export const APPROVING_TEST_CARD = '4242 4242 4242 4242';

/** Digits only: people type spaces or dashes between the groups. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const isAmex = (digits: string) => /^3[47]/.test(digits);

/** MM/YY (or MM/YYYY) as the last month the card works; undefined when it is not one. */
export function parseExpiry(expiry: string): { year: number; month: number } | undefined {
  const found = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!found) return undefined;
  const month = Number(found[1]);
  const year = found[2]!.length === 2 ? 2000 + Number(found[2]) : Number(found[2]);
  return month >= 1 && month <= 12 ? { year, month } : undefined;
}

/** What is wrong with a card, by field; empty when it may be sent. A card works to the end of its expiry month (UTC). */
export function cardProblems(card: CardInput, today: Date): Partial<Record<CardField, CardProblem>> {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  if (!card.name.trim()) problems.name = 'name.required';
  const digits = cardDigits(card.number);
  if (!luhnValid(digits)) problems.number = 'number.invalid';
  const expiry = parseExpiry(card.expiry);
  if (!expiry) problems.expiry = 'expiry.invalid';
  else if (expiry.year * 12 + expiry.month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) problems.expiry = 'expiry.past';
  if (!new RegExp(`^\\d{${isAmex(digits) ? 4 : 3}}$`).test(card.cvc.trim())) problems.cvc = 'cvc.invalid';
  return problems;
}
