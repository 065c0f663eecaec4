import * as z from 'zod/mini';
import { chargeSchema } from '../../api/booking-payment.ts';
import { dataOf } from '../../api/envelopes.ts';
import { currencyCode, httpUrl } from '../../validation/fields.ts';

/*
 * Search results and details of the remote apps (SPEC §2.3 search, search-details, result-details):
 * SPEC §7 names no such call, so the path and shapes are the storefront's proposal. The query is
 * the one the search panels put in the results page's URL, plus `currency`; every price comes back
 * in that currency. These describe what reference/apps/flow.js and payment-checkout.js read.
 */

/** The services with results pages, as the offer paths name them. */
export const OFFER_SERVICES = ['hotels', 'flights', 'cars', 'activities', 'cruise', 'resort'] as const;
export type OfferService = (typeof OFFER_SERVICES)[number];

const described = <T extends z.ZodMiniType>(schema: T, text: string) => schema.check(z.describe(text)) as T;
const text = z.string().check(z.minLength(1));
const isoDate = z.iso.date();
const count = (min: number, max: number) => z.int().check(z.gte(min), z.lte(max));

/** SPEC §9 hotel category filter, as the results page's `category` names them. */
export const HOTEL_CATEGORIES = [
  'all',
  'adventure-sport',
  'beach',
  'boutique',
  'business',
  'casino',
  'city',
  'eco-certified',
  'family',
  'golf',
  'historic',
  'hot-springs',
  'luxury',
  'natural',
  'pet-friendly',
  'romantic',
  'shopping',
  'ski',
  'spa',
  'winery',
] as const;

/** A fact the app labels in the visitor's language by `key`; `value` is a name, number or ISO date. */
export const offerFactSchema = z.object({ key: text, value: z.string() });

/** An offer's cancellation policy: free or partial (percent refunded) until a day, or none. */
export const cancellationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('free'), until: isoDate }),
  z.object({ kind: z.literal('partial'), percent: z.number().check(z.gt(0), z.lt(100)), until: isoDate }),
  z.object({ kind: z.literal('none') }),
]);

export const moneySchema = z.object({ amount: z.number().check(z.nonnegative()), currency: currencyCode });

/** One bookable offer, priced in the asked currency. */
export const offerSchema = z.object({
  id: described(text, 'Stable for the same search: details and a booking name the offer by it.'),
  service: z.enum(OFFER_SERVICES),
  title: text,
  image: httpUrl,
  location: z.string(),
  rating: z.optional(z.number().check(z.gte(0), z.lte(5))),
  facts: z.array(offerFactSchema),
  /** Hotels only: for the results' category filter. */
  categories: z.optional(z.array(z.string())),
  startDate: described(isoDate, 'The first day the booking covers.'),
  endDate: described(isoDate, 'The last day the booking covers.'),
  price: described(moneySchema, 'The total in major units of `currency`.'),
  charge: described(chargeSchema, 'The same total split into base and taxes and fees, in minor units (integers).'),
  cancellation: cancellationSchema,
});

export const offerListAnswer = dataOf(
  z.object({
    correlationId: described(text, 'Ties details and checkout to this search (SPEC §2.3 correlationId).'),
    offers: described(z.array(offerSchema), 'Cheapest first.'),
  }),
);
export const offerAnswer = dataOf(offerSchema);

const dateParam = (what: string) => described(isoDate, what);
/** Every search also names the currency to price in and, from a travel agent, its results page. */
const common = {
  currency: described(z._default(currencyCode, 'USD'), 'The currency every price comes back in.'),
};
const searchPage = {
  searchPage: described(
    z.optional(z.string().check(z.regex(/^\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\/?$/))),
    "The results page's path: a travel agent's search is kept under it for the Searches page (SPEC §2.11).",
  ),
};
const jsonParam = (what: string) => described(z.string().check(z.minLength(2)), `JSON, URL-encoded: ${what}`);

