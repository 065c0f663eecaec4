import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.ts';
import type { GeoLocation } from '../api/geolocation.ts';
import { DEFAULT_GEOLOCATION } from './geolocation.ts';
import { destinationDeals, type DestinationDealsEnvironment, type DestinationDealsOptions, type DestinationDealsState } from './destination-deals.ts';

const deal = (id: string, total: number) => ({
  property_id: id,
  name: `Hotel ${id}`,
  image: { large: `https://media.example/${id}.jpg` },
  contact: { address: { line_1: '1 Main St', city: 'Paris', state: null } },
  ratings: { star_rating: 4 },
  rate: { recommended_selling_price: total + 100, total_rate: total, saved_price: 100, base_rate: total - 50, tax_and_fees: 50 },
});

const SERVICE = 'http://hotels.test';
let currency: ReturnType<typeof atom<string | undefined>>;
let geo: ReturnType<typeof atom<GeoLocation>>;
let asked: URL[];
let answer: (url: URL) => Promise<Response>;
let stops: (() => void)[];

beforeEach(() => {
  currency = atom<string | undefined>(undefined);
  geo = atom<GeoLocation>(DEFAULT_GEOLOCATION);
  asked = [];
  stops = [];
  answer = async (url) => Response.json({ hotels: [deal(`${url.searchParams.get('currency')}-1`, 400)] });
});

afterEach(() => {
  for (const stop of stops) stop();
  vi.restoreAllMocks();
});

function follow(options: DestinationDealsOptions, search = '') {
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    const target = new URL(String(url));
    asked.push(target);
    return answer(target);
  });
  const environment: DestinationDealsEnvironment = {
    hotelApi: (baseUrl) => createApiClient({ baseUrl, fetch }),
    search: () => search,
    currency,
    geoLocation: geo,
  };
  const $deals = destinationDeals(options, environment);
  const states: DestinationDealsState[] = [];
  stops.push($deals.subscribe((state) => states.push(state)));
  return { $deals, states };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const queryOf = (url: URL) => Object.fromEntries(url.searchParams);

describe('destination deals store (SPEC §2.2, §4 Async lists, §7 hotel service)', () => {
  it('waits for the currency, then asks the hotel service for top destinations around the visitor', async () => {
    const { $deals } = follow({ mode: 'top', hotelServiceUrl: SERVICE });
    await settle();
    expect(asked).toEqual([]);
    expect($deals.get()).toEqual({ status: 'loading' });
    currency.set('EUR');
    await settle();
    expect(asked.map((url) => [url.pathname, queryOf(url)])).toEqual([
      ['/deals', { top_destination: 'true', lat: String(DEFAULT_GEOLOCATION.lat), long: String(DEFAULT_GEOLOCATION.lon), currency: 'EUR' }],
    ]);
    expect($deals.get()).toMatchObject({ status: 'success', currency: 'EUR', place: undefined, deals: [expect.objectContaining({ property_id: 'EUR-1' })] });
  });

  it('asks again when the currency or the visitor position changes, and not for the same question', async () => {
    currency.set('USD');
    const { $deals } = follow({ mode: 'top', hotelServiceUrl: SERVICE });
    await settle();
    geo.set({ ...DEFAULT_GEOLOCATION });
    currency.set('USD');
    await settle();
    expect(asked).toHaveLength(1);
    geo.set({ country: 'Sweden', countryCode: 'SE', lat: 59.33, lon: 18.07 });
    await settle();
    currency.set('SEK');
    await settle();
    expect(asked.map((url) => [url.searchParams.get('lat'), url.searchParams.get('currency')])).toEqual([
      [String(DEFAULT_GEOLOCATION.lat), 'USD'],
      ['59.33', 'USD'],
      ['59.33', 'SEK'],
    ]);
    expect($deals.get()).toMatchObject({ status: 'success', currency: 'SEK' });
  });

  it('searches the place of a /destination link, with its airport, and ignores the visitor position', async () => {
    currency.set('USD');
    const { $deals } = follow({ mode: 'place', hotelServiceUrl: SERVICE }, '?lat=48.85&long=2.35&airportLat=49.01&airportLong=2.55');
    await settle();
    geo.set({ country: 'Sweden', countryCode: 'SE', lat: 59.33, lon: 18.07 });
    await settle();
    expect(asked.map(queryOf)).toEqual([{ top_destination: 'false', lat: '48.85', long: '2.35', currency: 'USD' }]);
    expect($deals.get()).toMatchObject({ status: 'success', place: { lat: 48.85, long: 2.35, airport: { lat: 49.01, long: 2.55 } } });
  });

  it('is invalid for /destination without a valid lat and long, and asks nothing', async () => {
    currency.set('USD');
    const { $deals } = follow({ mode: 'place', hotelServiceUrl: SERVICE }, '?lat=91&long=2');
    await settle();
    expect($deals.get()).toEqual({ status: 'invalid' });
    expect(asked).toEqual([]);
  });

  it("keeps the server's message, or 'Something went wrong', on failure (SPEC §8)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = async () => Response.json({ message: 'Hotel service is resting' }, { status: 503 });
    currency.set('USD');
    const { $deals } = follow({ mode: 'top', hotelServiceUrl: SERVICE });
    await settle();
    expect($deals.get()).toEqual({ status: 'failure', message: 'Hotel service is resting' });
    answer = async () => {
      throw new TypeError('fetch failed');
    };
    currency.set('EUR');
    await settle();
    expect($deals.get()).toEqual({ status: 'failure', message: 'Something went wrong' });
  });

  it('drops an answer overtaken by a newer question', async () => {
    let first!: (response: Response) => void;
    answer = (url) =>
      url.searchParams.get('currency') === 'USD'
        ? new Promise((resolve) => (first = resolve))
        : Promise.resolve(Response.json({ hotels: [deal('EUR-1', 400)] }));
    currency.set('USD');
    const { $deals, states } = follow({ mode: 'top', hotelServiceUrl: SERVICE });
    await settle();
    currency.set('EUR');
    await settle();
    first(Response.json({ hotels: [deal('USD-1', 400)] }));
    await settle();
    expect($deals.get()).toMatchObject({ status: 'success', currency: 'EUR' });
    expect(states.filter((state) => state.status === 'success')).toHaveLength(1);
  });

  it('fetches nothing on the server, where the page is only rendered', () => {
    // No environment and no window: the build reads the first state without a load.
    const $deals = destinationDeals({ mode: 'top', hotelServiceUrl: SERVICE });
    expect($deals.get()).toEqual({ status: 'loading' });
    expect(destinationDeals({ mode: 'top', hotelServiceUrl: SERVICE })).toBe($deals);
  });
});
