import type { ApiClient } from './client.ts';
import { hotelDealV2Schema, type HotelDealV2 } from './deals/shapes.ts';
import { anyList, dataList, hotelsList, validItems } from './envelopes.ts';
import { locationSuggestionSchema } from './suggestions.ts';

export type { HotelDealV2 };

/* SPEC §7 hotel service: its own backend and ApiClient, not scoped to an agency. */

export const hotelServicePaths = { deals: '/deals', autocomplete: '/autocomplete' } as const;

/** SPEC §7 GET /deals query; the answer is priced in `currency` (USD when absent). */
export interface HotelServiceDealsParams {
  /** The hotel service's own top-destination selection. */
  top_destination?: boolean;
  lat: number;
  long: number;
  currency?: string;
}

/** SPEC §7 hotel service deals answer `{ "hotels": [ … ] }` of v2 hotel deals (SPEC §3). */
export const hotelServiceDealsAnswer = hotelsList(hotelDealV2Schema);
export const hotelServiceSuggestAnswer = dataList(locationSuggestionSchema);

const hotelItems = anyList('hotels');

/** Checked deal by deal: a malformed one is dropped and logged, the rest show. */
export const fetchHotelServiceDeals = async (hotelApi: ApiClient, params: HotelServiceDealsParams, signal?: AbortSignal): Promise<HotelDealV2[]> =>
  validItems(hotelDealV2Schema, (await hotelApi.get(hotelServicePaths.deals, hotelItems, { query: { ...params }, signal })).hotels, hotelServicePaths.deals);
export const fetchHotelServiceSuggestions = async (hotelApi: ApiClient, key: string, signal?: AbortSignal) =>
  (await hotelApi.get(hotelServicePaths.autocomplete, hotelServiceSuggestAnswer, { query: { key }, signal })).data;
