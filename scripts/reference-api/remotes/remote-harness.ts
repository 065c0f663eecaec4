import { JSDOM } from 'jsdom';
import { vi } from 'vitest';
import { originOf, type TestApi } from '../test-server.ts';

/*
 * Test harness of the reference remote apps: the context the shell gives them (contract of
 * src/site/remote-apps.ts, with its route and link), against a real reference API.
 *
 * The tests run in Node with a jsdom window of their own rather than vitest's jsdom environment:
 * that one replaces the global URL, which the reference API's server (node:url) cannot take.
 */

/** A browser page on the sunny site: document, window events, location, cookies. */
export function installDom(url = 'http://sunny.localhost:4321/') {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { url });
  for (const name of ['window', 'document', 'location', 'history', 'CustomEvent', 'Event', 'HTMLElement', 'Node'] as const) {
    vi.stubGlobal(name, name === 'window' ? dom.window : dom.window[name]);
  }
  return dom;
}

export const EVENTS = {
  user: 'storefront:user',
  agency: 'storefront:agency',
  currencies: 'storefront:currencies',
  currency: 'storefront:currency',
  countries: 'storefront:countries',
} as const;

/** The browser sends the site's Origin on every call; Node's fetch does not, so the test adds it. */
export function sendOriginOf(agency: string) {
  const real = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Origin', originOf(agency));
    return real(input, { ...init, headers });
  });
}

export interface ContextOptions {
  pattern: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  language?: string;
  latest?: Record<string, unknown>;
}

/** A route filled from its pattern, as the shell's link() makes it: language prefix except for English. */
export function contextFor(api: TestApi, { pattern, params = {}, query = {}, language = 'en', latest = {} }: ContextOptions) {
  const path = pattern.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
  const prefix = language === 'en' ? '' : `/${language}`;
  return {
    language,
    apiUrl: api.url,
    origin: originOf('sunny'),
    basePath: prefix + path,
    events: EVENTS,
    latest: (name: string) => latest[name],
    route: { path, pattern, params, query },
    link: (route: string, q?: Record<string, string>) => `${prefix}${route}${q && Object.keys(q).length ? `?${new URLSearchParams(q)}` : ''}`,
  };
}

/** Waits until the app has drawn its page (or its failure). */
export async function settled(element: HTMLElement) {
  await vi.waitFor(
    () => {
      const state = element.querySelector('[data-remote-root]')?.getAttribute('data-state');
      if (state !== 'ready' && state !== 'error') throw new Error(`still ${state}`);
    },
    { timeout: 5000, interval: 10 },
  );
  return element.querySelector<HTMLElement>('[data-remote-root]')!;
}

export function logIn(token: string) {
  document.cookie = `access-token=${encodeURIComponent(token)}; path=/`;
}

export function logOut() {
  document.cookie = 'access-token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}
