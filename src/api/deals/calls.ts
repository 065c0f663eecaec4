import type { ApiClient } from '../client.ts';
import { anyList, dataList, responseList, validItems } from '../envelopes.ts';
import type { ActivitySearchRequest, CarSearchRequest, HotelSearchRequest } from './search-requests.ts';
import { activityDealSchema, carDealSchema, hotelDealSchema } from './shapes.ts';

/* SPEC §7 deal searches of the main API: answers, paths and calls. */

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

/*
 * The calls check the envelope whole but the deals one by one: a malformed deal is dropped and
 * logged, the others still show. The *Answer schemas above stay the strict
 * description the reference API's demo data is held to.
 */
const responseItems = anyList('response');
const dataItems = anyList('data');

export const fetchHotelDeals = async (api: ApiClient, body: HotelSearchRequest, signal?: AbortSignal) =>
  validItems(hotelDealSchema, (await api.post(dealPaths.hotels, body, responseItems, { signal })).response, dealPaths.hotels);
export const fetchActivityDeals = async (api: ApiClient, body: ActivitySearchRequest, signal?: AbortSignal) =>
  validItems(activityDealSchema, (await api.post(dealPaths.activities, body, dataItems, { signal })).data, dealPaths.activities);
export const fetchCarDeals = async (api: ApiClient, body: CarSearchRequest, signal?: AbortSignal) =>
  validItems(carDealSchema, (await api.post(dealPaths.cars, body, dataItems, { signal })).data, dealPaths.cars);