/** Each service's search query (the results page's URL query), without `currency` and `searchPage`. */
export const OFFER_QUERIES = {
  hotels: {
    destination: described(text, 'A hotel location id (POST /api/v2/hotel/auto-suggest `id`) or a property id of a deal.'),
    destinationName: described(z.optional(z.string()), "The place's name as the visitor picked it, shown in Searches."),
    checkIn: dateParam('Check-in day.'),
    checkOut: dateParam('Check-out day: after check-in, at most 60 days later (SPEC §5).'),
    rooms: jsonParam('one entry a room, `[{"adults":2,"children":[5]}]` (1–8 rooms, 1–8 adults, children by age 0–17).'),
    category: described(z.optional(z.enum(HOTEL_CATEGORIES)), 'SPEC §9 hotel category filter; `all` or none keeps every offer.'),
  },
  flights: {
    from: described(z.string().check(z.regex(/^[A-Z]{3}$/)), 'IATA code of the departure airport.'),
    to: described(z.string().check(z.regex(/^[A-Z]{3}$/)), 'IATA code of the arrival airport, not `from`.'),
    departDate: dateParam('Departure day.'),
    returnDate: described(z.optional(isoDate), 'Return day, required when tripType is return.'),
    tripType: z.enum(['oneway', 'return']),
    adults: described(count(1, 9), 'SPEC §3 Flight guests: above 12 years.'),
    children: described(z._default(count(0, 8), 0), '2 to 12 years.'),
    infants: described(z._default(count(0, 4), 0), 'Under 2 years; at most one per adult.'),
  },
  cars: {
    pickUp: described(text, 'A car rental location id (POST /api/car-rental/auto-suggest `id`).'),
    pickUpName: described(z.optional(z.string()), 'Its name as the visitor picked it, shown in Searches.'),
    dropOff: described(text, 'A car rental location id.'),
    dropOffName: described(z.optional(z.string()), 'Its name as the visitor picked it.'),
    pickUpDate: dateParam('Pick-up day.'),
    pickUpTime: described(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)), 'HH:MM.'),
    dropOffDate: dateParam('Drop-off day: on or after pick-up, at most 60 days later.'),
    dropOffTime: described(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)), 'HH:MM.'),
    driverAge: described(z._default(count(18, 99), 25), 'SPEC §9: 25 unless said otherwise.'),
  },
  activities: {
    destination: described(text, 'An activity destination id (POST /api/activities/destinations `id`).'),
    destinationName: described(z.optional(z.string()), "The destination's name as the visitor picked it."),
    startDate: dateParam('First day.'),
    endDate: dateParam('Last day: on or after the first, at most 60 days later.'),
  },
  cruise: {
    line: described(text, 'A ship line id or code (GET /api/cruise/ship-lines).'),
    month: described(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/)), 'Sailing month, YYYY-MM.'),
    guests: jsonParam('SPEC §3 Cruise guests, `[{"type":"adult","count":2}]` (types adult, children, infant; at least one adult).'),
  },
  resort: {
    region: described(z.optional(count(1, 999)), 'A resort region id (GET /resort-service/regions); none searches every region.'),
    regionName: described(z.optional(z.string()), "The region's name as the visitor picked it."),
    checkIn: dateParam('Check-in day.'),
    checkOut: dateParam('Check-out day: after check-in, at most 60 days later.'),
    adults: described(z._default(count(1, 8), 2), 'Guests.'),
  },
} as const satisfies Record<OfferService, Record<string, z.ZodMiniType>>;

/** GET /api/offers/{service}: the search query, the currency and the results page. */
export const offerSearchQuery = (service: OfferService) => z.object({ ...OFFER_QUERIES[service], ...common, ...searchPage });
/** GET /api/offers/{service}/{id}: the same search query prices the offer again. */
export const offerDetailsQuery = (service: OfferService) => z.object({ ...OFFER_QUERIES[service], ...common });
export const offerIdParams = z.object({ id: described(text, 'The offer id of a search answer.') });
