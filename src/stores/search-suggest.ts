import { atom, type ReadableAtom } from 'nanostores';
import { ApiError } from '../api/errors.ts';

/*
 * SPEC §4 Async lists, §7, §8: one auto-suggest field's list. Typing is debounced, and a new text
 * aborts the request it replaces (AbortController), so a slow answer to an old text never
 * overwrites the list of the new one. A failure keeps the server's `error` field, or none, which
 * the panel shows as 'Failed to fetch suggestions' in the page language.
 */

export type SuggestState<T> =
  | { status: 'idle'; items: readonly T[] }
  | { status: 'loading'; items: readonly T[] }
  | { status: 'success'; items: readonly T[] }
  /** `message`: the server's error field; undefined → 'Failed to fetch suggestions'. */
  | { status: 'failure'; items: readonly T[]; message: string | undefined };

export interface SuggestOptions {
  /** Quiet time after the last key before asking. */
  debounceMs?: number;
  /** Shorter texts ask nothing (one letter matches half the world). */
  minLength?: number;
}

export interface SuggestStore<T> {
  $state: ReadableAtom<SuggestState<T>>;
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

/** A suggest store over `fetcher`, which must honour its AbortSignal. */
export function suggestStore<T>(fetcher: (text: string, signal: AbortSignal) => Promise<readonly T[]>, options: SuggestOptions = {}): SuggestStore<T> {
  const debounceMs = options.debounceMs ?? SUGGEST_DEBOUNCE_MS;
  const minLength = options.minLength ?? 2;
  const $state = atom<SuggestState<T>>({ status: 'idle', items: [] });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  };

  const ask = async (text: string) => {
    const current = new AbortController();
    controller = current;
    try {
      const items = await fetcher(text, current.signal);
      if (!current.signal.aborted) $state.set({ status: 'success', items });
    } catch (error) {
      if (!current.signal.aborted) $state.set({ status: 'failure', items: [], message: suggestFailure(error) });
    } finally {
      if (controller === current) controller = undefined;
    }
  };

  return {
    $state,
    search: (text) => {
      cancel();
      const trimmed = text.trim();
      if (trimmed.length < minLength) {
        $state.set({ status: 'idle', items: [] });
        return;
      }
      $state.set({ status: 'loading', items: $state.get().items });
      timer = setTimeout(() => {
        timer = undefined;
        void ask(trimmed);
      }, debounceMs);
    },
    stop: cancel,
  };
}
