import { atom, task } from 'nanostores';
import { browserApi } from '../api/browser.ts';
import type { ApiClient } from '../api/client.ts';
import { fetchEnabledCurrencies, fetchExchangeRates, type CurrencyOption, type ExchangeRates } from '../api/currency.ts';
import { failureMessage } from '../api/errors.ts';
import { chooseDefaultCurrency } from '../currency/default-currency.ts';
import { checkoutReloadUrl, isFlightCheckoutPath, isHomePath } from '../currency/paths.ts';
import { browserStorage, readStoredCurrency, storeCurrency, type StorageAccess } from '../currency/storage.ts';
import { loadGeoLocation } from './geolocation.ts';
import { SHELL_EVENTS } from '../site/events.ts';

/** SPEC §1, §4: the DOM event the shell broadcasts on window when the currency changes. */
export const CURRENCY_EVENT = SHELL_EVENTS.currency;
export interface CurrencyEventDetail {
  currency: string;
  /** Units of the currency per USD (SPEC §3); undefined while, or when, rates are unavailable. */
  rate: number | undefined;
}

/** SPEC §8 Exchange rate fails. */
export const RATES_FAILURE = 'Failed to fetch exchange rates';

/** SPEC §4 Async lists: loading, success, failure; on failure the list is empty and the message kept. */
export interface CurrencyList {
  status: 'idle' | 'loading' | 'success' | 'failure';
  items: CurrencyOption[];
  error?: string;
}
export interface RatesState {
  status: 'idle' | 'loading' | 'success' | 'failure';
  rates: ExchangeRates['rates'];
  error?: string;
}

export const $currencies = atom<CurrencyList>({ status: 'idle', items: [] });
export const $rates = atom<RatesState>({ status: 'idle', rates: {} });
/** The selected currency code; undefined until the default or the stored choice is known. */
export const $currency = atom<string | undefined>(undefined);

/** What the page knows at build time about this agency's default (CurrencyMenu.astro). */
export interface CurrencySetup {
  /** SPEC §4, §9: the partner agency's currency, from src/config/storefront.json. */
  partnerCurrency?: string | undefined;
  /** SPEC §3: the agency default country. */
  agencyCountry: string;
}

/** The browser the store acts on; tests pass their own. */
export interface CurrencyEnvironment {
  api: () => ApiClient;
  storage: StorageAccess;
  location: () => Pick<Location, 'pathname' | 'href'>;
  /** Loads another page (the flight checkout reload). */
  navigate: (url: string) => void;
  events: EventTarget;
}

const browserEnvironment = (): CurrencyEnvironment => ({
  api: browserApi,
  storage: browserStorage,
  location: () => window.location,
  navigate: (url) => window.location.assign(url),
  events: window,
});

let environment: CurrencyEnvironment | undefined;
const env = () => (environment ??= browserEnvironment());

/** Loads the enabled currencies (SPEC §7); a failure keeps the server's message or 'Something went wrong'. */
export function loadCurrencies(): Promise<CurrencyOption[] | undefined> {
  return task(async () => {
    $currencies.set({ status: 'loading', items: [] });
    try {
      const items = await fetchEnabledCurrencies(env().api());
      $currencies.set({ status: 'success', items });
      return items;
    } catch (error) {
      console.error('Enabled currencies failed to load.', error);
      $currencies.set({ status: 'failure', items: [], error: failureMessage(error) });
      return undefined;
    }
  });
}

/** Loads the exchange rates (SPEC §7); a failure is 'Failed to fetch exchange rates' (SPEC §8). */
export function loadRates(): Promise<void> {
  return task(async () => {
    $rates.set({ status: 'loading', rates: {} });
    try {
      const { rates } = await fetchExchangeRates(env().api());
      $rates.set({ status: 'success', rates });
    } catch (error) {
      console.error('Exchange rates failed to load.', error);
      $rates.set({ status: 'failure', rates: {}, error: RATES_FAILURE });
    }
    broadcast();
  });
}

/**
 * Starts the currency of this page once: the lists, then the stored choice (not on the home
 * path, where SPEC §4 resets it) or else the default of SPEC §4 / §9.
 */
export function startCurrency(setup: CurrencySetup, browser?: CurrencyEnvironment): Promise<void> {
  if (browser) environment = browser;
  if ($currencies.get().status !== 'idle') return Promise.resolve();
  return task(async () => {
    const geoLocation = loadGeoLocation(env().api);
    void loadRates();
    const enabled = await loadCurrencies();
    const onHome = isHomePath(env().location().pathname);
    const stored = onHome ? undefined : readStoredCurrency(env().storage, enabled?.map((option) => option.currency));
    const currency =
      stored ??
      chooseDefaultCurrency(enabled, {
        partnerCurrency: setup.partnerCurrency,
        geoCountry: (await geoLocation).countryCode,
        agencyCountry: setup.agencyCountry,
      });
    // Without the list nothing was checked, so the kept choice is left as it is for the next page.
    if (enabled) commit(currency);
    else {
      $currency.set(currency);
      broadcast();
    }
  });
}

/**
 * SPEC §4 Currency: a change updates the store, is kept in local storage and broadcast; on a
 * flight checkout page it reloads with `curr`. Codes not on the enabled list are refused.
 */
export function selectCurrency(code: string): boolean {
  if (!$currencies.get().items.some((option) => option.currency === code)) return false;
  if (code === $currency.get()) return true;
  commit(code);
  const { pathname, href } = env().location();
  if (isFlightCheckoutPath(pathname)) env().navigate(checkoutReloadUrl(href, code));
  return true;
}

function commit(code: string): void {
  $currency.set(code);
  storeCurrency(env().storage, code);
  broadcast();
}

let broadcasted: string | undefined;

/** Tells the remote sub-applications (SPEC §1 shared events) each new currency and rate. */
function broadcast(): void {
  const currency = $currency.get();
  if (!currency) return;
  const detail: CurrencyEventDetail = { currency, rate: $rates.get().rates[currency] };
  const key = `${detail.currency}:${detail.rate}`;
  if (key === broadcasted) return;
  broadcasted = key;
  env().events.dispatchEvent(new CustomEvent(CURRENCY_EVENT, { detail }));
}
