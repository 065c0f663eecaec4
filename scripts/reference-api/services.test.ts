import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFlightServiceSuggestions } from '../../src/api/flight-service.ts';
import { fetchHotelServiceDeals, fetchHotelServiceSuggestions } from '../../src/api/hotel-service.ts';
import {
  checkHold,
  fetchAvailability,
  fetchRegions,
  fetchResortDeals,
  fetchResortSuggestions,
  fetchSubregions,
  groupSubregions,
  releaseHold,
} from '../../src/api/resort-service.ts';
import { startTestApi, type TestApi } from './test-server.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.dispose());

describe('hotel service', () => {
  it('answers deals in `{ hotels: [ … ] }`, top destinations and currencies', async () => {
    const raw = (await (await fetch(`${api.url}/hotel-service/deals?top_destination=true&lat=25.76&long=-80.19&currency=USD`)).json()) as object;
    expect(Object.keys(raw)).toEqual(['hotels']);
    const hotel = api.service('hotel');
    const top = await fetchHotelServiceDeals(hotel, { top_destination: true, lat: 25.76, long: -80.19 });
    const all = await fetchHotelServiceDeals(hotel, { lat: 25.76, long: -80.19 });
    expect(top.length).toBeGreaterThanOrEqual(8);
    expect(all.length).toBeGreaterThan(top.length);
    const eur = await fetchHotelServiceDeals(hotel, { lat: 25.76, long: -80.19, currency: 'EUR' });
    expect(eur[0]!.rate.total_rate).toBeCloseTo(all[0]!.rate.total_rate * 0.921, 1);
    expect(all.some((deal) => deal.rate.recommended_selling_price === undefined)).toBe(true);
  });

  it('needs lat and long', async () => {
    const response = await fetch(`${api.url}/hotel-service/deals?lat=abc`);
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { errors: object }).errors).sort()).toEqual(['lat', 'long']);
  });

  it('autocompletes', async () => {
    expect((await fetchHotelServiceSuggestions(api.service('hotel'), 'tok'))[0]?.name).toBe('Tokyo');
  });
});

describe('flight service', () => {
  it('autocompletes airports by code or city', async () => {
    expect((await fetchFlightServiceSuggestions(api.service('flight'), 'cdg'))[0]?.city).toBe('Paris');
    expect((await fetchFlightServiceSuggestions(api.service('flight'), 'london')).map((a) => a.iata)).toEqual(['LHR', 'LGW']);
  });
});

describe('resort service', () => {
  it('searches, lists deals nearest first, and checks availability', async () => {
    const resort = api.service('resort');
    expect((await fetchResortSuggestions(resort, 'maya')).map((s) => s.name)).toContain('Riviera Maya');
    const deals = await fetchResortDeals(resort, { lat: 21.16, lon: -86.85 }, 'MXN');
    expect(deals[0]!.property_id).toBe('R-7004');
    expect(deals[0]!.currency).toBe('MXN');
    const availability = await fetchAvailability(resort, { property_id: 'R-7004', check_in: '2026-06-01', check_out: '2026-06-05' });
    expect(availability).toMatchObject({ available: true, nights: 4 });
  });

  it('lists regions, then subregions grouped by region (SPEC §3)', async () => {
    const resort = api.service('resort');
    const regions = await fetchRegions(resort);
    expect(regions.every((r) => r.parent_id === null)).toBe(true);
    const subregions = await fetchSubregions(resort, regions.map((r) => r.id));
    const raw = (await (await fetch(`${api.url}/resort-service/regions?ids=2&children=true`)).json()) as { data: { name: string }[] };
    expect(raw.data.map((r) => r.name)).toEqual(['Riviera Maya', 'Los Cabos', 'Puerto Vallarta']);
    expect(groupSubregions(regions, subregions).Mexico).toEqual([
      { name: 'Riviera Maya', id: 21 },
      { name: 'Los Cabos', id: 22 },
      { name: 'Puerto Vallarta', id: 23 },
    ]);
  });

  it('releases a hold with status RELEASE (SPEC §4)', async () => {
    const resort = api.service('resort');
    expect((await checkHold(resort, 'RS-240501')).status).toBe('HELD');
    expect((await releaseHold(resort, 'RS-240501')).status).toBe('RELEASED');
    expect((await checkHold(resort, 'RS-240501')).status).toBe('RELEASED');
    await expect(releaseHold(resort, 'RS-240503')).rejects.toMatchObject({ status: 409 });
    await expect(checkHold(resort, 'RS-000000')).rejects.toMatchObject({ status: 404, message: 'Hold not found' });
  });

  it('validates the itinerary update', async () => {
    const response = await fetch(`${api.url}/resort-service/itineraries`, { method: 'PUT', body: JSON.stringify({ reference_number: 'RS-240502', status: 'CANCEL' }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Invalid request', errors: { status: ['must be RELEASE or CONFIRM'] } });
  });
});
