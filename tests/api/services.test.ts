import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchFlightServiceSuggestions } from '../../src/api/flight-service.ts';
import { fetchHotelServiceDeals, fetchHotelServiceSuggestions } from '../../src/api/hotel-service.ts';
import {
  checkHold,
  confirmHold,
  fetchAvailability,
  fetchRegions,
  fetchResortDeals,
  fetchResortSuggestions,
  fetchSubregions,
  groupSubregions,
  isHoldGone,
  placeHold,
  regionPlace,
  releaseHold,
  type ResortStayRequest,
} from '../../src/api/resort-service.ts';
import { EXCHANGE_RATES } from '../../reference/demo/currencies.ts';
import { DEFAULT_HOLD_TTL_MS } from '../../reference/api/store.ts';
import { addDays } from '../../src/validation/dates.ts';
import { loginAs, startTestApi, type TestApi } from './reference-api.ts';

/** A day `days` from today (UTC): a stay the API books (no past check_in, reference/rules/bookable-dates.js). */
const fromToday = (days: number) => addDays(new Date().toISOString().slice(0, 10), days);

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
    const stay = { property_id: 'R-7004', check_in: fromToday(40), check_out: fromToday(44), adults: 2, children: 1, currency: 'USD' };
    const availability = await fetchAvailability(resort, stay);
    expect(availability).toMatchObject({ available: true, nights: 4, adults: 2, children: 1, nightly_rate: 512, total: 2048, currency: 'USD' });
    expect(availability.property).toMatchObject({ name: 'Tulum Jungle & Reef Resort', region: 'Riviera Maya', countryCode: 'MX', star_rating: 5, all_inclusive: true });
  });

  it('suggests resorts at their position and regions at their centre', async () => {
    const suggestions = await fetchResortSuggestions(api.service('resort'), 'maya');
    expect(suggestions.find((s) => s.name === 'Riviera Maya')).toMatchObject({ type: 'region', lat: 20.6296, lon: -87.0739 });
    expect(suggestions.find((s) => s.id === 'R-7004')).toMatchObject({ type: 'resort', lat: 20.2114, lon: -87.4654 });
  });

  it('prices availability in the asked currency; long stays and Eagle Beach are unavailable', async () => {
    const resort = api.service('resort');
    const stay = { property_id: 'R-7007', check_in: fromToday(40), check_out: fromToday(47), adults: 2, children: 0, currency: 'USD' };
    const usd = await fetchAvailability(resort, stay);
    const eur = await fetchAvailability(resort, { ...stay, currency: 'EUR' });
    expect(usd).toMatchObject({ available: true, nights: 7, nightly_rate: 276, total: 1932 });
    expect(eur.currency).toBe('EUR');
    expect(eur.nightly_rate).toBe(Math.round(276 * EXCHANGE_RATES.EUR! * 100) / 100);
    expect(eur.total).toBeCloseTo(usd.total * EXCHANGE_RATES.EUR!, 1);
    expect(eur.total).not.toBe(usd.total);

    expect(await fetchAvailability(resort, { ...stay, check_out: fromToday(68) })).toMatchObject({ nights: 28, available: true });
    expect(await fetchAvailability(resort, { ...stay, check_out: fromToday(69) })).toMatchObject({ nights: 29, available: false });
    expect(await fetchAvailability(resort, { ...stay, property_id: 'R-7003' })).toMatchObject({ property_id: 'R-7003', available: false });
    await expect(fetchAvailability(resort, { ...stay, property_id: 'R-9999' })).rejects.toMatchObject({ status: 404, message: 'Property not found' });
  });

  it('defaults the availability guests to 2 adults, 0 children, in USD, and checks them', async () => {
    const raw = async (query: string) => fetch(`${api.url}/resort-service/properties/availability?property_id=R-7001&check_in=${fromToday(40)}&check_out=${fromToday(42)}${query}`);
    expect(((await (await raw('')).json()) as { data: object }).data).toMatchObject({ adults: 2, children: 0, currency: 'USD' });
    const bad = await raw('&adults=9&children=-1');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: object }).errors).toEqual({ adults: ['must be a whole number from 1 to 8'], children: ['must be a whole number from 0 to 6'] });
  });

  it('lists regions, then subregions grouped by region (SPEC §3)', async () => {
    const resort = api.service('resort');
    const regions = await fetchRegions(resort);
    expect(regions.every((r) => r.parent_id === null)).toBe(true);
    const subregions = await fetchSubregions(resort, regions.map((r) => r.id));
    const raw = (await (await fetch(`${api.url}/resort-service/regions?ids=2&children=true`)).json()) as { data: { name: string }[] };
    expect(raw.data.map((r) => r.name)).toEqual(['Riviera Maya', 'Los Cabos', 'Puerto Vallarta']);
    expect(regions.find((r) => r.name === 'Mexico')).toMatchObject({ lat: 23.6345, lon: -102.5528 });
    expect(regionPlace(subregions, 41)).toEqual({ id: 41, name: 'Maldives', lat: 3.2028, lon: 73.2207 });
    expect(regionPlace(regions, 999)).toBeUndefined();
    expect(groupSubregions(regions, subregions).Mexico).toEqual([
      { name: 'Riviera Maya', id: 21 },
      { name: 'Los Cabos', id: 22 },
      { name: 'Puerto Vallarta', id: 23 },
    ]);
  });

  it('releases a demo hold with status RELEASE (SPEC §4)', async () => {
    const resort = api.service('resort');
    expect(await checkHold(resort, 'RS-240501')).toMatchObject({ status: 'HELD', property_id: 'R-7004', check_in: '2027-01-10', total: 2560, currency: 'USD' });
    expect(await releaseHold(resort, 'RS-240501')).toMatchObject({ status: 'RELEASED', expires_at: null });
    expect((await checkHold(resort, 'RS-240501')).status).toBe('RELEASED');
    await expect(releaseHold(resort, 'RS-240503')).rejects.toMatchObject({ status: 409, message: 'A confirmed booking cannot be released' });
    await expect(checkHold(resort, 'RS-000000')).rejects.toMatchObject({ status: 404, message: 'Hold not found' });
  });

  it('validates the itinerary update', async () => {
    const response = await fetch(`${api.url}/resort-service/itineraries`, { method: 'PUT', body: JSON.stringify({ reference_number: 'RS-240502', status: 'CANCEL' }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Invalid request', errors: { status: ['must be RELEASE or CONFIRM'] } });
  });
});

describe('resort holds: place, check, release, confirm, expire', () => {
  const TTL = 60_000;
  let clock = Date.parse('2026-11-25T10:00:00Z');
  let holdApi: TestApi;
  beforeAll(async () => {
    holdApi = await startTestApi({ now: () => clock, holdTtlMs: TTL });
  });
  afterAll(() => holdApi.dispose());

  const stay: ResortStayRequest = { property_id: 'R-7002', check_in: '2027-03-01', check_out: '2027-03-05', adults: 2, children: 1, currency: 'EUR' };
  const post = (body: unknown) =>
    fetch(`${holdApi.url}/resort-service/itineraries`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('holds 15 minutes by default, or RESORT_HOLD_TTL_MS when set', async () => {
    expect(DEFAULT_HOLD_TTL_MS).toBe(900_000);
    vi.stubEnv('RESORT_HOLD_TTL_MS', '5000');
    const short = await startTestApi({ now: () => clock }).finally(() => vi.unstubAllEnvs());
    try {
      expect((await placeHold(short.service('resort'), stay)).expires_at).toBe(new Date(clock + 5000).toISOString());
    } finally {
      await short.dispose();
    }
    vi.stubEnv('RESORT_HOLD_TTL_MS', 'soon');
    await expect(startTestApi({ dataDir: '/nonexistent' })).rejects.toThrow('RESORT_HOLD_TTL_MS must be a positive whole number of milliseconds, not soon');
    vi.unstubAllEnvs();
  });

  it('places a hold (201) for the stay, HELD until now + TTL, priced in the currency', async () => {
    const resort = holdApi.service('resort');
    const response = await post(stay);
    expect(response.status).toBe(201);
    const placed = ((await response.json()) as { data: { reference_number: string } }).data;
    expect(placed.reference_number).toMatch(/^RS-\d{6}$/);
    const held = await checkHold(resort, placed.reference_number);
    expect(held).toEqual({
      reference_number: placed.reference_number,
      status: 'HELD',
      expires_at: new Date(clock + TTL).toISOString(),
      ...stay,
      total: Math.round(Math.round(298 * EXCHANGE_RATES.EUR! * 100) * 4) / 100,
    });
    const other = await placeHold(resort, stay);
    expect(other.reference_number).not.toBe(placed.reference_number);
  });

  it('releases a hold once; a second release is 409, which isHoldGone reads as nothing left to release', async () => {
    const resort = holdApi.service('resort');
    const hold = await placeHold(resort, stay);
    expect(await releaseHold(resort, hold.reference_number, { keepalive: true })).toMatchObject({ status: 'RELEASED', expires_at: null });
    expect((await checkHold(resort, hold.reference_number)).status).toBe('RELEASED');
    const again = await releaseHold(resort, hold.reference_number).catch((error: unknown) => error);
    expect(again).toMatchObject({ status: 409, message: 'The hold was already released' });
    expect(isHoldGone(again)).toBe(true);
    const unknown = await releaseHold(resort, 'RS-000000').catch((error: unknown) => error);
    expect(unknown).toMatchObject({ status: 404, message: 'Hold not found' });
    expect(isHoldGone(unknown)).toBe(true);
    expect(isHoldGone(new Error('offline'))).toBe(false);
    const traveller = holdApi.service('resort', await loginAs(holdApi, 'sunny', 'customer@sunny.demo'));
    await expect(confirmHold(traveller, hold.reference_number)).rejects.toMatchObject({ status: 409, message: 'The hold was released' });
  });

  it('confirms a held stay; confirming again answers the same booking, which cannot be released', async () => {
    const resort = holdApi.service('resort', await loginAs(holdApi, 'sunny', 'customer@sunny.demo'));
    const hold = await placeHold(resort, stay);
    const booked = await confirmHold(resort, hold.reference_number);
    expect(booked).toMatchObject({ reference_number: hold.reference_number, status: 'CONFIRMED', expires_at: null, total: hold.total });
    expect(await confirmHold(resort, hold.reference_number)).toEqual(booked);
    await expect(releaseHold(resort, hold.reference_number)).rejects.toMatchObject({ status: 409, message: 'A confirmed booking cannot be released' });
  });

  it('expires a hold at its TTL: EXPIRED with expires_at kept, and it can be neither confirmed nor released', async () => {
    const resort = holdApi.service('resort');
    const hold = await placeHold(resort, stay);
    clock += TTL - 1;
    expect((await checkHold(resort, hold.reference_number)).status).toBe('HELD');
    clock += 1;
    expect(await checkHold(resort, hold.reference_number)).toMatchObject({ status: 'EXPIRED', expires_at: hold.expires_at });
    await expect(confirmHold(holdApi.service('resort', await loginAs(holdApi, 'sunny', 'customer@sunny.demo')), hold.reference_number)).rejects.toMatchObject({
      status: 409,
      message: 'The hold has expired',
    });
    const release = await releaseHold(resort, hold.reference_number).catch((error: unknown) => error);
    expect(release).toMatchObject({ status: 409, message: 'The hold has expired' });
    expect(isHoldGone(release)).toBe(true);
    // The demo holds started with the API, so they have expired too.
    expect((await checkHold(resort, 'RS-240502')).status).toBe('EXPIRED');
  });

  it('refuses what cannot be held: sold out (409), unknown property (404), over 60 nights (400 on check_out)', async () => {
    const resort = holdApi.service('resort');
    await expect(placeHold(resort, { ...stay, property_id: 'R-7003' })).rejects.toMatchObject({ status: 409, message: 'Not available for these dates' });
    await expect(placeHold(resort, { ...stay, check_out: '2027-03-30' })).rejects.toMatchObject({ status: 409, message: 'Not available for these dates' });
    await expect(placeHold(resort, { ...stay, property_id: 'R-9999' })).rejects.toMatchObject({ status: 404, message: 'Property not found' });
    const long = await post({ ...stay, check_out: '2027-05-01' });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ message: 'Invalid request', errors: { check_out: ['must be at most 60 nights after check_in'] } });
    const backwards = await post({ ...stay, check_out: stay.check_in });
    expect(((await backwards.json()) as { errors: object }).errors).toEqual({ check_out: ['must be after check_in'] });
  });
});

