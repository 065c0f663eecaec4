import * as z from 'zod/mini';
import { daysBetween, MAX_STAY_DAYS } from '../validation/dates.ts';
import { currencyCode, latitude, longitude } from '../validation/fields.ts';

/*
 * SPEC §7 requests of the hotel, flight and resort services: what the reference API checks at
 * its edge. Apart from the service modules, so the browser calls never carry them.
 */

const required = (field: string) => z.string({ error: `${field} is required` }).check(z.trim(), z.minLength(1, `${field} is required`));
const coordinate = (range: typeof latitude | typeof longitude) => z.pipe(z.coerce.number<string>({ error: 'must be a number' }), range);

/** `?key=` of the autocomplete calls. */
export const keyQuery = z.object({ key: required('key').check(z.maxLength(100)) });

/** Hotel service GET /deals query. */
export const hotelServiceDealsQuery = z.object({
  top_destination: z._default(z.stringbool(), false),
  lat: coordinate(latitude),
  long: coordinate(longitude),
  currency: z._default(currencyCode, 'USD'),
});

/** Resort service POST /properties/deals body; the currency travels in the query. */
export const resortDealsRequest = z.object({ lat: latitude, lon: longitude });
export const resortDealsQuery = z.object({ currency: z._default(currencyCode, 'USD') });

const isoDate = z.iso.date({ error: 'must be a date YYYY-MM-DD' });
const propertyId = z.string({ error: 'property_id is required' }).check(z.minLength(1, 'property_id is required'));

/** Resort guests, as the resort search offers them: 1 to 8 adults, 0 to 6 children. */
export const RESORT_OCCUPANCY = { adults: { min: 1, max: 8, default: 2 }, children: { min: 0, max: 6, default: 0 } } as const;
const guestCount = ({ min, max }: { min: number; max: number }) =>
  z.int({ error: `must be a whole number from ${min} to ${max}` }).check(
    z.gte(min, `must be a whole number from ${min} to ${max}`),
    z.lte(max, `must be a whole number from ${min} to ${max}`),
  );
/** A guest count in a query string: "2" reads as 2; absent takes the default. */
const guestQuery = (range: (typeof RESORT_OCCUPANCY)['adults' | 'children']) =>
  z._default(z.pipe(z.coerce.number<string>({ error: 'must be a number' }), guestCount(range)), range.default);

const afterCheckIn = z.refine<{ check_in: string; check_out: string }>((stay) => stay.check_out > stay.check_in, {
  error: 'must be after check_in',
  path: ['check_out'],
});
/** SPEC §5, §9: a stay lasts at most 60 nights. */
const withinMaxStay = z.refine<{ check_in: string; check_out: string }>((stay) => daysBetween(stay.check_in, stay.check_out) <= MAX_STAY_DAYS, {
  error: `must be at most ${MAX_STAY_DAYS} nights after check_in`,
  path: ['check_out'],
});

/**
 * GET /properties/availability: one property, a stay, guests, and the currency to price in. A stay
 * SPEC §5 does not allow (an end not after the start, over 60 nights) is refused, as the hold
 * refuses it: availability only tells whether a bookable stay is free.
 */
export const availabilityQuery = z
  .object({
    property_id: propertyId,
    check_in: isoDate,
    check_out: isoDate,
    adults: guestQuery(RESORT_OCCUPANCY.adults),
    children: guestQuery(RESORT_OCCUPANCY.children),
    currency: z._default(currencyCode, 'USD'),
  })
  .check(afterCheckIn, withinMaxStay);

/** POST /itineraries body: hold a property for a stay (SPEC §5, §9: at most 60 nights). */
export const holdRequest = z
  .object({
    property_id: propertyId,
    check_in: isoDate,
    check_out: isoDate,
    adults: guestCount(RESORT_OCCUPANCY.adults),
    children: guestCount(RESORT_OCCUPANCY.children),
    currency: z._default(currencyCode, 'USD'),
  })
  .check(afterCheckIn, withinMaxStay);

export const holdCheckQuery = z.object({ reference_number: required('reference_number') });
/** PUT /itineraries body (SPEC §7 confirm-booking). */
export const itineraryUpdateRequest = z.object({
  reference_number: required('reference_number'),
  status: z.enum(['RELEASE', 'CONFIRM'], { error: 'must be RELEASE or CONFIRM' }),
});

/** GET /regions, optionally `?ids=1,2&children=true` for the subregions of those regions. */
export const regionsQuery = z.object({
  ids: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d+(,\d+)*$/, 'must be comma-separated region ids')),
      z.transform((value) => value.split(',').map(Number)),
    ),
  ),
  children: z._default(z.stringbool(), false),
});
