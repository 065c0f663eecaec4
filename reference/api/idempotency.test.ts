import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotent } from './idempotency.ts';
import { createIdempotencyStore, IDEMPOTENCY_TTL_MS } from './idempotency-store.ts';
import { createJsonWriter } from './json-file.ts';
import type { Context, Reply } from './router.ts';
import { loginAs, startTestApi, type TestApi } from './test-server.ts';

/*
 * One charge per checkout (idempotency.ts): the payment calls take an Idempotency-Key; the same key,
 * user and request answer the first answer again, byte for byte, and charge and store nothing more,
 * even after a restart; the key with another request is 422; a request still being answered, 409.
 */

// The API's clock: real time, moved forward to age the kept answers.
let clock = Date.now();
/** The calendar day (UTC) `days` after the clock's: a stay the API books (no past dates). */
const inDays = (days: number) => new Date(clock + days * 86_400_000).toISOString().slice(0, 10);

const hotelBooking = (more: Record<string, unknown> = {}) => ({
  service: 'hotels',
  offerId: 'H.city-lis.1',
  query: { destination: 'city-lis', checkIn: inDays(30), checkOut: inDays(33), rooms: '[{"adults":2,"children":[]}]' },
  currency: 'USD',
  email: 'ana@example.com',
  travellers: [
    { firstName: 'Ana', lastName: 'Lee' },
    { firstName: 'Bo', lastName: 'Lee' },
  ],
  card: { name: 'Ana Lee', number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
  ...more,
});

let dataDir: string;
let api: TestApi;
let token: string;
const started: TestApi[] = [];
const start = async () => {
  const one = await startTestApi({ dataDir, now: () => clock });
  started.push(one);
  return one;
};
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'reference-api-idempotency-'));
  api = await start();
  token = await loginAs(api, 'sunny', 'customer@sunny.demo');
});
afterAll(async () => {
  for (const one of started) await one.close().catch(() => undefined);
  await rm(dataDir, { recursive: true, force: true });
});

