import { z } from 'zod';
import { BOOKING_REFERENCE, type NewBooking } from '../bookings.ts';
import { currentUser, requireUser } from '../current-user.ts';
import { idempotent } from '../idempotency.ts';
import { SERVICES } from '../../demo/offers.ts';
import { authorize, cardFieldErrors } from '../payments.ts';
import { minorDigits, travelDateOf, travellerProblems, travellerSlots, type TravellerInput } from '../../rules/payment-rules.js';
import type { HoldPayment } from '../store.ts';
import { agencyRoute, fieldErrors, HttpError, ok, validate, type AgencyContext, type Route } from '../router.ts';
import { messageFor, type FieldErrors } from '../messages.ts';
import { rateFor } from './currency.ts';
import { findOffer, priced } from './offers.ts';
import { todayOf } from '../bookable-dates.ts';

/*
 * Bookings. SPEC §7 lists no booking call, so these paths are ours:
 *   POST /api/bookings            pays for an offer and books it for the logged-in user
 *   GET  /api/bookings            the user's bookings, newest first (My Trips)
 *   GET  /api/bookings/:reference one of them (the confirmation page)
 * The user comes from the Bearer token, like GET /api/user/profile; 401 without one. The price is
 * the API's own quote for the offer and search query, never one the page sends. A booking is
 * stored only once the test-mode gateway (payments.ts) approves its card: 201 with the booking;
 * 402 with the decline; 202 when the card asks for an extra confirmation step, which
 * POST /api/payments/:id/confirm (routes/payments.ts) completes.
 *
 * A resort stay is held first (SPEC §4 Resort, routes/resort-service.ts): the shell's checkout pays
 * its hold with POST /api/bookings {service: 'resort', hold, card}, at the hold's own total; the
 * approved payment is kept with the hold (201 {hold, payment}) and the booking that CONFIRM stores
 * carries it. The same decline (402) and confirmation step (202) apply.
 *
 * One charge per checkout: with an `Idempotency-Key` header, the same request again answers the
 * first answer and charges or stores nothing (idempotency.ts).
 */

const text = (name: string, max: number) => z.string({ error: `${name} is required` }).trim().min(1, `${name} is required`).max(max);
const bookingRequest = z.object({
  service: z.enum(SERVICES, { error: `service must be one of ${SERVICES.join(', ')}` }),
  offerId: text('offerId', 100),
  query: z.record(z.string(), z.string(), { error: 'query must be the search query' }),
  currency: z.string({ error: 'currency is required' }).regex(/^[A-Z]{3}$/, 'currency must be a 3-letter code'),
  correlationId: z.string().max(100).optional(),
  email: z.email('Please enter a valid email address').max(254),
  travellers: z
    .array(z.object({ firstName: z.string().trim().max(80), lastName: z.string().trim().max(80), dateOfBirth: z.string().trim().max(10).optional() }), { error: 'travellers is required' })
    .min(1, 'travellers needs the lead traveller')
    .max(30),
});
// The card is checked apart, so its field errors come with the others in one answer.
const cardRequest = z.object({
  card: z.object(
    { name: z.string().max(100, 'name is too long'), number: z.string().max(30, 'number is too long'), expiry: z.string().max(7, 'expiry is too long'), cvc: z.string().max(4, 'cvc is too long') },
    { error: 'card is required' },
  ),
});
// A resort hold's payment: the hold names the stay and its total, the logged-in user the traveller.
const holdPaymentRequest = z.object({
  service: z.literal('resort', { error: 'service must be resort to pay a hold' }),
  hold: z.string({ error: 'hold is required' }).regex(/^RS-\d{6}$/, 'hold is not a hold reference'),
});
const referenceParam = z.object({ reference: z.string().regex(BOOKING_REFERENCE, 'reference is not a booking reference') });

