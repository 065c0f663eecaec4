import { z } from 'zod';
import { requireUser } from '../current-user.ts';
import { agencyRoute, HttpError, ok, validate, type Route } from '../router.ts';
import { idempotent } from '../idempotency.ts';
import { payHeld, storePaid, userScope } from './bookings.ts';

/*
 * The test-mode gateway's extra confirmation step (3-D Secure–like), ours: POST /api/bookings
 * answers 202 with a paymentId for a card that asks for it; the visitor confirms at the checkout
 * and POST /api/payments/:id/confirm approves the payment and stores the booking (201), once, for
 * the same user, within 15 minutes; otherwise 404. A resort hold's payment (routes/bookings.ts)
 * is kept with its hold instead.
 */

const paymentParam = z.object({ id: z.string().regex(/^pay_[0-9a-f]{32}$/, 'id is not a payment id') });

export const paymentRoutes: Route[] = [
  // With an Idempotency-Key, a confirmation sent again answers the booking again (idempotency.ts),
  // where without one the used payment is 404.
  agencyRoute('POST', '/api/payments/:id/confirm', idempotent(userScope, async (ctx) => {
    const user = requireUser(ctx);
    const { id } = validate(paymentParam, ctx.params);
    const booking = ctx.store.pendingPayments.take(ctx.agency.subdomain, user.id, id);
    if (!booking) throw new HttpError(404, 'payment.notFound');
    // A resort hold's payment is kept with the hold, which CONFIRM then books.
    if ('hold' in booking) return ok({ data: payHeld(ctx, user.id, booking.hold, booking.payment) }, 201);
    return ok({ data: await storePaid(ctx, booking) }, 201);
  })),
];