describe('a confirmed resort stay is a booking of the traveller (My Trips)', () => {
  let bookApi: TestApi;
  beforeAll(async () => {
    bookApi = await startTestApi();
  });
  afterAll(() => bookApi.dispose());

  const stay: ResortStayRequest = { property_id: 'R-7001', check_in: fromToday(40), check_out: fromToday(44), adults: 2, children: 1, currency: 'EUR' };
  const bookingsOf = async (token: string) =>
    ((await (await bookApi.call('/api/bookings', { agency: 'sunny', headers: { Authorization: `Bearer ${token}` } })).json()) as { data: Record<string, unknown>[] }).data;

  it('lists the confirmed stay in GET /api/bookings with service resort, under the hold reference, once', async () => {
    const token = await loginAs(bookApi, 'sunny', 'customer@sunny.demo');
    const resort = bookApi.service('resort', token);
    const hold = await placeHold(resort, stay);
    expect(await bookingsOf(token)).toEqual([]);
    await confirmHold(resort, hold.reference_number);
    await confirmHold(resort, hold.reference_number);
    const bookings = await bookingsOf(token);
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({
      reference: hold.reference_number,
      service: 'resort',
      status: 'confirmed',
      offerId: 'R-7001',
      title: 'Montego Bay Sands All-Inclusive',
      // The region is named like its country: it reads once.
      location: 'Jamaica',
      startDate: stay.check_in,
      endDate: stay.check_out,
      price: { amount: hold.total, currency: 'EUR' },
      traveller: { email: 'customer@sunny.demo' },
    });
    const one = await bookApi.call(`/api/bookings/${hold.reference_number}`, { agency: 'sunny', headers: { Authorization: `Bearer ${token}` } });
    expect(one.status).toBe(200);
  });

  it('needs a logged-in traveller to confirm (401), and keeps a traveller’s hold from others (404)', async () => {
    const anonymous = bookApi.service('resort');
    const open = await placeHold(anonymous, stay);
    await expect(confirmHold(anonymous, open.reference_number)).rejects.toMatchObject({ status: 401 });
    expect((await checkHold(anonymous, open.reference_number)).status).toBe('HELD');

    const customer = await loginAs(bookApi, 'sunny', 'customer@sunny.demo');
    const agent = await loginAs(bookApi, 'sunny', 'agent@sunny.demo');
    const held = await placeHold(bookApi.service('resort', customer), stay);
    const stranger = bookApi.service('resort', agent);
    for (const call of [checkHold(stranger, held.reference_number), confirmHold(stranger, held.reference_number), releaseHold(anonymous, held.reference_number)])
      await expect(call).rejects.toMatchObject({ status: 404, message: 'Hold not found' });
    expect(await bookingsOf(agent)).toEqual([]);
    // A hold placed without a log-in goes to the traveller who books it.
    await confirmHold(stranger, open.reference_number);
    expect((await bookingsOf(agent)).map((b) => b.reference)).toEqual([open.reference_number]);
  });
});
