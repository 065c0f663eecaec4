import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import type { GeoLocation } from '../api/geolocation.ts';
import { REQUEST_CANCELED, RESORT_FAILED } from '../api/resort-service.ts';
import { DEFAULT_GEOLOCATION } from './geolocation.ts';
import { resortDealsStore, type ResortDealsState } from './resort-deals.ts';
import { deferred, fakeResortApi, settle, type Call } from './resort-test-api.ts';

const deal = (id: string, currency: string) => ({
  property_id: id,
  name: `Resort ${id}`,
  image: `https://media.example/${id}.jpg`,
  region: 'Riviera Maya',
  countryCode: 'MX',
  lat: 20.2,
  lon: -87.4,
  star_rating: 5,
  nightly_rate: 512,
  currency,
  all_inclusive: true,
});

const TULUM = { name: 'Tulum', lat: 20.2, lon: -87.4 };
const MALDIVES = { name: 'Maldives', lat: 4.2, lon: 73.2 };

function setup(answer: (call: Call) => Promise<Response> | Response) {
  const { api, asked } = fakeResortApi(answer);
  const currency = atom<string | undefined>('USD');
  const geoLocation = atom<GeoLocation>(DEFAULT_GEOLOCATION);
  const logged: string[] = [];
  const store = resortDealsStore({ resortApi: api, currency, geoLocation, log: (message) => logged.push(message) });
  const states: ResortDealsState[] = [];
  store.$state.subscribe((state) => states.push(state));
  return { store, asked, currency, geoLocation, logged, states };
}

const bodyOf = (call: Call) => call.body as { lat: number; lon: number };

describe('resort deals store (SPEC §4 Resort, §7, §8)', () => {
  it('asks POST /properties/deals with {lat, lon} of the place and the currency in the query', async () => {
    const { store, asked } = setup((call) => Response.json({ data: [deal('R-1', call.url.searchParams.get('currency')!)] }));
    store.start(TULUM);
    await settle();
    expect(asked[0]).toMatchObject({ method: 'POST' });
    expect(asked[0]!.url.pathname).toBe('/properties/deals');
    expect(asked[0]!.url.searchParams.get('currency')).toBe('USD');
    expect(bodyOf(asked[0]!)).toEqual({ lat: 20.2, lon: -87.4 });
    expect(store.$state.get()).toMatchObject({ status: 'success', place: TULUM, currency: 'USD' });
  });

  it('without a place, asks around the visitor and follows the position; waits for the currency', async () => {
    const { store, asked, currency, geoLocation } = setup(() => Response.json({ data: [] }));
    currency.set(undefined);
    store.start(undefined);
    await settle();
    expect(asked).toHaveLength(0);
    currency.set('EUR');
    await settle();
    expect(bodyOf(asked[0]!)).toEqual({ lat: DEFAULT_GEOLOCATION.lat, lon: DEFAULT_GEOLOCATION.lon });
    geoLocation.set({ ...DEFAULT_GEOLOCATION, lat: 51.5, lon: -0.12 });
    await settle();
    expect(bodyOf(asked[1]!)).toEqual({ lat: 51.5, lon: -0.12 });
  });

  it('follows the currency picker: a new currency asks again, priced in it', async () => {
    const { store, asked, currency } = setup((call) => Response.json({ data: [deal('R-1', call.url.searchParams.get('currency')!)] }));
    store.start(TULUM);
    await settle();
    currency.set('EUR');
    await settle();
    expect(asked.map((call) => call.url.searchParams.get('currency'))).toEqual(['USD', 'EUR']);
    expect(store.$state.get()).toMatchObject({ status: 'success', currency: 'EUR', deals: [{ currency: 'EUR' }] });
  });

  it('aborts the earlier request when a new one starts, and shows the newer answer even when the older arrives last', async () => {
    const first = deferred<Response>();
    const second = deferred<Response>();
    const { store, asked, logged, states } = setup((call) => (bodyOf(call).lat === TULUM.lat ? first.promise : second.promise));
    store.start(TULUM);
    await settle();
    store.show(MALDIVES);
    await settle();
    expect(asked[0]!.signal?.aborted).toBe(true);
    // SPEC §8: the cancelled request's message is 'Request was canceled', wherever it is logged.
    expect(asked[0]!.signal?.reason).toMatchObject({ message: REQUEST_CANCELED });
    expect(logged).toEqual([REQUEST_CANCELED]);
    second.resolve(Response.json({ data: [deal('R-MV', 'USD')] }));
    await settle();
    first.resolve(Response.json({ data: [deal('R-TULUM', 'USD')] }));
    await settle();
    expect(store.$state.get()).toMatchObject({ status: 'success', place: MALDIVES, deals: [{ property_id: 'R-MV' }] });
    // A cancelled request is ignored: it is never shown as an error.
    expect(states.some((state) => state.status === 'failure')).toBe(false);
  });

  it("shows SPEC §8 'Internal Server Error' on a failure, whatever the server said, and a retry asks again", async () => {
    let fail = true;
    const { store, asked } = setup(() => (fail ? Response.json({ message: 'database down' }, { status: 503 }) : Response.json({ data: [deal('R-1', 'USD')] })));
    store.start(TULUM);
    await settle();
    expect(store.$state.get()).toEqual({ status: 'failure', place: TULUM, message: RESORT_FAILED });
    fail = false;
    store.retry();
    expect(store.$state.get()).toMatchObject({ status: 'loading' });
    await settle();
    expect(asked).toHaveLength(2);
    expect(store.$state.get()).toMatchObject({ status: 'success' });
  });

  it('a malformed answer is a failure too, not a blank list', async () => {
    const { store } = setup(() => Response.json({ data: [{ property_id: 'R-1' }] }));
    store.start(TULUM);
    await settle();
    expect(store.$state.get()).toMatchObject({ status: 'failure', message: RESORT_FAILED });
  });

  it('stopping aborts what is under way and stops following', async () => {
    const pending = deferred<Response>();
    const { store, asked, currency } = setup(() => pending.promise);
    const stop = store.start(TULUM);
    await settle();
    stop();
    expect(asked[0]!.signal?.aborted).toBe(true);
    currency.set('EUR');
    await settle();
    expect(asked).toHaveLength(1);
  });
});
