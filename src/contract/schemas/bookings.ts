import * as z from 'zod/mini';
import { chargeSchema, DECLINES, holdPaymentSchema, pendingPaymentSchema } from '../../api/booking-payment.ts';
import { dataList, dataOf } from '../../api/envelopes.ts';
import { currencyCode, httpUrl } from '../../validation/fields.ts';
import { errorEnvelope } from '../error-envelope.ts';
import { moneySchema, OFFER_SERVICES, offerFactSchema } from './offers.ts';

/*
 * Booking and paying (SPEC §3 currentGateway; SPEC §7 names no booking call, so the paths and shapes
 * are the storefront's proposal): the remote apps' checkout (reference/apps/payment-checkout.js)
 * books an offer of a search, the shell's resort checkout pays a hold (src/api/booking-payment.ts),
 * and My Trips lists the bookings. The API prices every booking itself, never from the page.
 */

const described = <T extends z.ZodMiniType>(schema: T, text: string) => schema.check(z.describe(text)) as T;
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** A booking reference: two letters and 8 characters, or a resort hold's (RS- and 6 digits). */
export const BOOKING_REFERENCE = /^[A-Z]{2}-(?:[A-Z0-9]{8}|\d{6})$/;
export const bookingReference = z.string().check(z.regex(BOOKING_REFERENCE));

/** The card travels only in the request that pays (never a URL); the answer keeps brand and last four. */
export const cardInputSchema = described(
  z.object({
    name: z.string().check(z.maxLength(100)),
    number: described(z.string().check(z.maxLength(30)), 'Digits; spaces are ignored. The test-mode gateway takes the test cards only (docs/reference-api.md, Test cards).'),
    expiry: described(z.string().check(z.maxLength(7)), 'MM/YY, in the future.'),
    cvc: described(z.string().check(z.maxLength(4)), '3 digits; 4 for American Express.'),
  }),
  'A 400 names each field at fault: `card.number`, `card.expiry`, `card.cvc`, `card.name`.',
);

export const travellerInputSchema = z.object({
  firstName: z.string().check(z.maxLength(80)),
  lastName: z.string().check(z.maxLength(80)),
  dateOfBirth: described(z.optional(z.string().check(z.maxLength(10))), 'YYYY-MM-DD; required for flight passengers, checked against the passenger type on the departure day.'),
});

/** POST /api/bookings for an offer of a search. */
export const offerBookingRequest = z.object({
  service: z.enum(OFFER_SERVICES),
  offerId: text(100),
  query: described(z.record(z.string(), z.string()), 'The search query the offer was found with (the results page URL query).'),
  currency: currencyCode,
  correlationId: z.optional(z.string().check(z.maxLength(100))),
  email: described(z.email().check(z.maxLength(254)), 'Where the booking is sent.'),
  travellers: described(
    z.array(travellerInputSchema).check(z.minLength(1), z.maxLength(30)),
    'Everyone the search needs, lead first (each adult of each room, flight passengers, cruise guests, the driver); `travellers.0.dateOfBirth` and so on name a 400.',
  ),
  card: cardInputSchema,
});

/** POST /api/bookings for a resort hold (SPEC §4 Resort): paid at its held total. */
export const holdPaymentRequest = z.object({
  service: z.literal('resort'),
  hold: described(z.string().check(z.regex(/^RS-\d{6}$/)), 'The reference_number of a HELD hold of this user (POST /resort-service/itineraries).'),
  card: cardInputSchema,
});

export const bookingRequest = z.union([offerBookingRequest, holdPaymentRequest]);

export const paymentSchema = z.object({
  status: z.literal('paid'),
  gateway: described(z.string(), 'SPEC §3 currentGateway of the agency.'),
  brand: z.string(),
  last4: z.string().check(z.regex(/^\d{4}$/)),
  charge: chargeSchema,
  paidAt: z.iso.datetime(),
});

/** A stored booking, as My Trips and the confirmation page read it. */
export const bookingSchema = z.object({
  reference: bookingReference,
  service: z.enum(OFFER_SERVICES),
  offerId: z.string(),
  title: z.string(),
  image: httpUrl,
  location: z.string(),
  facts: z.array(offerFactSchema),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  price: moneySchema,
  traveller: described(z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }), 'The lead traveller and the e-mail the booking is sent to.'),
  travellers: z.optional(z.array(travellerInputSchema)),
  payment: described(z.optional(paymentSchema), 'Absent for a resort stay confirmed without a payment.'),
  correlationId: z.optional(z.string()),
  status: z.literal('confirmed'),
  createdAt: z.iso.datetime(),
});

export const createdBookingAnswer = dataOf(z.union([bookingSchema, holdPaymentSchema]));
export const pendingBookingAnswer = dataOf(pendingPaymentSchema);
export const bookingListAnswer = dataList(bookingSchema);
export const bookingAnswer = dataOf(bookingSchema);

/** 402: the gateway declined the card; nothing is stored. The app words `decline` in the visitor's language. */
export const declineAnswer = z.extend(errorEnvelope, { decline: z.enum(DECLINES) });

export const paymentIdParams = z.object({ paymentId: z.string().check(z.regex(/^pay_[0-9a-f]{32}$/)) });
export const bookingReferenceParams = z.object({ reference: bookingReference });
