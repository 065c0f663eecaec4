import { atom, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../api/client.ts';
import { fetchAvailability, RESORT_FAILED, type Availability } from '../api/resort-service.ts';
import { hasDates, type ResortStay } from '../resort/query.ts';
import { latestRequest } from './latest-request.ts';

/*
 * SPEC §7 GET /properties/availability: one property's availability for the
 * chosen dates and guests, priced in the selected currency. Without both dates nothing is asked:
 * the date picker shows 'Select date' (SPEC §5). A new stay or currency aborts the request before
 * (SPEC §4 Resort); a generic failure is 'Internal Server Error' (SPEC §8) with a retry.
 */

export type AvailabilityState =
  | { status: 'dates' }
  | { status: 'loading' }
  | { status: 'failure'; message: string }
  | { status: 'success'; availability: Availability };

export interface AvailabilityEnvironment {
  resortApi: ApiClient;
  currency: ReadableAtom<string | undefined>;
  log?: (message: string) => void;
}

export interface AvailabilityStore {
  $state: ReadableAtom<AvailabilityState>;
  /** Follows the currency for this property; returns the stop. */
  start: (propertyId: string, stay: ResortStay) => () => void;
  /** The visitor changed the dates or guests. */
  change: (stay: ResortStay) => void;
  retry: () => void;
}

export function availabilityStore(environment: AvailabilityEnvironment): AvailabilityStore {
  const $state = atom<AvailabilityState>({ status: 'loading' });
  const latest = latestRequest(environment.log);
  let propertyId = '';
  let stay: ResortStay | undefined;

  const load = () => {
    const currency = environment.currency.get();
    if (!stay || !hasDates(stay)) {
      latest.stop();
      $state.set({ status: 'dates' });
      return;
    }
    if (!currency) return;
    const signal = latest.start();
    $state.set({ status: 'loading' });
    const query = { property_id: propertyId, check_in: stay.checkIn, check_out: stay.checkOut, adults: stay.adults, children: stay.children, currency };
    fetchAvailability(environment.resortApi, query, signal).then(
      (availability) => {
        if (!signal.aborted) $state.set({ status: 'success', availability });
      },
      () => {
        if (!signal.aborted) $state.set({ status: 'failure', message: RESORT_FAILED });
      },
    );
  };

  return {
    $state,
    start: (id, initial) => {
      propertyId = id;
      stay = initial;
      const stop = environment.currency.listen(load);
      load();
      return () => {
        stop();
        latest.stop();
      };
    },
    change: (next) => {
      stay = next;
      load();
    },
    retry: load,
  };
}
