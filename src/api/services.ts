import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from './client.ts';
import { hotelDealV2Schema } from './deals.ts';
import { dataList, dataOf, hotelsList } from './envelopes.ts';
import { countryCode, currencyCode, httpUrl, latitude, longitude } from './fields.ts';
import { airportSchema, locationSuggestionSchema } from './suggestions.ts';

/*
 * SPEC §7 hotel, flight and resort service clients: separate backends, each with its own
 * ApiClient. The reference API mounts them under these prefixes of its own origin.
 */
export const REFERENCE_SERVICE_MOUNTS = {
  hotel: '/hotel-service',
  flight: '/flight-service',
  resort: '/resort-service',
} as const;

/** SPEC §8 resort messages. */
export const RESORT_REGIONS_FAILED = 'Failed to fetch regions and subregions';
export const RESORT_FAILED = 'Internal Server Error';
export const REQUEST_CANCELED = 'Request was canceled';

// ---------------------------------------------------------------- hotel service

/** GET /deals query (SPEC §7). */
export const hotelServiceDealsQuery = z.object({
  top_destination: z.stringbool().default(false),
  lat: z.coerce.number<string>({ error: 'must be a number' }).pipe(latitude),
  long: z.coerce.number<string>({ error: 'must be a number' }).pipe(longitude),
  currency: currencyCode.default('USD'),
});
export interface HotelServiceDealsParams {
  top_destination?: boolean;
  lat: number;
  long: number;
  currency?: string;
}

/** SPEC §7 hotel service deals answer `{ "hotels": [ … ] }` of v2 hotel deals. */
export const hotelServiceDealsAnswer = hotelsList(hotelDealV2Schema);
export const hotelServiceSuggestAnswer = dataList(locationSuggestionSchema);

export const hotelServicePaths = { deals: '/deals', autocomplete: '/autocomplete' } as const;

export const fetchHotelServiceDeals = async (hotelApi: ApiClient, params: HotelServiceDealsParams, signal?: AbortSignal) =>
  (await hotelApi.get(hotelServicePaths.deals, hotelServiceDealsAnswer, { query: { ...params }, signal })).hotels;
export const fetchHotelServiceSuggestions = async (hotelApi: ApiClient, key: string, signal?: AbortSignal) =>
  (await hotelApi.get(hotelServicePaths.autocomplete, hotelServiceSuggestAnswer, { query: { key }, signal })).data;

// ---------------------------------------------------------------- flight service

export const flightServiceSuggestAnswer = dataList(airportSchema);
export const flightServicePaths = { autocomplete: '/autocomplete' } as const;

export const fetchFlightServiceSuggestions = async (flightApi: ApiClient, key: string, signal?: AbortSignal) =>
  (await flightApi.get(flightServicePaths.autocomplete, flightServiceSuggestAnswer, { query: { key }, signal })).data;

// ---------------------------------------------------------------- resort service
// SPEC §7 shows only the request side; these answer shapes are the reference API's choice.

/** `?key=` of the autocomplete calls. */
export const keyQuery = z.object({ key: z.string({ error: 'key is required' }).trim().min(1, 'key is required').max(100) });

export const resortSuggestionSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  type: z.enum(['resort', 'region']),
  /** The region a resort lies in; for a region, its parent region (or itself at the top). */
  region: z.string().min(1),
  /** Resorts only: a region may span countries. */
  countryCode: countryCode.optional(),
});
export type ResortSuggestion = z.output<typeof resortSuggestionSchema>;

/** POST /properties/deals body; the currency travels in the query. */
export const resortDealsRequest = z.object({ lat: latitude, lon: longitude });
export const resortDealsQuery = z.object({ currency: currencyCode.default('USD') });

export const resortDealSchema = z.object({
  property_id: z.string().min(1),
  name: z.string().min(1),
  image: httpUrl,
  region: z.string().min(1),
  countryCode,
  lat: latitude,
  lon: longitude,
  star_rating: z.number().min(0).max(5),
  nightly_rate: z.number().nonnegative(),
  currency: currencyCode,
  all_inclusive: z.boolean(),
});
export type ResortDeal = z.output<typeof resortDealSchema>;

const isoDate = z.iso.date({ error: 'must be a date YYYY-MM-DD' });

export const availabilityQuery = z
  .object({ property_id: z.string().min(1, 'property_id is required'), check_in: isoDate, check_out: isoDate })
  .refine((q) => q.check_out > q.check_in, { error: 'must be after check_in', path: ['check_out'] });

export const availabilitySchema = z.object({
  property_id: z.string(),
  available: z.boolean(),
  nights: z.number().int().positive(),
  total: z.number().nonnegative(),
  currency: currencyCode,
});

/** SPEC §4: a booking hold, released with status RELEASE. */
export const HOLD_STATUSES = ['HELD', 'RELEASED', 'CONFIRMED'] as const;
export const holdSchema = z.object({
  reference_number: z.string().min(1),
  status: z.enum(HOLD_STATUSES),
  expires_at: z.iso.datetime().nullable(),
});
export type Hold = z.output<typeof holdSchema>;

