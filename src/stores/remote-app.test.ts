// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExternalScriptLoadError, type RemoteContext } from '../site/remote-apps.ts';
import { EARLY_MOUNTS_KEY, type EarlyMount } from '../site/early-mount-names.ts';
import { createRemoteAppLoader, takeEarlyMount } from './remote-app.ts';

const context = { language: 'de', apiUrl: 'http://api.test', origin: 'http://sunny.localhost:4321', basePath: '/de/blog', defaultLanguage: 'en' } as const;
const route = { path: '/blog', pattern: '/blog', params: {}, query: {} };
const URL_1 = 'http://cdn.test/remotes/blog.js';

function setup(importModule: (url: string) => Promise<unknown>) {
  const log = vi.fn<(error: ExternalScriptLoadError) => void>();
  const loadSharedData = vi.fn();
  const loader = createRemoteAppLoader({ remotesUrl: 'http://cdn.test/remotes', app: 'blog', context, importModule, log, loadSharedData, locate: () => route });
  return { loader, log, loadSharedData, element: document.createElement('div') };
}

const app = (unmount = vi.fn()) => ({
  unmount,
  mount: vi.fn((element: HTMLElement, ctx: RemoteContext) => {
    element.textContent = `blog in ${ctx.language}`;
    return unmount;
  }),
});

