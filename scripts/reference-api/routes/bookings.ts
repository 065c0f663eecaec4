import { z } from 'zod';
import { BOOKING_REFERENCE } from '../bookings.ts';
import { requireUser } from '../current-user.ts';
import { SERVICES } from '../demo/offers.ts';
import { agencyRoute, HttpError, ok, validate, type Route } from '../router.ts';
import { rateFor } from './currency.ts';
import { findOffer, priced } from './offers.ts';

/*
 * Bookings (issue 10). SPEC §7 lists no booking call, so these paths are ours:
 *   POST /api/bookings            books an offer for the logged-in user (201)
 *   GET  /api/bookings            the user's bookings, newest first (My Trips)
 *   GET  /api/bookings/:reference one of them (the confirmation page)
 * The user comes from the Bearer token, like GET /api/user/profile; 401 without one. The price is
 * the API's own quote for the offer and search query, never one the page sends.
 */

const text = (name: string, max: number) => z.string({ error: `${name} is required` }).trim().min(1, `${name} is required`).max(max);
const bookingRequest = z.object({
  service: z.enum(SERVICES, { error: `service must be one of ${SERVICES.join(', ')}` }),
  offerId: text('offerId', 100),
  query: z.record(z.string(), z.string(), { error: 'query must be the search query' }),
  currency: z.string({ error: 'currency is required' }).regex(/^[A-Z]{3}$/, 'currency must be a 3-letter code'),
  correlationId: z.string().max(100).optional(),
  traveller: z.object(
    { firstName: text('firstName', 80), lastName: text('lastName', 80), email: z.email('Please enter a valid email address').max(254) },
    { error: 'traveller is required' },
  ),
});
const referenceParam = z.object({ reference: z.string().regex(BOOKING_REFERENCE, 'reference is not a booking reference') });

export const bookingRoutes: Route[] = [
  agencyRoute('GET', '/api/bookings', (ctx) => {
    const user = requireUser(ctx);
    return ok({ data: ctx.store.bookings.of(ctx.agency.subdomain, user.id) });
  }),
  agencyRoute('POST', '/api/bookings', async (ctx) => {
    const user = requireUser(ctx);
    const request = validate(bookingRequest, await ctx.body());
    rateFor(request.currency);
    const { price, id, service, title, image, location, facts, startDate, endDate } = priced(findOffer(request.service, request.offerId, request.query), request.currency);
    const booking = await ctx.store.bookings.add(
      {
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
        traveller: request.traveller,
        ...(request.correlationId ? { correlationId: request.correlationId } : {}),
      },
      ctx.store.now(),
    );
    return ok({ data: booking }, 201);
  }),
  agencyRoute('GET', '/api/bookings/:reference', (ctx) => {
    const user = requireUser(ctx);
    const { reference } = validate(referenceParam, ctx.params);
    const booking = ctx.store.bookings.find(ctx.agency.subdomain, user.id, reference);
    if (!booking) throw new HttpError(404, 'Booking not found');
    return ok({ data: booking });
  }),
];
