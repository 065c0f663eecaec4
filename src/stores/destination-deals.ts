import { atom, onMount, type ReadableAtom, type WritableAtom } from 'nanostores';
import { browserServiceApi } from '../api/browser.ts';
import type { ApiClient } from '../api/client.ts';
import { GENERIC_FAILURE } from '../api/errors.ts';
import type { GeoLocation } from '../api/geolocation.ts';
import { fetchHotelServiceDeals, type HotelDealV2 } from '../api/hotel-service.ts';
import { readDestinationQuery, type DestinationQuery } from '../site/destination-query.ts';
import { asyncList } from './async-list.ts';
import { $currency } from './currency.ts';
import { $geoLocation } from './geolocation.ts';

/*
 * SPEC §2.2 /top-destination and /destination: hotel deals from the hotel service (SPEC §7 GET
 * /deals), in the visitor's currency (SPEC §4), around the visitor (top destinations, SPEC §3
 * geoLocation) or the place in the query (lat, long). SPEC §4 Async lists (async-list.ts): loading,
 * then success or failure with the message kept, and a newer question aborts the one before. The
 * island only renders this store.
 */

export type DestinationDealsState =
  | { status: 'loading' }
  /** /destination without a valid lat and long. */
  | { status: 'invalid' }
  | { status: 'failure'; message: string }
  /** `currency`: the one the deals are priced in. */
  | { status: 'success'; deals: HotelDealV2[]; place: DestinationQuery | undefined; currency: string };

/** The state before the load starts: what the build renders the island with. */
export const DEALS_BEFORE_LOAD: DestinationDealsState = { status: 'loading' };

export interface DestinationDealsOptions {
  /** top: /top-destination; place: /destination, which needs lat and long in its query. */
  mode: 'top' | 'place';
  hotelServiceUrl: string;
}

/** The browser the store acts on; tests pass their own. */
export interface DestinationDealsEnvironment {
  hotelApi: (baseUrl: string) => ApiClient;
  /** location.search */
  search: () => string;
  /** The selected currency; the deals wait for it (started by src/client/boot.ts). */
  currency: ReadableAtom<string | undefined>;
  geoLocation: ReadableAtom<GeoLocation>;
}

const browserEnvironment = (): DestinationDealsEnvironment => ({
  hotelApi: browserServiceApi,
  search: () => window.location.search,
  currency: $currency,
  geoLocation: $geoLocation,
});

const stores = new Map<string, ReadableAtom<DestinationDealsState>>();

/**
 * The deals of one destination page. The load starts when the first listener comes (the island
 * hydrating: nanostores onMount), follows the currency and, for top destinations, the visitor's
 * position, and stops with the last listener. The server render reads the loading state only.
 */
export function destinationDeals(options: DestinationDealsOptions, environment?: DestinationDealsEnvironment): ReadableAtom<DestinationDealsState> {
  const key = `${options.mode} ${options.hotelServiceUrl}`;
  let $deals = environment ? undefined : stores.get(key);
  if ($deals) return $deals;
  const $state = atom<DestinationDealsState>(DEALS_BEFORE_LOAD);
  onMount($state, () => {
    // Rendering on the server (the build) reads the first state and must not fetch.
    if (!environment && typeof window === 'undefined') return;
    return follow($state, options, environment ?? browserEnvironment());
  });
  $deals = $state;
  if (!environment) stores.set(key, $deals);
  return $deals;
}

function follow(
  $state: WritableAtom<DestinationDealsState>,
  { mode, hotelServiceUrl }: DestinationDealsOptions,
  environment: DestinationDealsEnvironment,
): () => void {
  const place = readDestinationQuery(environment.search());
  if (mode === 'place' && !place) {
    $state.set({ status: 'invalid' });
    return () => {};
  }
  const deals = asyncList<HotelDealV2>();
  let asked: string | undefined;
  let pricedIn = '';
  const stopShowing = deals.$list.listen((list) =>
    $state.set(
      list.status === 'success'
        ? { status: 'success', deals: list.items, place, currency: pricedIn }
        : list.status === 'failure'
          ? { status: 'failure', message: list.error ?? GENERIC_FAILURE }
          : { status: 'loading' },
    ),
  );
  const load = () => {
    const currency = environment.currency.get();
    if (!currency) return;
    const geo = environment.geoLocation.get();
    const at = place ?? { lat: geo.lat, long: geo.lon };
    const request = { top_destination: mode === 'top', lat: at.lat, long: at.long, currency };
    const key = JSON.stringify(request);
    if (key === asked) return;
    asked = key;
    pricedIn = currency;
    void deals.load((signal) => fetchHotelServiceDeals(environment.hotelApi(hotelServiceUrl), request, signal));
  };
  const stops = [environment.currency.listen(load)];
  // A place in the query fixes the position; only top destinations follow the visitor's.
  if (!place) stops.push(environment.geoLocation.listen(load));
  load();
  return () => {
    for (const stop of stops) stop();
    deals.stop();
    stopShowing();
    asked = undefined;
  };
}
