import type { ApiClient } from '../client.ts';
import { dataList, responseList } from '../envelopes.ts';
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

export const fetchHotelDeals = async (api: ApiClient, body: HotelSearchRequest, signal?: AbortSignal) =>
  (await api.post(dealPaths.hotels, body, hotelDealsAnswer, { signal })).response;
export const fetchActivityDeals = async (api: ApiClient, body: ActivitySearchRequest, signal?: AbortSignal) =>
  (await api.post(dealPaths.activities, body, activityDealsAnswer, { signal })).data;
export const fetchCarDeals = async (api: ApiClient, body: CarSearchRequest, signal?: AbortSignal) =>
  (await api.post(dealPaths.cars, body, carDealsAnswer, { signal })).data;
