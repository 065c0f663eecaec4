import { describe, expect, it } from 'vitest';
import { RESORT_FAILED } from '../api/resort-service.ts';
import { countdownText, resortHoldStore, secondsLeft } from './resort-hold.ts';
import { fakeResortApi, settle, type Call } from './resort-test-api.ts';

const NOW = Date.parse('2027-01-10T12:00:00Z');
const REQUEST = { property_id: 'R-7004', check_in: '2027-03-01', check_out: '2027-03-06', adults: 2, children: 0 };

const hold = (status: string, expiresAt: string | null = '2027-01-10T12:15:00.000Z') => ({
  reference_number: 'RS-123456',
  status,
  expires_at: expiresAt,
  ...REQUEST,
  total: 2560,
  currency: 'EUR',
});

/** A resort service whose holds follow `server` (the status the next answers carry). */
function setup(overrides: Partial<Record<string, (call: Call) => Response>> = {}) {
  const server = { status: 'HELD' };
  const { api, asked } = fakeResortApi((call) => {
    const key = `${call.method} ${call.url.pathname}`;
    const override = overrides[key];
    if (override) return override(call);
    if (key === 'POST /itineraries') return Response.json({ data: hold('HELD') }, { status: 201 });
    if (key === 'GET /properties/hold-check') return Response.json({ data: hold(server.status) });
    if (key === 'PUT /itineraries') {
      const { status } = call.body as { status: string };
      if (server.status === 'RELEASED') return Response.json({ message: 'The hold was already released' }, { status: 409 });
      server.status = status === 'RELEASE' ? 'RELEASED' : 'CONFIRMED';
      return Response.json({ data: hold(server.status, null) });
    }
    return Response.json({ message: 'no' }, { status: 404 });
  });
  let now = NOW;
  const store = resortHoldStore({ resortApi: api, currency: () => 'EUR', now: () => now });
  return { store, asked, server, tick: (ms: number) => (now += ms) };
}

const calls = (asked: Call[]) => asked.map((call) => `${call.method} ${call.url.pathname}`);

describe('resort hold store (SPEC §4 Resort, §7)', () => {
  it('places a hold in the selected currency and checks it with GET /properties/hold-check', async () => {
    const { store, asked } = setup();
    store.place(REQUEST);
    expect(store.$state.get()).toEqual({ status: 'placing' });
    await settle();
    expect(calls(asked)).toEqual(['POST /itineraries', 'GET /properties/hold-check']);
    expect(asked[0]!.body).toEqual({ ...REQUEST, currency: 'EUR' });
    expect(asked[1]!.url.searchParams.get('reference_number')).toBe('RS-123456');
    expect(store.$state.get()).toMatchObject({ status: 'held', hold: { reference_number: 'RS-123456' } });
  });

  it("Cancel releases it with PUT /itineraries {reference_number, status: 'RELEASE'}", async () => {
    const { store, asked } = setup();
    store.place(REQUEST);
    await settle();
    store.cancel();
    expect(store.$state.get()).toMatchObject({ status: 'releasing' });
    await settle();
    expect(asked.at(-1)).toMatchObject({ method: 'PUT', body: { reference_number: 'RS-123456', status: 'RELEASE' } });
    expect(store.$state.get()).toMatchObject({ status: 'released' });
  });

  it('a hold already released (or expired, or unknown) on the server is released without an error', async () => {
    for (const [status, message] of [
      [409, 'The hold was already released'],
      [409, 'The hold has expired'],
      [404, 'Hold not found'],
    ] as const) {
      const { store } = setup({ 'PUT /itineraries': () => Response.json({ message }, { status }) });
      store.place(REQUEST);
      await settle();
      store.cancel();
      await settle();
      expect(store.$state.get(), message).toMatchObject({ status: 'released' });
    }
  });

  it("a failing release is SPEC §8 'Internal Server Error', keeping the hold to try again", async () => {
    const { store } = setup({ 'PUT /itineraries': () => Response.json({ message: 'boom' }, { status: 500 }) });
    store.place(REQUEST);
    await settle();
    store.cancel();
    await settle();
    expect(store.$state.get()).toMatchObject({ status: 'failure', message: RESORT_FAILED, hold: { reference_number: 'RS-123456' } });
  });

  it('leaving the page releases the hold with a request that outlives it (fetch keepalive)', async () => {
    const { store, asked, server } = setup();
    store.place(REQUEST);
    await settle();
    store.leave();
    await settle();
    expect(asked.at(-1)).toMatchObject({ method: 'PUT', keepalive: true, body: { status: 'RELEASE' } });
    expect(store.$state.get()).toEqual({ status: 'left' });
    // Nothing more to release on a second pagehide; coming back holds again.
    store.leave();
    expect(asked.filter((call) => call.method === 'PUT')).toHaveLength(1);
    server.status = 'HELD'; // the new hold
    store.retry();
    await settle();
    expect(calls(asked).filter((call) => call === 'POST /itineraries')).toHaveLength(2);
    expect(store.$state.get()).toMatchObject({ status: 'held' });
  });

  it('counts down and ends at zero; the hold is then over without a call', async () => {
    const { store, tick } = setup();
    store.place(REQUEST);
    await settle();
    const state = store.$state.get();
    if (state.status !== 'held') throw new Error(state.status);
    expect(secondsLeft(state.hold, NOW)).toBe(900);
    expect(countdownText(900)).toBe('15:00');
    expect(countdownText(61)).toBe('1:01');
    tick(899_000);
    store.expire();
    expect(store.$state.get().status).toBe('held');
    tick(1_000);
    store.expire();
    expect(store.$state.get()).toEqual({ status: 'lost', reason: 'expired' });
  });

  it('a hold that expired on the server is shown as expired, not as an error', async () => {
    const { store, server } = setup();
    server.status = 'EXPIRED';
    store.place(REQUEST);
    await settle();
    expect(store.$state.get()).toEqual({ status: 'lost', reason: 'expired' });
  });

  it('Confirm books it; a refused confirmation asks the server why and says so', async () => {
    const booked = setup();
    booked.store.place(REQUEST);
    await settle();
    booked.store.confirm();
    await settle();
    expect(booked.asked.at(-1)).toMatchObject({ method: 'PUT', body: { reference_number: 'RS-123456', status: 'CONFIRM' } });
    expect(booked.store.$state.get()).toMatchObject({ status: 'confirmed' });

    const refused = setup({ 'PUT /itineraries': () => Response.json({ message: 'The hold has expired' }, { status: 409 }) });
    refused.store.place(REQUEST);
    await settle();
    refused.server.status = 'EXPIRED';
    refused.store.confirm();
    await settle();
    expect(refused.store.$state.get()).toEqual({ status: 'lost', reason: 'expired' });
  });

  it('dates the server will not hold are unavailable; any other failure can be retried', async () => {
    const conflict = setup({ 'POST /itineraries': () => Response.json({ message: 'Not available for these dates' }, { status: 409 }) });
    conflict.store.place(REQUEST);
    await settle();
    expect(conflict.store.$state.get()).toEqual({ status: 'unavailable' });

    let fail = true;
    const flaky = setup({ 'POST /itineraries': () => (fail ? Response.json({}, { status: 500 }) : Response.json({ data: hold('HELD') })) });
    flaky.store.place(REQUEST);
    await settle();
    expect(flaky.store.$state.get()).toEqual({ status: 'failure', message: RESORT_FAILED });
    fail = false;
    flaky.store.retry();
    await settle();
    expect(flaky.store.$state.get()).toMatchObject({ status: 'held' });
  });
});
