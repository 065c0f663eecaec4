import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENCY_STORAGE_KEY } from '../currency/storage.ts';
import { OPTIONS, memoryStorage } from '../currency/test-options.ts';
import type { CurrenciesEventDetail } from '../site/events.ts';
import type { PublicAgency } from '../site/page-data.ts';

type Store = typeof import('./currency.ts');
type Client = typeof import('../api/client.ts');
type Answer = { status: number; body: unknown } | 'network-error';

const RATES = { USD: 1, AED: 3.6725, EUR: 0.921, GBP: 0.788, MXN: 17.12, SEK: 10.48, JPY: 151.2 };
const geo = (countryCode: string, country: string) => ({ data: { country, countryCode, lat: 0, lon: 0 } });

function answers(overrides: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    '/api/admin/country/enableCurrencies': { status: 200, body: { data: OPTIONS } },
    '/api/multi-currency/exchange': { status: 200, body: { data: { base: 'USD', rates: RATES } } },
    '/api/user/geolocation': { status: 200, body: geo('US', 'United States') },
    ...overrides,
  };
}


let store: Store;
let client: Client;
let storage: Storage;
let events: EventTarget;
let seen: { currency: string; rate: number | undefined }[];
let lists: CurrenciesEventDetail[];
let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;

async function freshModules() {
  vi.resetModules();
  return { store: await import('./currency.ts'), client: await import('../api/client.ts') };
}

/** Fresh modules per test: the store and its geolocation lookup start from nothing. */
beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  ({ store, client } = await freshModules());
  storage = memoryStorage();
  events = new EventTarget();
  seen = [];
  events.addEventListener(store.CURRENCY_EVENT, (event) => seen.push((event as CustomEvent).detail));
  lists = [];
  events.addEventListener('storefront:currencies', (event) => lists.push((event as CustomEvent<CurrenciesEventDetail>).detail));
  navigate = vi.fn<(url: string) => void>();
});

afterEach(() => {
  cleanStores(store.$currencies, store.$rates, store.$currency);
  vi.restoreAllMocks();
});

async function start(options: { path?: string; href?: string; answers?: Record<string, Answer>; partner?: string; agencyCountry?: string } = {}) {
  const table = options.answers ?? answers();
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    const answer = table[new URL(String(url)).pathname];
    if (!answer || answer === 'network-error') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  const api = client.createApiClient({ baseUrl: 'http://api.test', fetch });
  const pathname = options.path ?? '/about';
  await store.startCurrency(
    { partnerCurrency: options.partner, agencyCountry: options.agencyCountry ?? 'US' },
    {
      api: () => api,
      storage: () => storage,
      location: () => ({ pathname, href: options.href ?? `http://sunny.localhost${pathname}` }),
      navigate,
      events,
    },
  );
  await allTasks();
  return fetch;
}

