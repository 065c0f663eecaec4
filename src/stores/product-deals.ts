import { QueryClient, QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { atom, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../api/client.ts';
import { dealQueries } from '../api/deals/deals-queries.ts';
import { activitySearchPayload, carSearchPayload, hotelSearchPayload, type Position } from '../api/deals/search-payloads.ts';
import type { ActivityDeal, CarDeal, HotelDeal, HotelDealV2 } from '../api/deals/shapes.ts';
import { failureMessage } from '../api/errors.ts';
import type { GeoLocation } from '../api/geolocation.ts';
import { hotelServiceQueries } from '../api/hotel-service-queries.ts';
import { DEAL_TAB_EVENT } from '../deals/tab-wake.ts';
import { fromUsd } from '../currency/convert.ts';
import { BANNER_ONLY, initialTab, withTab, type DealService } from '../deals/tabs.ts';
import { $isLoggedIn } from './auth.ts';
import { $currency } from './currency.ts';
import { $geoLocation } from './geolocation.ts';

/*
 * SPEC §2.6, §4 Deal tab and Async lists: the home page's Product Deals. The tab comes from the
 * `tab` query (else the first active service) and clicks change it and the address; the deals of
 * the tab are a TanStack Query search that follows the tab, the login state and the currency.
 * The island (src/islands/deals/ProductDeals.tsx) only renders this store.
 */

/** One tab's deals, as the card kinds of SPEC §3 need them. */
export type DealsList =
  | { service: 'Hotels'; v2: false; deals: HotelDeal[] }
  | { service: 'Hotels'; v2: true; deals: HotelDealV2[] }
  | { service: 'Activities'; deals: ActivityDeal[] }
  | { service: 'Cars'; deals: CarDeal[] };

export type DealsState =
  /** SPEC §2.6: Flights and Cruises always show the promotional banner. */
  | { status: 'banner' }
  | { status: 'loading' }
  /** SPEC §4, §8: the server's message or 'Something went wrong'. */
  | { status: 'failure'; message: string }
  /** `pricedIn`: the currency the answer's amounts are in (hotels in the selected one, others USD). */
  | { status: 'success'; list: DealsList; pricedIn: string };

export interface ProductDealsState {
  /** undefined until the browser reads the query; the island then shows the first tab. */
  tab: DealService | undefined;
  deals: DealsState;
}

/** What the build renders the island with (and React hydrates with). */
export const PRODUCT_DEALS_BEFORE_START: ProductDealsState = { tab: undefined, deals: { status: 'loading' } };

const $state = atom<ProductDealsState>(PRODUCT_DEALS_BEFORE_START);
export const $productDeals: ReadableAtom<ProductDealsState> = $state;

/** The home page's facts the build knows (props of the island). */
export interface ProductDealsSetup {
  /** The agency's deal tabs in order (src/deals/tabs.ts dealTabs). */
  tabs: readonly DealService[];
  /** SPEC §2.5, §3 enableHotelsV2: hotel deals come from the hotel service as v2 cards. */
  hotelsV2: boolean;
  hotelServiceUrl: string;
}

/** The browser the store acts on; tests pass their own. */
export interface ProductDealsEnvironment {
  /** The clients come with their module (schemas and all) on demand: see src/api/deals/deals-queries.ts. */
  mainApi: () => Promise<ApiClient>;
  hotelApi: (baseUrl: string) => Promise<ApiClient>;
  /** location.href */
  href: () => string;
  /** history.replaceState to this same-page address. */
  replaceUrl: (url: string) => void;
  /** Tells the page a deal tab was chosen: the home page's search tabs wake to follow it (src/deals/tab-wake.ts). */
  announceTab: (tab: DealService) => void;
  currency: ReadableAtom<string | undefined>;
  geoLocation: ReadableAtom<GeoLocation>;
  loggedIn: ReadableAtom<boolean>;
  queryClient: QueryClient;
  now: () => Date;
}

const browserEnvironment = (): ProductDealsEnvironment => ({
  mainApi: async () => (await import('../api/browser.ts')).browserApi(),
  hotelApi: async (baseUrl) => (await import('../api/browser.ts')).browserServiceApi(baseUrl),
  href: () => window.location.href,
  replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
  announceTab: (tab) => window.dispatchEvent(new CustomEvent(DEAL_TAB_EVENT, { detail: tab })),
  currency: $currency,
  geoLocation: $geoLocation,
  loggedIn: $isLoggedIn,
  // The failure state offers Retry, so a failed search is shown at once; a
  // tab the visitor comes back to within five minutes shows its deals without asking again.
  queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5 * 60_000, refetchOnWindowFocus: false } } }),
  now: () => new Date(),
});

interface Running {
  setup: ProductDealsSetup;
  environment: ProductDealsEnvironment;
  observer: QueryObserver<DealsList>;
  pricedIn: string;
  stop: () => void;
}

let running: Running | undefined;

/** What the search asks for, in the order TanStack Query keys it. */
interface Search {
  key: readonly unknown[];
  pricedIn: string;
  fetch: (signal: AbortSignal) => Promise<DealsList>;
}

/**
 * The search of one tab (SPEC §7 calls with the SPEC §9 payloads around the visitor's position).
 * The keys are the query factories' own, plus the login state (the API answers with the token,
 * so a log-in or log-out asks again, SPEC §4 Deal tab) and the currency.
 */
