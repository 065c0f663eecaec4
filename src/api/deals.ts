import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from './client.ts';
import { dataList, responseList } from './envelopes.ts';
import { countryCode, currencyCode, httpUrl, latitude, longitude, siteLink } from './fields.ts';
import { isoDay } from './deal-links.ts';

export { hotelV2DetailPath, isoDay } from './deal-links.ts';

/*
 * SPEC §3 deal shapes and SPEC §7 deal searches. The reference API validates its demo deals
 * and the search payloads with these; the storefront parses the answers with them.
 */

const imageUrl = httpUrl;
const amount = z.number().nonnegative();
const starRating = z.number().min(0).max(5);

/**
 * SPEC §3 deal rates (hotel classic, activity, car). publishedRate is the retail price,
 * totalRate the traveller price, savedPrice = publishedRate − totalRate.
 * The wholesale rate agents see (SPEC §6) is baseRate; see `dealMarkup`.
 */
export const dealRatesSchema = z.object({
  discountPercentage: z.number().min(0).max(100),
  publishedRate: amount,
  totalRate: amount,
  savedPrice: z.number(),
  baseRate: amount,
  taxAndFee: amount,
});
export type DealRates = z.output<typeof dealRatesSchema>;

/** SPEC §6: the agency markup agents see is what the traveller pays above wholesale and taxes. */
export function dealMarkup(rates: Pick<DealRates, 'totalRate' | 'baseRate' | 'taxAndFee'>): number {
  return Math.max(0, rates.totalRate - rates.baseRate - rates.taxAndFee);
}

/** SPEC §3 Hotel deal (classic). */
export const hotelDealSchema = z.object({
  hotel: z.object({
    hotelDetails: z.object({
      heroImage: imageUrl,
      name: z.string().min(1),
      distance: z.number().nonnegative(),
      distanceFrom: z.string(),
    }),
  }),
  rating: starRating,
  rates: dealRatesSchema,
  /** Deal links open in the storefront itself, so only site-relative paths are accepted. */
  link: siteLink,
});
export type HotelDeal = z.output<typeof hotelDealSchema>;

/** SPEC §3 Hotel deal (v2), served by the hotel service (SPEC §7). */
export const hotelDealV2Schema = z.object({
  property_id: z.string().min(1),
  name: z.string().min(1),
  image: z.object({ large: imageUrl }),
  contact: z.object({
    address: z.object({
      line_1: z.string(),
      city: z.string(),
      state: z.string().nullish().transform((value) => value ?? ''),
    }),
  }),
  ratings: z.object({ star_rating: starRating }),
  rate: z.object({
    /** SPEC §5: retail shows 'N/A' when missing or above the total, so it may be absent. */
    recommended_selling_price: amount.nullish().transform((value) => value ?? undefined),
    total_rate: amount,
    saved_price: z.number(),
    base_rate: amount,
    tax_and_fees: amount,
  }),
});
export type HotelDealV2 = z.output<typeof hotelDealV2Schema>;

/** SPEC §3 Activity deal. */
export const activityDealSchema = z.object({
  imageUrl,
  title: z.string().min(1),
  duration: z.string().min(1),
  isFreeCancellation: z.boolean(),
  rating: starRating,
  rates: dealRatesSchema,
  link: siteLink,
});
export type ActivityDeal = z.output<typeof activityDealSchema>;

/** SPEC §3 Car deal; the vehicle is named in `veh` or `name` (either may come). */
export const carDealSchema = z
  .object({
    vehiclePicture: imageUrl,
    logo: imageUrl,
    veh: z.string().min(1).optional(),
    name: z.string().min(1).optional(),
    /** Backend spelling (SPEC §3). */
    passangerCapacity: z.number().int().positive(),
    bagCapacity: z.number().int().nonnegative(),
    noOfDoors: z.number().int().positive(),
    pickupLocation: z.string().min(1),
    dropOffLocation: z.string().min(1),
    rates: dealRatesSchema,
    link: siteLink,
  })
  .refine((deal) => deal.veh || deal.name, { error: 'needs veh or name', path: ['name'] });
