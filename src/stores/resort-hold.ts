import { atom, type ReadableAtom } from 'nanostores';
import { ApiError } from '../api/errors.ts';
import type { ApiClient } from '../api/client.ts';
import { checkHold, confirmHold, isHoldGone, placeHold, releaseHold, RESORT_FAILED, type Hold, type ResortStayRequest } from '../api/resort-service.ts';

/*
 * SPEC §4 Resort ("a booking hold can be released with status RELEASE"), §7:
 * the resort checkout's hold. Checkout places a hold (POST /itineraries) and checks it (GET
 * /properties/hold-check); the visitor sees how long it lasts; Cancel or leaving the page releases
 * it (PUT /itineraries {reference_number, status: 'RELEASE'}); Confirm books it. A hold that is
 * already released or has expired on the server is not an error: there is nothing left to
 * release, and the visitor is offered a new hold.
 */

/** The stay to hold; priced in the currency selected when the hold is placed. */
export type HoldRequest = Omit<ResortStayRequest, 'currency'>;

export type HoldState =
  | { status: 'placing' }
  | { status: 'held'; hold: Hold }
  | { status: 'confirming'; hold: Hold }
  | { status: 'confirmed'; hold: Hold }
  | { status: 'releasing'; hold: Hold }
  /** Cancel released it: the island goes back to the property. */
  | { status: 'released'; hold: Hold }
  /** The page was left (or hidden into the back-forward cache) and the hold released on the way out. */
  | { status: 'left' }
  /** The hold ended on the server before it was booked: expired, or released elsewhere. */
  | { status: 'lost'; reason: 'expired' | 'released' }
  /** The server refused to hold these dates (409). */
  | { status: 'unavailable' }
  /** SPEC §8 'Internal Server Error'; `hold` when there is one to go on with. */
  | { status: 'failure'; message: string; hold?: Hold };

export interface HoldEnvironment {
  resortApi: ApiClient;
  /** The selected currency when the hold is placed: the held total is in it. */
  currency: () => string | undefined;
  now?: () => number;
}

export interface HoldStore {
  $state: ReadableAtom<HoldState>;
  place: (request: HoldRequest) => void;
  confirm: () => void;
  cancel: () => void;
  /** The page is going away: release what is held, with a request that outlives the page. */
  leave: () => void;
  /** The countdown reached zero. */
  expire: () => void;
  retry: () => void;
}

/** Whole seconds the hold has left (never below 0), for the countdown. */
export function secondsLeft(hold: Pick<Hold, 'expires_at'>, now: number): number {
  if (!hold.expires_at) return 0;
  return Math.max(0, Math.ceil((Date.parse(hold.expires_at) - now) / 1000));
}

/** m:ss, the countdown's text. */
export function countdownText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

export function resortHoldStore(environment: HoldEnvironment): HoldStore {
  const now = environment.now ?? Date.now;
  const $state = atom<HoldState>({ status: 'placing' });
  let request: HoldRequest | undefined;

  /** A hold as the server says it is now: HELD and in time, or ended. */
  const settle = (hold: Hold) => {
    if (hold.status === 'HELD' && secondsLeft(hold, now()) > 0) $state.set({ status: 'held', hold });
    else if (hold.status === 'CONFIRMED') $state.set({ status: 'confirmed', hold });
    else $state.set({ status: 'lost', reason: hold.status === 'RELEASED' ? 'released' : 'expired' });
  };

  const place = (next: HoldRequest) => {
    request = next;
    const currency = environment.currency() ?? 'USD';
    $state.set({ status: 'placing' });
    placeHold(environment.resortApi, { ...next, currency })
      .then((hold) => checkHold(environment.resortApi, hold.reference_number))
      .then(settle, (error: unknown) => $state.set(isConflict(error) ? { status: 'unavailable' } : { status: 'failure', message: RESORT_FAILED }));
  };

  /** The hold the visitor is acting on, if the state has one. */
  const current = (): Hold | undefined => {
    const state = $state.get();
    return 'hold' in state ? state.hold : undefined;
  };

  const confirm = () => {
    const hold = current();
    if (!hold) return;
    $state.set({ status: 'confirming', hold });
    confirmHold(environment.resortApi, hold.reference_number).then(settle, (error: unknown) => {
      if (!isConflict(error)) return $state.set({ status: 'failure', message: RESORT_FAILED, hold });
      // Refused: the server ended the hold. Ask it how, to say so.
      checkHold(environment.resortApi, hold.reference_number).then(settle, () => $state.set({ status: 'lost', reason: 'expired' }));
    });
  };

  const cancel = () => {
    const hold = current();
    if (!hold) return;
    $state.set({ status: 'releasing', hold });
    releaseHold(environment.resortApi, hold.reference_number).then(
      (released) => $state.set({ status: 'released', hold: released }),
      (error: unknown) =>
        // Released twice, expired or unknown: nothing is held any more, which is what Cancel wants.
        $state.set(isHoldGone(error) ? { status: 'released', hold: { ...hold, status: 'RELEASED', expires_at: null } } : { status: 'failure', message: RESORT_FAILED, hold }),
    );
  };

  return {
    $state,
    place,
    confirm,
    cancel,
    leave: () => {
      const state = $state.get();
      if (state.status !== 'held' && state.status !== 'failure') return;
      const hold = current();
      if (!hold) return;
      // fetch keepalive lets the PUT finish after the page is gone; a refusal (already gone) is fine.
      releaseHold(environment.resortApi, hold.reference_number, { keepalive: true }).catch(() => undefined);
      $state.set({ status: 'left' });
    },
    expire: () => {
      const state = $state.get();
      if (state.status === 'held' && secondsLeft(state.hold, now()) === 0) $state.set({ status: 'lost', reason: 'expired' });
    },
    retry: () => {
      const state = $state.get();
      if (state.status === 'failure' && state.hold) {
        const hold = state.hold;
        checkHold(environment.resortApi, hold.reference_number).then(settle, () => $state.set({ status: 'failure', message: RESORT_FAILED, hold }));
      } else if (request) place(request);
    },
  };
}
