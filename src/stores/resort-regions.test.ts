import { describe, expect, it } from 'vitest';
import { RESORT_REGIONS_FAILED } from '../api/resort-service.ts';
import { resortRegionsStore } from './resort-regions.ts';
import { fakeResortApi, settle } from './resort-test-api.ts';

const REGIONS = [
  { id: 1, name: 'Caribbean', parent_id: null, lat: 18, lon: -72 },
  { id: 2, name: 'Mexico', parent_id: null, lat: 21, lon: -99 },
];
const SUBREGIONS = [
  { id: 11, name: 'Jamaica', parent_id: 1, lat: 18.1, lon: -77.3 },
  { id: 21, name: 'Riviera Maya', parent_id: 2, lat: 20.6, lon: -87.1 },
  { id: 22, name: 'Los Cabos', parent_id: 2, lat: 22.9, lon: -109.9 },
];

describe('resort region browsing (SPEC §3 Resort region, §7, §8)', () => {
  it('GET /regions, then GET /regions?ids=…&children=true, grouped by region name as {name, id}', async () => {
    const { api, asked } = fakeResortApi((call) => Response.json({ data: call.url.searchParams.has('ids') ? SUBREGIONS : REGIONS }));
    const store = resortRegionsStore(api);
    store.load();
    expect(store.$state.get()).toEqual({ status: 'loading', items: [] });
    await settle();
    await settle();
    expect(asked.map((call) => `${call.url.pathname}${call.url.search}`)).toEqual(['/regions', '/regions?ids=1%2C2&children=true']);
    const state = store.$state.get();
    if (state.status !== 'success') throw new Error(state.status);
    expect(state.items.map((group) => [group.region.name, group.subregions.map(({ name, id }) => ({ name, id }))])).toEqual([
      ['Caribbean', [{ name: 'Jamaica', id: 11 }]],
      ['Mexico', [{ name: 'Riviera Maya', id: 21 }, { name: 'Los Cabos', id: 22 }]],
    ]);
    expect(state.items[1]!.subregions[0]!.place).toEqual({ name: 'Riviera Maya', lat: 20.6, lon: -87.1 });
    // Loaded once: opening the browser again asks nothing.
    store.load();
    expect(asked).toHaveLength(2);
  });

  it("either call failing shows 'Failed to fetch regions and subregions'; a retry asks again", async () => {
    for (const failing of ['list', 'children']) {
      let fail = true;
      const { api, asked } = fakeResortApi((call) => {
        const children = call.url.searchParams.has('ids');
        if (fail && (failing === 'children') === children) return Response.json({ message: 'down' }, { status: 500 });
        return Response.json({ data: children ? SUBREGIONS : REGIONS });
      });
      const store = resortRegionsStore(api);
      store.load();
      await settle();
      await settle();
      expect(store.$state.get(), failing).toEqual({ status: 'failure', items: [], error: RESORT_REGIONS_FAILED });
      fail = false;
      store.load();
      await settle();
      await settle();
      expect(store.$state.get().status, failing).toBe('success');
      expect(asked.length).toBeGreaterThan(2);
    }
  });
});