export type CarDeal = z.output<typeof carDealSchema>;

/** The card title of a car deal. */
export const carDealTitle = (deal: Pick<CarDeal, 'veh' | 'name'>) => deal.veh ?? deal.name ?? '';

// ---------------------------------------------------------------- search payloads

const isoDate = z.iso.date({ error: 'must be a date YYYY-MM-DD' });
const localDateTime = z.iso.datetime({ local: true, error: 'must be a local date-time YYYY-MM-DDTHH:mm:ss' });

/** SPEC §5, §9: the longest stay a search may span. */
export const MAX_STAY_DAYS = 60;
const DAY_MS = 86_400_000;

const stayPeriodSchema = z
  .object({ start: isoDate, end: isoDate })
  .superRefine((period, ctx) => {
    const days = (Date.parse(period.end) - Date.parse(period.start)) / DAY_MS;
    if (days <= 0) ctx.addIssue({ code: 'custom', path: ['end'], message: 'must be after start' });
    else if (days > MAX_STAY_DAYS) ctx.addIssue({ code: 'custom', path: ['end'], message: `must be at most ${MAX_STAY_DAYS} days after start` });
  });

const occupancySchema = z
  .object({
    numOfRoom: z.number().int().min(1).max(8),
    numOfAdults: z.number().int().min(1).max(16),
    numOfChildren: z.number().int().min(0).max(8).default(0),
    childAges: z.array(z.number().int().min(0).max(17)).default([]),
  })
  .refine((o) => o.childAges.length === o.numOfChildren, { error: 'needs one age per child', path: ['childAges'] });

/** SPEC §9 default occupancy: 1 room, 2 adults, 0 children. */
export const DEFAULT_OCCUPANCY = { numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] as number[] };
/** SPEC §9 hotel deal search defaults. */
export const HOTEL_SEARCH_DEFAULTS = { radius: 15, nationality: 'IN', destinationCountryCode: 'IN', currency: 'USD' } as const;
/** SPEC §9 car deal search defaults. */
export const CAR_SEARCH_DEFAULTS = { age: 25, countryOfResidence: 'US' } as const;

const searchFlags = {
  searchString: z.string().trim().max(200).default(''),
  isOTA: z.boolean().default(false),
  isHome: z.boolean().default(true),
  isFromDestination: z.boolean().default(false),
};

/** SPEC §7 POST /api/dealray/deals/hotel-search body. */
export const hotelSearchRequest = z.object({
  occupancies: z.array(occupancySchema).min(1).default(() => [{ ...DEFAULT_OCCUPANCY, childAges: [] }]),
  stayPeriod: stayPeriodSchema,
  latitude,
  longitude,
  nationality: countryCode.default(HOTEL_SEARCH_DEFAULTS.nationality),
  destinationCountryCode: countryCode.default(HOTEL_SEARCH_DEFAULTS.destinationCountryCode),
  currency: currencyCode.default(HOTEL_SEARCH_DEFAULTS.currency),
  radius: z.number().positive().max(100).default(HOTEL_SEARCH_DEFAULTS.radius),
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
    age: z.number().int().min(18).max(99).default(CAR_SEARCH_DEFAULTS.age),
    countryOfResidence: countryCode.default(CAR_SEARCH_DEFAULTS.countryOfResidence),
    pickUpDateTime: localDateTime,
    pickupLatitude: latitude,
    pickupLongitude: longitude,
    returnDateTime: localDateTime,
    returnLatitude: latitude,
    returnLongitude: longitude,
    ...searchFlags,
  })
  .refine((r) => Date.parse(r.returnDateTime) > Date.parse(r.pickUpDateTime), { error: 'must be after pickUpDateTime', path: ['returnDateTime'] });
export type CarSearchRequest = z.input<typeof carSearchRequest>;

/**
 * SPEC §9 deal search window: start 19 days after the start of the current week (Sunday,
 * the en-US convention), end 21 days after.
 */