/** A call as the checkout makes it: the customer's token, a JSON body, and the key when given. */
const call = (method: string, path: string, body: unknown, key?: string, headers: Record<string, string> = {}) =>
  api.call(path, {
    agency: 'sunny',
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...(key === undefined ? {} : { 'Idempotency-Key': key }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const answer = async (response: Response) => ({ status: response.status, text: await response.text(), replayed: response.headers.get('idempotent-replayed') });
const myTrips = async () =>
  ((await (await api.call('/api/bookings', { agency: 'sunny', headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { reference: string }[] }).data.map((b) => b.reference);
const referenceOf = (text: string) => (JSON.parse(text) as { data: { reference: string } }).data.reference;

describe('POST /api/bookings with an Idempotency-Key', () => {
  it('answers a replay with the first answer, byte for byte, and books once (My Trips lists one)', async () => {
    const before = await myTrips();
    const key = randomUUID();
    const first = await answer(await call('POST', '/api/bookings', hotelBooking(), key));
    expect(first.status).toBe(201);
    expect(first.replayed).toBeNull();
    // A double click, a retry, Back and Pay again: the same request with the same key.
    const again = await answer(await call('POST', '/api/bookings', hotelBooking(), key));
    expect(again).toEqual({ status: 201, text: first.text, replayed: 'true' });
    const trips = await myTrips();
    expect(trips).toHaveLength(before.length + 1);
    expect(trips[0]).toBe(referenceOf(first.text));
  });

  it('without a key, books every time, as before', async () => {
    const before = (await myTrips()).length;
    expect((await call('POST', '/api/bookings', hotelBooking())).status).toBe(201);
    expect((await call('POST', '/api/bookings', hotelBooking())).status).toBe(201);
    expect(await myTrips()).toHaveLength(before + 2);
  });

  it('keeps the key through a restart: the replay answers the same booking and books nothing', async () => {
    const key = randomUUID();
    const first = await answer(await call('POST', '/api/bookings', hotelBooking(), key));
    expect(first.status).toBe(201);
    const before = await myTrips();
    await api.close();
    api = await start();
    const again = await answer(await call('POST', '/api/bookings', hotelBooking(), key));
    expect(again).toEqual({ status: 201, text: first.text, replayed: 'true' });
    expect(await myTrips()).toEqual(before);
  });

  it('refuses the key with another body (422) and does nothing with it', async () => {
    const key = randomUUID();
    expect((await call('POST', '/api/bookings', hotelBooking(), key)).status).toBe(201);
    const before = await myTrips();
    const other = await call('POST', '/api/bookings', hotelBooking({ email: 'bo@example.com' }), key);
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ message: 'This Idempotency-Key was used for another request' });
    const german = await call('POST', '/api/bookings', hotelBooking({ email: 'bo@example.com' }), key, { 'x-language': 'de' });
    expect(await german.json()).toEqual({ message: 'Dieser Idempotency-Key wurde für eine andere Anfrage verwendet' });
    expect(await myTrips()).toEqual(before);
  });

  it('the same body with its fields in another order is the same request', async () => {
    const key = randomUUID();
    const { card, ...rest } = hotelBooking();
    const first = await answer(await call('POST', '/api/bookings', { card, ...rest }, key));
    const again = await answer(await call('POST', '/api/bookings', { ...rest, card: { cvc: card.cvc, expiry: card.expiry, number: card.number, name: card.name } }, key));
    expect(again).toEqual({ ...first, replayed: 'true' });
  });

  it('answers a declined card again, and a new card needs a new key', async () => {
    const key = randomUUID();
    const declinedCard = { name: 'Ana Lee', number: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' };
    const first = await answer(await call('POST', '/api/bookings', hotelBooking({ card: declinedCard }), key));
    expect(first.status).toBe(402);
    expect(await answer(await call('POST', '/api/bookings', hotelBooking({ card: declinedCard }), key))).toEqual({ ...first, replayed: 'true' });
    expect((await call('POST', '/api/bookings', hotelBooking(), key)).status).toBe(422);
    expect((await call('POST', '/api/bookings', hotelBooking(), randomUUID())).status).toBe(201);
  });

  it('keeps no 400: the corrected request may use the same key', async () => {
    const key = randomUUID();
    const bad = await call('POST', '/api/bookings', hotelBooking({ card: { name: 'Ana Lee', number: '4242424242424241', expiry: '12/40', cvc: '123' } }), key);
    expect(bad.status).toBe(400);
    expect((await call('POST', '/api/bookings', hotelBooking(), key)).status).toBe(201);
  });

  it('keys are per user: another user’s same key is another key', async () => {
    const key = randomUUID();
    const mine = await answer(await call('POST', '/api/bookings', hotelBooking(), key));
    const agent = await loginAs(api, 'sunny', 'agent@sunny.demo');
    const theirs = await api.call('/api/bookings', {
      agency: 'sunny',
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${agent}`, 'Idempotency-Key': key },
      body: JSON.stringify(hotelBooking()),
    });
    expect(theirs.status).toBe(201);
    expect(referenceOf(await theirs.text())).not.toBe(referenceOf(mine.text));
  });

  it('two at once with one key book once: the other is answered 409 in progress or the first answer', async () => {
    const before = (await myTrips()).length;
    const key = randomUUID();
    const both = await Promise.all([call('POST', '/api/bookings', hotelBooking(), key), call('POST', '/api/bookings', hotelBooking(), key)]);
    expect(both.map((response) => response.status).sort()).toEqual(expect.arrayContaining([201]));
    for (const response of both) expect([201, 409]).toContain(response.status);
    expect(await myTrips()).toHaveLength(before + 1);
  });

  it('refuses a key that is not 1–255 visible ASCII characters, naming the header', async () => {
    for (const key of ['x'.repeat(256), 'two words', 'clé']) {
      const response = await call('POST', '/api/bookings', hotelBooking(), key).catch(() => undefined);
      // fetch itself refuses a header value outside Latin-1; what it sends, the API refuses.
      if (!response) continue;
      expect(response.status, key).toBe(400);
      expect(await response.json()).toEqual({ message: 'Invalid request', errors: { 'Idempotency-Key': ['must be 1 to 255 visible ASCII characters'] } });
    }
    expect((await call('POST', '/api/bookings', hotelBooking(), 'k'.repeat(255))).status).toBe(201);
  });

  it('keeps an answer 24 hours, then forgets it (swept from idempotency.json)', async () => {
    const key = randomUUID();
    // One body throughout: its dates are computed from the clock, which moves a day here.
    const booking = hotelBooking();
    const first = await answer(await call('POST', '/api/bookings', booking, key));
    const kept = async () => (JSON.parse(await readFile(join(dataDir, 'idempotency.json'), 'utf8')) as { answers: { key: string }[] }).answers.map((a) => a.key);
    expect(await kept()).toContain(key);
    clock += IDEMPOTENCY_TTL_MS - 60_000;
    token = await loginAs(api, 'sunny', 'customer@sunny.demo');
    expect(await answer(await call('POST', '/api/bookings', booking, key))).toEqual({ ...first, replayed: 'true' });
    clock += 60_000;
    const later = await answer(await call('POST', '/api/bookings', booking, key));
    expect(later.status).toBe(201);
    expect(referenceOf(later.text)).not.toBe(referenceOf(first.text));
    expect((await kept()).filter((k) => k === key)).toHaveLength(1);
  });
});

describe('the extra confirmation step (3-D Secure–like) with keys', () => {
  it('a replayed payment answers the same paymentId; a replayed confirmation the same booking', async () => {
    const before = (await myTrips()).length;
    const secure = hotelBooking({ card: { name: 'Ana Lee', number: '4000 0000 0000 3220', expiry: '12/40', cvc: '123' } });
    const payKey = randomUUID();
    const step = await answer(await call('POST', '/api/bookings', secure, payKey));
    expect(step.status).toBe(202);
    expect(await answer(await call('POST', '/api/bookings', secure, payKey))).toEqual({ ...step, replayed: 'true' });
    const { paymentId } = (JSON.parse(step.text) as { data: { paymentId: string } }).data;

    const confirmKey = randomUUID();
    const confirmed = await answer(await call('POST', `/api/payments/${paymentId}/confirm`, undefined, confirmKey));
    expect(confirmed.status).toBe(201);
    const again = await answer(await call('POST', `/api/payments/${paymentId}/confirm`, undefined, confirmKey));
    expect(again).toEqual({ ...confirmed, replayed: 'true' });
    expect(referenceOf(again.text)).toBe(referenceOf(confirmed.text));
    // Without the key the used payment is gone, as before.
    expect((await call('POST', `/api/payments/${paymentId}/confirm`, undefined)).status).toBe(404);
    expect(await myTrips()).toHaveLength(before + 1);
  });
});

describe('a resort hold’s CONFIRM with a key', () => {
  it('answers a replay with the first answer; the key with RELEASE is 422', async () => {
    const stay = { property_id: 'R-7001', check_in: inDays(30), check_out: inDays(34), adults: 2, children: 0, currency: 'USD' };
    const placed = (await (await call('POST', '/resort-service/itineraries', stay)).json()) as { data: { reference_number: string } };
    const reference = placed.data.reference_number;
    const key = randomUUID();
    const confirmed = await answer(await call('PUT', '/resort-service/itineraries', { reference_number: reference, status: 'CONFIRM' }, key));
    expect(confirmed.status).toBe(200);
    expect(await answer(await call('PUT', '/resort-service/itineraries', { reference_number: reference, status: 'CONFIRM' }, key))).toEqual({ ...confirmed, replayed: 'true' });
    expect((await call('PUT', '/resort-service/itineraries', { reference_number: reference, status: 'RELEASE' }, key)).status).toBe(422);
    expect((await myTrips()).filter((r) => r === reference)).toHaveLength(1);
  });
});

describe('CORS', () => {
  it('a tenant’s preflight may send Idempotency-Key', async () => {
    const preflight = await api.call('/api/bookings', {
      agency: 'sunny',
      method: 'OPTIONS',
      headers: { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key' },
    });
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
  });
});

describe('idempotent(): a request still being answered', () => {
  it('answers 409 with Retry-After to the same request meanwhile, 422 to another, then the first answer', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'idempotency-unit-'));
    try {
      const store = createIdempotencyStore({ file: join(dir, 'idempotency.json'), write: createJsonWriter(), now: () => clock });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let runs = 0;
      const handle = idempotent<Context>(
        () => 'sunny/u1',
        async () => {
          runs += 1;
          await held;
          return { status: 201, body: { data: { run: runs } } };
        },
      );
      const ctxOf = (body: unknown) =>
        ({
          req: { method: 'POST', headers: { 'idempotency-key': 'key-1', host: 'api.test' } } as unknown as IncomingMessage,
          url: new URL('http://api.test/api/bookings'),
          params: {},
          store: { idempotency: store } as unknown as Context['store'],
          body: async () => body,
        }) satisfies Context;
      const first = handle(ctxOf({ a: 1 }));
      await new Promise((resolve) => setTimeout(resolve, 10));
      const meanwhile: Reply = await handle(ctxOf({ a: 1 }));
      expect(meanwhile).toMatchObject({ status: 409, body: { message: 'A request with this Idempotency-Key is still in progress; try again in a moment' }, headers: { 'Retry-After': '1' } });
      await expect(handle(ctxOf({ a: 2 }))).rejects.toMatchObject({ status: 422 });
      release();
      expect(await first).toMatchObject({ status: 201, body: { data: { run: 1 } } });
      expect(await handle(ctxOf({ a: 1 }))).toEqual({ status: 201, body: { data: { run: 1 } }, headers: { 'Idempotent-Replayed': 'true' } });
      expect(runs).toBe(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
