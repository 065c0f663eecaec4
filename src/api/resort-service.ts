import * as z from 'zod/mini';
import type { ApiClient } from './client.ts';
import { dataList, dataOf } from './envelopes.ts';
import { ApiError } from './errors.ts';
import { countryCode, currencyCode, httpUrl, latitude, longitude } from '../validation/fields.ts';
import type { resortDealsRequest } from './service-requests.ts';

/*
 * SPEC §7 resort service: its own backend and ApiClient, not scoped to an agency.
 * SPEC §7 shows only the request side; these answer shapes are the reference API's choice.
 */

/** SPEC §8 resort messages. */
export const RESORT_REGIONS_FAILED = 'Failed to fetch regions and subregions';
export const RESORT_FAILED = 'Internal Server Error';
export { REQUEST_CANCELED } from './errors.ts';

const name = z.string().check(z.minLength(1));
const amount = z.number().check(z.nonnegative());
const positiveId = z.int().check(z.positive());
const isoDay = z.iso.date();
const starRating = z.number().check(z.gte(0), z.lte(5));

export const resortSuggestionSchema = z.object({
  id: name,
  name,
  type: z.enum(['resort', 'region']),
  /** The region a resort lies in; for a region, its parent region (or itself at the top). */
  region: name,
  /** Resorts only: a region may span countries. */
  countryCode: z.optional(countryCode),
  /** The resort's position, or the region's centre. */
  lat: latitude,
  lon: longitude,
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
  star_rating: starRating,
  nightly_rate: amount,
  currency: currencyCode,
  all_inclusive: z.boolean(),
});
export type ResortDeal = z.output<typeof resortDealSchema>;

/** A stay at one property: what availability is asked for and a hold is placed on. */
export interface ResortStayRequest {
  property_id: string;
  /** YYYY-MM-DD. */
  check_in: string;
  /** YYYY-MM-DD, after check_in. */
  check_out: string;
  adults: number;
  children: number;
  /** The currency the answer is priced in. */
  currency: string;
}

/** GET /properties/availability: the stay priced in the asked currency, with the property to show. */
export const availabilitySchema = z.object({
  property_id: name,
  available: z.boolean(),
  nights: positiveId,
  adults: z.int().check(z.gte(1)),
  children: z.int().check(z.gte(0)),
  nightly_rate: amount,
  total: amount,
  currency: currencyCode,
  property: z.object({
    name,
    image: httpUrl,
    region: name,
    countryCode,
    star_rating: starRating,
    all_inclusive: z.boolean(),
  }),
});
export type Availability = z.output<typeof availabilitySchema>;

/**
 * SPEC §4: a booking hold, released with status RELEASE. HELD lasts until expires_at; after that
 * it reads EXPIRED (expires_at kept). RELEASED and CONFIRMED have expires_at null.
 */
export const HOLD_STATUSES = ['HELD', 'RELEASED', 'CONFIRMED', 'EXPIRED'] as const;
export const holdSchema = z.object({
  reference_number: name,
  status: z.enum(HOLD_STATUSES),
  expires_at: z.nullable(z.iso.datetime()),
  property_id: name,
  check_in: isoDay,
  check_out: isoDay,
  adults: z.int().check(z.gte(1)),
  children: z.int().check(z.gte(0)),
  total: amount,
  currency: currencyCode,
});
export type Hold = z.output<typeof holdSchema>;

/** SPEC §3 Resort region. */
export const regionSchema = z.object({
  id: positiveId,
  name,
  parent_id: z.nullable(positiveId),
  /** The region's centre (the reference API's addition to SPEC §3). */
  lat: latitude,
  lon: longitude,
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
export const fetchAvailability = async (resortApi: ApiClient, query: ResortStayRequest, signal?: AbortSignal) =>
  (await resortApi.get(resortServicePaths.availability, availabilityAnswer, { query: { ...query }, signal })).data;
/** Holds the stay: the answer is the new hold, status HELD until its expires_at. */
export const placeHold = async (resortApi: ApiClient, request: ResortStayRequest, signal?: AbortSignal) =>
  (await resortApi.post(resortServicePaths.itineraries, request, holdAnswer, { signal })).data;
export const checkHold = async (resortApi: ApiClient, referenceNumber: string, signal?: AbortSignal) =>
  (await resortApi.get(resortServicePaths.holdCheck, holdAnswer, { query: { reference_number: referenceNumber }, signal })).data;
/**
 * SPEC §4, §7: releases a booking hold. `keepalive` lets the request outlive the page (a release
 * sent while the tab closes).
 */
export const releaseHold = async (resortApi: ApiClient, referenceNumber: string, options: { keepalive?: boolean } = {}) =>
  (await resortApi.put(resortServicePaths.itineraries, { reference_number: referenceNumber, status: 'RELEASE' }, holdAnswer, { keepalive: options.keepalive }))
    .data;
/** Books a held stay: the answer is the CONFIRMED hold (confirming a confirmed one answers it again). */
export const confirmHold = async (resortApi: ApiClient, referenceNumber: string, signal?: AbortSignal) =>
  (await resortApi.put(resortServicePaths.itineraries, { reference_number: referenceNumber, status: 'CONFIRM' }, holdAnswer, { signal })).data;
/**
 * A release refused with 404 (unknown hold) or 409 (already released, expired or booked): there is
 * nothing left to release, so the page shows no error.
 */
export const isHoldGone = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 409);
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

/** A region (or subregion) as a place: its id, name and centre; undefined for an unknown id. */
export function regionPlace(regions: Region[], id: number): { id: number; name: string; lat: number; lon: number } | undefined {
  const region = regions.find((candidate) => candidate.id === id);
  return region && { id: region.id, name: region.name, lat: region.lat, lon: region.lon };
}
