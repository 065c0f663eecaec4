import { atom, task } from 'nanostores';
import type { ApiClient } from '../api/client.ts';
import type { CurrencyOption, ExchangeRates } from '../api/currency.ts';
import { failureMessage } from '../api/errors.ts';
import { chooseDefaultCurrency } from '../currency/default-currency.ts';
import { currencyFromQuery } from '../currency/query-currency.ts';
import { browserStorage, readStoredCurrency, storeCurrency, type StorageAccess } from '../currency/storage.ts';
import { loadGeoLocation } from './geolocation.ts';
import { emitShellEvent, SHELL_EVENTS, type CurrencyEventDetail } from '../site/events.ts';
import { readPageData, type PageData } from '../site/page-data.ts';

/** SPEC §1, §4: the DOM event the shell broadcasts on window when the currency changes. */
export const CURRENCY_EVENT = SHELL_EVENTS.currency;
export type { CurrencyEventDetail };

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

/** The states before the page starts the currency: what the build renders the islands with. */
export const CURRENCIES_BEFORE_START: CurrencyList = { status: 'idle', items: [] };
export const RATES_BEFORE_START: RatesState = { status: 'idle', rates: {} };

export const $currencies = atom<CurrencyList>(CURRENCIES_BEFORE_START);
export const $rates = atom<RatesState>(RATES_BEFORE_START);
/** The selected currency code; undefined until the default or the stored choice is known. */
export const $currency = atom<string | undefined>(undefined);

/** What the page knows at build time about this agency's default (printed in the page data, src/components/PageData.astro). */
export interface CurrencySetup {
  /** SPEC §4, §9: the partner agency's currency, from src/config/storefront.json. */
  partnerCurrency?: string | undefined;
  /** SPEC §3: the agency default country. */
  agencyCountry: string;
}

/** The currency setup in this page's data; undefined on a page without an agency. */
export function currencySetupOf(data: PageData | undefined = readPageData()): CurrencySetup | undefined {
  return data && { partnerCurrency: data.partnerCurrency, agencyCountry: data.agency.defaultCountry };
}

/*
 * The API client with its zod/mini schemas, and the route catalogue, load on demand (import()):
 * the header's currency picker, which every page hydrates, only needs the atoms. Both are asked
 * for when the page starts the currency (src/client/boot.ts), so they arrive right after the
 * page's first JavaScript instead of inside it (the eager home-page JS budget).
 */
type CurrencyPaths = typeof import('../currency/paths.ts');
let paths: CurrencyPaths | undefined;
const loadPaths = async (): Promise<CurrencyPaths> => (paths ??= await import('../currency/paths.ts'));
const currencyApi = () => import('../api/currency.ts');

/** The browser the store acts on; tests pass their own. */
export interface CurrencyEnvironment {
  api: () => ApiClient | Promise<ApiClient>;
  storage: StorageAccess;
  location: () => Pick<Location, 'pathname' | 'href'>;
  /** Loads another page (the flight checkout reload). */
  navigate: (url: string) => void;
  events: EventTarget;
}

const browserEnvironment = (): CurrencyEnvironment => ({
  api: async () => (await import('../api/browser.ts')).browserApi(),
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
      const [{ fetchEnabledCurrencies }, api] = await Promise.all([currencyApi(), env().api(), loadPaths()]);
      const items = await fetchEnabledCurrencies(api);
      $currencies.set({ status: 'success', items });
      return items;
    } catch (error) {
      console.error('Enabled currencies failed to load.', error);
      $currencies.set({ status: 'failure', items: [], error: failureMessage(error) });
      return undefined;
    } finally {
      broadcastCurrencies();
    }
  });
}

/** Loads the exchange rates (SPEC §7); a failure is 'Failed to fetch exchange rates' (SPEC §8). */
export function loadRates(): Promise<void> {
  return task(async () => {
    $rates.set({ status: 'loading', rates: {} });
    try {
      const [{ fetchExchangeRates }, api] = await Promise.all([currencyApi(), env().api()]);
      const { rates } = await fetchExchangeRates(api);
      $rates.set({ status: 'success', rates });
    } catch (error) {
      console.error('Exchange rates failed to load.', error);
      $rates.set({ status: 'failure', rates: {}, error: RATES_FAILURE });
    }
    broadcastCurrencies();
    broadcast();
  });
}

/**
 * Starts the currency of this page once: the lists, then the currency the address asks for
 * (SPEC §2.4 `currency`, `curr`, `code`), else the stored choice (not on the home path, where
 * SPEC §4 resets it), else the default of SPEC §4 / §9. Called by the page's boot
 * (src/client/boot.ts), never by a component; the islands only listen.
 */
export function startCurrency(setup: CurrencySetup | undefined, browser?: CurrencyEnvironment): Promise<void> {
  if (browser) environment = browser;
  // Without an agency (the 'Agency not found!' site) there is no currency to show.
  if (!setup || $currencies.get().status !== 'idle') return Promise.resolve();
  return task(async () => {
    const geoLocation = loadGeoLocation(env().api);
    void loadRates();
    const enabled = await loadCurrencies();
    const onHome = (await loadPaths()).isHomePath(env().location().pathname);
    // SPEC §2.4: an address that names an enabled currency chooses it, on the home path too.
    const asked = enabled && currencyFromQuery(new URL(env().location().href).search, enabled);
    const stored = onHome ? undefined : readStoredCurrency(env().storage, enabled?.map((option) => option.currency));
    const currency =
      asked ??
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
  // The enabled list is only known once loadCurrencies has run, and it loaded the route rules.
  if (paths?.isFlightCheckoutPath(pathname)) env().navigate(paths.checkoutReloadUrl(href, code));
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
  emitShellEvent(CURRENCY_EVENT, detail, env().events);
}

/** SPEC §1 `storefront:currencies`: once both the list and the rates have settled, and on each later settle. */
function broadcastCurrencies(): void {
  const currencies = $currencies.get();
  const rates = $rates.get();
  const settled = (status: CurrencyList['status']) => status === 'success' || status === 'failure';
  if (!settled(currencies.status) || !settled(rates.status)) return;
  emitShellEvent(SHELL_EVENTS.currencies, { currencies: currencies.items, rates: rates.rates }, env().events);
}
