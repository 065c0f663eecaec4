import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { AIRPORTS, ACTIVITY_DESTINATIONS, CAR_LOCATIONS, HOTEL_LOCATIONS } from '../../demo/places.ts';
import { quote, searchOffers, SERVICES, shipLine, type Offer, type OfferQueries, type Service } from '../../demo/offers.ts';
import { HOTEL_CATEGORIES } from '../../apps/hotel-category-texts.js';
import { BOOKABLE_DATES, dateProblems, type DateFields } from '../../rules/bookable-dates.js';
import { agencyRoute, HttpError, ok, queryOf, validate, type Route } from '../router.ts';
import { problemText, todayOf, validateBookable } from '../bookable-dates.ts';
import { say } from '../messages.ts';
import { amountOf, cancellationOf, chargeOf } from '../checkout-terms.ts';
import { rateFor } from './currency.ts';
import { recordSearch } from './search-history.ts';

/*
 * Search results and details of the reference remote apps. SPEC §7 names no result,
 * detail or booking call, so these paths are ours: GET /api/offers/<service>?<query> and
 * GET /api/offers/<service>/<id>?<query>. The query is the one the search panels put in the
 * result page's URL (notes/contract: "Search query format"), plus `currency`; prices come back
 * in that currency.
 */

const date = (name: string) => z.iso.date({ error: `${name} must be a date YYYY-MM-DD` });
const count = (name: string, min: number, max: number) =>
  z.coerce.number({ error: `${name} must be a number` }).int(`${name} must be a whole number`).min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`);
const oneOf = (name: string, ids: readonly string[]) =>
  z.string({ error: `${name} is required` }).refine((id) => ids.includes(id), `${name} is not a known place`);
/** A JSON array in one query parameter (rooms, guests). */
const json = <T extends z.ZodType>(name: string, schema: T) =>
  z
    .string({ error: `${name} is required` })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema);

/**
 * SPEC §5, §9: the end comes after the start (or on its day, where `fields` allow it), a stay at
 * most 60 days later: the shared rule (reference/rules/bookable-dates.js), worded as these queries
 * word their errors. A start in the past needs today, which only the request knows: the routes
 * check it (readOfferQuery).
 */
function bookable<T extends Record<string, unknown>>(schema: z.ZodType<T>, fields: DateFields) {
  return schema.superRefine((value, ctx) => {
    for (const problem of dateProblems(fields, value)) ctx.addIssue({ code: 'custom', path: [problem.field], message: say(problemText(problem, 'named'), 'en') });
  });
}

const hotelQuery = bookable(
  z.object({
    destination: z.string({ error: 'destination is required' }).refine((id) => HOTEL_LOCATIONS.some((p) => p.id === id) || /^(P|HD)-\d+$/.test(id), 'destination is not a known place'),
    checkIn: date('checkIn'),
    checkOut: date('checkOut'),
    rooms: json('rooms', z.array(z.object({ adults: count('adults', 1, 8), children: z.array(count('child age', 0, 17)).max(6).default([]) })).min(1, 'rooms needs at least one room').max(8)),
  }),
  BOOKABLE_DATES.hotels,
);

const airports = AIRPORTS.map((a) => a.iata);
const flightQuery = bookable(
  z.object({
    from: oneOf('from', airports),
    to: oneOf('to', airports),
    departDate: date('departDate'),
    returnDate: date('returnDate').optional(),
    tripType: z.enum(['oneway', 'return'], { error: 'tripType must be oneway or return' }),
    adults: count('adults', 1, 9),
    children: count('children', 0, 8).default(0),
    infants: count('infants', 0, 4).default(0),
  }),
  BOOKABLE_DATES.flights,
).superRefine((q, ctx) => {
  if (q.from === q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must differ from from' });
  if (q.tripType === 'return' && !q.returnDate) ctx.addIssue({ code: 'custom', path: ['returnDate'], message: 'returnDate is required for a return trip' });
  if (q.infants > q.adults) ctx.addIssue({ code: 'custom', path: ['infants'], message: 'each infant needs an adult' });
});

const time = (name: string) => z.string({ error: `${name} is required` }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${name} must be HH:MM`);
const carPlaces = CAR_LOCATIONS.map((p) => p.id);
const carQuery = bookable(
  z.object({
    pickUp: oneOf('pickUp', carPlaces),
    dropOff: oneOf('dropOff', carPlaces),
    pickUpDate: date('pickUpDate'),
    pickUpTime: time('pickUpTime'),
    dropOffDate: date('dropOffDate'),
    dropOffTime: time('dropOffTime'),
    // SPEC §9: driver age 25 unless said otherwise.
    driverAge: count('driverAge', 18, 99).default(25),
  }),
  BOOKABLE_DATES.cars,
);

