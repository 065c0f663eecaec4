import { atom, task } from 'nanostores';
import { browserApi } from '../api/browser.ts';
import type { ApiClient } from '../api/client.ts';
import { fetchCountries, fetchEnabledCountries, type Country, type EnabledCountry } from '../api/countries.ts';
import { failureMessage } from '../api/errors.ts';
import { emitShellEvent, SHELL_EVENTS } from '../site/events.ts';

/*
 * SPEC §3 Other lists: every country (GET /api/code) and the countries the agency sells in
 * (GET /api/admin/country/enable). No shell page shows them yet; the remote apps get them through
 * `storefront:countries` (SPEC §1). So they load only when a remote app mounts
 * (src/stores/remote-app.ts imports this module on demand): a page without one pays neither
 * the calls nor this code.
 */

/** SPEC §4 Async lists: loading, success, failure; on failure the list is empty and the message kept. */
export interface CountryList<T> {
  status: 'idle' | 'loading' | 'success' | 'failure';
  items: T[];
  error?: string;
}

export const $countries = atom<CountryList<Country>>({ status: 'idle', items: [] });
export const $enabledCountries = atom<CountryList<EnabledCountry>>({ status: 'idle', items: [] });

/** The browser the store acts on; tests pass their own. */
export interface CountriesEnvironment {
  api: () => ApiClient;
  events: EventTarget;
}

let environment: CountriesEnvironment | undefined;
let loading: Promise<void> | undefined;
const env = () => (environment ??= { api: browserApi, events: window });

async function load<T>(set: (list: CountryList<T>) => void, fetch: (api: ApiClient) => Promise<T[]>, what: string): Promise<void> {
  set({ status: 'loading', items: [] });
  try {
    set({ status: 'success', items: await fetch(env().api()) });
  } catch (error) {
    console.error(`${what} failed to load.`, error);
    set({ status: 'failure', items: [], error: failureMessage(error) });
  }
}

/**
 * Loads both lists once per page and then sends `storefront:countries` (SPEC §1) with both; a
 * list that failed goes out empty. Later calls wait for the same load.
 */
export function loadCountries(browser?: CountriesEnvironment): Promise<void> {
  if (browser) environment = browser;
  loading ??= task(async () => {
    await Promise.all([
      load((list) => $countries.set(list), fetchCountries, 'The country list'),
      load((list) => $enabledCountries.set(list), fetchEnabledCountries, 'The enabled countries'),
    ]);
    emitShellEvent(SHELL_EVENTS.countries, { countries: $countries.get().items, enabledCountries: $enabledCountries.get().items }, env().events);
  });
  return loading;
}
