import type { Operation } from '../operation.ts';
import {
  bookingAnswer,
  bookingListAnswer,
  bookingReferenceParams,
  bookingRequest,
  createdBookingAnswer,
  declineAnswer,
  paymentIdParams,
  pendingBookingAnswer,
} from '../schemas/bookings.ts';
import { answer, define, notFound, unbookableDates } from './define.ts';
import { HOTEL_OFFER } from './offers.ts';

/*
 * Booking and paying through the agency's gateway (SPEC §3 currentGateway) and My Trips (SPEC §2.3
 * /mytrip/mytrips). SPEC §7 lists no booking call: the storefront proposes these, as the remote
 * apps' checkout and the shell's resort checkout (src/api/booking-payment.ts) call them.
 */

const tag = 'Bookings and payments';
const PROPOSAL = 'SPEC §7 lists no booking or payment call: the checkout pages (SPEC §2.3) need them.';
const DECLINED = answer('The gateway declined the card; nothing is stored. `decline` says why, for the page to word it.', declineAnswer);

export const bookingOperations: readonly Operation[] = [
  define({
    id: 'createBooking',
    method: 'POST',
    path: '/api/bookings',
    service: 'main',
    summary: 'Book and pay',
    description:
      "Books an offer of a search for the logged-in user and pays it through the agency's gateway, priced by the API for the offer and its search, never by the page. With `hold` in place of the offer, pays a resort hold of this user at its held total (SPEC §4 Resort).",
    tag,
    spec: '§3',
    proposal: PROPOSAL,
    auth: 'token',
    body: bookingRequest,
    answers: {
      201: answer('Paid: the booking is stored (for a hold, the payment is kept with it).', createdBookingAnswer),
      202: answer('The card asks for an extra confirmation step (3-D Secure–like); nothing is stored until POST /api/payments/{paymentId}/confirm.', pendingBookingAnswer),
      // The search's dates are those of its offer search (GET /api/offers/{service}), named as its query spells them.
      400: unbookableDates("the `query` dates of the offer search, named as the query spells them (`checkIn`, `departDate`, `pickUpDate`, …), as GET /api/offers/{service} refuses them; and the card's and travellers' fields (`card.number`, `travellers.0.dateOfBirth`, …)"),
      402: DECLINED,
      404: notFound('No such offer for the search, or no such hold of this user'),
      409: { description: 'The hold is no longer HELD, has expired or is already paid.' },
    },
    idempotent: true,
    // The approved test card of the reference gateway (docs/reference-api.md, Test cards) and of common test-mode gateways.
    sample: {
      body: {
        ...HOTEL_OFFER.body,
        email: 'contract-check@example.com',
        travellers: [
          { firstName: 'Contract', lastName: 'Check' },
          { firstName: 'Contract', lastName: 'Guest' },
        ],
        card: { name: 'Contract Check', number: '4242424242424242', expiry: '12/40', cvc: '123' },
      },
      from: HOTEL_OFFER.from,
    },
    writes: true,
  }),
  define({
    id: 'confirmPayment',
    method: 'POST',
    path: '/api/payments/{paymentId}/confirm',
    service: 'main',
    summary: 'Confirm a payment',
    description: 'The visitor confirmed the payment at the extra step their card asked for: the booking is stored and paid, once, by the same user, within 15 minutes.',
    tag,
    spec: '§3',
    proposal: PROPOSAL,
    auth: 'token',
    params: paymentIdParams,
    answers: {
      201: answer('Paid: the booking (for a hold, the hold and its payment).', createdBookingAnswer),
      404: notFound('No such payment waiting for this user: unknown, used or older than 15 minutes (with the `Idempotency-Key` of the first confirmation, a repeat answers its booking again)'),
    },
    idempotent: true,
    writes: true,
  }),
  define({
    id: 'listBookings',
    method: 'GET',
    path: '/api/bookings',
    service: 'main',
    summary: 'My bookings',
    description: "The user's own bookings, newest first (SPEC §2.3 /mytrip/mytrips).",
    tag,
    spec: '§2.3',
    proposal: PROPOSAL,
    auth: 'token',
    answers: { 200: answer('The bookings.', bookingListAnswer) },
    sample: {},
  }),
  define({
    id: 'getBooking',
    method: 'GET',
    path: '/api/bookings/{reference}',
    service: 'main',
    summary: 'One of my bookings',
    description: "One of the user's bookings, for the confirmation page (SPEC §2.3 confirmation/{referenceNumber}).",
    tag,
    spec: '§2.3',
    proposal: PROPOSAL,
    auth: 'token',
    params: bookingReferenceParams,
    answers: { 200: answer('The booking.', bookingAnswer), 404: notFound('No such booking of this user: `Booking not found`') },
    sample: { params: { reference: 'HT-AAAAAAAA' }, from: { 'params.reference': { operation: 'listBookings', path: 'data.0.reference' } } },
  }),
];
