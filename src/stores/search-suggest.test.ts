import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { suggestFailure, suggestStore } from './search-suggest.ts';

describe('auto-suggest store (SPEC §7, §8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once for the last text after the quiet time', async () => {
    const fetcher = vi.fn(async (text: string) => [text.toUpperCase()]);
    const store = suggestStore(fetcher, { debounceMs: 200 });
    store.search('li');
    store.search('lis');
    store.search('lisb');
    expect(store.$state.get().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(199);
    expect(fetcher).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]?.[0]).toBe('lisb');
    expect(store.$state.get()).toEqual({ status: 'success', items: ['LISB'] });
  });

  it('aborts the request a new text replaces, and ignores its late answer', async () => {
    const signals: AbortSignal[] = [];
    const resolvers: Array<(items: string[]) => void> = [];
    const store = suggestStore<string>(
      (_text, signal) => {
        signals.push(signal);
        return new Promise((resolve) => resolvers.push(resolve));
      },
      { debounceMs: 10 },
    );
    store.search('par');
    await vi.advanceTimersByTimeAsync(10);
    store.search('paris');
    expect(signals[0]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10);
    resolvers[1]?.(['Paris']);
    resolvers[0]?.(['Parma']);
    await vi.runAllTimersAsync();
    expect(store.$state.get()).toEqual({ status: 'success', items: ['Paris'] });
    expect(signals[1]?.aborted).toBe(false);
  });

  it('asks nothing for a text shorter than two letters', async () => {
    const fetcher = vi.fn(async () => ['x']);
    const store = suggestStore(fetcher);
    store.search(' l ');
    await vi.runAllTimersAsync();
    expect(fetcher).not.toHaveBeenCalled();
    expect(store.$state.get().status).toBe('idle');
  });

  it("keeps the server's error field on failure, else none ('Failed to fetch suggestions')", async () => {
    const store = suggestStore<string>(async () => {
      throw new ApiError('Bad gateway', 502, '/api/v2/hotel/auto-suggest', { error: 'Supplier offline' });
    });
    store.search('rome');
    await vi.runAllTimersAsync();
    expect(store.$state.get()).toEqual({ status: 'failure', items: [], error: 'Supplier offline' });
    expect(suggestFailure(new ApiError('Something went wrong', undefined, '/x'))).toBeUndefined();
    expect(suggestFailure(new ApiError('Oops', 500, '/x', { message: 'Oops' }))).toBeUndefined();
  });
});
