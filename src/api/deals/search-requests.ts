import * as z from 'zod/mini';
import { countryCode, currencyCode, latitude, longitude } from '../../validation/fields.ts';
import { CAR_SEARCH_DEFAULTS, DEFAULT_OCCUPANCY, HOTEL_SEARCH_DEFAULTS } from './search-defaults.ts';

/*
 * SPEC §7 deal search request bodies: what the reference API checks at its edge. The
 * storefront builds these with search-payloads.ts and only needs their types.
 */

const isoDate = z.iso.date({ error: 'must be a date YYYY-MM-DD' });
const localDateTime = z.iso.datetime({ local: true, error: 'must be a local date-time YYYY-MM-DDTHH:mm:ss' });
const between = (min: number, max: number) => z.int().check(z.gte(min), z.lte(max));

/** SPEC §5, §9: the longest stay a search may span. */
export const MAX_STAY_DAYS = 60;
const DAY_MS = 86_400_000;

const stayPeriodSchema = z.object({ start: isoDate, end: isoDate }).check(
  z.superRefine((period, ctx) => {
    const days = (Date.parse(period.end) - Date.parse(period.start)) / DAY_MS;
    if (days <= 0) ctx.addIssue({ code: 'custom', path: ['end'], message: 'must be after start' });
    else if (days > MAX_STAY_DAYS) ctx.addIssue({ code: 'custom', path: ['end'], message: `must be at most ${MAX_STAY_DAYS} days after start` });
  }),
);

const occupancySchema = z
  .object({
    numOfRoom: between(1, 8),
    numOfAdults: between(1, 16),
    numOfChildren: z._default(between(0, 8), 0),
    childAges: z._default(z.array(between(0, 17)), []),
  })
  .check(z.refine((o) => o.childAges.length === o.numOfChildren, { error: 'needs one age per child', path: ['childAges'] }));

const searchFlags = {
  searchString: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
  isOTA: z._default(z.boolean(), false),
  isHome: z._default(z.boolean(), true),
  isFromDestination: z._default(z.boolean(), false),
};

/** SPEC §7 POST /api/dealray/deals/hotel-search body. */
export const hotelSearchRequest = z.object({
  occupancies: z._default(z.array(occupancySchema).check(z.minLength(1)), () => [{ ...DEFAULT_OCCUPANCY, childAges: [] }]),
  stayPeriod: stayPeriodSchema,
  latitude,
  longitude,
  nationality: z._default(countryCode, HOTEL_SEARCH_DEFAULTS.nationality),
  destinationCountryCode: z._default(countryCode, HOTEL_SEARCH_DEFAULTS.destinationCountryCode),
  currency: z._default(currencyCode, HOTEL_SEARCH_DEFAULTS.currency),
  radius: z._default(z.number().check(z.positive(), z.lte(100)), HOTEL_SEARCH_DEFAULTS.radius),
  ...searchFlags,
});
export type HotelSearchRequest = z.input<typeof hotelSearchRequest>;

/** SPEC §7 POST /api/dealray/deals/activity-search body. */
export const activitySearchRequest = z.object({
  latitude,
  longitude,
  isOTA: searchFlags.isOTA,
  isHome: searchFlags.isHome,
  isFromDestination: searchFlags.isFromDestination,
});
export type ActivitySearchRequest = z.input<typeof activitySearchRequest>;

/** SPEC §7 POST /api/dealray/deals/car-search body. */
export const carSearchRequest = z
  .object({
    age: z._default(between(18, 99), CAR_SEARCH_DEFAULTS.age),
    countryOfResidence: z._default(countryCode, CAR_SEARCH_DEFAULTS.countryOfResidence),
    pickUpDateTime: localDateTime,
    pickupLatitude: latitude,
    pickupLongitude: longitude,
    returnDateTime: localDateTime,
    returnLatitude: latitude,
    returnLongitude: longitude,
    ...searchFlags,
  })
  .check(z.refine((r) => Date.parse(r.returnDateTime) > Date.parse(r.pickUpDateTime), { error: 'must be after pickUpDateTime', path: ['returnDateTime'] }));
export type CarSearchRequest = z.input<typeof carSearchRequest>;
