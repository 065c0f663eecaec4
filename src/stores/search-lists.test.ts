import { STORE_UNMOUNT_DELAY } from 'nanostores';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Store = typeof import('./search-lists.ts');
let store: Store;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const LINE = { id: 7, name: 'Nordic Lines' } as unknown as import('../api/cruise.ts').ShipLine;

beforeEach(async () => {
  vi.resetModules();
  store = await import('./search-lists.ts');
});

describe('search panel lists (SPEC §4 Async lists, §7)', () => {
  it('asks when the panel first shows, once: loading, then success', async () => {
    const shipLines = vi.fn(async () => [LINE]);
    store.setSearchListsEnvironment({ shipLines });
    const stop = store.$shipLines.listen(() => {});
    expect(store.$shipLines.get()).toEqual({ status: 'loading', items: [] });
    await settle();
    expect(store.$shipLines.get()).toEqual({ status: 'success', items: [LINE] });
    stop();
    store.$shipLines.listen(() => {})();
    expect(shipLines).toHaveBeenCalledTimes(1);
  });

  it("on failure empties the list and keeps 'Something went wrong'; the panel shown again asks again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const carRentalCountries = vi.fn(() => Promise.reject(new TypeError('fetch failed')));
    store.setSearchListsEnvironment({ carRentalCountries });
    const stop = store.$carRentalCountries.listen(() => {});
    await settle();
    expect(store.$carRentalCountries.get()).toEqual({ status: 'failure', items: [], error: 'Something went wrong' });
    // nanostores unmounts a store a moment after its last listener leaves.
    vi.useFakeTimers();
    stop();
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY);
    vi.useRealTimers();
    store.$carRentalCountries.listen(() => {});
    expect(carRentalCountries).toHaveBeenCalledTimes(2);
  });
});
