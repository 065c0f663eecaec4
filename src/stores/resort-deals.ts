import { computed, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../api/client.ts';
import type { GeoLocation } from '../api/geolocation.ts';
import { fetchResortDeals, RESORT_FAILED, type ResortDeal } from '../api/resort-service.ts';
import type { ResortPlace } from '../resort/query.ts';
import { asyncList } from './async-list.ts';

/*
 * SPEC §4 Resort, §7, §8: the resort deals of the landing and search pages.
 *
 * A nanostore rather than TanStack Query: the deals follow two other stores (the currency picker's
 * $currency and, before a place is chosen, the visitor's $geoLocation), and the SPEC's rule is
 * about requests, not cached answers: a new request aborts the one before it, and the aborted one
 * is ignored, never an error. Query would keep both answers in its cache and leave the abort to
 * key changes; here the deals are a SPEC §4 async list (async-list.ts, whose latest request wins),
 * $state adds the place and currency they were asked for, and the island only renders it.
 */

export type ResortDealsState =
  /** Loading: the island shows the skeleton at the list's final size. */
  | { status: 'loading'; place: ResortPlace | undefined }
  /** SPEC §8 'Internal Server Error', with a retry. */
  | { status: 'failure'; place: ResortPlace | undefined; message: string }
  | { status: 'success'; place: ResortPlace | undefined; deals: ResortDeal[]; currency: string };

export const DEALS_BEFORE_START: ResortDealsState = { status: 'loading', place: undefined };

export interface ResortDealsEnvironment {
  resortApi: ApiClient;
  /** The selected currency; deals wait for it (SPEC §7 POST deals with query currency). */
  currency: ReadableAtom<string | undefined>;
  /** Where deals are asked before a place is chosen: near the visitor (SPEC §3 geoLocation). */
  geoLocation: ReadableAtom<GeoLocation>;
  log?: (message: string) => void;
}

export interface ResortDealsStore {
  $state: ReadableAtom<ResortDealsState>;
  /** Starts following the currency (and the visitor's position while no place is chosen); returns the stop. */
  start: (place: ResortPlace | undefined) => () => void;
  /** A place was chosen: its deals replace the list, and a request still running is aborted. */
  show: (place: ResortPlace) => void;
  retry: () => void;
}

export function resortDealsStore(environment: ResortDealsEnvironment): ResortDealsStore {
  const deals = asyncList<ResortDeal>({ message: () => RESORT_FAILED, log: environment.log });
  let place: ResortPlace | undefined;
  /** What the latest request asked: only its answer reaches the list. */
  let asked: { place: ResortPlace | undefined; currency: string } = { place: undefined, currency: '' };
  const $state = computed(deals.$list, (list): ResortDealsState => {
    if (list.status === 'success') return { status: 'success', place: asked.place, deals: list.items, currency: asked.currency };
    if (list.status === 'failure') return { status: 'failure', place: asked.place, message: list.error ?? RESORT_FAILED };
    return { status: 'loading', place: asked.place };
  });

  const load = () => {
    const currency = environment.currency.get();
    if (!currency) return;
    const at = place ?? environment.geoLocation.get();
    asked = { place, currency };
    void deals.load((signal) => fetchResortDeals(environment.resortApi, { lat: at.lat, lon: at.lon }, currency, signal));
  };

  return {
    $state,
    start: (initial) => {
      place = initial;
      const stops = [environment.currency.listen(load), environment.geoLocation.listen(() => place === undefined && load())];
      load();
      return () => {
        for (const stop of stops) stop();
        deals.stop();
      };
    },
    show: (next) => {
      place = next;
      load();
    },
    retry: load,
  };
}
