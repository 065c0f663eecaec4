import { onMount, type ReadableAtom } from 'nanostores';
import type { CarRentalCountry } from '../api/countries.ts';
import type { ShipLine } from '../api/cruise.ts';
import { asyncList, type AsyncList } from './async-list.ts';

/*
 * SPEC §4 Async lists, §7: the lists a search panel needs once per page, asked for when its panel
 * first shows (the store's first listener): the residence countries of the car search
 * (GET /api/car-rental/findCountries/EN) and the agency's enabled cruise ship lines. A panel
 * shown again after a failure asks again. The API module loads with the call, not with the panel.
 */

/** The calls the lists are fetched with; tests hand in their own. */
export interface SearchListsEnvironment {
  carRentalCountries: () => Promise<CarRentalCountry[]>;
  shipLines: () => Promise<ShipLine[]>;
}

let environment: SearchListsEnvironment = {
  carRentalCountries: async () => {
    const [{ fetchCarRentalCountries }, { browserApi }] = await Promise.all([import('../api/countries.ts'), import('../api/browser.ts')]);
    return fetchCarRentalCountries(browserApi(), 'EN');
  },
  shipLines: async () => {
    const [{ fetchEnabledShipLines }, { browserApi }] = await Promise.all([import('../api/cruise.ts'), import('../api/browser.ts')]);
    return fetchEnabledShipLines(browserApi());
  },
};

export function setSearchListsEnvironment(next: Partial<SearchListsEnvironment>): void {
  environment = { ...environment, ...next };
}

function listOnShow<T>(fetch: () => Promise<T[]>, name: string): ReadableAtom<AsyncList<T>> {
  const list = asyncList<T>({ name });
  onMount(list.$list, () => {
    const { status } = list.$list.get();
    if (status === 'idle' || status === 'failure') void list.load(() => fetch());
  });
  return list.$list;
}

export const $carRentalCountries = listOnShow(() => environment.carRentalCountries(), 'The car rental countries');
export const $shipLines = listOnShow(() => environment.shipLines(), 'The enabled ship lines');
