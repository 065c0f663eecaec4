import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import { REQUEST_CANCELED } from '../api/resort-service.ts';
import { ApiError, GENERIC_FAILURE } from '../api/errors.ts';
import { asyncList, LIST_BEFORE_START, type AsyncList, type AsyncListOptions } from './async-list.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Lets answered calls settle (never allTasks: a load left pending on purpose would hold it). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(options: AsyncListOptions = {}) {
  const logged: string[] = [];
  const store = asyncList<string>({ log: (message) => logged.push(message), ...options });
  const states: AsyncList<string>[] = [];
  store.$list.subscribe((state) => states.push(state));
  return { store, logged, states };
}

describe('async list (SPEC §4 Async lists, §8 List call fails)', () => {
  it('starts idle and empty', () => {
    expect(setup().store.$list.get()).toEqual(LIST_BEFORE_START);
    expect(LIST_BEFORE_START).toEqual({ status: 'idle', items: [] });
  });

  it('loading, then success with the items', async () => {
    const { store, states } = setup();
    const answer = deferred<string[]>();
    void store.load(() => answer.promise);
    expect(store.$list.get()).toEqual({ status: 'loading', items: [] });
    answer.resolve(['a', 'b']);
    await settle();
    expect(store.$list.get()).toEqual({ status: 'success', items: ['a', 'b'] });
    expect(states.map((state) => state.status)).toEqual(['idle', 'loading', 'success']);
  });

  it("on failure empties the list and keeps the default message 'Something went wrong'", async () => {
    const { store } = setup();
    await store.load(async () => ['a']);
    await store.load(() => Promise.reject(new Error('socket hang up')));
    expect(store.$list.get()).toEqual({ status: 'failure', items: [], error: GENERIC_FAILURE });
    expect(GENERIC_FAILURE).toBe('Something went wrong');
  });

  it("keeps the server's own message when it gives one", async () => {
    const { store } = setup();
    await store.load(() => Promise.reject(new ApiError('Agency suspended', 403, '/api/agency/languages')));
    expect(store.$list.get()).toEqual({ status: 'failure', items: [], error: 'Agency suspended' });
  });

  it("keeps the store's own message, or none when the UI shows its translated default", async () => {
    const fixed = setup({ message: () => 'Internal Server Error' }).store;
    await fixed.load(() => Promise.reject(new ApiError('database down', 500, '/x')));
    expect(fixed.$list.get()).toEqual({ status: 'failure', items: [], error: 'Internal Server Error' });
    const translated = setup({ message: () => undefined }).store;
    await translated.load(() => Promise.reject(new Error('down')));
    expect(translated.$list.get()).toEqual({ status: 'failure', items: [] });
  });

  it('logs a failure under the name of the list', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store } = setup({ name: 'The agency languages' });
    const cause = new Error('down');
    await store.load(() => Promise.reject(cause));
    expect(error).toHaveBeenCalledWith('The agency languages failed to load.', cause);
    error.mockRestore();
  });

  it('the latest request wins: a new load aborts the one before, whose late answer never shows', async () => {
    const { store, logged, states } = setup();
    const first = deferred<string[]>();
    const second = deferred<string[]>();
    const signals: AbortSignal[] = [];
    void store.load((signal) => (signals.push(signal), first.promise));
    void store.load((signal) => (signals.push(signal), second.promise));
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[0]!.reason).toMatchObject({ message: REQUEST_CANCELED });
    expect(signals[1]!.aborted).toBe(false);
    expect(logged).toEqual([REQUEST_CANCELED]);
    second.resolve(['new']);
    await settle();
    first.resolve(['old']);
    await settle();
    expect(store.$list.get()).toEqual({ status: 'success', items: ['new'] });
    expect(states.some((state) => state.items.includes('old'))).toBe(false);
  });

  it('an aborted request that rejects is ignored, never shown as a failure', async () => {
    const { store, states } = setup();
    const first = deferred<string[]>();
    void store.load(() => first.promise);
    void store.load(async () => ['new']);
    first.reject(new Error('aborted'));
    await settle();
    expect(store.$list.get()).toEqual({ status: 'success', items: ['new'] });
    expect(states.some((state) => state.status === 'failure')).toBe(false);
  });

  it('stop aborts the load under way and keeps what is shown; reset goes back to idle', async () => {
    const { store } = setup();
    await store.load(async () => ['a']);
    const pending = deferred<string[]>();
    let asked: AbortSignal | undefined;
    void store.load((signal) => ((asked = signal), pending.promise));
    store.stop();
    expect(asked!.aborted).toBe(true);
    pending.resolve(['late']);
    await settle();
    expect(store.$list.get().status).toBe('loading');
    store.reset();
    expect(store.$list.get()).toEqual(LIST_BEFORE_START);
  });

  it('succeed shows a list known without a call, and a load under way cannot overwrite it', async () => {
    const { store } = setup();
    const pending = deferred<string[]>();
    void store.load(() => pending.promise);
    store.succeed(['kept']);
    pending.resolve(['late']);
    await settle();
    expect(store.$list.get()).toEqual({ status: 'success', items: ['kept'] });
  });

  it('empties the list while loading, unless told to keep it on show', async () => {
    const emptied = setup().store;
    await emptied.load(async () => ['a']);
    const never = deferred<string[]>();
    void emptied.load(() => never.promise);
    expect(emptied.$list.get()).toEqual({ status: 'loading', items: [] });
    const kept = setup({ keepWhileLoading: true }).store;
    await kept.load(async () => ['a']);
    void kept.load(() => never.promise);
    expect(kept.$list.get()).toEqual({ status: 'loading', items: ['a'] });
    // A failure empties it all the same.
    await kept.load(() => Promise.reject(new Error('down')));
    expect(kept.$list.get()).toEqual({ status: 'failure', items: [], error: GENERIC_FAILURE });
  });

  it('keeps the list in an atom handed in, the one its module exports', async () => {
    const $kept = atom<AsyncList<string>>(LIST_BEFORE_START);
    const store = asyncList<string>({ atom: $kept });
    expect(store.$list).toBe($kept);
    await store.load(async () => ['a']);
    expect($kept.get()).toEqual({ status: 'success', items: ['a'] });
  });
});