export function dealSearchWindow(now = new Date()): { start: string; end: string } {
  const weekStart = new Date(now.getFullYear(), now.getMonth(), now.getDate() - now.getDay());
  const plus = (days: number) => new Date(weekStart.getFullYear(), weekStart.getMonth(), weekStart.getDate() + days);
  return { start: isoDay(plus(19)), end: isoDay(plus(21)) };
}

export interface Position {
  latitude: number;
  longitude: number;
}

/** The home page's hotel deal search with every SPEC §9 default spelled out. */
export function hotelSearchPayload(at: Position, now = new Date()): HotelSearchRequest {
  return {
    occupancies: [{ ...DEFAULT_OCCUPANCY, childAges: [] }],
    stayPeriod: dealSearchWindow(now),
    latitude: at.latitude,
    longitude: at.longitude,
    ...HOTEL_SEARCH_DEFAULTS,
    searchString: '',
    isOTA: false,
    isHome: true,
    isFromDestination: false,
  };
}

export function activitySearchPayload(at: Position): ActivitySearchRequest {
  return { latitude: at.latitude, longitude: at.longitude, isOTA: false, isHome: true, isFromDestination: false };
}

/** The home page's car deal search: pick up and return at 10:00 on the window's days (SPEC §9). */
export function carSearchPayload(at: Position, now = new Date()): CarSearchRequest {
  const window = dealSearchWindow(now);
  return {
    ...CAR_SEARCH_DEFAULTS,
    pickUpDateTime: `${window.start}T10:00:00`,
    pickupLatitude: at.latitude,
    pickupLongitude: at.longitude,
    returnDateTime: `${window.end}T10:00:00`,
    returnLatitude: at.latitude,
    returnLongitude: at.longitude,
    searchString: '',
    isOTA: false,
    isHome: true,
    isFromDestination: false,
  };
}

// ---------------------------------------------------------------- calls

/** SPEC §7 hotel-search answers `{ "response": [ … ] }`. */
export const hotelDealsAnswer = responseList(hotelDealSchema);
/** SPEC §7 leaves the activity and car answers unshown; the reference API uses `{ "data": [ … ] }`. */
export const activityDealsAnswer = dataList(activityDealSchema);
export const carDealsAnswer = dataList(carDealSchema);

export const dealPaths = {
  hotels: '/api/dealray/deals/hotel-search',
  activities: '/api/dealray/deals/activity-search',
  cars: '/api/dealray/deals/car-search',
} as const;

export const fetchHotelDeals = async (api: ApiClient, body: HotelSearchRequest, signal?: AbortSignal) =>
  (await api.post(dealPaths.hotels, body, hotelDealsAnswer, { signal })).response;
export const fetchActivityDeals = async (api: ApiClient, body: ActivitySearchRequest, signal?: AbortSignal) =>
  (await api.post(dealPaths.activities, body, activityDealsAnswer, { signal })).data;
export const fetchCarDeals = async (api: ApiClient, body: CarSearchRequest, signal?: AbortSignal) =>
  (await api.post(dealPaths.cars, body, carDealsAnswer, { signal })).data;

export const dealKeys = {
  all: ['deals'] as const,
  lists: () => [...dealKeys.all, 'list'] as const,
  hotels: (body: HotelSearchRequest) => [...dealKeys.lists(), 'hotels', body] as const,
  activities: (body: ActivitySearchRequest) => [...dealKeys.lists(), 'activities', body] as const,
  cars: (body: CarSearchRequest) => [...dealKeys.lists(), 'cars', body] as const,
};

export const dealQueries = {
  hotels: (api: ApiClient, body: HotelSearchRequest) =>
    queryOptions({ queryKey: dealKeys.hotels(body), queryFn: ({ signal }) => fetchHotelDeals(api, body, signal) }),
  activities: (api: ApiClient, body: ActivitySearchRequest) =>
    queryOptions({ queryKey: dealKeys.activities(body), queryFn: ({ signal }) => fetchActivityDeals(api, body, signal) }),
  cars: (api: ApiClient, body: CarSearchRequest) =>
    queryOptions({ queryKey: dealKeys.cars(body), queryFn: ({ signal }) => fetchCarDeals(api, body, signal) }),
};