export const holdCheckQuery = z.object({ reference_number: z.string({ error: 'reference_number is required' }).trim().min(1, 'reference_number is required') });
/** PUT /itineraries body (SPEC §7 confirm-booking). */
export const itineraryUpdateRequest = z.object({
  reference_number: z.string({ error: 'reference_number is required' }).trim().min(1, 'reference_number is required'),
  status: z.enum(['RELEASE', 'CONFIRM'], { error: 'must be RELEASE or CONFIRM' }),
});

/** SPEC §3 Resort region. */
export const regionSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  parent_id: z.number().int().positive().nullable(),
});
export type Region = z.output<typeof regionSchema>;

/** GET /regions, optionally `?ids=1,2&children=true` for the subregions of those regions. */
export const regionsQuery = z.object({
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'must be comma-separated region ids')
    .transform((value) => value.split(',').map(Number))
    .optional(),
  children: z.stringbool().default(false),
});

export const resortSuggestAnswer = dataList(resortSuggestionSchema);
export const resortDealsAnswer = dataList(resortDealSchema);
export const availabilityAnswer = dataOf(availabilitySchema);
export const holdAnswer = dataOf(holdSchema);
export const regionsAnswer = dataList(regionSchema);

export const resortServicePaths = {
  search: '/search',
  deals: '/properties/deals',
  availability: '/properties/availability',
  holdCheck: '/properties/hold-check',
  itineraries: '/itineraries',
  regions: '/regions',
} as const;

export const fetchResortSuggestions = async (resortApi: ApiClient, key: string, signal?: AbortSignal) =>
  (await resortApi.get(resortServicePaths.search, resortSuggestAnswer, { query: { key }, signal })).data;
export const fetchResortDeals = async (resortApi: ApiClient, at: z.input<typeof resortDealsRequest>, currency = 'USD', signal?: AbortSignal) =>
  (await resortApi.post(resortServicePaths.deals, at, resortDealsAnswer, { query: { currency }, signal })).data;
export const fetchAvailability = async (resortApi: ApiClient, query: z.input<typeof availabilityQuery>) =>
  (await resortApi.get(resortServicePaths.availability, availabilityAnswer, { query })).data;
export const checkHold = async (resortApi: ApiClient, referenceNumber: string) =>
  (await resortApi.get(resortServicePaths.holdCheck, holdAnswer, { query: { reference_number: referenceNumber } })).data;
/** SPEC §4: releases a booking hold. */
export const releaseHold = async (resortApi: ApiClient, referenceNumber: string) =>
  (await resortApi.put(resortServicePaths.itineraries, { reference_number: referenceNumber, status: 'RELEASE' }, holdAnswer)).data;
export const fetchRegions = async (resortApi: ApiClient) => (await resortApi.get(resortServicePaths.regions, regionsAnswer)).data;
export const fetchSubregions = async (resortApi: ApiClient, ids: number[]) =>
  (await resortApi.get(resortServicePaths.regions, regionsAnswer, { query: { ids: ids.join(','), children: true } })).data;

/** SPEC §3: subregions grouped by their region's name as {name, id}. */
export function groupSubregions(regions: Region[], subregions: Region[]): Record<string, { name: string; id: number }[]> {
  const groups: Record<string, { name: string; id: number }[]> = {};
  for (const region of regions) groups[region.name] = [];
  for (const sub of subregions) {
    const parent = regions.find((region) => region.id === sub.parent_id);
    if (parent) groups[parent.name]?.push({ name: sub.name, id: sub.id });
  }
  return groups;
}

export const serviceKeys = {
  all: ['services'] as const,
  hotelDeals: (params: HotelServiceDealsParams) => [...serviceKeys.all, 'hotel', 'deals', params] as const,
  resortDeals: (lat: number, lon: number, currency: string) => [...serviceKeys.all, 'resort', 'deals', { lat, lon, currency }] as const,
  regions: () => [...serviceKeys.all, 'resort', 'regions'] as const,
  subregions: (ids: number[]) => [...serviceKeys.all, 'resort', 'regions', ids] as const,
};

export const serviceQueries = {
  hotelDeals: (hotelApi: ApiClient, params: HotelServiceDealsParams) =>
    queryOptions({ queryKey: serviceKeys.hotelDeals(params), queryFn: ({ signal }) => fetchHotelServiceDeals(hotelApi, params, signal) }),
  resortDeals: (resortApi: ApiClient, lat: number, lon: number, currency = 'USD') =>
    queryOptions({
      queryKey: serviceKeys.resortDeals(lat, lon, currency),
      queryFn: ({ signal }) => fetchResortDeals(resortApi, { lat, lon }, currency, signal),
    }),
  regions: (resortApi: ApiClient) => queryOptions({ queryKey: serviceKeys.regions(), queryFn: () => fetchRegions(resortApi) }),
  subregions: (resortApi: ApiClient, ids: number[]) =>
    queryOptions({ queryKey: serviceKeys.subregions(ids), queryFn: () => fetchSubregions(resortApi, ids) }),
};
