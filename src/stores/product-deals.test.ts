import { QueryClient } from '@tanstack/react-query';
import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.ts';
import type { GeoLocation } from '../api/geolocation.ts';
import { dealViewer } from '../deals/price-block.ts';
import { DEFAULT_GEOLOCATION } from './geolocation.ts';
import {
  $productDeals,
  dealMoney,
  retryDeals,
  selectDealTab,
  startProductDeals,
  stopProductDeals,
  type ProductDealsSetup,
} from './product-deals.ts';
import type { UserState } from '../roles/user-state.ts';

const rates = { discountPercentage: 25, publishedRate: 200, totalRate: 150, savedPrice: 50, baseRate: 120, taxAndFee: 10 };
const activity = (code: string) => ({
  imageUrl: `https://media.example/${code}.jpg`,
  title: `Tour ${code}`,
  duration: '3 hours',
  isFreeCancellation: true,
  rating: 4.5,
  rates,
  link: `/booknow/activities/result-details/${code}`,
});
const hotel = (id: string) => ({
  hotel: { hotelDetails: { heroImage: `https://media.example/${id}.jpg`, name: `Hotel ${id}`, distance: 2, distanceFrom: 'Centre' } },
  rating: 4,
  rates,
  link: `/booknow/hotels/deal/${id}`,
});
const hotelV2 = (id: string) => ({
  property_id: id,
  name: `Hotel ${id}`,
  image: { large: `https://media.example/${id}.jpg` },
  contact: { address: { line_1: '1 Main St', city: 'Paris', state: null } },
  ratings: { star_rating: 4 },
  rate: { recommended_selling_price: 500, total_rate: 400, saved_price: 100, base_rate: 350, tax_and_fees: 20 },
});

const SETUP: ProductDealsSetup = { tabs: ['Hotels', 'Air Travel', 'Activities', 'Cars'], hotelsV2: false, hotelServiceUrl: 'http://hotels.test' };

let currency: ReturnType<typeof atom<string | undefined>>;
let geo: ReturnType<typeof atom<GeoLocation>>;
let loggedIn: ReturnType<typeof atom<boolean>>;
let href: string;
let asked: { url: URL; body: unknown }[];
let answer: (url: URL) => Promise<Response>;

beforeEach(() => {
  currency = atom<string | undefined>('EUR');
  geo = atom<GeoLocation>(DEFAULT_GEOLOCATION);
  loggedIn = atom(false);
  href = 'https://sunny.test/?currency=EUR';
  asked = [];
  answer = async (url) =>
    url.pathname.endsWith('hotel-search')
      ? Response.json({ response: [hotel('H1')] })
      : url.pathname === '/deals'
        ? Response.json({ hotels: [hotelV2('P1')] })
        : Response.json({ data: [activity('A1'), activity('A2')] });
});

afterEach(() => {
  stopProductDeals();
  vi.restoreAllMocks();
});

let announced: string[] = [];

function start(setup: ProductDealsSetup = SETUP) {
  announced = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const target = new URL(String(url));
    asked.push({ url: target, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return answer(target);
  });
  const api = createApiClient({ baseUrl: 'http://api.test', fetch: fetch as typeof globalThis.fetch });
  const hotelApi = createApiClient({ baseUrl: 'http://hotels.test', fetch: fetch as typeof globalThis.fetch });
  startProductDeals(setup, {
    mainApi: async () => api,
    hotelApi: async () => hotelApi,
    href: () => href,
    replaceUrl: (url) => {
      href = new URL(url, href).href;
    },
    announceTab: (tab) => announced.push(tab),
    currency,
    geoLocation: geo,
    loggedIn,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } }),
    now: () => new Date(2026, 10, 23),
  });
}

const settled = () => vi.waitFor(() => expect($productDeals.get().deals.status).not.toBe('loading'));

describe('product deals tab (SPEC §4 Deal tab)', () => {
  it('starts on the tab the query names when that service is active', async () => {
    href = 'https://sunny.test/?tab=activities';
    start();
    expect($productDeals.get().tab).toBe('Activities');
    await settled();
    expect(asked.map((call) => call.url.pathname)).toEqual(['/api/dealray/deals/activity-search']);
  });

  it('starts on the first active service otherwise', () => {
    href = 'https://sunny.test/?tab=cruises';
    start();
    expect($productDeals.get().tab).toBe('Hotels');
  });

  it('writes a clicked tab to the address, keeping the other parameters, and loads its deals', async () => {
    start();
    await settled();
    selectDealTab('Activities');
    expect(href).toBe('https://sunny.test/?currency=EUR&tab=activities');
    // The home page's search tabs wake on it to follow.
    expect(announced).toEqual(['Activities']);
    expect($productDeals.get()).toMatchObject({ tab: 'Activities', deals: { status: 'loading' } });
    await settled();
    expect($productDeals.get().deals).toMatchObject({ status: 'success', list: { service: 'Activities' }, pricedIn: 'USD' });
  });

  it('ignores a tab the agency does not have', () => {
    start({ ...SETUP, tabs: ['Hotels'] });
    selectDealTab('Cars');
    expect($productDeals.get().tab).toBe('Hotels');
    expect(announced).toEqual([]);
    expect(href).toBe('https://sunny.test/?currency=EUR');
  });

  it('shows the banner on Flights and Cruises without any call (SPEC §2.6)', async () => {
    href = 'https://sunny.test/?tab=flights';
    start();
    expect($productDeals.get().deals).toEqual({ status: 'banner' });
    // A search would go out once the lazily loaded search code has arrived.
    await vi.dynamicImportSettled();
    expect(asked).toEqual([]);
  });
});

