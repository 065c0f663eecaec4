import { JSDOM } from 'jsdom';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { ReferenceApiOptions } from '../api/server.ts';
import { loginAs, originOf, startTestApi, type TestApi } from '../api/test-server.ts';

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

/** What the shell sends a remote app as `storefront:user` for a logged-in visitor. */
export interface SignedIn {
  token: string;
  user: { loggedIn: true; status: 'success'; profile: Record<string, unknown> };
}

export interface RemoteTestStack {
  /** The reference API of this file's tests (started before them). */
  readonly api: TestApi;
  /** Unmount functions of what a test mounted: each is called after that test. */
  mounted: (() => void)[];
  /** Logs the page in as `email` (the access-token cookie) and gives the user event the shell would send. */
  signIn(email: string): Promise<SignedIn>;
}

/**
 * What every remote-app test file runs on: a reference API, a page of `agency`'s site sending its
 * Origin; after each test what it mounted is unmounted, the visitor logged out and the page emptied.
 */
export function remoteTestStack(options: ReferenceApiOptions = {}, agency = 'sunny'): RemoteTestStack {
  let api: TestApi | undefined;
  const mounted: (() => void)[] = [];
  beforeAll(async () => {
    api = await startTestApi(options);
    installDom();
    sendOriginOf(agency);
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await api?.dispose();
  });
  afterEach(() => {
    for (const unmount of mounted.splice(0)) unmount();
    logOut();
    // Each test is a browser session of its own (a paid checkout is remembered for the session).
    window.sessionStorage.clear();
    document.body.replaceChildren();
  });
  const started = () => {
    if (!api) throw new Error('The test API starts before the tests (beforeAll).');
    return api;
  };
  return {
    get api() {
      return started();
    },
    mounted,
    async signIn(email) {
      const token = await loginAs(started(), agency, email);
      logIn(token);
      const response = await started().call('/api/user/profile', { agency, headers: { Authorization: `Bearer ${token}` } });
      const profile = ((await response.json()) as { data: Record<string, unknown> }).data;
      return { token, user: { loggedIn: true, status: 'success', profile } };
    },
  };
}
