import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
  charge: { currency: string; base: number; taxes: number; total: number };
  cancellation: { kind: string };
}

/** A hotel booking for two adults (HOTEL_QUERY's one room) paid with the approving test card; `more` replaces fields. */
const paying = (more: Record<string, unknown> = {}) => ({
  service: 'hotels',
  offerId: 'H.city-lis.1',
  query: Object.fromEntries(new URLSearchParams(HOTEL_QUERY)),
  currency: 'USD',
  email: 'ana@example.com',
  travellers: [
    { firstName: 'Ana', lastName: 'Lee' },
    { firstName: 'Bo', lastName: 'Lee' },
  ],
  card: { name: 'Ana Lee', number: '4242424242424242', expiry: '12/40', cvc: '123' },
  ...more,
});

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

describe('offer search and details (our paths: SPEC §7 names none)', () => {
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

describe('payment through the test-mode gateway (README "Test cards")', () => {
  const FLIGHT_QUERY = Object.fromEntries(new URLSearchParams(QUERIES.flights!));
  const stored = async () => JSON.parse(await readFile(join(api.dataDir, 'bookings.json'), 'utf8').catch(() => '{"bookings":[]}')) as { bookings: unknown[] };
  const mine = async (token: string) => ((await get('/api/bookings', token)).body.data as unknown[]).length;

  it('GET /api/getCurrentPaymentGateway answers the agency’s gateway without a token, the SPEC §6 optional-auth marker allowed by CORS', async () => {
    const preflight = await api.call('/api/getCurrentPaymentGateway', { agency: 'sunny', method: 'OPTIONS', headers: { 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-auth-optional' } });
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-auth-optional');
    const gateway = await api.call('/api/getCurrentPaymentGateway', { agency: 'sunny', headers: { 'x-auth-optional': 'true' } });
    expect(gateway.status).toBe(200);
    expect(((await gateway.json()) as { data: unknown }).data).toMatchObject({ currentGateway: 'stripe', currentPaymentGateway: 'Stripe', isTestMode: true });
  });

  it('a declined card answers 402 with the reason and stores nothing', async () => {
    const token = await loginAs(api, 'sunny', 'customer@sunny.demo');
    const before = { listed: await mine(token), stored: (await stored()).bookings.length };
    const declined = await post('/api/bookings', paying({ card: { name: 'Ana Lee', number: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' } }), token);
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({ message: 'Card declined: insufficient funds', decline: 'insufficient_funds' });
    expect(await mine(token)).toBe(before.listed);
    expect((await stored()).bookings.length).toBe(before.stored);
  });

  it('a malformed or expired card is refused with field errors before the gateway, storing nothing', async () => {
    const token = await loginAs(api, 'sunny', 'customer@sunny.demo');
    const before = await mine(token);
    const luhn = await post('/api/bookings', paying({ card: { name: 'Ana Lee', number: '4242424242424241', expiry: '12/40', cvc: '123' } }), token);
    expect(luhn.status).toBe(400);
    expect(luhn.body.errors).toEqual({ 'card.number': ['Card number is not valid'] });
    const expired = await post('/api/bookings', paying({ card: { name: 'Ana Lee', number: '4242424242424242', expiry: '01/20', cvc: '123' } }), token);
    expect(expired.body.errors).toEqual({ 'card.expiry': ['This card has expired'] });
    expect((await post('/api/bookings', paying({ card: undefined }), token)).body.errors).toEqual({ card: ['card is required'] });
    expect(await mine(token)).toBe(before);
  });

  it('a card that asks for confirmation stores nothing until the same user confirms, once', async () => {
    const token = await loginAs(api, 'sunny', 'customer@sunny.demo');
    const before = await mine(token);
    const asked = await post('/api/bookings', paying({ card: { name: 'Ana Lee', number: '4000000000003220', expiry: '12/40', cvc: '123' } }), token);
    expect(asked.status).toBe(202);
    const { paymentId, status, card } = asked.body.data as { paymentId: string; status: string; card: unknown };
    expect(status).toBe('requires_confirmation');
    expect(card).toEqual({ brand: 'visa', last4: '3220' });
    expect(await mine(token)).toBe(before);

    const other = await loginAs(api, 'sunny', 'agent@sunny.demo');
    expect((await post(`/api/payments/${paymentId}/confirm`, {}, other)).status).toBe(404);
    expect((await post(`/api/payments/${paymentId}/confirm`, {})).status).toBe(401);
    const confirmed = await post(`/api/payments/${paymentId}/confirm`, {}, token);
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.data).toMatchObject({ status: 'confirmed', payment: { status: 'paid', last4: '3220', paidAt: expect.stringMatching(/^\d{4}-/) } });
    expect(await mine(token)).toBe(before + 1);
    expect((await post(`/api/payments/${paymentId}/confirm`, {}, token)).status).toBe(404);
    expect((await post('/api/payments/pay_nope/confirm', {}, token)).status).toBe(400);
  });

  it('asks for every traveller the search needs, and checks each flight passenger’s age (SPEC §3)', async () => {
    const token = await loginAs(api, 'sunny', 'customer@sunny.demo');
    const flight = (travellers: unknown[]) => post('/api/bookings', paying({ service: 'flights', offerId: 'F.JFK.LHR.0', query: FLIGHT_QUERY, travellers }), token);
    // QUERIES.flights: 2 adults and 1 child, departing 2027-03-01.
    const tooFew = await flight([{ firstName: 'Ana', lastName: 'Lee', dateOfBirth: '1990-01-01' }]);
    expect(tooFew.body.errors?.travellers).toEqual(['This booking needs 3 travellers']);
    const wrongAges = await flight([
      { firstName: 'Ana', lastName: 'Lee', dateOfBirth: '1990-01-01' },
      { firstName: 'Bo', lastName: 'Lee', dateOfBirth: '2016-01-01' },
      { firstName: 'Cy', lastName: 'Lee', dateOfBirth: '2026-01-01' },
    ]);
    expect(wrongAges.status).toBe(400);
    expect(wrongAges.body.errors).toEqual({
      'travellers.1.dateOfBirth': ['An adult must be 12 or older on the travel date'],
      'travellers.2.dateOfBirth': ['A child must be 2 to 11 on the travel date'],
    });
    const right = await flight([
      { firstName: 'Ana', lastName: 'Lee', dateOfBirth: '1990-01-01' },
      { firstName: 'Bo', lastName: 'Lee', dateOfBirth: '2015-03-01' },
      { firstName: 'Cy', lastName: 'Lee', dateOfBirth: '2020-01-01' },
    ]);
    expect(right.status).toBe(201);
    expect((right.body.data as { travellers: unknown[] }).travellers).toHaveLength(3);
  });

  it('keeps only the brand and last four digits of a card: never the number, expiry or code, in storage or in the log', async () => {
    const logged = await startTestApi({ quiet: false });
    started.push(logged);
    const lines: string[] = [];
    const capture = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
    const spies = [vi.spyOn(console, 'log').mockImplementation(capture), vi.spyOn(console, 'error').mockImplementation(capture), vi.spyOn(console, 'warn').mockImplementation(capture)];
    try {
      const token = await loginAs(logged, 'sunny', 'customer@sunny.demo');
      const send = (card: Record<string, string>) =>
        logged.call('/api/bookings', { agency: 'sunny', method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(paying({ card })) });
      expect((await send({ name: 'Ana Lee', number: '4242424242424242', expiry: '11/39', cvc: '987' })).status).toBe(201);
      expect((await send({ name: 'Ana Lee', number: '4000000000000002', expiry: '11/39', cvc: '987' })).status).toBe(402);
      expect((await send({ name: 'Ana Lee', number: '4000000000003220', expiry: '11/39', cvc: '987' })).status).toBe(202);
      expect((await send({ name: 'Ana Lee', number: '4242424242424241', expiry: '11/39', cvc: '987' })).status).toBe(400);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(lines.some((line) => line.includes('POST /api/bookings 201'))).toBe(true);
    const file = await readFile(join(logged.dataDir, 'bookings.json'), 'utf8');
    expect(file).toContain('"last4": "4242"');
    // A three-digit code can occur inside a timestamp ("…52.987Z") or an amount, so short secrets are
    // compared with whole tokens; a timestamp stays one token ("05:56:52.987") and cannot match.
    for (const text of [lines.join('\n'), file]) {
      for (const secret of ['424242424242', '400000000000']) expect(text).not.toContain(secret);
      const tokens = text.split(/[^0-9/.:-]+/);
      for (const secret of ['11/39', '987']) expect(tokens).not.toContain(secret);
    }
    expect(file).not.toMatch(/"(cvc|cvv|expiry|number)"/i);
  });

  it('prices the breakdown in minor units that add up to the total, with the offer’s cancellation policy', async () => {
    for (const currency of ['USD', 'JPY', 'KWD']) {
      const offer = (await get(`/api/offers/hotels/H.city-lis.1?${HOTEL_QUERY}&currency=${currency}`)).body.data as Offer;
      expect(offer.charge.base + offer.charge.taxes).toBe(offer.charge.total);
      expect(Number.isInteger(offer.charge.total)).toBe(true);
      expect(offer.price.amount * 10 ** { USD: 2, JPY: 0, KWD: 3 }[currency]!).toBeCloseTo(offer.charge.total, 6);
      expect(['free', 'partial', 'none']).toContain(offer.cancellation.kind);
    }
  });
});

describe('bookings (our paths /api/bookings)', () => {
  it('answers 401 without a token', async () => {
    expect((await get('/api/bookings')).status).toBe(401);
    expect((await post('/api/bookings', {})).status).toBe(401);
    expect((await get('/api/bookings/HT-ABCDEFGH')).status).toBe(401);
  });

  it('validates the booking, its travellers and its card with field errors in one answer', async () => {
    const token = await loginAs(api, 'sunny', 'customer@sunny.demo');
    const bad = await post(
      '/api/bookings',
      { service: 'hotels', offerId: '', query: {}, currency: 'usd', email: 'nope', travellers: [{ firstName: ' ', lastName: 'Lee' }], card: { name: 'Ana Lee', number: '4242424242424241', expiry: '13/30', cvc: '12' } },
      token,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors!)).toEqual(expect.arrayContaining(['offerId', 'currency', 'email', 'card.number', 'card.expiry', 'card.cvc']));
    const wrongQuery = await post('/api/bookings', { ...paying(), query: { destination: 'city-lis' } }, token);
    expect(wrongQuery.status).toBe(400);
    expect(wrongQuery.body.errors?.checkIn).toBeDefined();
  });

  it('books at the API’s own price, lists it for its user only, and keeps it across a restart', async () => {
    const token = await loginAs(api, 'sunny', 'customer@sunny.demo');
    const query = Object.fromEntries(new URLSearchParams(HOTEL_QUERY));
    const offer = (await get(`/api/offers/hotels/H.city-lis.1?${HOTEL_QUERY}&currency=EUR`)).body.data as Offer;
    const made = await post('/api/bookings', { ...paying({ query, currency: 'EUR' }), correlationId: 'c-1' }, token);
    expect(made.status).toBe(201);
    const booking = made.body.data as { reference: string; price: Offer['price']; title: string; status: string };
    expect(booking.reference).toMatch(/^HT-[A-Z0-9]{8}$/);
    expect(booking).toMatchObject({ title: offer.title, price: offer.price, status: 'confirmed', payment: { status: 'paid', brand: 'visa', last4: '4242', charge: offer.charge } });

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