const TRAVELLER_MESSAGES = {
  'firstName.required': 'firstName is required',
  'lastName.required': 'lastName is required',
  'dateOfBirth.required': 'Date of birth is required',
  'dateOfBirth.invalid': 'Date of birth must be a past date YYYY-MM-DD',
  'dateOfBirth.adult': 'An adult must be 12 or older on the travel date',
  'dateOfBirth.child': 'A child must be 2 to 11 on the travel date',
  'dateOfBirth.infant': 'An infant must be under 2 on the travel date',
} as const;

/** The booking request and its card, with the field errors of both in one 400. */
async function readRequest(ctx: AgencyContext, body: unknown) {
  const request = bookingRequest.safeParse(body, { reportInput: false });
  const card = cardRequest.safeParse(body, { reportInput: false });
  const errors: FieldErrors = {
    ...(request.success ? {} : fieldErrors(request.error.issues)),
    ...(card.success ? cardFieldErrors(card.data.card, new Date(ctx.store.now())) : fieldErrors(card.error.issues)),
  };
  if (!request.success || !card.success || Object.keys(errors).length) throw new HttpError(400, 'request.invalid', errors);
  return { ...request.data, card: card.data.card };
}

/** 400 unless the travellers are those the search needs (count, names, a flight passenger's age). */
function checkTravellers({ service, query, travellers }: { service: string; query: Record<string, string>; travellers: TravellerInput[] }) {
  const errors: FieldErrors = {};
  const slots = travellerSlots(service, query);
  if (travellers.length !== slots.length) errors.travellers = [{ id: 'booking.travellerCount', params: { count: slots.length } }];
  for (const { index, field, problem } of travellerProblems(slots, travellers, travelDateOf(query))) {
    (errors[`travellers.${index}.${field}`] ??= []).push(TRAVELLER_MESSAGES[problem]);
  }
  if (Object.keys(errors).length) throw new HttpError(400, 'request.invalid', errors);
}

export const bookingRoutes: Route[] = [
  agencyRoute('GET', '/api/bookings', (ctx) => {
    const user = requireUser(ctx);
    return ok({ data: ctx.store.bookings.of(ctx.agency.subdomain, user.id) });
  }),
  // An Idempotency-Key makes a retry answer the first answer and never charge twice (idempotency.ts).
  agencyRoute('POST', '/api/bookings', idempotent(userScope, async (ctx) => {
    const user = requireUser(ctx);
    const body = await ctx.body();
    if (body !== null && typeof body === 'object' && 'hold' in body) return payHold(ctx, user.id, body);
    const request = await readRequest(ctx, body);
    rateFor(request.currency);
    const { price, charge, id, service, title, image, location, facts, startDate, endDate } = priced(findOffer(request.service, request.offerId, request.query, todayOf(ctx)), request.currency);
    checkTravellers(request);
    const [lead] = request.travellers;
    const travellers = request.travellers.map(({ firstName, lastName, dateOfBirth }) => ({ firstName, lastName, ...(dateOfBirth ? { dateOfBirth } : {}) }));
    const answer = authorize(request.card);
    if (answer.status === 'declined') return { status: 402, body: { message: messageFor(ctx.req, `decline.${answer.decline}`), decline: answer.decline } };
    const booking: NewBooking = {
      agency: ctx.agency.subdomain,
      userId: user.id,
      service,
      offerId: id,
      title,
      image,
      location,
      facts,
      startDate,
      endDate,
      price,
      traveller: { firstName: lead!.firstName, lastName: lead!.lastName, email: request.email },
      travellers,
      payment: { status: 'paid', gateway: ctx.agency.payment.currentGateway, ...answer.card, charge, paidAt: '' },
      ...(request.correlationId ? { correlationId: request.correlationId } : {}),
    };
    if (answer.status === 'requires_confirmation') {
      const paymentId = ctx.store.pendingPayments.add(ctx.agency.subdomain, user.id, booking);
      return ok({ data: { status: 'requires_confirmation', paymentId, card: answer.card, charge } }, 202);
    }
    return ok({ data: await storePaid(ctx, booking) }, 201);
  })),
  agencyRoute('GET', '/api/bookings/:reference', (ctx) => {
    const user = requireUser(ctx);
    const { reference } = validate(referenceParam, ctx.params);
    const booking = ctx.store.bookings.find(ctx.agency.subdomain, user.id, reference);
    if (!booking) throw new HttpError(404, 'booking.notFound');
    return ok({ data: booking });
  }),
];

