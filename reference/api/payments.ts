import { randomUUID } from 'node:crypto';
import { cardBrand, cardDigits, cardProblems, type CardInput, type CardProblem } from '../rules/payment-rules.js';

/*
 * The reference API's test-mode payment gateway. It stands for the agency's gateway
 * (SPEC §3 currentGateway / currentPaymentGateway) and never moves money: the documented test
 * cards (README "Test cards") decide the answer. The card number lives only in the call that
 * authorizes it; what is kept afterwards is the brand and the last four digits.
 */

/**
 * The gateways an agency can choose in its Payment settings (SPEC §3 currentGateway is the id,
 * currentPaymentGateway the name). Whichever is chosen, this reference API answers as the
 * test-mode gateway below.
 */
export const PAYMENT_GATEWAYS = [
  { id: 'stripe', name: 'Stripe' },
  { id: 'adyen', name: 'Adyen' },
  { id: 'checkout', name: 'Checkout.com' },
  { id: 'mercadopago', name: 'Mercado Pago' },
] as const;

/** What the gateway answers for a card. */
export type Authorization =
  | { status: 'approved'; card: CardSummary }
  | { status: 'declined'; decline: Decline; reason: string }
  | { status: 'requires_confirmation'; card: CardSummary };

/** All a booking keeps of a card. */
export interface CardSummary {
  brand: string;
  last4: string;
}

/** Why a card is declined; the remote app words each one in the visitor's language. */
export type Decline = 'insufficient_funds' | 'expired_card' | 'test_cards_only';

type Outcome = { status: 'approved' } | { status: 'declined'; decline: Decline; reason: string } | { status: 'requires_confirmation' };

/** The documented test cards (README "Test cards"), by their digits. */
export const TEST_CARDS: Readonly<Record<string, Outcome>> = {
  '4242424242424242': { status: 'approved' },
  '5555555555554444': { status: 'approved' },
  '4000000000000002': { status: 'declined', decline: 'insufficient_funds', reason: 'Card declined: insufficient funds' },
  '4000000000000069': { status: 'declined', decline: 'expired_card', reason: 'Card declined: the bank reports it expired' },
  '4000000000003220': { status: 'requires_confirmation' },
};

/** Any other well-formed card: a test gateway must not take a real one. */
const UNKNOWN_CARD: Outcome = { status: 'declined', decline: 'test_cards_only', reason: 'Card declined: this test-mode gateway takes only the test cards' };

/** The API's English for each card problem, said in the request's language (messages.ts); the checkout words them its own way. */
const PROBLEM_MESSAGES: Record<CardProblem, string> = {
  'name.required': 'Name on card is required',
  'number.invalid': 'Card number is not valid',
  'expiry.invalid': 'Expiry date must be MM/YY',
  'expiry.past': 'This card has expired',
  'cvc.invalid': 'Security code is not valid',
};

/** Field errors of a card, as the API's 400 names them (`card.number`, …); empty when it is well formed. */
export function cardFieldErrors(card: CardInput, today: Date): Record<string, string[]> {
  return Object.fromEntries(Object.entries(cardProblems(card, today)).map(([field, problem]) => [`card.${field}`, [PROBLEM_MESSAGES[problem]]]));
}

export const summaryOf = (card: CardInput): CardSummary => {
  const digits = cardDigits(card.number);
  return { brand: cardBrand(digits), last4: digits.slice(-4) };
};

/** The gateway's answer for a well-formed card (check it with cardFieldErrors first). */
export function authorize(card: CardInput): Authorization {
  const outcome = TEST_CARDS[cardDigits(card.number)] ?? UNKNOWN_CARD;
  if (outcome.status === 'declined') return outcome;
  return { status: outcome.status, card: summaryOf(card) };
}

/** How long a payment waits for its extra confirmation step. */
export const CONFIRMATION_TTL_MS = 15 * 60_000;

/**
 * Payments waiting for the extra confirmation step (3-D Secure–like): what will be booked once
 * the visitor confirms, for that agency and user only, once, within the time limit. In memory:
 * a restart drops them, as a bank's challenge would lapse.
 */
export function createPendingPayments<T>(now: () => number, ttlMs = CONFIRMATION_TTL_MS) {
  const pending = new Map<string, { agency: string; userId: string; expires: number; value: T }>();
  return {
    add(agency: string, userId: string, value: T): string {
      for (const [id, entry] of pending) if (entry.expires <= now()) pending.delete(id);
      const id = `pay_${randomUUID().replaceAll('-', '')}`;
      pending.set(id, { agency, userId, expires: now() + ttlMs, value });
      return id;
    },
    /** The waiting payment, removed: a second confirmation finds nothing. */
    take(agency: string, userId: string, id: string): T | undefined {
      const entry = pending.get(id);
      if (!entry || entry.agency !== agency || entry.userId !== userId) return undefined;
      pending.delete(id);
      return entry.expires > now() ? entry.value : undefined;
    },
  };
}
