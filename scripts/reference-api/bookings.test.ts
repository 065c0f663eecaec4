import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApi, type TestApi } from './test-server.ts';

const HOTEL_QUERY = 'destination=city-lis&destinationName=Lisbon&checkIn=2027-03-01&checkOut=2027-03-04&rooms=' + encodeURIComponent('[{"adults":2,"children":[5]}]');
const QUERIES: Record<string, string> = {
  hotels: HOTEL_QUERY,
  flights: 'from=JFK&to=LHR&departDate=2027-03-01&returnDate=2027-03-08&tripType=return&adults=2&children=1&infants=0',
  cars: 'pickUp=LIST01&pickUpName=Lisbon&dropOff=LISS02&dropOffName=Station&pickUpDate=2027-03-01&pickUpTime=10:00&dropOffDate=2027-03-04&dropOffTime=09:00&driverAge=30&residence=US',
  activities: 'destination=d-538&destinationName=Lisbon&startDate=2027-03-01&endDate=2027-03-05',
  cruise: 'line=1&month=2027-03&guests=' + encodeURIComponent('[{"type":"adult","count":2},{"type":"children","count":1},{"type":"infant","count":0}]'),
  resort: 'region=2&checkIn=2027-03-01&checkOut=2027-03-06&adults=2',
};

interface Offer {
  id: string;
  title: string;
  facts: { key: string; value: string }[];
  price: { amount: number; currency: string };
}

let api: TestApi;
const started: TestApi[] = [];
beforeAll(async () => {
  api = await startTestApi();
  started.push(api);
});
afterAll(async () => {
  for (const one of started) await one.close().catch(() => undefined);
  await rm(api.dataDir, { recursive: true, force: true });
});

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as { data?: unknown; message?: string; errors?: Record<string, string[]> } });
const get = (path: string, token?: string) => api.call(path, { agency: 'sunny', headers: token ? { Authorization: `Bearer ${token}` } : {} }).then(json);
const post = (path: string, body: unknown, token?: string) =>
  api.call(path, { agency: 'sunny', method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) }).then(json);

