import type { ApiClient } from './client.ts';
import { dataList } from './envelopes.ts';
import { airportSchema } from './suggestions.ts';

/* SPEC §7 flight service: its own backend and ApiClient, not scoped to an agency. */

export const flightServicePaths = { autocomplete: '/autocomplete' } as const;

export const flightServiceSuggestAnswer = dataList(airportSchema);

export const fetchFlightServiceSuggestions = async (flightApi: ApiClient, key: string, signal?: AbortSignal) =>
  (await flightApi.get(flightServicePaths.autocomplete, flightServiceSuggestAnswer, { query: { key }, signal })).data;