function searchOf(tab: DealService, setup: ProductDealsSetup, currency: string, environment: ProductDealsEnvironment): Search | undefined {
  const geo = environment.geoLocation.get();
  const at: Position = { latitude: geo.lat, longitude: geo.lon };
  const auth = environment.loggedIn.get() ? 'member' : 'anonymous';
  const call = <T>(options: { queryKey: readonly unknown[]; queryFn?: unknown }, list: (deals: T) => DealsList, pricedIn: string): Search => ({
    // A currency change reloads every tab's deals, also those answered in USD.
    key: [...options.queryKey, auth, currency],
    pricedIn,
    fetch: async (signal) => {
      const queryFn = options.queryFn as (context: { signal: AbortSignal }) => Promise<T>;
      return list(await queryFn({ signal }));
    },
  });
  switch (tab) {
    case 'Hotels':
      if (setup.hotelsV2) {
        const params = { lat: geo.lat, long: geo.lon, currency };
        return call<HotelDealV2[]>(hotelServiceQueries.deals(environment.hotelApi(setup.hotelServiceUrl), params), (deals) => ({ service: 'Hotels', v2: true, deals }), currency);
      }
      return call<HotelDeal[]>(
        // SPEC §7: the hotel search carries a currency (SPEC §9 default USD); asking in the
        // visitor's currency prices the deals as the server would sell them.
        dealQueries.hotels(environment.mainApi(), { ...hotelSearchPayload(at, environment.now()), currency }),
        (deals) => ({ service: 'Hotels', v2: false, deals }),
        currency,
      );
    case 'Activities':
      // The activity and car searches carry no currency: USD, converted on the card.
      return call<ActivityDeal[]>(dealQueries.activities(environment.mainApi(), activitySearchPayload(at)), (deals) => ({ service: 'Activities', deals }), 'USD');
    case 'Cars':
      return call<CarDeal[]>(dealQueries.cars(environment.mainApi(), carSearchPayload(at, environment.now())), (deals) => ({ service: 'Cars', deals }), 'USD');
    default:
      return undefined;
  }
}

function show(result: QueryObserverResult<DealsList>, pricedIn: string): void {
  const tab = $state.get().tab;
  const deals: DealsState =
    result.status === 'success'
      ? { status: 'success', list: result.data, pricedIn }
      : result.status === 'error'
        ? { status: 'failure', message: failureMessage(result.error) }
        : { status: 'loading' };
  $state.set({ tab, deals });
}

/** Points the search at the current tab, currency, position and login state. */
function follow(): void {
  if (!running) return;
  const { setup, environment, observer } = running;
  const { tab } = $state.get();
  if (!tab || BANNER_ONLY.has(tab)) {
    $state.set({ tab, deals: { status: 'banner' } });
    return;
  }
  const currency = environment.currency.get();
  // The currency is known once the page has started it (src/client/boot.ts); until then: loading.
  const search = currency ? searchOf(tab, setup, currency, environment) : undefined;
  if (!search) {
    $state.set({ tab, deals: { status: 'loading' } });
    return;
  }
  running.pricedIn = search.pricedIn;
  observer.setOptions({ queryKey: search.key, queryFn: ({ signal }) => search.fetch(signal) });
  show(observer.getCurrentResult(), search.pricedIn);
}

/**
 * Starts the Product Deals of this page: reads the tab from the query and starts its search.
 * Once per page (the island calls it as it hydrates); tests pass their own environment.
 */
export function startProductDeals(setup: ProductDealsSetup, environment: ProductDealsEnvironment = browserEnvironment()): void {
  if (running) return;
  const observer = new QueryObserver<DealsList>(environment.queryClient, { queryKey: ['deals', 'idle'], enabled: false });
  const stopObserver = observer.subscribe((result) => {
    if (running) show(result, running.pricedIn);
  });
  const stops = [environment.currency.listen(follow), environment.geoLocation.listen(follow), environment.loggedIn.listen(follow)];
  running = {
    setup,
    environment,
    observer,
    pricedIn: 'USD',
    stop: () => {
      stopObserver();
      for (const stop of stops) stop();
      observer.destroy();
    },
  };
  $state.set({ tab: initialTab(setup.tabs, new URL(environment.href()).search), deals: { status: 'loading' } });
  follow();
}

/** A tab click (SPEC §4 Deal tab): shows its deals and writes it to the address, without a reload. */
export function selectDealTab(tab: DealService): void {
  if (!running || !running.setup.tabs.includes(tab) || $state.get().tab === tab) return;
  running.environment.replaceUrl(withTab(running.environment.href(), tab));
  $state.set({ tab, deals: $state.get().deals });
  running.environment.announceTab(tab);
  follow();
}

/** The failure state's Retry. */
export function retryDeals(): void {
  void running?.observer.refetch();
}

/** Stops the store and forgets its state (tests). */
export function stopProductDeals(): void {
  running?.stop();
  running = undefined;
  $state.set(PRODUCT_DEALS_BEFORE_START);
}

/**
 * SPEC §3 currency: the card amounts in the selected currency. The answer's amounts are in
 * `pricedIn`; USD ones are converted with the exchange rates (while a rate is missing they stay
 * in USD and say so, src/currency/convert.ts).
 */
export function dealMoney(pricedIn: string, selected: string, rates: Record<string, number>): { currency: string; convert: (amount: number) => number } {
  if (pricedIn === selected || pricedIn !== 'USD') return { currency: pricedIn, convert: (amount) => amount };
  const currency = fromUsd(1, selected, rates).currency;
  return { currency, convert: (amount) => fromUsd(amount, selected, rates).amount };
}
