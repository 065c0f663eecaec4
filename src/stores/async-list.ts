import { atom, task, type ReadableAtom, type WritableAtom } from 'nanostores';
import { failureMessage } from '../api/errors.ts';
import { latestRequest } from './latest-request.ts';

/*
 * SPEC §4 Async lists (navigation, countries, deals, suggestions, agency data, languages): loading,
 * success, failure. On failure the list is emptied and the error message kept, default 'Something
 * went wrong' (SPEC §8 'List call fails'). This is the one place that rule is written: every list
 * store keeps an `asyncList` and only says how its list is fetched. A load still under way when
 * the next starts is aborted and its answer ignored (latest-request.ts): the latest request wins,
 * so a slow answer to an old question never overwrites the list of the new one.
 */

export interface AsyncList<T> {
  status: 'idle' | 'loading' | 'success' | 'failure';
  items: T[];
  /**
   * On failure: the message kept. undefined when the store leaves the wording to the UI, which
   * shows its translated default (the suggestion panel's 'Failed to fetch suggestions').
   */
  error?: string;
}

/** The state before any load: what the build renders an island with. */
export const LIST_BEFORE_START: AsyncList<never> = { status: 'idle', items: [] };

export interface AsyncListOptions {
  /** The message a failure keeps; by default the server's own, else 'Something went wrong'. */
  message?: (error: unknown) => string | undefined;
  /** Keeps the items on show while the next load runs (a suggestion list does not blink as the visitor types). */
  keepWhileLoading?: boolean;
  /** What the list is, for the console when a load fails ('The agency languages'). */
  name?: string;
  /** Where a superseded request is logged ('Request was canceled'). */
  log?: (message: string) => void;
}

export interface AsyncListStoreOptions<T> extends AsyncListOptions {
  /** An atom a module already exports (and its island tests set) to keep the list in. */
  atom?: WritableAtom<AsyncList<T>>;
}

export interface AsyncListStore<T> {
  $list: ReadableAtom<AsyncList<T>>;
  /**
   * Loads the list with `fetch`, which gets the request's AbortSignal. A load under way is aborted
   * first; whatever it answers later is ignored. Settles when this load has (never rejects).
   */
  load: (fetch: (signal: AbortSignal) => Promise<T[]>) => Promise<void>;
  /** A list known without a call (a copy kept for the visit): success at once. */
  succeed: (items: T[]) => void;
  /** Back to idle (nothing to show), aborting a load under way. */
  reset: () => void;
  /** Aborts a load under way and keeps what is shown (the page leaves, the island unmounts). */
  stop: () => void;
}

export function asyncList<T>(options: AsyncListStoreOptions<T> = {}): AsyncListStore<T> {
  const $list = options.atom ?? atom<AsyncList<T>>(LIST_BEFORE_START);
  const latest = latestRequest(options.log);
  const message = options.message ?? failureMessage;

  const load = (fetch: (signal: AbortSignal) => Promise<T[]>): Promise<void> => {
    const signal = latest.start();
    $list.set({ status: 'loading', items: options.keepWhileLoading ? $list.get().items : [] });
    return task(async () => {
      try {
        const items = await fetch(signal);
        if (!signal.aborted) $list.set({ status: 'success', items });
      } catch (error) {
        // SPEC §4 Resort: a cancelled request is ignored, never an error; the newer one owns the list.
        if (signal.aborted) return;
        if (options.name) console.error(`${options.name} failed to load.`, error);
        const kept = message(error);
        $list.set(kept === undefined ? { status: 'failure', items: [] } : { status: 'failure', items: [], error: kept });
      }
    });
  };

  return {
    $list,
    load,
    succeed: (items) => {
      latest.stop();
      $list.set({ status: 'success', items });
    },
    reset: () => {
      latest.stop();
      $list.set(LIST_BEFORE_START);
    },
    stop: latest.stop,
  };
}
