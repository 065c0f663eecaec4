import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApi, type TestApi } from './test-server.ts';

/*
 * Dates that cannot be booked are refused by the API, not only by the form (reference/rules/
 * bookable-dates.js, SPEC §5, §9): a search, an offer's details, a booking and the resort service's
 * availability and hold answer 400 naming the field as the request spells it. The API's clock is
 * fixed at 05:00 UTC on 15 June 2027: the 15th in Berlin, still the 14th in Honolulu (UTC−10).
 */

const NOW = Date.parse('2027-06-15T05:00:00Z');
const ROOMS = encodeURIComponent('[{"adults":2,"children":[]}]');
const hotelQuery = (checkIn: string, checkOut: string) => `destination=city-lis&checkIn=${checkIn}&checkOut=${checkOut}&rooms=${ROOMS}`;
const BERLIN = { 'x-time-zone': 'Europe/Berlin' };

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi({ now: () => NOW });
  token = await loginAs(api, 'sunny', 'customer@sunny.demo');
});
afterAll(() => api.dispose());

type Answer = { status: number; body: { data?: unknown; message?: string; errors?: Record<string, string[]> } };
const json = async (response: Response): Promise<Answer> => ({ status: response.status, body: (await response.json()) as Answer['body'] });
const get = (path: string, headers: Record<string, string> = BERLIN) => api.call(path, { agency: 'sunny', headers }).then(json);
const send = (method: string, path: string, body: unknown, headers: Record<string, string> = BERLIN) =>
  api.call(path, { agency: 'sunny', method, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...headers }, body: JSON.stringify(body) }).then(json);

describe('a start in the past is 400 at its field', () => {
  it('an offer search, in English and, from the catalogue, in German', async () => {
    const past = await get(`/api/offers/hotels?${hotelQuery('2027-06-10', '2027-06-13')}`);
    expect(past).toEqual({ status: 400, body: { message: 'Invalid request', errors: { checkIn: ['checkIn must not be in the past'] } } });
    const german = await get(`/api/offers/hotels?${hotelQuery('2027-06-10', '2027-06-13')}`, { ...BERLIN, 'x-language': 'de' });
    expect(german).toEqual({ status: 400, body: { message: 'Ungültige Anfrage', errors: { checkIn: ['checkIn darf nicht in der Vergangenheit liegen'] } } });
    // Today and later are searched as before.
    expect((await get(`/api/offers/hotels?${hotelQuery('2027-06-15', '2027-06-18')}`)).status).toBe(200);
  });

  it('each service, by its own query names', async () => {
    const cases: [string, string, string][] = [
      ['flights', 'from=JFK&to=LHR&departDate=2027-06-01&tripType=oneway&adults=1', 'departDate'],
      ['cars', 'pickUp=LIST01&dropOff=LISS02&pickUpDate=2027-06-01&pickUpTime=10:00&dropOffDate=2027-06-04&dropOffTime=10:00', 'pickUpDate'],
      ['activities', 'destination=d-538&startDate=2027-06-01&endDate=2027-06-02', 'startDate'],
      ['cruise', `line=1&month=2027-05&guests=${encodeURIComponent('[{"type":"adult","count":2}]')}`, 'month'],
      ['resort', 'region=2&checkIn=2027-06-01&checkOut=2027-06-05&adults=2', 'checkIn'],
    ];
    for (const [service, query, field] of cases) {
      const answer = await get(`/api/offers/${service}?${query}`);
      expect(answer.status, service).toBe(400);
      expect(answer.body.errors, service).toEqual({ [field]: [`${field} must not be in the past`] });
    }
  });

  it('an offer’s details', async () => {
    const details = await get(`/api/offers/hotels/H.city-lis.1?${hotelQuery('2027-06-01', '2027-06-04')}`);
    expect(details.status).toBe(400);
    expect(details.body.errors).toEqual({ checkIn: ['checkIn must not be in the past'] });
    expect((await get(`/api/offers/hotels/H.city-lis.1?${hotelQuery('2027-07-01', '2027-07-04')}`)).status).toBe(200);
  });

  it('a booking: 400 before any charge, nothing stored', async () => {
    const booking = {
      service: 'hotels',
      offerId: 'H.city-lis.1',
      query: Object.fromEntries(new URLSearchParams(hotelQuery('2027-06-01', '2027-06-04'))),
      currency: 'USD',
      email: 'ana@example.com',
      travellers: [
        { firstName: 'Ana', lastName: 'Lee' },
        { firstName: 'Bo', lastName: 'Lee' },
      ],
      card: { name: 'Ana Lee', number: '4242424242424242', expiry: '12/40', cvc: '123' },
    };
    const past = await send('POST', '/api/bookings', booking);
    expect(past).toEqual({ status: 400, body: { message: 'Invalid request', errors: { checkIn: ['checkIn must not be in the past'] } } });
    expect((await api.call('/api/bookings', { agency: 'sunny', headers: { Authorization: `Bearer ${token}` } }).then(json)).body.data).toEqual([]);
    const future = await send('POST', '/api/bookings', { ...booking, query: Object.fromEntries(new URLSearchParams(hotelQuery('2027-07-01', '2027-07-04'))) });
    expect(future.status).toBe(201);
  });

  it('a resort availability check and a hold, as the resort service names its fields', async () => {
    const stay = { property_id: 'R-7001', check_in: '2027-06-01', check_out: '2027-06-05', adults: 2, children: 0, currency: 'USD' };
    const query = new URLSearchParams({ ...stay, adults: '2', children: '0' });
    const availability = await json(await fetch(`${api.url}/resort-service/properties/availability?${query}`, { headers: BERLIN }));
    expect(availability).toEqual({ status: 400, body: { message: 'Invalid request', errors: { check_in: ['must not be in the past'] } } });
    const hold = await send('POST', '/resort-service/itineraries', stay);
    expect(hold).toEqual({ status: 400, body: { message: 'Invalid request', errors: { check_in: ['must not be in the past'] } } });
    const german = await send('POST', '/resort-service/itineraries', stay, { ...BERLIN, 'x-language': 'de' });
    expect(german.body.errors).toEqual({ check_in: ['darf nicht in der Vergangenheit liegen'] });
    expect((await send('POST', '/resort-service/itineraries', { ...stay, check_in: '2027-07-01', check_out: '2027-07-05' })).status).toBe(201);
  });
});