describe('currency store (SPEC §4 Currency)', () => {
  it('loads the enabled currencies and the rates', async () => {
    await start();
    expect(store.$currencies.get()).toEqual({ status: 'success', items: OPTIONS });
    expect(store.$rates.get()).toEqual({ status: 'success', rates: RATES });
  });

  it('starts in the partner agency currency', async () => {
    await start({ partner: 'MXN' });
    expect(store.$currency.get()).toBe('MXN');
  });

  it('otherwise in the geolocated country currency', async () => {
    await start({ answers: answers({ '/api/user/geolocation': { status: 200, body: geo('GB', 'United Kingdom') } }), agencyCountry: 'SE' });
    expect(store.$currency.get()).toBe('GBP');
  });

  it('falls back to United States when geolocation fails, before the agency country', async () => {
    await start({ answers: answers({ '/api/user/geolocation': 'network-error' }), agencyCountry: 'SE' });
    expect(store.$currency.get()).toBe('USD');
  });

  it('takes the agency default country when the geolocated one has no enabled currency', async () => {
    await start({ answers: answers({ '/api/user/geolocation': { status: 200, body: geo('BR', 'Brazil') } }), agencyCountry: 'SE' });
    expect(store.$currency.get()).toBe('SEK');
  });

  it('keeps a stored choice on other pages, and writes the current one to local storage', async () => {
    storage.setItem(CURRENCY_STORAGE_KEY, 'EUR');
    await start({ path: '/about' });
    expect(store.$currency.get()).toBe('EUR');
    expect(store.selectCurrency('JPY')).toBe(true);
    expect(storage.getItem(CURRENCY_STORAGE_KEY)).toBe('JPY');
  });

  it('resets to the default on the home path, in every language', async () => {
    storage.setItem(CURRENCY_STORAGE_KEY, 'EUR');
    await start({ path: '/es/', partner: 'MXN' });
    expect(store.$currency.get()).toBe('MXN');
    expect(storage.getItem(CURRENCY_STORAGE_KEY)).toBe('MXN');
  });

  it('takes an enabled currency the address asks for (SPEC §2.4 currency, code, curr), over the stored one and on the home path', async () => {
    storage.setItem(CURRENCY_STORAGE_KEY, 'GBP');
    await start({ path: '/about', href: 'http://sunny.localhost/about?currency=EUR&code=DE' });
    expect(store.$currency.get()).toBe('EUR');
    expect(storage.getItem(CURRENCY_STORAGE_KEY)).toBe('EUR');
    expect(seen.at(-1)).toEqual({ currency: 'EUR', rate: RATES.EUR });
  });

  it('takes the currency on the home path too, where the stored one resets', async () => {
    await start({ path: '/es/', href: 'http://sunny.localhost/es/?currency=sek', partner: 'MXN' });
    expect(store.$currency.get()).toBe('SEK');
  });

  it('takes curr, the name a flight checkout reloads with', async () => {
    await start({ path: '/booknow/flights/checkout', href: 'http://sunny.localhost/booknow/flights/checkout?id=1&curr=JPY' });
    expect(store.$currency.get()).toBe('JPY');
  });

  it('ignores a currency the agency does not enable, keeping the stored choice', async () => {
    storage.setItem(CURRENCY_STORAGE_KEY, 'GBP');
    await start({ path: '/about', href: 'http://sunny.localhost/about?currency=CHF' });
    expect(store.$currency.get()).toBe('GBP');
  });

  it('ignores a stored code that is not enabled', async () => {
    storage.setItem(CURRENCY_STORAGE_KEY, 'XYZ');
    await start();
    expect(store.$currency.get()).toBe('USD');
  });

  it('works with a local storage that throws', async () => {
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    storage = { ...memoryStorage(), getItem: refuse, setItem: refuse };
    await start();
    expect(store.$currency.get()).toBe('USD');
    expect(store.selectCurrency('EUR')).toBe(true);
    expect(store.$currency.get()).toBe('EUR');
  });

  it('broadcasts the currency and its rate, and each change', async () => {
    await start();
    expect(seen.at(-1)).toEqual({ currency: 'USD', rate: 1 });
    store.selectCurrency('MXN');
    expect(seen.at(-1)).toEqual({ currency: 'MXN', rate: 17.12 });
    const count = seen.length;
    store.selectCurrency('MXN');
    expect(seen).toHaveLength(count);
  });

  it('announces the enabled currencies and the rates once both are known (SPEC §1 storefront:currencies)', async () => {
    await start();
    expect(lists).toEqual([{ currencies: OPTIONS, rates: RATES }]);
  });

  it('announces them even when a list fails, with that list empty', async () => {
    await start({ answers: answers({ '/api/multi-currency/exchange': 'network-error' }) });
    expect(lists).toEqual([{ currencies: OPTIONS, rates: {} }]);
  });

  it('starts nothing on a page without an agency', async () => {
    await store.startCurrency(undefined, { api: () => { throw new Error('no API expected'); }, storage: () => storage, location: () => window.location, navigate, events });
    expect(store.$currencies.get().status).toBe('idle');
    expect(lists).toEqual([]);
  });

  it('reads its setup from the page data: the partner currency and the agency country', () => {
    const agency = { defaultCountry: 'MX' } as PublicAgency;
    expect(store.currencySetupOf({ agency, partnerCurrency: 'MXN' })).toEqual({ partnerCurrency: 'MXN', agencyCountry: 'MX' });
    expect(store.currencySetupOf(undefined)).toBeUndefined();
  });

  it('refuses a currency that is not enabled', async () => {
    await start();
    expect(store.selectCurrency('XYZ')).toBe(false);
    expect(store.$currency.get()).toBe('USD');
  });

  it('reloads a flight checkout with curr instead of currency', async () => {
    await start({ path: '/booknow/flights/checkout', href: 'http://sunny.localhost/booknow/flights/checkout?id=1&currency=USD' });
    store.selectCurrency('EUR');
    expect(navigate).toHaveBeenCalledWith('http://sunny.localhost/booknow/flights/checkout?id=1&curr=EUR');
  });

  it('does not reload other pages', async () => {
    await start({ path: '/booknow/hotels/checkout' });
    store.selectCurrency('EUR');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("keeps 'Failed to fetch exchange rates' when the rates fail, and still selects", async () => {
    await start({ answers: answers({ '/api/multi-currency/exchange': { status: 500, body: { message: 'Internal Server Error' } } }) });
    expect(store.$rates.get()).toEqual({ status: 'failure', rates: {}, error: 'Failed to fetch exchange rates' });
    expect(store.$currency.get()).toBe('USD');
    store.selectCurrency('EUR');
    expect(seen.at(-1)).toEqual({ currency: 'EUR', rate: undefined });
  });

  it("keeps 'Something went wrong', or the server's message, when the list fails (SPEC §4 Async lists, §8)", async () => {
    await start({ answers: answers({ '/api/admin/country/enableCurrencies': 'network-error' }) });
    expect(store.$currencies.get()).toEqual({ status: 'failure', items: [], error: 'Something went wrong' });
    expect(store.$currency.get()).toBe('USD');

    ({ store, client } = await freshModules());
    await start({ answers: answers({ '/api/admin/country/enableCurrencies': { status: 503, body: { message: 'Currencies are being updated' } } }) });
    expect(store.$currencies.get()).toEqual({ status: 'failure', items: [], error: 'Currencies are being updated' });
  });

  it('keeps the stored choice untouched when the list fails, since it cannot be checked', async () => {
    storage.setItem(CURRENCY_STORAGE_KEY, 'SEK');
    await start({ answers: answers({ '/api/admin/country/enableCurrencies': 'network-error' }), partner: 'MXN' });
    expect(store.$currency.get()).toBe('SEK');
    expect(storage.getItem(CURRENCY_STORAGE_KEY)).toBe('SEK');
  });

  it('starts once however many pickers ask', async () => {
    const fetch = await start();
    await store.startCurrency({ agencyCountry: 'US' });
    await allTasks();
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/enableCurrencies'))).toHaveLength(1);
  });
});
