import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApi, type TestApi } from './test-server.ts';
import { paidHotelBooking } from '../harness/checkout-harness.ts';

/*
 * The agents' back office calls (routes/back-office.ts, SPEC §2.3 /dashboard, §2.11 Bookings and
 * payment-product item, §6): agency-wide counts and bookings, payment links, and the read
 * permission of each page (agent-access.ts) enforced by the API.
 */

const HOTEL_BOOKING = paidHotelBooking();
const RESORT_STAY = { property_id: 'R-7002', check_in: '2027-03-01', check_out: '2027-03-05', adults: 2, children: 0, currency: 'EUR' };

let api: TestApi;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  api = await startTestApi();
  for (const who of ['customer', 'agent', 'owner', 'sales']) tokens[who] = await loginAs(api, 'sunny', `${who}@sunny.demo`);
  tokens.nordic = await loginAs(api, 'nordic', 'owner@nordic.demo');
});
afterAll(() => api.dispose());

type Answer = { status: number; body: { data?: unknown; message?: string; errors?: Record<string, string[]>; currencies?: string[] } };
const call = async (
  path: string,
  { token, method = 'GET', body, agency = 'sunny' }: { token?: string; method?: string; body?: unknown; agency?: string } = {},
): Promise<Answer> => {
  const headers: Record<string, string> = body === undefined ? {} : { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await api.call(path, { agency, method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
};

/** A paid hotel booking of the customer, and a confirmed resort stay without payment of the agent. */
async function book() {
  const paid = await call('/api/bookings', { token: tokens.customer, method: 'POST', body: HOTEL_BOOKING });
  expect(paid.status).toBe(201);
  const held = await call('/resort-service/itineraries', { token: tokens.agent, method: 'POST', body: RESORT_STAY });
  expect(held.status).toBe(201);
  const reference = (held.body.data as { reference_number: string }).reference_number;
  expect((await call('/resort-service/itineraries', { token: tokens.agent, method: 'PUT', body: { reference_number: reference, status: 'CONFIRM' } })).status).toBe(200);
  return { paid: paid.body.data as { reference: string; price: { amount: number } }, unpaid: reference };
}

describe("Command Center and Bookings: the agency's bookings, its customers' included", () => {
  it('counts every booking of the agency, sums the sales per currency, counts the clients', async () => {
    const before = await call('/api/agency/summary', { token: tokens.owner });
    expect(before.status).toBe(200);
    const { paid } = await book();
    const after = (await call('/api/agency/summary', { token: tokens.owner })).body.data as {
      bookings: number;
      clients: number;
      sales: { currency: string; amount: number }[];
      recent: { reference: string }[];
    };
    expect(after.bookings).toBe((before.body.data as { bookings: number }).bookings + 2);
    expect(after.clients).toBeGreaterThan(0);
    expect(after.sales.map((s) => s.currency)).toEqual(['EUR', 'USD']);
    expect(after.sales.find((s) => s.currency === 'USD')?.amount).toBeCloseTo(paid.price.amount, 2);
    expect(after.recent.map((b) => b.reference)).toContain(paid.reference);
    // Another agency sees none of them.
    expect(((await call('/api/agency/summary', { token: tokens.nordic, agency: 'nordic' })).body.data as { bookings: number }).bookings).toBe(0);
  });

  it("lists the bookings with their state, filtered by service and state; opens one; 404 for another agency's", async () => {
    const { paid, unpaid } = await book();
    const list = async (query: string) =>
      (await call(`/api/agency/bookings${query}`, { token: tokens.owner })).body.data as { reference: string; state: string; service: string; bookedBy: { email: string } }[];
    const all = await list('');
    expect(all.find((b) => b.reference === paid.reference)).toMatchObject({ state: 'paid', service: 'hotels', bookedBy: { email: 'customer@sunny.demo' } });
    expect(all.find((b) => b.reference === unpaid)).toMatchObject({ state: 'unpaid', service: 'resort', bookedBy: { email: 'agent@sunny.demo' } });
    const hotels = await list('?service=hotels');
    expect(hotels.length).toBeGreaterThan(0);
    expect(hotels.every((b) => b.service === 'hotels')).toBe(true);
    const waiting = await list('?status=unpaid');
    expect(waiting.map((b) => b.reference)).toContain(unpaid);
    expect(waiting.every((b) => b.state === 'unpaid')).toBe(true);
    expect(await list('?service=resort&status=paid')).toEqual([]);
    const refused = await call('/api/agency/bookings?status=cancelled', { token: tokens.owner });
    expect(refused).toMatchObject({ status: 400, body: { errors: { status: ['status must be one of paid, unpaid'] } } });

    const one = await call(`/api/agency/bookings/${paid.reference}`, { token: tokens.owner });
    expect(one.body.data).toMatchObject({ reference: paid.reference, state: 'paid', traveller: { firstName: 'Clara', email: 'clara@example.com' }, payment: { last4: '4242' } });
    expect((await call(`/api/agency/bookings/${paid.reference}`, { token: tokens.nordic, agency: 'nordic' })).status).toBe(404);
    expect((await call('/api/agency/bookings/nope', { token: tokens.owner })).status).toBe(400);
  });

  it('refuses a customer (403) and a visitor without a log-in (401)', async () => {
    for (const path of ['/api/agency/summary', '/api/agency/bookings']) {
      expect((await call(path, { token: tokens.customer })).status, path).toBe(403);
      expect((await call(path)).status, path).toBe(401);
    }
  });
});

describe('payment links', () => {
  const good = { amount: '149.90', currency: 'EUR', description: 'Deposit for the Lisbon stay', email: 'clara@example.com' };

  it('403 for a SalesAgent, whose Payment Links item is greyed, on reading and creating', async () => {
    expect((await call('/api/payment-links', { token: tokens.sales })).status).toBe(403);
    expect((await call('/api/payment-links', { token: tokens.sales, method: 'POST', body: good })).status).toBe(403);
    expect((await call('/api/payment-links', { token: tokens.customer })).status).toBe(403);
  });

  it('names each field it refuses', async () => {
    const bad = await call('/api/payment-links', { token: tokens.owner, method: 'POST', body: { amount: '0', currency: 'XYZ', description: '  ', email: 'clara@' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      amount: ['Amount must be more than 0'],
      currency: [expect.stringMatching(/^Currency must be one of AED, USD, EUR/)],
      description: ['Description is required'],
      email: ['Please enter a valid email address'],
    });
    const more = await call('/api/payment-links', { token: tokens.owner, method: 'POST', body: { ...good, amount: '12.345', description: 'x'.repeat(201) } });
    expect(more.body.errors).toEqual({ amount: ['Amount must be a number with up to two decimals'], description: ['Description must be at most 200 characters'] });
    expect((await call('/api/payment-links', { token: tokens.owner, method: 'POST', body: { ...good, amount: -5 } })).body.errors).toEqual({
      amount: ['Amount must be more than 0'],
    });
  });

  it("creates links, lists them newest first with the agency's currencies, and shows one to whoever opens it", async () => {
    const first = await call('/api/payment-links', { token: tokens.owner, method: 'POST', body: good });
    expect(first.status).toBe(201);
    const second = await call('/api/payment-links', { token: tokens.agent, method: 'POST', body: { ...good, amount: 20, description: 'Transfer' } });
    const created = second.body.data as { id: string; amount: number };
    expect(created).toMatchObject({ amount: 20, currency: 'EUR', description: 'Transfer', email: 'clara@example.com' });
    expect(created.id).toMatch(/^pl_[0-9a-f]{20}$/);

    const listed = await call('/api/payment-links', { token: tokens.owner });
    expect((listed.body.data as { id: string }[]).slice(0, 2).map((l) => l.id)).toEqual([created.id, (first.body.data as { id: string }).id]);
    expect(listed.body.currencies).toContain('EUR');

    const opened = await call(`/api/payment-links/${created.id}`);
    expect(opened).toMatchObject({ status: 200, body: { data: { id: created.id, amount: 20, currency: 'EUR', description: 'Transfer', agencyName: 'Sunny Holidays' } } });
    expect(JSON.stringify(opened.body)).not.toContain('clara@example.com');
    expect((await call(`/api/payment-links/${created.id}`, { agency: 'nordic' })).status).toBe(404);
    expect((await call('/api/payment-links/pl_0000', {})).status).toBe(400);

    // Kept on disk: an API started on the same data finds it.
    const again = await startTestApi({ dataDir: api.dataDir });
    try {
      expect((await again.call(`/api/payment-links/${created.id}`, { agency: 'sunny' })).status).toBe(200);
    } finally {
      await again.close();
    }
  });
});

describe('agency users: each list as its page may be read', () => {
  it('lets an agent read the clients but not the agents (owners and admins only)', async () => {
    expect((await call('/api/agency/users?type=clients', { token: tokens.agent })).status).toBe(200);
    expect((await call('/api/agency/users?type=agents', { token: tokens.agent })).status).toBe(403);
    expect((await call('/api/agency/users?type=agents', { token: tokens.owner })).status).toBe(200);
  });
});
