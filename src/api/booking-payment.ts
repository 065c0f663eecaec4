import * as z from 'zod/mini';
import type { CardInput } from '../payment/card.ts';
import { cardDigits } from '../payment/card.ts';
import type { ApiClient } from './client.ts';
import { dataOf } from './envelopes.ts';
import { ApiError } from './errors.ts';
import { currencyCode } from '../validation/fields.ts';

/*
 * SPEC §3 currentGateway, §7 (no booking call is named; these are the reference API's):
 * paying a resort hold through the agency's gateway with the same calls every service pays with.
 *   POST /api/bookings {service: 'resort', hold, card}   201 {hold, payment}; 402 declined;
 *                                                        202 when the card asks for a confirmation step
 *   POST /api/payments/:id/confirm                       201 {hold, payment} once confirmed
 * The card lives in the one request that pays; what comes back is its brand and last four digits.
 */

const minor = z.int().check(z.gte(0));
export const chargeSchema = z.object({ currency: currencyCode, base: minor, taxes: minor, total: minor });
export type Charge = z.output<typeof chargeSchema>;

export const cardSummarySchema = z.object({ brand: z.string().check(z.minLength(1)), last4: z.string().check(z.regex(/^\d{4}$/)) });
export type CardSummary = z.output<typeof cardSummarySchema>;

export const holdPaymentSchema = z.object({
  hold: z.string().check(z.minLength(1)),
  payment: z.object({ status: z.literal('paid'), gateway: z.string(), brand: z.string(), last4: z.string(), charge: chargeSchema, paidAt: z.iso.datetime() }),
});
export type HoldPayment = z.output<typeof holdPaymentSchema>;

export const pendingPaymentSchema = z.object({
  status: z.literal('requires_confirmation'),
  paymentId: z.string().check(z.regex(/^pay_[0-9a-f]{32}$/)),
  card: cardSummarySchema,
  charge: chargeSchema,
});
export type PendingPayment = z.output<typeof pendingPaymentSchema>;

export const holdPaymentAnswer = dataOf(z.union([pendingPaymentSchema, holdPaymentSchema]));
export const confirmedPaymentAnswer = dataOf(holdPaymentSchema);

export const bookingPaymentPaths = {
  bookings: '/api/bookings',
  confirm: (paymentId: string) => `/api/payments/${encodeURIComponent(paymentId)}/confirm`,
} as const;

/** Pays a resort hold with a card: the approved payment, or the confirmation step the card asks for. */
export const payHold = async (api: ApiClient, hold: string, card: CardInput) =>
  (
    await api.post(
      bookingPaymentPaths.bookings,
      { service: 'resort', hold, card: { name: card.name.trim(), number: cardDigits(card.number), expiry: card.expiry.trim(), cvc: card.cvc.trim() } },
      holdPaymentAnswer,
    )
  ).data;

/** The visitor confirmed the payment at the step their card asked for. */
export const confirmPayment = async (api: ApiClient, paymentId: string) => (await api.post(bookingPaymentPaths.confirm(paymentId), {}, confirmedPaymentAnswer)).data;

export const DECLINES = ['insufficient_funds', 'expired_card', 'test_cards_only'] as const;
export type Decline = (typeof DECLINES)[number];

const declineBody = z.object({ decline: z.enum(DECLINES) });

/** The decline a 402 names (each is worded in the visitor's language), or undefined for another failure. */
export function declineOf(error: unknown): Decline | undefined {
  if (!(error instanceof ApiError) || error.status !== 402) return undefined;
  const body = declineBody.safeParse(error.detail);
  return body.success ? body.data.decline : 'test_cards_only';
}