/** Whose idempotency keys a call uses: the logged-in user of the agency (none without a token). */
export function userScope(ctx: AgencyContext): string | undefined {
  const user = currentUser(ctx);
  return user && `${ctx.agency.subdomain}/${user.id}`;
}

/** The card of a request, or 400 with its field errors (and those of `more`). */
function readCard(ctx: AgencyContext, body: unknown, more: FieldErrors) {
  const card = cardRequest.safeParse(body, { reportInput: false });
  const errors = { ...more, ...(card.success ? cardFieldErrors(card.data.card, new Date(ctx.store.now())) : fieldErrors(card.error.issues)) };
  if (!card.success || Object.keys(errors).length) throw new HttpError(400, 'request.invalid', errors);
  return card.data.card;
}

/**
 * Pays a resort hold of this user (one placed without a log-in becomes theirs): HELD and in time,
 * not paid yet (409 otherwise; 404 for someone else's), charged its held total.
 */
async function payHold(ctx: AgencyContext, userId: string, body: unknown) {
  const request = holdPaymentRequest.safeParse(body, { reportInput: false });
  const card = readCard(ctx, body, request.success ? {} : fieldErrors(request.error.issues));
  const reference = request.data!.hold;
  const hold = heldForPayment(ctx, userId, reference);
  const minor = Math.round(hold.total * 10 ** minorDigits(hold.currency));
  const charge = { currency: hold.currency, base: minor, taxes: 0, total: minor };
  const answer = authorize(card);
  if (answer.status === 'declined') return { status: 402, body: { message: messageFor(ctx.req, `decline.${answer.decline}`), decline: answer.decline } };
  const payment: HoldPayment = { status: 'paid', gateway: ctx.agency.payment.currentGateway, ...answer.card, charge, paidAt: '' };
  if (answer.status === 'requires_confirmation') {
    const paymentId = ctx.store.pendingPayments.add(ctx.agency.subdomain, userId, { hold: reference, payment });
    return ok({ data: { status: 'requires_confirmation', paymentId, card: answer.card, charge } }, 202);
  }
  return ok({ data: payHeld(ctx, userId, reference, payment) }, 201);
}

/** The hold this user may pay now, claimed for them; 404 or 409 otherwise. */
function heldForPayment(ctx: AgencyContext, userId: string, reference: string) {
  const key = `${ctx.agency.subdomain}/${userId}`;
  const hold = ctx.store.holds.get(reference);
  const owner = ctx.store.holds.ownerOf(reference);
  if (!hold || (owner !== undefined && owner !== key)) throw new HttpError(404, 'hold.notFound');
  if (hold.status === 'EXPIRED') throw new HttpError(409, 'hold.expired');
  if (hold.status !== 'HELD') throw new HttpError(409, 'hold.notHeld');
  if (ctx.store.holds.paymentOf(reference)) throw new HttpError(409, 'hold.paid');
  ctx.store.holds.claim(reference, key);
  return hold;
}

/** Keeps an approved payment with its hold, paid now; the answer names both. */
export function payHeld(ctx: AgencyContext, userId: string, reference: string, payment: HoldPayment) {
  heldForPayment(ctx, userId, reference);
  const paid = { ...payment, paidAt: new Date(ctx.store.now()).toISOString() };
  ctx.store.holds.pay(reference, paid);
  return { hold: reference, payment: paid };
}

/** Stores a booking whose payment the gateway approved, paid now. */
export function storePaid(ctx: AgencyContext, booking: NewBooking) {
  const now = ctx.store.now();
  return ctx.store.bookings.add({ ...booking, payment: booking.payment && { ...booking.payment, paidAt: new Date(now).toISOString() } }, now);
}
