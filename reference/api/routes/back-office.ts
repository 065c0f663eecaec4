import { z } from 'zod';
import { requireRead } from '../agent-access.ts';
import { BOOKING_REFERENCE, type Booking } from '../bookings.ts';
import { ENABLED_CURRENCIES } from '../../demo/currencies.ts';
import { SERVICES } from '../../demo/offers.ts';
import type { PaymentLink } from '../payment-links.ts';
import { amountOf, PAYMENT_LINK_ID, paymentLinkProblems } from '../../rules/payment-link-rules.js';
import { agencyRoute, HttpError, ok, queryOf, validate, type AgencyContext, type Route } from '../router.ts';

/*
 * The agents' back office (SPEC §2.3 /dashboard, §2.11 Bookings and the payment-product item).
 * SPEC §7 names no such call, so these paths are ours:
 *   GET  /api/agency/summary             Command Center counts: bookings, sales per currency, clients
 *   GET  /api/agency/bookings            the agency's bookings (its agents' and customers'), filtered
 *   GET  /api/agency/bookings/:reference one of them
 *   GET  /api/payment-links              the agency's payment links, newest first, and its currencies
 *   POST /api/payment-links              creates one
 *   GET  /api/payment-links/:id          what /url/{id} shows whoever opens it (no log-in needed)
 * Each agent call is allowed by the read flag of its page (agent-access.ts), so a role whose
 * side-navigation item is greyed gets 403 here too.
 */

/**
 * What a booking can be in the reference API: every stored booking is confirmed; it is paid when
 * the gateway approved its card at checkout, and awaits payment when it was booked without one (a
 * confirmed resort hold). Nothing cancels a booking here, so no such state is offered.
 */
export const BOOKING_STATES = ['paid', 'unpaid'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

const stateOf = (booking: Booking): BookingState => (booking.payment?.status === 'paid' ? 'paid' : 'unpaid');

const bookingsQuery = z.object({
  service: z.enum(SERVICES, { error: `service must be one of ${SERVICES.join(', ')}` }).optional(),
  status: z
    .enum(BOOKING_STATES, {
      error: `status must be one of ${BOOKING_STATES.join(', ')}`,
    })
    .optional(),
});
const referenceParam = z.object({
  reference: z.string().regex(BOOKING_REFERENCE, 'reference is not a booking reference'),
});
const linkParam = z.object({
  id: z.string().regex(PAYMENT_LINK_ID, 'id is not a payment link id'),
});

/** The agency's currencies a payment link may ask in (SPEC §3 enabled currencies). */
const CURRENCIES = ENABLED_CURRENCIES.map((c) => c.currency);

const LINK_MESSAGES = {
  'amount.required': 'Amount is required',
  'amount.invalid': 'Amount must be a number with up to two decimals',
  'amount.positive': 'Amount must be more than 0',
  'amount.max': 'Amount must be at most 1000000',
  'currency.required': 'Currency is required',
  'currency.invalid': `Currency must be one of ${CURRENCIES.join(', ')}`,
  'description.required': 'Description is required',
  'description.invalid': 'Description must be text',
  'description.long': 'Description must be at most 200 characters',
  'email.required': 'Email is required',
  'email.invalid': 'Please enter a valid email address',
} as const;

/** A booking as the back office shows it: its state, and who booked it. */
function listed(ctx: AgencyContext, booking: Booking) {
  const user = ctx.store.userById(booking.userId);
  return {
    ...booking,
    state: stateOf(booking),
    bookedBy: user
      ? {
          id: user.id,
          name: `${user.firstName} ${user.lastName}`,
          email: user.email,
        }
      : null,
  };
}

/** The sums of booked totals, one per currency, in currency order; two decimals. */
function salesOf(bookings: readonly Booking[]) {
  const sums = new Map<string, number>();
  for (const b of bookings) sums.set(b.price.currency, (sums.get(b.price.currency) ?? 0) + b.price.amount);
  return [...sums]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]) => ({
      currency,
      amount: Math.round(amount * 100) / 100,
    }));
}

/** What the agent who created a link sees of it. */
const ownView = (link: PaymentLink) => {
  const { agency: _agency, userId: _userId, ...rest } = link;
  return rest;
};

export const backOfficeRoutes: Route[] = [
  agencyRoute('GET', '/api/agency/summary', (ctx) => {
    requireRead(ctx, '/dashboard');
    const bookings = ctx.store.bookings.ofAgency(ctx.agency.subdomain);
    const clients = ctx.store.accounts.all().filter(({ user }) => user.agency === ctx.agency.subdomain && !user.isTravelAgent).length;
    return ok({
      data: {
        bookings: bookings.length,
        sales: salesOf(bookings),
        clients,
        recent: bookings.slice(0, 3).map((b) => listed(ctx, b)),
      },
    });
  }),
  agencyRoute('GET', '/api/agency/bookings', (ctx) => {
    requireRead(ctx, '/bookings');
    const { service, status } = validate(bookingsQuery, queryOf(ctx.url));
    const bookings = ctx.store.bookings.ofAgency(ctx.agency.subdomain).filter((b) => (!service || b.service === service) && (!status || stateOf(b) === status));
    return ok({ data: bookings.map((b) => listed(ctx, b)) });
  }),
  agencyRoute('GET', '/api/agency/bookings/:reference', (ctx) => {
    requireRead(ctx, '/bookings');
    const { reference } = validate(referenceParam, ctx.params);
    const booking = ctx.store.bookings.ofAgency(ctx.agency.subdomain).find((b) => b.reference === reference);
    if (!booking) throw new HttpError(404, 'booking.notFound');
    return ok({ data: listed(ctx, booking) });
  }),
  agencyRoute('GET', '/api/payment-links', (ctx) => {
    requireRead(ctx, '/payment-links');
    return ok({
      data: ctx.store.paymentLinks.of(ctx.agency.subdomain).map(ownView),
      currencies: CURRENCIES,
    });
  }),
  agencyRoute('POST', '/api/payment-links', async (ctx) => {
    const user = requireRead(ctx, '/payment-links');
    const body = await ctx.body();
    const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const problems = paymentLinkProblems(input, CURRENCIES);
    const fields = Object.entries(problems);
    if (fields.length) {
      throw new HttpError(
        400,
        'request.invalid',
        Object.fromEntries(fields.map(([field, problem]) => [field, [LINK_MESSAGES[`${field}.${problem}` as keyof typeof LINK_MESSAGES]]])),
      );
    }
    const created = await ctx.store.paymentLinks.add(
      {
        agency: ctx.agency.subdomain,
        userId: user.id,
        amount: amountOf(input.amount),
        currency: String(input.currency),
        description: String(input.description).trim(),
        email: String(input.email).trim(),
      },
      ctx.store.now(),
    );
    return ok({ data: ownView(created) }, 201);
  }),
  // Whoever holds the link sees what it asks for; not the client's e-mail, nor who created it.
  agencyRoute('GET', '/api/payment-links/:id', (ctx) => {
    const { id } = validate(linkParam, ctx.params);
    const link = ctx.store.paymentLinks.find(ctx.agency.subdomain, id);
    if (!link) throw new HttpError(404, 'link.notFound');
    return ok({
      data: {
        id: link.id,
        amount: link.amount,
        currency: link.currency,
        description: link.description,
        agencyName: ctx.agency.agency.agencyName,
        createdAt: link.createdAt,
      },
    });
  }),
];