describe('today is the visitor’s (x-time-zone)', () => {
  const onThe14th = `/api/offers/hotels?${hotelQuery('2027-06-14', '2027-06-16')}`;

  it('the 14th is still today in Honolulu, and past in Berlin', async () => {
    expect((await get(onThe14th, { 'x-time-zone': 'Pacific/Honolulu' })).status).toBe(200);
    expect((await get(onThe14th, { 'x-time-zone': 'Europe/Berlin' })).body.errors).toEqual({ checkIn: ['checkIn must not be in the past'] });
  });

  it('without a zone (or with one that names none), a day still current anywhere is accepted; one over everywhere is not', async () => {
    expect((await get(onThe14th, {})).status).toBe(200);
    expect((await get(onThe14th, { 'x-time-zone': 'Nowhere/Special' })).status).toBe(200);
    expect((await get(`/api/offers/hotels?${hotelQuery('2027-06-13', '2027-06-16')}`, {})).body.errors).toEqual({ checkIn: ['checkIn must not be in the past'] });
  });
});

describe('an end that cannot follow its start, and SPEC §5’s 60 days', () => {
  it('names the end field, with every other fault in the same 400', async () => {
    const backwards = await get(`/api/offers/hotels?destination=nowhere&checkIn=2027-06-10&checkOut=2027-06-09&rooms=${ROOMS}`);
    expect(backwards.body.errors).toEqual({
      destination: ['destination is not a known place'],
      checkOut: ['checkOut must be after checkIn'],
      checkIn: ['checkIn must not be in the past'],
    });
    const activity = await get('/api/offers/activities?destination=d-538&startDate=2027-07-02&endDate=2027-07-01');
    expect(activity.body.errors).toEqual({ endDate: ['endDate must not be before startDate'] });
  });

  it('a car returned on its pick-up day before its pick-up time', async () => {
    const car = await get('/api/offers/cars?pickUp=LIST01&dropOff=LISS02&pickUpDate=2027-07-01&pickUpTime=10:00&dropOffDate=2027-07-01&dropOffTime=09:30');
    expect(car.body.errors).toEqual({ dropOffTime: ['dropOffTime must be after pickUpTime'] });
    expect((await get('/api/offers/cars?pickUp=LIST01&dropOff=LISS02&pickUpDate=2027-07-01&pickUpTime=10:00&dropOffDate=2027-07-01&dropOffTime=18:00')).status).toBe(200);
  });

  it('a resort availability check over 60 nights, as the hold refuses it', async () => {
    const query = new URLSearchParams({ property_id: 'R-7001', check_in: '2027-07-01', check_out: '2027-09-01' });
    const answer = await json(await fetch(`${api.url}/resort-service/properties/availability?${query}`, { headers: BERLIN }));
    expect(answer).toEqual({ status: 400, body: { message: 'Invalid request', errors: { check_out: ['must be at most 60 nights after check_in'] } } });
  });
});
