import * as z from 'zod/mini';
import type { ApiClient } from './client.ts';
import { dataOf } from './envelopes.ts';

/**
 * SPEC §7 GET /api/getCurrentPaymentGateway ("CurrentPayment"). The shape is not shown;
 * the reference API names the gateway as the agency data does (currentGateway,
 * currentPaymentGateway) and says whether it runs in test mode.
 */
export const currentPaymentSchema = z.object({
  currentGateway: z.string().check(z.minLength(1)),
  currentPaymentGateway: z.string().check(z.minLength(1)),
  isTestMode: z.boolean(),
  /** Publishable (browser-safe) key; never a secret. */
  publishableKey: z.optional(z.string()),
});
export type CurrentPayment = z.output<typeof currentPaymentSchema>;

export const currentPaymentAnswer = dataOf(currentPaymentSchema);

export const paymentPaths = {
  current: '/api/getCurrentPaymentGateway',
} as const;

export const fetchCurrentPayment = async (api: ApiClient) =>
  (await api.get(paymentPaths.current, currentPaymentAnswer)).data;
