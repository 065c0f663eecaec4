import * as z from 'zod/mini';
import type { ApiClient } from './client.ts';
import { dataList, dataOf } from './envelopes.ts';
import { countryCode, latitude, longitude } from '../validation/fields.ts';

/** SPEC §8: the message when an auto-suggest call fails and the server gives none. */
export const SUGGESTIONS_FAILED = 'Failed to fetch suggestions';

/** Body of the three POST auto-suggest calls (SPEC §7). */
export const suggestRequest = z.object({
  text: z.string({ error: 'Text is required' }).check(z.trim(), z.minLength(1, 'Text is required'), z.maxLength(100)),
  isManageLocation: z._default(z.boolean(), false),
});
export type SuggestRequest = z.input<typeof suggestRequest>;

const name = z.string().check(z.minLength(1));
const iata = z.string().check(z.regex(/^[A-Z]{3}$/, 'must be a three-letter IATA code'));

const place = {
  id: name,
  name,
  country: name,
  countryCode,
  latitude,
  longitude,
};

/** A hotel location suggestion: a city, region, landmark or single hotel. */
export const locationSuggestionSchema = z.object({
  ...place,
  type: z.enum(['city', 'region', 'landmark', 'hotel', 'airport']),
  city: z.optional(z.string()),
});
export type LocationSuggestion = z.output<typeof locationSuggestionSchema>;

/** A car rental pick-up or drop-off location. */
export const carLocationSchema = z.object({
  ...place,
  type: z.enum(['airport', 'city', 'station']),
  city: name,
  iata: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/))),
});
export type CarLocation = z.output<typeof carLocationSchema>;

/** An activity destination. */
export const activityDestinationSchema = z.object(place);
export type ActivityDestination = z.output<typeof activityDestinationSchema>;

/** An airport, for the flight pickers. */
export const airportSchema = z.object({
  iata,
  name,
  city: name,
  country: name,
  countryCode,
  latitude,
  longitude,
});
export type Airport = z.output<typeof airportSchema>;

/**
 * SPEC §3 auto-suggest results. `allData` is true when the list holds every match,
 * false when it was cut at the API's limit (the picker can ask the user to type more).
 */
export const hotelSuggestAnswer = dataOf(z.object({ locationSuggestions: z.array(locationSuggestionSchema), allData: z.boolean() }));
export const carSuggestAnswer = dataOf(z.object({ locations: z.array(carLocationSchema), allData: z.boolean() }));
export const activitySuggestAnswer = dataOf(z.object({ suggestions: z.array(activityDestinationSchema), allData: z.boolean() }));
export const airportsAnswer = dataList(airportSchema);

export const suggestionPaths = {
  hotels: '/api/v2/hotel/auto-suggest',
  cars: '/api/car-rental/auto-suggest',
  activities: '/api/activities/destinations',
  airports: '/api/flight/airports',
} as const;

export const fetchHotelSuggestions = async (api: ApiClient, body: SuggestRequest, signal?: AbortSignal) =>
  (await api.post(suggestionPaths.hotels, body, hotelSuggestAnswer, { signal })).data;
export const fetchCarSuggestions = async (api: ApiClient, body: SuggestRequest, signal?: AbortSignal) =>
  (await api.post(suggestionPaths.cars, body, carSuggestAnswer, { signal })).data;
export const fetchActivitySuggestions = async (api: ApiClient, body: SuggestRequest, signal?: AbortSignal) =>
  (await api.post(suggestionPaths.activities, body, activitySuggestAnswer, { signal })).data;
export const fetchAirports = async (api: ApiClient, search: string, signal?: AbortSignal) =>
  (await api.get(suggestionPaths.airports, airportsAnswer, { query: { search }, signal })).data;
