import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { RESORT_FAILED } from '../api/resort-service.ts';
import { availabilityStore } from './resort-availability.ts';
import { deferred, fakeResortApi, settle, type Call } from './resort-test-api.ts';

const answer = (call: Call) =>
  Response.json({
    data: {
      property_id: call.url.searchParams.get('property_id'),
      available: true,
      nights: 5,
      adults: Number(call.url.searchParams.get('adults')),
      children: Number(call.url.searchParams.get('children')),
      nightly_rate: 100,
      total: 500,
      currency: call.url.searchParams.get('currency'),
      property: { name: 'Tulum Jungle & Reef Resort', image: 'https://media.example/r.jpg', region: 'Riviera Maya', countryCode: 'MX', star_rating: 5, all_inclusive: true },
    },
  });

const STAY = { checkIn: '2027-03-01', checkOut: '2027-03-06', adults: 2, children: 1 };

describe('resort availability store (SPEC §5, §7)', () => {
  it('asks GET /properties/availability for the dates, guests and currency', async () => {
    const { api, asked } = fakeResortApi(answer);
    const store = availabilityStore({ resortApi: api, currency: atom<string | undefined>('EUR') });
    store.start('R-7004', STAY);
    await settle();
    expect(asked[0]!.url.pathname).toBe('/properties/availability');
    expect(Object.fromEntries(asked[0]!.url.searchParams)).toEqual({ property_id: 'R-7004', check_in: '2027-03-01', check_out: '2027-03-06', adults: '2', children: '1', currency: 'EUR' });
    expect(store.$state.get()).toMatchObject({ status: 'success', availability: { currency: 'EUR', total: 500 } });
  });

  it("asks nothing without both dates ('Select date', SPEC §5)", async () => {
    const { api, asked } = fakeResortApi(answer);
    const store = availabilityStore({ resortApi: api, currency: atom<string | undefined>('USD') });
    store.start('R-7004', { ...STAY, checkOut: undefined });
    await settle();
    expect(asked).toHaveLength(0);
    expect(store.$state.get()).toEqual({ status: 'dates' });
    store.change(STAY);
    await settle();
    expect(asked).toHaveLength(1);
  });

  it('a new stay or currency aborts the request before; the last answer stands', async () => {
    const slow = deferred<Response>();
    let first = true;
    const { api, asked } = fakeResortApi((call) => {
      if (first) {
        first = false;
        return slow.promise;
      }
      return answer(call);
    });
    const currency = atom<string | undefined>('USD');
    const store = availabilityStore({ resortApi: api, currency, log: () => {} });
    store.start('R-7004', STAY);
    await settle();
    currency.set('GBP');
    await settle();
    expect(asked[0]!.signal?.aborted).toBe(true);
    slow.resolve(answer(asked[0]!));
    await settle();
    expect(store.$state.get()).toMatchObject({ status: 'success', availability: { currency: 'GBP' } });
  });

  it("a failure is 'Internal Server Error' (SPEC §8), and a retry asks again", async () => {
    let fail = true;
    const { api } = fakeResortApi((call) => (fail ? Response.json({ message: 'x' }, { status: 500 }) : answer(call)));
    const store = availabilityStore({ resortApi: api, currency: atom<string | undefined>('USD') });
    store.start('R-7004', STAY);
    await settle();
    expect(store.$state.get()).toEqual({ status: 'failure', message: RESORT_FAILED });
    fail = false;
    store.retry();
    await settle();
    expect(store.$state.get().status).toBe('success');
  });
});
