import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { airportSuggestions } from './airports.ts';

const LISBON = { iata: 'LIS', name: 'Humberto Delgado Airport', city: 'Lisbon', country: 'Portugal', countryCode: 'PT', latitude: 38.77, longitude: -9.13 };

/** A client whose fetch records the URL it was asked for and answers one airport. */
function recording(baseUrl: string, asked: string[], body: unknown) {
  return createApiClient({
    baseUrl,
    fetch: async (input) => {
      asked.push(String(input));
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    },
  });
}

describe('airportSuggestions (flights panel, SPEC §2.5, §7)', () => {
  it('asks the flight service for a flights-v2 agency', async () => {
    const asked: string[] = [];
    const clients = { agencyApi: () => recording('http://api.test', asked, { data: [] }), serviceApi: (url: string) => recording(url, asked, { data: [LISBON] }) };
    const airports = await airportSuggestions({ flightsV2: true, flightServiceUrl: 'http://flights.test/v1' }, 'Lis', new AbortController().signal, clients);
    expect(airports.map((airport) => airport.iata)).toEqual(['LIS']);
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]!).pathname).toBe('/v1/autocomplete');
    expect(new URL(asked[0]!).searchParams.get('key')).toBe('Lis');
  });

  it('asks the agency API for the others', async () => {
    const asked: string[] = [];
    const clients = { agencyApi: () => recording('http://api.test', asked, { data: [LISBON] }), serviceApi: (url: string) => recording(url, asked, { data: [] }) };
    const airports = await airportSuggestions({ flightsV2: false, flightServiceUrl: 'http://flights.test/v1' }, 'Lis', new AbortController().signal, clients);
    expect(airports.map((airport) => airport.iata)).toEqual(['LIS']);
    expect(asked.map((url) => new URL(url).origin + new URL(url).pathname)).toEqual(['http://api.test/api/flight/airports']);
  });
});
