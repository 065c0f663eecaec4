import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CountriesEventDetail } from '../site/events.ts';

type Store = typeof import('./countries.ts');
type Answer = { status: number; body: unknown } | 'network-error';

const COUNTRIES = [
  { name: 'Mexico', code: 'MX', dialCode: '+52', flag: 'https://api.example/media/flags/mx.svg' },
  { name: 'Sweden', code: 'SE', dialCode: '+46', flag: 'https://api.example/media/flags/se.svg' },
];
const ENABLED = [{ name: 'Sweden', code: 'SE', flag: 'https://api.example/media/flags/se.svg' }];

let store: Store;
let events: EventTarget;
let seen: CountriesEventDetail[];

beforeEach(async () => {
  vi.resetModules();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  store = await import('./countries.ts');
  events = new EventTarget();
  seen = [];
  events.addEventListener('storefront:countries', (event) => seen.push((event as CustomEvent<CountriesEventDetail>).detail));
});

afterEach(() => vi.restoreAllMocks());

async function load(overrides: Record<string, Answer> = {}) {
  const table: Record<string, Answer> = {
    '/api/code': { status: 200, body: { data: COUNTRIES } },
    '/api/admin/country/enable': { status: 200, body: { data: ENABLED } },
    ...overrides,
  };
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    const answer = table[new URL(String(url)).pathname];
    if (!answer || answer === 'network-error') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  const { createApiClient } = await import('../api/client.ts');
  const api = createApiClient({ baseUrl: 'http://api.test', fetch });
  await store.loadCountries({ api: () => api, events });
  return fetch;
}

describe('country lists (SPEC §3 Other lists, §7, §1 storefront:countries)', () => {
  it('loads every country and the enabled ones, then announces both', async () => {
    await load();
    expect(store.$countries.get()).toEqual({ status: 'success', items: COUNTRIES });
    expect(store.$enabledCountries.get()).toEqual({ status: 'success', items: ENABLED });
    expect(seen).toEqual([{ countries: COUNTRIES, enabledCountries: ENABLED }]);
  });

  it("empties a list that fails and keeps the message, and still announces the other (SPEC §4 Async lists, §8)", async () => {
    await load({ '/api/admin/country/enable': { status: 503, body: { message: 'Countries are being updated' } }, '/api/code': 'network-error' });
    expect(store.$countries.get()).toEqual({ status: 'failure', items: [], error: 'Something went wrong' });
    expect(store.$enabledCountries.get()).toEqual({ status: 'failure', items: [], error: 'Countries are being updated' });
    expect(seen).toEqual([{ countries: [], enabledCountries: [] }]);
  });

  it('loads once however many remote apps ask', async () => {
    const fetch = await load();
    await store.loadCountries();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(seen).toHaveLength(1);
  });
});
