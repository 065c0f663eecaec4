import type { ReadableAtom } from 'nanostores';
import { ApiError } from '../api/errors.ts';
import { asyncList, type AsyncList } from './async-list.ts';

/*
 * SPEC §4 Async lists, §7, §8: one auto-suggest field's list (async-list.ts). Typing is debounced,
 * and a new text aborts the request it replaces, so a slow answer to an old text never overwrites
 * the list of the new one. A failure keeps the server's `error` field, or none, which the panel
 * shows as 'Failed to fetch suggestions' in the page language.
 */

export interface SuggestOptions {
  /** Quiet time after the last key before asking. */
  debounceMs?: number;
  /** Shorter texts ask nothing (one letter matches half the world). */
  minLength?: number;
}

export interface SuggestStore<T> {
  $state: ReadableAtom<AsyncList<T>>;
  /** The text typed so far: asks (debounced) for its suggestions. */
  search: (text: string) => void;
  /** Aborts what is under way (the field closes or unmounts). */
  stop: () => void;
}

export const SUGGEST_DEBOUNCE_MS = 250;

/** SPEC §8: the server's error field of a failed suggest call, if it gave one. */
export function suggestFailure(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === undefined) return undefined;
  const detail = error.detail;
  if (detail && typeof detail === 'object' && 'error' in detail && typeof detail.error === 'string' && detail.error.trim()) return detail.error;
  return undefined;
}

/** Waits out the quiet time; a newer text aborts the wait as it would the request. */
const quiet = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

/** A suggest store over `fetcher`, which must honour its AbortSignal. */
export function suggestStore<T>(fetcher: (text: string, signal: AbortSignal) => Promise<readonly T[]>, options: SuggestOptions = {}): SuggestStore<T> {
  const debounceMs = options.debounceMs ?? SUGGEST_DEBOUNCE_MS;
  const minLength = options.minLength ?? 2;
  // Each key aborts the wait before it: not a cancelled request worth a log line.
  const list = asyncList<T>({ message: suggestFailure, keepWhileLoading: true, log: () => {} });

  return {
    $state: list.$list,
    search: (text) => {
      const trimmed = text.trim();
      if (trimmed.length < minLength) {
        list.reset();
        return;
      }
      void list.load(async (signal) => {
        await quiet(debounceMs, signal);
        return [...(await fetcher(trimmed, signal))];
      });
    },
    stop: list.stop,
  };
}
