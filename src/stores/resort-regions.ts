import type { ReadableAtom } from 'nanostores';
import type { ApiClient } from '../api/client.ts';
import { fetchRegions, fetchSubregions, groupSubregions, RESORT_REGIONS_FAILED, type Region } from '../api/resort-service.ts';
import type { ResortPlace } from '../resort/query.ts';
import { asyncList, type AsyncList } from './async-list.ts';

/*
 * SPEC §3 Resort region, §7, §8: region browsing, a SPEC §4 async list (async-list.ts). GET
 * /regions, then GET /regions?ids=…&children=true for their subregions, grouped by region name as
 * {name, id}. Either call failing shows 'Failed to fetch regions and subregions', with a retry.
 */

export interface RegionGroup {
  region: ResortPlace & { id: number };
  /** SPEC §3: {name, id}; `place` is where its deals are asked. */
  subregions: Array<{ name: string; id: number; place: ResortPlace }>;
}

const placeOf = (region: Region): ResortPlace => ({ name: region.name, lat: region.lat, lon: region.lon });

/** SPEC §3 grouping (groupSubregions), with each entry's position for the deals call. */
export function regionGroups(regions: Region[], subregions: Region[]): RegionGroup[] {
  const grouped = groupSubregions(regions, subregions);
  return regions.map((region) => ({
    region: { id: region.id, ...placeOf(region) },
    subregions: (grouped[region.name] ?? []).flatMap(({ name, id }) => {
      const sub = subregions.find((each) => each.id === id);
      return sub ? [{ name, id, place: placeOf(sub) }] : [];
    }),
  }));
}

export interface RegionsStore {
  $state: ReadableAtom<AsyncList<RegionGroup>>;
  /** Loads once (the browser opened); after a failure, again. */
  load: () => void;
}

export function resortRegionsStore(resortApi: ApiClient): RegionsStore {
  const list = asyncList<RegionGroup>({ message: () => RESORT_REGIONS_FAILED });
  const load = () => {
    const now = list.$list.get().status;
    if (now === 'loading' || now === 'success') return;
    void list.load(async () => {
      const regions = await fetchRegions(resortApi);
      const subregions = regions.length ? await fetchSubregions(resortApi, regions.map((region) => region.id)) : [];
      return regionGroups(regions, subregions);
    });
  };
  return { $state: list.$list, load };
}
