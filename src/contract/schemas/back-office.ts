import * as z from 'zod/mini';
import { accountProfileSchema } from '../../api/account.ts';
import { dataList, dataOf } from '../../api/envelopes.ts';
import { currencyCode } from '../../validation/fields.ts';
import { bookingReference, bookingSchema } from './bookings.ts';
import { OFFER_SERVICES } from './offers.ts';

/*
 * The travel agents' back office (SPEC §2.3 /dashboard, /users/agents, /users/clients, §2.11
 * Bookings and the payment-product item): SPEC §7 names no such calls, so paths and shapes are the
 * storefront's proposal, as reference/apps/main-backoffice.js and main.js read them. Each call is
 * allowed by the read flag of its page in the agent's navigation (SPEC §2.11, §6): 403 otherwise.
 */

const described = <T extends z.ZodMiniType>(schema: T, text: string) => schema.check(z.describe(text)) as T;

/** paid: the gateway approved its card; unpaid: a resort stay confirmed without its payment. */
export const BOOKING_STATES = ['paid', 'unpaid'] as const;

/** A booking of the agency as the back office lists it: its state and who booked it. */
export const agencyBookingSchema = z.extend(bookingSchema, {
  state: z.enum(BOOKING_STATES),
  bookedBy: described(
    z.nullable(z.object({ id: z.string(), name: z.string(), email: z.string() })),
    'The customer or agent who booked it; null when that account is gone.',
  ),
});

export const agencyBookingsQuery = z.object({
  service: z.optional(z.enum(OFFER_SERVICES)),
  status: described(z.optional(z.enum(BOOKING_STATES)), 'Only the bookings in this state.'),
});
export const agencyBookingParams = z.object({ reference: bookingReference });
export const agencyBookingListAnswer = dataList(agencyBookingSchema);
export const agencyBookingAnswer = dataOf(agencyBookingSchema);

/** SPEC §2.3 /dashboard Command Center: the whole agency's counts. */
export const agencySummaryAnswer = dataOf(
  z.object({
    bookings: z.int().check(z.nonnegative()),
    clients: described(z.int().check(z.nonnegative()), 'Customer accounts of the agency.'),
    sales: described(z.array(z.object({ currency: currencyCode, amount: z.number() })), 'Booked totals, one per currency, in currency order.'),
    recent: described(z.array(agencyBookingSchema), 'The newest bookings, at most 3.'),
  }),
);

export const agencyUsersQuery = z.object({ type: described(z.enum(['agents', 'clients']), 'Travel agents or customers.') });
export const agencyUsersAnswer = dataList(accountProfileSchema);

/** SPEC §2.3 /url/{id}: a payment link an agent sends a client. */
export const PAYMENT_LINK_ID = /^pl_[0-9a-f]{20}$/;
export const paymentLinkSchema = z.object({
  id: z.string().check(z.regex(PAYMENT_LINK_ID)),
  amount: z.number().check(z.positive(), z.lte(1_000_000)),
  currency: currencyCode,
  description: z.string().check(z.maxLength(200)),
  email: described(z.string(), 'The client it is for.'),
  createdAt: z.iso.datetime(),
});
export const paymentLinkListAnswer = z.object({
  data: described(z.array(paymentLinkSchema), 'Newest first.'),
  currencies: described(z.array(currencyCode), 'The currencies a link may ask in (the agency enabled currencies).'),
});
export const paymentLinkRequest = z.object({
  amount: described(
    z.union([z.number(), z.string().check(z.regex(/^\s*\d+(?:[.,]\d{1,2})?\s*$/))]),
    'More than 0, at most 1000000, up to two decimals; as typed (a dot or a comma) or as a number.',
  ),
  currency: described(currencyCode, 'One of the `currencies` of GET /api/payment-links.'),
  description: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  email: z.email().check(z.maxLength(254)),
});
export const paymentLinkAnswer = dataOf(paymentLinkSchema);
export const paymentLinkParams = z.object({ id: z.string().check(z.regex(PAYMENT_LINK_ID)) });
/** What whoever holds the link sees: not the client's e-mail nor who created it. */
export const publicPaymentLinkAnswer = dataOf(
  z.object({
    id: z.string().check(z.regex(PAYMENT_LINK_ID)),
    amount: z.number().check(z.positive()),
    currency: currencyCode,
    description: z.string(),
    agencyName: z.string().check(z.minLength(1)),
    createdAt: z.iso.datetime(),
  }),
);
