import * as z from 'zod/mini';
import { currencyCode, latitude, longitude } from './fields.ts';

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

export const availabilityQuery = z
  .object({ property_id: z.string().check(z.minLength(1, 'property_id is required')), check_in: isoDate, check_out: isoDate })
  .check(z.refine((q) => q.check_out > q.check_in, { error: 'must be after check_in', path: ['check_out'] }));

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