describe('product deals search', () => {
  it('asks for classic hotel deals with the SPEC §9 payload in the selected currency', async () => {
    start();
    await settled();
    expect(asked[0]?.body).toMatchObject({ currency: 'EUR', radius: 15, nationality: 'IN', isHome: true, stayPeriod: { start: '2026-12-11', end: '2026-12-13' } });
    expect($productDeals.get().deals).toMatchObject({ status: 'success', list: { service: 'Hotels', v2: false }, pricedIn: 'EUR' });
  });

  it('asks the hotel service for v2 deals when the agency has enableHotelsV2', async () => {
    start({ ...SETUP, hotelsV2: true });
    await settled();
    expect(asked[0]?.url.href).toBe(`http://hotels.test/deals?lat=${DEFAULT_GEOLOCATION.lat}&long=${DEFAULT_GEOLOCATION.lon}&currency=EUR`);
    expect($productDeals.get().deals).toMatchObject({ status: 'success', list: { service: 'Hotels', v2: true } });
  });

  it('waits for the currency, then asks again when the currency changes', async () => {
    currency.set(undefined);
    start();
    expect($productDeals.get().deals.status).toBe('loading');
    expect(asked).toEqual([]);
    currency.set('USD');
    await settled();
    currency.set('SEK');
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked.map((call) => (call.body as { currency: string }).currency)).toEqual(['USD', 'SEK']);
  });

  it('asks again for USD-priced deals when the currency changes', async () => {
    href = 'https://sunny.test/?tab=activities';
    start();
    await settled();
    currency.set('SEK');
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect($productDeals.get().deals).toMatchObject({ pricedIn: 'USD' });
  });

  it('asks again when the visitor logs in or out (SPEC §4)', async () => {
    start();
    await settled();
    loggedIn.set(true);
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    loggedIn.set(false);
    // Back to the anonymous answer, still fresh in the cache: no third call.
    await settled();
    expect(asked).toHaveLength(2);
  });

  it('drops a malformed deal, logs the field and shows the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer = async () => Response.json({ data: [activity('A1'), { ...activity('A2'), rating: 9 }, activity('A3')] });
    href = 'https://sunny.test/?tab=activities';
    start();
    await settled();
    const deals = $productDeals.get().deals;
    expect(deals.status === 'success' && deals.list.deals.map((deal) => ('title' in deal ? deal.title : ''))).toEqual(['Tour A1', 'Tour A3']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('rating'), expect.anything());
  });

  it('keeps the server message on failure and loads again on retry', async () => {
    answer = async () => Response.json({ message: 'Activity supplier unavailable' }, { status: 500 });
    href = 'https://sunny.test/?tab=activities';
    start();
    await settled();
    expect($productDeals.get().deals).toEqual({ status: 'failure', message: 'Activity supplier unavailable' });
    answer = async () => Response.json({ data: [activity('A1')] });
    retryDeals();
    // The retry shows the skeleton until it answers (TanStack Query is pending again: no data yet).
    expect($productDeals.get().deals.status).toBe('loading');
    await vi.waitFor(() => expect($productDeals.get().deals.status).toBe('success'));
    expect(asked).toHaveLength(2);
  });

  it("says 'Something went wrong' when the server gives no message", async () => {
    answer = async () => new Response('oops', { status: 502 });
    href = 'https://sunny.test/?tab=cars';
    start();
    await settled();
    expect($productDeals.get().deals).toEqual({ status: 'failure', message: 'Something went wrong' });
  });
});

describe('dealViewer and dealMoney', () => {
  it('reads the viewer from the user state', () => {
    const agent = { status: 'success', profile: { isTravelAgent: true, isRestrictedAgent: true } } as unknown as UserState;
    expect(dealViewer(agent)).toEqual({ loggedIn: true, isTravelAgent: true, isRestrictedAgent: true });
    expect(dealViewer({ status: 'anonymous', profile: null } as unknown as UserState)).toEqual({ loggedIn: false, isTravelAgent: false, isRestrictedAgent: false });
  });

  it('converts USD answers with the rates and leaves answers priced in the selected currency alone', () => {
    const eur = dealMoney('USD', 'EUR', { EUR: 0.921 });
    expect(eur.currency).toBe('EUR');
    expect(eur.convert(100)).toBeCloseTo(92.1);
    const same = dealMoney('EUR', 'EUR', { EUR: 0.921 });
    expect(same.convert(100)).toBe(100);
    // Without a rate yet the amounts stay in USD and say so.
    expect(dealMoney('USD', 'SEK', {})).toMatchObject({ currency: 'USD' });
    expect(dealMoney('USD', 'SEK', {}).convert(10)).toBe(10);
  });
});