describe('remote app loader (SPEC §4 Remote apps, §8)', () => {
  it('refuses an invalid app name before any URL is built', () => {
    expect(() => createRemoteAppLoader({ remotesUrl: 'http://cdn.test/remotes', app: '../x', context })).toThrow(/not valid/);
  });

  it('reads the route when it starts and gives it, with link(), to mount', async () => {
    const remote = app();
    const seen: RemoteContext[] = [];
    remote.mount.mockImplementation((_element, ctx) => {
      seen.push(ctx);
      return remote.unmount;
    });
    const where = { path: '/booknow/activities/result-details/ABC1', pattern: '/booknow/activities/result-details/{productCode}', params: { productCode: 'ABC1' }, query: { a: '1' } };
    const loader = createRemoteAppLoader({ remotesUrl: 'http://cdn.test/remotes', app: 'activities', context, importModule: async () => remote, log: vi.fn(), loadSharedData: vi.fn(), locate: () => where });
    await loader.start(document.createElement('div'));
    expect(seen[0]!.route).toEqual(where);
    expect(seen[0]!.link('/booknow/activities/search', { destination: '7 & 8' })).toBe('/de/booknow/activities/search?destination=7+%26+8');
  });

  it('sends an address that is not the app\'s to /errors in the page language, loading nothing (SPEC §2.2)', async () => {
    const importModule = vi.fn();
    const leave = vi.fn();
    const loader = createRemoteAppLoader({ remotesUrl: 'http://cdn.test/remotes', app: 'blog', context, importModule, log: vi.fn(), loadSharedData: vi.fn(), locate: () => undefined, leave });
    await loader.start(document.createElement('div'));
    expect(leave).toHaveBeenCalledWith('/de/errors');
    expect(importModule).not.toHaveBeenCalled();
  });

  it('loads the module, mounts it with the context and the shared events, then is ready', async () => {
    const remote = app();
    const importModule = vi.fn(async () => remote);
    const { loader, log, element } = setup(importModule);
    expect(loader.$status.get()).toBe('loading');
    await loader.start(element);
    expect(importModule).toHaveBeenCalledWith(URL_1);
    expect(remote.mount).toHaveBeenCalledWith(element, expect.objectContaining({ ...context, events: expect.objectContaining({ currency: 'storefront:currency' }) }));
    expect(element.textContent).toBe('blog in de');
    expect(loader.$status.get()).toBe('ready');
    expect(log).not.toHaveBeenCalled();
    loader.stop();
    expect(remote.unmount).toHaveBeenCalledOnce();
  });

  it('starts the shared data only remote apps read (the country lists, SPEC §1) along with the module', async () => {
    let release!: (value: unknown) => void;
    const { loader, loadSharedData, element } = setup(() => new Promise((resolve) => (release = resolve)));
    const started = loader.start(element);
    // Before the module is there, so the data is on its way when the app mounts.
    expect(loadSharedData).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    release(app());
    await started;
    expect(loader.$status.get()).toBe('ready');
  });

  it('warm() fetches the module once without mounting it; a failure there is left to start() to report', async () => {
    const remote = app();
    const importModule = vi.fn(async () => remote);
    const { loader, log, loadSharedData, element } = setup(importModule);
    loader.warm();
    loader.warm();
    await vi.waitFor(() => expect(importModule).toHaveBeenCalledExactlyOnceWith(URL_1));
    expect(remote.mount).not.toHaveBeenCalled();
    expect(loadSharedData).not.toHaveBeenCalled();
    expect(loader.$status.get()).toBe('loading');
    await loader.start(element);
    expect(remote.mount).toHaveBeenCalledOnce();

    const failing = setup(() => Promise.reject(new TypeError('offline')));
    failing.loader.warm();
    await vi.waitFor(() => expect(failing.loader.$status.get()).toBe('loading'));
    expect(failing.log).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('on failure logs an external-script-load error with type and URL, and fails', async () => {
    const { loader, log, element } = setup(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await loader.start(element);
    expect(loader.$status.get()).toBe('failed');
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]![0]).toBeInstanceOf(ExternalScriptLoadError);
    expect(log.mock.calls[0]![0]).toMatchObject({ type: 'error', url: URL_1 });
  });

  it('treats a mount that throws as a failure of type "mount-error"', async () => {
    const { loader, log, element } = setup(async () => ({ mount: () => { throw new Error('boom'); } }));
    await loader.start(element);
    expect(loader.$status.get()).toBe('failed');
    expect(log.mock.calls[0]![0]).toMatchObject({ type: 'mount-error', url: URL_1 });
  });

  it('retries with a fresh URL into an emptied element', async () => {
    const remote = app();
    const importModule = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(remote);
    const { loader, element } = setup(importModule);
    await loader.start(element);
    element.append('half-rendered');
    const retried = loader.retry(element);
    expect(loader.$status.get()).toBe('loading');
    expect(element.childNodes).toHaveLength(0);
    await retried;
    expect(importModule).toHaveBeenLastCalledWith(`${URL_1}?attempt=1`);
    expect(loader.$status.get()).toBe('ready');
    expect(element.textContent).toBe('blog in de');
  });

  it('ignores a load that ends after stop', async () => {
    let resolve!: (value: unknown) => void;
    const loading = new Promise((done) => (resolve = done));
    const remote = app();
    const { loader, log, element } = setup(() => loading);
    const started = loader.start(element);
    loader.stop();
    resolve(remote);
    await started;
    expect(remote.mount).not.toHaveBeenCalled();
    expect(loader.$status.get()).toBe('loading');
    expect(log).not.toHaveBeenCalled();
  });

  it('unmounts an app whose async mount ends after stop', async () => {
    let finish!: () => void;
    const unmount = vi.fn();
    const remote = { mount: () => new Promise<() => void>((done) => (finish = () => done(unmount))) };
    const { loader, element } = setup(async () => remote);
    const started = loader.start(element);
    await vi.waitFor(() => expect(finish).toBeTypeOf('function'));
    loader.stop();
    finish();
    await started;
    expect(unmount).toHaveBeenCalledOnce();
    expect(loader.$status.get()).toBe('loading');
  });

  it('survives an unmount that throws', async () => {
    const { loader, element } = setup(async () => app(vi.fn(() => { throw new Error('bad unmount'); })));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await loader.start(element);
    expect(() => loader.stop()).not.toThrow();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});

describe('the app the page\'s inline script mounted (src/site/early-mount.ts)', () => {
  type Win = Window & { [EARLY_MOUNTS_KEY]?: Record<string, EarlyMount> };
  const early = (element: HTMLElement, over: Partial<EarlyMount> = {}): EarlyMount => {
    const remote = app();
    const module = Promise.resolve(remote);
    return { host: element, route, module, mounted: module.then((m) => m.mount(element, {} as RemoteContext)), drawn: Promise.resolve(), ...over };
  };

  afterEach(() => {
    delete (window as Win)[EARLY_MOUNTS_KEY];
  });

  it('is taken over on the first attempt: no second import, no second mount, and stop unmounts it', async () => {
    const element = document.createElement('div');
    const unmount = vi.fn();
    const taken: EarlyMount = { host: element, route, module: Promise.resolve({ mount: () => unmount }), mounted: Promise.resolve(unmount), drawn: Promise.resolve() };
    const importModule = vi.fn();
    const loader = createRemoteAppLoader({ remotesUrl: 'http://cdn.test/remotes', app: 'blog', context, importModule, log: vi.fn(), loadSharedData: vi.fn(), locate: () => route, takeEarly: () => taken });
    await loader.start(element);
    expect(importModule).not.toHaveBeenCalled();
    expect(loader.$status.get()).toBe('ready');
    loader.stop();
    expect(unmount).toHaveBeenCalledOnce();
  });

  it.each([
    ['its module failed', (): Partial<EarlyMount> => ({ module: Promise.reject(new Error('offline')) }), 'error'],
    ['its module has no mount', (): Partial<EarlyMount> => ({ module: Promise.resolve({}) }), 'missing-mount'],
    ['its mount threw', (): Partial<EarlyMount> => ({ mounted: Promise.reject(new Error('boom')) }), 'mount-error'],
  ] as const)('fails as a load of the island would when %s, and Try again imports anew', async (_what, over, type) => {
    const element = document.createElement('div');
    const broken = early(element, over());
    broken.module.catch(() => {});
    broken.mounted.catch(() => {});
    const remote = app();
    const importModule = vi.fn(async () => remote);
    const log = vi.fn<(error: ExternalScriptLoadError) => void>();
    const takeEarly = vi.fn(() => broken);
    const loader = createRemoteAppLoader({ remotesUrl: 'http://cdn.test/remotes', app: 'blog', context, importModule, log, loadSharedData: vi.fn(), locate: () => route, takeEarly });
    await loader.start(element);
    expect(loader.$status.get()).toBe('failed');
    expect(log.mock.calls[0]![0].type).toBe(type);
    await loader.retry(element);
    expect(takeEarly).toHaveBeenCalledOnce();
    expect(importModule).toHaveBeenCalledWith(`${URL_1}?attempt=1`);
    expect(loader.$status.get()).toBe('ready');
  });

  it('unmounts a taken-over app when the island stops before its module is there', async () => {
    const element = document.createElement('div');
    const unmount = vi.fn();
    let arrive!: (module: unknown) => void;
    const module = new Promise((done) => (arrive = done));
    const taken: EarlyMount = { host: element, route, module, mounted: module.then(() => unmount), drawn: Promise.resolve() };
    const loader = createRemoteAppLoader({ remotesUrl: 'http://cdn.test/remotes', app: 'blog', context, importModule: vi.fn(), log: vi.fn(), loadSharedData: vi.fn(), locate: () => route, takeEarly: () => taken });
    const started = loader.start(element);
    loader.stop();
    arrive({ mount: () => unmount });
    await started;
    await vi.waitFor(() => expect(unmount).toHaveBeenCalledOnce());
    expect(loader.$status.get()).toBe('loading');
  });

  it('takeEarlyMount hands a mount over once, into its own element and for its own route', () => {
    const element = document.createElement('div');
    const mount = early(element);
    (window as Win)[EARLY_MOUNTS_KEY] = { blog: mount };
    expect(takeEarlyMount('blog', element, route)).toBe(mount);
    expect(takeEarlyMount('blog', element, route)).toBeUndefined();
    expect(takeEarlyMount('constructor', element, route)).toBeUndefined();
  });

  it.each([
    ['another element', (element: HTMLElement) => [document.createElement('div'), route] as const],
    ['another route', (element: HTMLElement) => [element, { ...route, pattern: '/blog/{slug}' }] as const],
  ])('takeEarlyMount refuses a mount into %s, and undoes it', async (_what, other) => {
    const element = document.createElement('div');
    const unmount = vi.fn();
    (window as Win)[EARLY_MOUNTS_KEY] = { blog: { host: element, route, module: Promise.resolve({}), mounted: Promise.resolve(unmount), drawn: Promise.resolve() } };
    const [where, at] = other(element);
    expect(takeEarlyMount('blog', where, at)).toBeUndefined();
    await vi.waitFor(() => expect(unmount).toHaveBeenCalledOnce());
  });
});
