import type { ApiClient } from '../api/client.ts';
import { fetchFlightServiceSuggestions } from '../api/flight-service.ts';
import { fetchAirports } from '../api/suggestions.ts';

/** Where a flights panel finds airports: the agency's flights-v2 flag and its flight service. */
export interface AirportSource {
  flightsV2: boolean;
  flightServiceUrl: string;
}

/** The clients the source needs, created on demand (the browser's, or a test's). */
export interface AirportClients {
  agencyApi: () => ApiClient;
  serviceApi: (baseUrl: string) => ApiClient;
}

/**
 * SPEC §2.5, §7: the airports of a flights-v2 agency come from the flight service's /autocomplete,
 * the others' from the agency API's GET /api/flight/airports — as a hotels-v2 agency's
 * destinations come from the hotel service. Both answer the same airport shape.
 */
export async function airportSuggestions(source: AirportSource, text: string, signal: AbortSignal, clients: AirportClients) {
  return source.flightsV2
    ? fetchFlightServiceSuggestions(clients.serviceApi(source.flightServiceUrl), text, signal)
    : fetchAirports(clients.agencyApi(), text, signal);
}
