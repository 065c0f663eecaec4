import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ExternalScriptLoadError,
  importRemoteApp,
  isRemoteAppId,
  REMOTE_SCRIPT_TIMEOUT_MS,
  remoteContext,
  remoteLink,
  remoteModuleUrl,
  resolveRemoteRoute,
  ROUTE_PARAM,
} from './remote-apps.ts';
import { SHELL_EVENTS } from './events.ts';

const REMOTES = 'https://cdn.example.com/remotes';

describe('remote app module URL (SPEC §1, §7; IDs put into scripts are validated)', () => {
  it('is <remotesUrl>/<app>.js, with or without a trailing slash', () => {
    expect(remoteModuleUrl(REMOTES, 'blog')).toBe('https://cdn.example.com/remotes/blog.js');
    expect(remoteModuleUrl(`${REMOTES}/`, 'hotel-search')).toBe('https://cdn.example.com/remotes/hotel-search.js');
  });

  it('adds the attempt on a retry, so a failed load is fetched again', () => {
    expect(remoteModuleUrl(REMOTES, 'blog', 2)).toBe('https://cdn.example.com/remotes/blog.js?attempt=2');
  });

  it.each([
    '',
    'Blog',
    '../admin',
    'blog/../../x',
    'blog.js',
    'blog?x=1',
    'blog#x',
    '%2e%2e',
    'blog-',
    '-blog',
    'blog--x',
    '1blog',
    'blog x',
    'javascript:alert(1)',
    '//evil.example/x',
    'a'.repeat(41),
  ])('refuses the app name %j', (app) => {
    expect(isRemoteAppId(app)).toBe(false);
    expect(() => remoteModuleUrl(REMOTES, app)).toThrow(/remote app name .* is not valid/);
  });

  it('refuses a remotes base that is not http(s)', () => {
    expect(() => remoteModuleUrl('javascript:alert(1)//', 'blog')).toThrow(/http\(s\)/);
  });
});

describe('remote context', () => {
  it('carries the page facts and the shared event names', () => {
    const context = remoteContext({ language: 'es', apiUrl: 'https://api.example', origin: 'https://sunny.example', basePath: '/es/blog', defaultLanguage: 'en' });
    expect(context).toMatchObject({ language: 'es', apiUrl: 'https://api.example', origin: 'https://sunny.example', basePath: '/es/blog' });
    expect(context.events).toBe(SHELL_EVENTS);
    expect(context.events.currency).toBe('storefront:currency');
    expect(context.latest(SHELL_EVENTS.user)).toBeUndefined();
  });
});

describe('the route a remote app is given (SPEC §2.3)', () => {
  const at = (href: string) => {
    const url = new URL(href, 'https://sunny.example');
    return { pathname: url.pathname, search: url.search };
  };

  it('reads path, catalogue pattern, decoded parameters and the first value of each query key', () => {
    expect(resolveRemoteRoute(at('/es/booknow/activities/result-details/ABC-1?x=1&x=2&y='), 'activities')).toEqual({
      path: '/booknow/activities/result-details/ABC-1',
      pattern: '/booknow/activities/result-details/{productCode}',
      params: { productCode: 'ABC-1' },
      query: { x: '1', y: '' },
    });
    expect(resolveRemoteRoute(at('/users/agents/view/42'), 'main')).toMatchObject({ pattern: '/users/agents/view/{id}', params: { id: '42' } });
    // A sub-path the catalogue gives to an entry of the app; the /blog shell page mounts the blog app.
    expect(resolveRemoteRoute(at('/booknow/hotels/v2/search/step-2'), 'hotels')).toMatchObject({ pattern: '/booknow/hotels/v2/search' });
    expect(resolveRemoteRoute(at('/blog'), 'blog')).toMatchObject({ pattern: '/blog', params: {} });
  });

  it('refuses an address of another app, of no route, or with a parameter that is not a plain token', () => {
    expect(resolveRemoteRoute(at('/booknow/cars/search'), 'hotels')).toBeUndefined();
    expect(resolveRemoteRoute(at('/nowhere'), 'main')).toBeUndefined();
    expect(resolveRemoteRoute(at('/about'), 'main')).toBeUndefined();
    for (const bad of ['a%2Fb', '..%2F', '%3Cscript%3E', 'a%20b', 'x%22', '%E0%A4%A', 'a'.repeat(129)]) {
      expect(resolveRemoteRoute(at(`/booknow/activities/confirmation/${bad}`), 'activities'), bad).toBeUndefined();
    }
    for (const good of ['R-2026-0042', '550e8400-e29b-41d4-a716-446655440000', '12345', 'a.b_c~d']) {
      expect(resolveRemoteRoute(at(`/booknow/cruise/confirmation/${good}`), 'cruise')?.params, good).toEqual({ referenceNumber: good });
    }
    // A URL resolves `..` segments itself; the pattern refuses them anyway.
    for (const dots of ['.', '..']) expect(ROUTE_PARAM.test(dots)).toBe(false);
  });

  it('links to a route in the page language, with the query, and only on the site', () => {
    const es = { language: 'es', defaultLanguage: 'en' } as const;
    expect(remoteLink(es, '/booknow/hotels/search', { destination: '12', rooms: '[{"adults":2}]' })).toBe(
      '/es/booknow/hotels/search?destination=12&rooms=%5B%7B%22adults%22%3A2%7D%5D',
    );
    expect(remoteLink({ language: 'en', defaultLanguage: 'en' }, '/mytrip/mytrips')).toBe('/mytrip/mytrips');
    expect(remoteLink(es, '/')).toBe('/es/');
    for (const bad of ['https://evil.example/', '//evil.example', 'javascript:alert(1)', '/\\evil.example', 'booknow']) {
      expect(() => remoteLink(es, bad), bad).toThrow(/site route/);
    }
  });
});

describe('importing a remote app (SPEC §8, §9)', () => {
  afterEach(() => vi.useRealTimers());
  const url = `${REMOTES}/blog.js`;
  const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as ExternalScriptLoadError);

  it('waits 120 s for the script', () => {
    expect(REMOTE_SCRIPT_TIMEOUT_MS).toBe(120_000);
  });

  it('answers the module when it exports mount', async () => {
    const module = { mount: () => undefined };
    await expect(importRemoteApp(url, { importModule: async () => module })).resolves.toBe(module);
  });

  it('fails with type "timeout" at 120 s, not before', async () => {
    vi.useFakeTimers();
    const outcome = failure(importRemoteApp(url, { importModule: () => new Promise(() => undefined) }));
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(REMOTE_SCRIPT_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ExternalScriptLoadError);
    expect(error).toMatchObject({ type: 'timeout', url });
  });

  it('fails with type "error" when the script does not load or throws, keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await failure(importRemoteApp(url, { importModule: () => Promise.reject(cause) }));
    expect(error).toMatchObject({ type: 'error', url, cause });
    const thrown = await failure(importRemoteApp(url, { importModule: () => { throw cause; } }));
    expect(thrown).toMatchObject({ type: 'error', url });
  });

  it('fails with type "missing-mount" for a module without a mount function', async () => {
    for (const module of [{}, { mount: 'yes' }, null, { default: { mount() {} } }]) {
      const error = await failure(importRemoteApp(url, { importModule: async () => module }));
      expect(error).toMatchObject({ type: 'missing-mount', url });
    }
  });

  it('names the type and URL in the message', () => {
    expect(new ExternalScriptLoadError('timeout', url).message).toBe(`external script load failed (timeout): ${url}`);
  });
});