describe('offer search and details (issue 10, our paths: SPEC §7 names none)', () => {
  it.each(Object.keys(QUERIES))('%s: results cheapest first, priced in the asked currency, each one found again by id', async (service) => {
    const usd = await get(`/api/offers/${service}?${QUERIES[service]}&currency=USD`);
    expect(usd.status).toBe(200);
    const { offers, correlationId } = usd.body.data as { offers: Offer[]; correlationId: string };
    expect(correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(offers.length).toBeGreaterThanOrEqual(2);
    const amounts = offers.map((o) => o.price.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    const aed = await get(`/api/offers/${service}?${QUERIES[service]}&currency=AED`);
    const first = (aed.body.data as { offers: Offer[] }).offers[0]!;
    expect(first.price.currency).toBe('AED');
    expect(first.price.amount).toBeCloseTo(offers[0]!.price.amount * 3.6725, 0);

    const detail = await get(`/api/offers/${service}/${encodeURIComponent(first.id)}?${QUERIES[service]}&currency=AED`);
    expect(detail.body.data).toMatchObject({ id: first.id, title: first.title, price: first.price });
  });

  it('prices a hotel stay by nights and rooms, and a home v2 deal by its property id', async () => {
    const three = (await get(`/api/offers/hotels?${HOTEL_QUERY}`)).body.data as { offers: Offer[] };
    const six = (await get(`/api/offers/hotels?${HOTEL_QUERY.replace('2027-03-04', '2027-03-07')}`)).body.data as { offers: Offer[] };
    expect(six.offers[0]!.price.amount).toBeCloseTo(three.offers[0]!.price.amount * 2, 1);
    expect(three.offers[0]!.facts).toContainEqual({ key: 'nights', value: '3' });
    const v2 = await get(`/api/offers/hotels/P-100241?destination=P-100241&checkIn=2027-03-01&checkOut=2027-03-03&rooms=${encodeURIComponent('[{"adults":2}]')}`);
    expect(v2.body.data).toMatchObject({ id: 'P-100241', title: 'Alfama Riverside Rooms' });
  });

  it('answers 400 naming each wrong field, and 404 for an unknown offer', async () => {
    const bad = await get('/api/offers/hotels?destination=nowhere&checkIn=2027-03-05&checkOut=2027-03-01&rooms=not-json');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid request');
    expect(Object.keys(bad.body.errors!)).toEqual(expect.arrayContaining(['destination', 'rooms']));

    const span = await get(`/api/offers/hotels?${HOTEL_QUERY.replace('2027-03-04', '2027-06-04')}`);
    expect(span.body.errors?.checkOut).toEqual(['checkOut must be at most 60 days after checkIn']);

    const flight = await get('/api/offers/flights?from=JFK&to=JFK&departDate=2027-03-01&tripType=return&adults=1');
    expect(flight.body.errors).toMatchObject({ to: ['to must differ from from'], returnDate: ['returnDate is required for a return trip'] });

    expect((await get(`/api/offers/boats?${HOTEL_QUERY}`)).body.errors?.service).toBeDefined();
    expect((await get(`/api/offers/hotels?${HOTEL_QUERY}&currency=XYZ`)).body.errors?.currency).toBeDefined();
    expect((await get(`/api/offers/hotels/H.city-lis.9?${HOTEL_QUERY}`)).status).toBe(404);
    // An id from another search is not this search's offer.
    expect((await get(`/api/offers/flights/F.CDG.LHR.0?${QUERIES.flights}`)).status).toBe(404);
  });
});

describe('bookings (issue 10, our paths /api/bookings)', () => {
  it('answers 401 without a token', async () => {
    expect((await get('/api/bookings')).status).toBe(401);
    expect((await post('/api/bookings', {})).status).toBe(401);
    expect((await get('/api/bookings/HT-ABCDEFGH')).status).toBe(401);
  });

  it('validates the booking with field errors', async () => {
    const token = await loginAs(api, 'sunny', 'customer@sunny.demo');
    const bad = await post('/api/bookings', { service: 'hotels', offerId: '', query: {}, currency: 'usd', traveller: { firstName: ' ', lastName: 'Lee', email: 'nope' } }, token);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors!)).toEqual(expect.arrayContaining(['offerId', 'currency', 'traveller.firstName', 'traveller.email']));
    const wrongQuery = await post('/api/bookings', { service: 'hotels', offerId: 'H.city-lis.0', query: { destination: 'city-lis' }, currency: 'USD', traveller: { firstName: 'Ana', lastName: 'Lee', email: 'ana@example.com' } }, token);
    expect(wrongQuery.status).toBe(400);
    expect(wrongQuery.body.errors?.checkIn).toBeDefined();
  });

  it('books at the API’s own price, lists it for its user only, and keeps it across a restart', async () => {
    const token = await loginAs(api, 'sunny', 'customer@sunny.demo');
    const query = Object.fromEntries(new URLSearchParams(HOTEL_QUERY));
    const offer = (await get(`/api/offers/hotels/H.city-lis.1?${HOTEL_QUERY}&currency=EUR`)).body.data as Offer;
    const made = await post('/api/bookings', { service: 'hotels', offerId: 'H.city-lis.1', query, currency: 'EUR', correlationId: 'c-1', traveller: { firstName: 'Ana', lastName: 'Lee', email: 'ana@example.com' } }, token);
    expect(made.status).toBe(201);
    const booking = made.body.data as { reference: string; price: Offer['price']; title: string; status: string };
    expect(booking.reference).toMatch(/^HT-[A-Z0-9]{8}$/);
    expect(booking).toMatchObject({ title: offer.title, price: offer.price, status: 'confirmed' });

    const mine = (await get('/api/bookings', token)).body.data as { reference: string }[];
    expect(mine[0]!.reference).toBe(booking.reference);
    expect((await get(`/api/bookings/${booking.reference}`, token)).body.data).toMatchObject({ reference: booking.reference });

    const agent = await loginAs(api, 'sunny', 'agent@sunny.demo');
    expect((await get('/api/bookings', agent)).body.data).toEqual([]);
    expect((await get(`/api/bookings/${booking.reference}`, agent)).status).toBe(404);

    await api.close();
    const again = await startTestApi({ dataDir: api.dataDir });
    started.push(again);
    const listed = await again.call('/api/bookings', { agency: 'sunny', headers: { Authorization: `Bearer ${token}` } });
    expect(((await listed.json()) as { data: { reference: string }[] }).data.map((b) => b.reference)).toContain(booking.reference);
  });
});

describe('agency users (agent area, our path)', () => {
  it('lists agents or clients for a travel agent, 403 for a customer', async () => {
    const fresh = await startTestApi();
    started.push(fresh);
    const call = async (token: string, type: string) => {
      const response = await fresh.call(`/api/agency/users?type=${type}`, { agency: 'sunny', headers: { Authorization: `Bearer ${token}` } });
      return { status: response.status, body: (await response.json()) as { data: { personal_info: { email: string } }[] } };
    };
    const owner = await loginAs(fresh, 'sunny', 'owner@sunny.demo');
    const agents = await call(owner, 'agents');
    expect(agents.body.data.map((u) => u.personal_info.email)).toContain('agent@sunny.demo');
    expect(agents.body.data.map((u) => u.personal_info.email)).not.toContain('customer@sunny.demo');
    expect((await call(owner, 'clients')).body.data.map((u) => u.personal_info.email)).toContain('customer@sunny.demo');
    expect((await call(owner, 'everyone')).status).toBe(400);
    expect((await call(await loginAs(fresh, 'sunny', 'customer@sunny.demo'), 'agents')).status).toBe(403);
    await fresh.dispose();
  });
});
