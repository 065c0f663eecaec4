import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ExternalScriptLoadError,
  importRemoteApp,
  isRemoteAppId,
  REMOTE_SCRIPT_TIMEOUT_MS,
  remoteContext,
  remoteModuleUrl,
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
    const context = remoteContext({ language: 'es', apiUrl: 'https://api.example', origin: 'https://sunny.example', basePath: '/es/blog' });
    expect(context).toMatchObject({ language: 'es', apiUrl: 'https://api.example', origin: 'https://sunny.example', basePath: '/es/blog' });
    expect(context.events).toBe(SHELL_EVENTS);
    expect(context.events.currency).toBe('storefront:currency');
    expect(context.latest(SHELL_EVENTS.user)).toBeUndefined();
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