const activityQuery = bookable(
  z.object({ destination: oneOf('destination', ACTIVITY_DESTINATIONS.map((p) => p.id)), startDate: date('startDate'), endDate: date('endDate') }),
  BOOKABLE_DATES.activities,
);

const cruiseQuery = z.object({
  line: z.string({ error: 'line is required' }).refine((line) => shipLine(line) !== undefined, 'line is not a known ship line'),
  month: z.string({ error: 'month is required' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM'),
  guests: json(
    'guests',
    z
      .array(z.object({ type: z.enum(['adult', 'children', 'infant']), count: count('count', 0, 10) }))
      .refine((guests) => guests.some((g) => g.type === 'adult' && g.count > 0), 'guests needs at least one adult'),
  ),
});

const resortQuery = bookable(
  z.object({ region: count('region', 1, 999).optional(), checkIn: date('checkIn'), checkOut: date('checkOut'), adults: count('adults', 1, 8).default(2) }),
  BOOKABLE_DATES.resort,
);

/** The validated query of each service's search (400 naming each field otherwise). */
export const OFFER_QUERIES: { [S in Service]: z.ZodType<OfferQueries[S]> } = {
  hotels: hotelQuery,
  flights: flightQuery,
  cars: carQuery,
  activities: activityQuery,
  cruise: cruiseQuery,
  resort: resortQuery,
};

/**
 * SPEC §9 hotel category filter: `category` narrows hotel results to offers of that category;
 * `all`, none or one the list does not name (an old or edited address) keeps every offer.
 */
const categoryQuery = z.object({ category: z.enum(HOTEL_CATEGORIES).optional().catch(undefined) });
const inCategory = (offer: Offer, category: string | undefined) => !category || category === 'all' || (offer.categories ?? []).some((c) => c === category);

const serviceParam = z.object({ service: z.enum(SERVICES, { error: `service must be one of ${SERVICES.join(', ')}` }) });
const currencyQuery = z.object({ currency: z.string().regex(/^[A-Z]{3}$/, 'currency must be a 3-letter code').default('USD') });

/**
 * An offer as the API answers it: `usd` becomes a price in the asked currency, rounded once to its
 * minor unit; `charge` splits it into base and taxes and fees in minor units, and `cancellation`
 * is its policy (checkout-terms.ts).
 */
export function priced({ usd, ...offer }: Offer, currency: string) {
  const charge = chargeOf(offer.service, usd, currency, rateFor(currency));
  return { ...offer, price: { amount: amountOf(charge), currency }, charge, cancellation: cancellationOf(offer) };
}

/**
 * The search query of `service`, validated; a start before `today` (the caller's, bookable-dates.ts
 * todayOf) is refused with the rest: 400 naming each field.
 */
export function readOfferQuery<S extends Service>(service: S, query: unknown, today: string): OfferQueries[S] {
  return validateBookable(OFFER_QUERIES[service], query, BOOKABLE_DATES[service], today, 'named') as OfferQueries[S];
}

/**
 * The offer `id` of `service` priced for `query`; 400 for a bad query or dates that cannot be
 * booked from `today`, 404 when the id names no offer of it.
 */
export function findOffer(service: Service, id: string, query: unknown, today: string): Offer {
  const offer = (quote[service] as (id: string, q: unknown) => Offer | undefined)(id, readOfferQuery(service, query, today));
  if (!offer) throw new HttpError(404, 'offers.notFound');
  return offer;
}

export const offerRoutes: Route[] = [
  agencyRoute('GET', '/api/offers/:service', async (ctx) => {
    const { service } = validate(serviceParam, ctx.params);
    const { currency } = validate(currencyQuery, queryOf(ctx.url));
    rateFor(currency);
    const query = readOfferQuery(service, queryOf(ctx.url), todayOf(ctx));
    const { category } = service === 'hotels' ? validate(categoryQuery, queryOf(ctx.url)) : { category: undefined };
    const offers = (searchOffers[service] as (q: unknown) => Offer[])(query)
      .filter((offer) => inCategory(offer, category))
      .sort((a, b) => a.usd - b.usd);
    // SPEC §2.11 Searches: a travel agent's search is kept for the Searches page.
    await recordSearch(ctx, service, query, queryOf(ctx.url));
    // correlationId ties details and checkout to this search, as SPEC §2.3 v2/details carries one.
    return ok({ data: { correlationId: randomUUID(), offers: offers.map((offer) => priced(offer, currency)) } });
  }),
  agencyRoute('GET', '/api/offers/:service/:id', (ctx) => {
    const { service } = validate(serviceParam, ctx.params);
    const { currency } = validate(currencyQuery, queryOf(ctx.url));
    rateFor(currency);
    return ok({ data: priced(findOffer(service, ctx.params.id!, queryOf(ctx.url), todayOf(ctx)), currency) });
  }),
];
