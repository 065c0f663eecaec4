import * as z from 'zod/mini';
import type { ApiClient } from './client.ts';
import { dataList, dataOf } from './envelopes.ts';
import { countryCode, currencyCode, httpUrl, latitude, longitude } from './fields.ts';
import type { availabilityQuery, resortDealsRequest } from './service-requests.ts';

/*
 * SPEC §7 resort service: its own backend and ApiClient, not scoped to an agency.
 * SPEC §7 shows only the request side; these answer shapes are the reference API's choice.
 */

/** SPEC §8 resort messages. */
export const RESORT_REGIONS_FAILED = 'Failed to fetch regions and subregions';
export const RESORT_FAILED = 'Internal Server Error';
export const REQUEST_CANCELED = 'Request was canceled';

const name = z.string().check(z.minLength(1));
const amount = z.number().check(z.nonnegative());
const positiveId = z.int().check(z.positive());

export const resortSuggestionSchema = z.object({
  id: name,
  name,
  type: z.enum(['resort', 'region']),
  /** The region a resort lies in; for a region, its parent region (or itself at the top). */
  region: name,
  /** Resorts only: a region may span countries. */
  countryCode: z.optional(countryCode),
});
export type ResortSuggestion = z.output<typeof resortSuggestionSchema>;

export const resortDealSchema = z.object({
  property_id: name,
  name,
  image: httpUrl,
  region: name,
  countryCode,
  lat: latitude,
  lon: longitude,
  star_rating: z.number().check(z.gte(0), z.lte(5)),
  nightly_rate: amount,
  currency: currencyCode,
  all_inclusive: z.boolean(),
});
export type ResortDeal = z.output<typeof resortDealSchema>;

export const availabilitySchema = z.object({
  property_id: z.string(),
  available: z.boolean(),
  nights: positiveId,
  total: amount,
  currency: currencyCode,
});

/** SPEC §4: a booking hold, released with status RELEASE. */
export const HOLD_STATUSES = ['HELD', 'RELEASED', 'CONFIRMED'] as const;
export const holdSchema = z.object({
  reference_number: name,
  status: z.enum(HOLD_STATUSES),
  expires_at: z.nullable(z.iso.datetime()),
});
export type Hold = z.output<typeof holdSchema>;

/** SPEC §3 Resort region. */
export const regionSchema = z.object({
  id: positiveId,
  name,
  parent_id: z.nullable(positiveId),
});
export type Region = z.output<typeof regionSchema>;

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
