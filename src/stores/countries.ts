import { task } from 'nanostores';
import { browserApi } from '../api/browser.ts';
import type { ApiClient } from '../api/client.ts';
import { fetchCountries, fetchEnabledCountries, type Country, type EnabledCountry } from '../api/countries.ts';
import { emitShellEvent, SHELL_EVENTS } from '../site/events.ts';
import { asyncList } from './async-list.ts';

/*
 * SPEC §3 Other lists: every country (GET /api/code) and the countries the agency sells in
 * (GET /api/admin/country/enable). No shell page shows them yet; the remote apps get them through
 * `storefront:countries` (SPEC §1). So they load only when a remote app mounts
 * (src/stores/remote-app.ts imports this module on demand): a page without one pays neither
 * the calls nor this code.
 */

/** SPEC §4 Async lists: loading, success, failure; on failure the list is empty and the message kept. */
const countries = asyncList<Country>({ name: 'The country list' });
const enabledCountries = asyncList<EnabledCountry>({ name: 'The enabled countries' });

export const $countries = countries.$list;
export const $enabledCountries = enabledCountries.$list;

/** The browser the store acts on; tests pass their own. */
export interface CountriesEnvironment {
  api: () => ApiClient;
  events: EventTarget;
}

let environment: CountriesEnvironment | undefined;
let loading: Promise<void> | undefined;
const env = () => (environment ??= { api: browserApi, events: window });

/**
 * Loads both lists once per page and then sends `storefront:countries` (SPEC §1) with both; a
 * list that failed goes out empty. Later calls wait for the same load.
 */
export function loadCountries(browser?: CountriesEnvironment): Promise<void> {
  if (browser) environment = browser;
  loading ??= task(async () => {
    await Promise.all([
      countries.load(() => fetchCountries(env().api())),
      enabledCountries.load(() => fetchEnabledCountries(env().api())),
    ]);
    emitShellEvent(SHELL_EVENTS.countries, { countries: $countries.get().items, enabledCountries: $enabledCountries.get().items }, env().events);
  });
  return loading;
}
