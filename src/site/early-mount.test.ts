// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_MOUNT_ATTRIBUTE, EARLY_MOUNTS_KEY, EARLY_READY_ATTRIBUTE, type EarlyMount } from './early-mount-names.ts';
import { APP_FIRST_ATTRIBUTE } from './app-first-names.ts';
import { appFirstWaitScript, earlyMountData, earlyMountScript, mountsEarly, startEarlyMount } from './early-mount.ts';
import { remoteLink, remoteModuleUrl, resolveRemoteRoute, type RemoteContext, type RemoteContextInit } from './remote-apps.ts';
import { ROUTE_CATALOGUE } from './route-catalogue.ts';
import { CONSENT_COOKIE, CONSENT_VERSION, consentPattern, formatConsent } from '../stores/consent.ts';

const REMOTES = 'http://cdn.test/remotes';
const init: RemoteContextInit = { language: 'ar', apiUrl: 'http://api.test', origin: 'http://sunny.localhost:4321', basePath: '/ar/booknow/hotels', defaultLanguage: 'en' };

type Win = Window & { [EARLY_MOUNTS_KEY]?: Record<string, EarlyMount> };
const mounts = () => (window as Win)[EARLY_MOUNTS_KEY] ?? {};

/** The box as the island prints it, and the script after it (src/components/RemoteMount.astro). */
function page(app = 'hotels', data: unknown = earlyMountData(app, REMOTES, init)): HTMLScriptElement {
  document.body.innerHTML = `<astro-island><section data-remote-app="${app}" data-status="loading"><p role="status">…</p><div data-remote-host hidden></div></section></astro-island>`;
  const script = document.createElement('script');
  script.setAttribute(EARLY_MOUNT_ATTRIBUTE, JSON.stringify(data));
  document.body.append(script);
  return script;
}

const place = (pathname: string, search = '') => ({ pathname, search });

function fakeApp() {
  const unmount = vi.fn();
  const mount = vi.fn((element: HTMLElement, _context: RemoteContext) => {
    element.textContent = 'drawn';
    return unmount;
  });
  return { mount, unmount };
}

beforeEach(() => {
  document.documentElement.setAttribute('data-auth', 'in');
});

afterEach(() => {
  delete (window as Win)[EARLY_MOUNTS_KEY];
  document.documentElement.removeAttribute('data-auth');
  document.body.innerHTML = '';
});

describe('earlyMountData', () => {
  it('is printed for the booking apps, never for main (its agent pages wait for the permissions, SPEC §6)', () => {
    expect(mountsEarly('main')).toBe(false);
    expect(earlyMountData('main', REMOTES, init)).toBeUndefined();
    expect(mountsEarly('hotels')).toBe(true);
    const data = earlyMountData('hotels', REMOTES, init)!;
    expect(data.url).toBe(remoteModuleUrl(REMOTES, 'hotels'));
    expect(data.routes).toContain('/booknow/hotels/v2/search');
    expect(data.routes).not.toContain('/booknow/flights/search');
  });

  it('is printed for the blog, which shell pages mount', () => {
    expect(earlyMountData('blog', REMOTES, init)!.routes.length).toBeGreaterThan(3);
  });
});

describe('startEarlyMount', () => {
  it('mounts the app into the box\'s host with the context the island would give, and leaves it for the island', async () => {
    const app = fakeApp();
    const load = vi.fn(async () => app);
    const at = place('/ar/booknow/hotels/v2/search', '?destination=city-lis&rooms=1&rooms=2');
    startEarlyMount(page(), at, window, load);
    const early = mounts().hotels!;
    expect(early.host).toBe(document.querySelector('[data-remote-host]'));
    expect(early.route).toEqual(resolveRemoteRoute(at, 'hotels'));
    await early.mounted;
    expect(load).toHaveBeenCalledWith(remoteModuleUrl(REMOTES, 'hotels'));
    expect(early.host.textContent).toBe('drawn');
    expect(document.querySelector('section')!.getAttribute(EARLY_READY_ATTRIBUTE)).toBe('ready');
    const context = app.mount.mock.calls[0]![1];
    expect(context).toMatchObject({ ...init, route: early.route, events: { currency: 'storefront:currency', user: 'storefront:user' } });
    expect(context.link('/booknow/hotels/v2/details', { offerId: 'H 1' })).toBe(remoteLink(init, '/booknow/hotels/v2/details', { offerId: 'H 1' }));
    expect(context.link('/')).toBe(remoteLink(init, '/'));
    expect(() => context.link('//evil.test/x')).toThrow(/one '\/'/);
  });

  it('tells the shell when the app has drawn its first view (context.ready), or failed', async () => {
    let ready = () => {};
    const app = { mount: vi.fn((_element: HTMLElement, context: RemoteContext) => void (ready = () => context.ready())) };
    startEarlyMount(page(), place('/booknow/hotels/v2/search'), window, async () => app);
    let drawn = false;
    void mounts().hotels!.drawn.then(() => (drawn = true));
    await mounts().hotels!.mounted;
    await new Promise((done) => setTimeout(done, 0));
    expect(drawn).toBe(false);
    ready();
    await mounts().hotels!.drawn;
    delete (window as Win)[EARLY_MOUNTS_KEY];
    startEarlyMount(page(), place('/booknow/hotels/v2/search'), window, async () => ({}));
    await mounts().hotels!.drawn;
  });

  it('keeps what the shell announces after it ran, for context.latest', async () => {
    const app = fakeApp();
    startEarlyMount(page(), place('/booknow/hotels/v2/search'), window, async () => app);
    window.dispatchEvent(new CustomEvent('storefront:currency', { detail: { currency: 'EUR', rate: 0.9 } }));
    await mounts().hotels!.mounted;
    expect(app.mount.mock.calls[0]![1].latest('storefront:currency')).toEqual({ currency: 'EUR', rate: 0.9 });
    expect(app.mount.mock.calls[0]![1].latest('storefront:user')).toBeUndefined();
  });

  it('does nothing for a visitor who is not logged in: the access rule may still send them away (SPEC §4)', () => {
    document.documentElement.removeAttribute('data-auth');
    const load = vi.fn();
    startEarlyMount(page(), place('/booknow/hotels/v2/search'), window, load);
    expect(load).not.toHaveBeenCalled();
    expect(mounts().hotels).toBeUndefined();
  });

  it('waits for the island on a visit that will ask for consent, and mounts once the choice is made (SPEC §2.12)', async () => {
    const asking = earlyMountData('hotels', REMOTES, init, consentPattern().source)!;
    expect(asking.consent).toBe(consentPattern().source);
    const load = vi.fn(async () => fakeApp());
    startEarlyMount(page('hotels', asking), place('/booknow/hotels/v2/search'), window, load);
    expect(load).not.toHaveBeenCalled();
    expect(mounts().hotels).toBeUndefined();
    // A choice of an older version asks again, so it does not count either.
    document.cookie = `${CONSENT_COOKIE}=${formatConsent({ analytics: true, marketing: false }, CONSENT_VERSION - 1)}; path=/`;
    startEarlyMount(page('hotels', asking), place('/booknow/hotels/v2/search'), window, load);
    expect(load).not.toHaveBeenCalled();
    document.cookie = `${CONSENT_COOKIE}=${formatConsent({ analytics: false, marketing: false })}; path=/`;
    startEarlyMount(page('hotels', asking), place('/booknow/hotels/v2/search'), window, load);
    await mounts().hotels!.mounted;
    expect(load).toHaveBeenCalledTimes(1);
    document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`;
  });

  it('mounts without a consent choice where the agency has no tracker to ask about', async () => {
    expect(earlyMountData('hotels', REMOTES, init)!.consent).toBeUndefined();
    const load = vi.fn(async () => fakeApp());
    startEarlyMount(page(), place('/booknow/hotels/v2/search'), window, load);
    await mounts().hotels!.mounted;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a page the language script is sending elsewhere (it hides it first)', () => {
    document.documentElement.style.setProperty('visibility', 'hidden', 'important');
    const load = vi.fn();
    startEarlyMount(page(), place('/booknow/hotels/v2/search'), window, load);
    document.documentElement.style.removeProperty('visibility');
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    ['an address that is none of the app\'s pages', place('/about')],
    ['a path parameter ROUTE_PARAM refuses', place('/booknow/hotels/deal/%E0%A4%A')],
  ])('leaves %s to the island', (_what, at) => {
    const load = vi.fn();
    startEarlyMount(page(), at, window, load);
    expect(load).not.toHaveBeenCalled();
    expect(mounts().hotels).toBeUndefined();
  });

  it('refuses an app name that is not a REMOTE_APP_ID before it reaches a selector', () => {
    const load = vi.fn();
    startEarlyMount(page('hotels', { ...earlyMountData('hotels', REMOTES, init), app: 'hotels"],x' }), place('/booknow/hotels/v2/search'), window, load);
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a host that already has content, and bad data, to the island', () => {
    const load = vi.fn();
    const script = page();
    document.querySelector('[data-remote-host]')!.textContent = 'x';
    startEarlyMount(script, place('/booknow/hotels/v2/search'), window, load);
    script.setAttribute(EARLY_MOUNT_ATTRIBUTE, '{not json');
    startEarlyMount(script, place('/booknow/hotels/v2/search'), window, load);
    startEarlyMount(null, place('/booknow/hotels/v2/search'), window, load);
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a failed load or mount to the island, which reports it, with nothing unhandled meanwhile', async () => {
    startEarlyMount(page(), place('/booknow/hotels/v2/search'), window, async () => ({}));
    await expect(mounts().hotels!.mounted).rejects.toThrow(/no mount/);
    delete (window as Win)[EARLY_MOUNTS_KEY];
    startEarlyMount(page(), place('/booknow/hotels/v2/search'), window, () => Promise.reject(new Error('offline')));
    await expect(mounts().hotels!.module).rejects.toThrow('offline');
    await new Promise((done) => setTimeout(done, 0));
    expect(document.querySelector('section')!.hasAttribute(EARLY_READY_ATTRIBUTE)).toBe(false);
  });

  it('reads every route of every early app as resolveRemoteRoute does, where the whole catalogue gives it to that app', () => {
    const named: string[] = ROUTE_CATALOGUE.flatMap((entry) => [entry.app as string, 'mounts' in entry && entry.mounts ? entry.mounts : 'shell']);
    const apps = [...new Set(named)].filter((app) => app !== 'shell' && mountsEarly(app));
    let compared = 0;
    for (const app of apps) {
      for (const { path } of ROUTE_CATALOGUE) {
        for (const prefix of ['', '/ar']) {
          for (const tail of ['', '/more', '/index.html']) {
            const at = place(`${prefix}${path.replace(/\{\w+\}/g, 'ABC1')}${tail}`, '?x=1&x=2');
            delete (window as Win)[EARLY_MOUNTS_KEY];
            startEarlyMount(page(app, earlyMountData(app, REMOTES, init)), at, window, () => new Promise(() => {}));
            const expected = resolveRemoteRoute(at, app);
            // Where the whole catalogue gives the address to another page, the island refuses the mount (takeEarlyMount).
            if (!expected) continue;
            expect(mounts()[app]?.route, `${app} ${at.pathname}`).toEqual(expected);
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});

describe('earlyMountScript', () => {
  // Minified, it runs in early-mount-script.test.ts (esbuild does not load under jsdom).
  it('runs as printed, with nothing from outside itself', async () => {
    const script = page();
    const code = earlyMountScript();
    new Function('document', 'location', 'window', code)({ currentScript: script }, place('/booknow/hotels/v2/search'), window);
    expect(mounts().hotels!.route.pattern).toBe('/booknow/hotels/v2/search');
    // Node cannot import the URL: the failure waits, handled, for the island.
    await expect(mounts().hotels!.module).rejects.toBeDefined();
  });
});

describe('appFirstWaitScript: the shell waits only where the early mount will run', () => {
  const run = (consent?: string) => {
    const script = document.createElement('script');
    if (consent) script.setAttribute('data-consent', consent);
    new Function('document', appFirstWaitScript())({ currentScript: script, documentElement: document.documentElement, cookie: document.cookie });
    return document.documentElement.getAttribute(APP_FIRST_ATTRIBUTE);
  };

  afterEach(() => {
    document.documentElement.removeAttribute(APP_FIRST_ATTRIBUTE);
    document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`;
  });

  it('marks a logged-in visitor\'s page waiting where the agency asks for no consent', () => {
    expect(run()).toBe('waiting');
  });

  it('does not for a visitor who is not logged in', () => {
    document.documentElement.removeAttribute('data-auth');
    expect(run()).toBeNull();
  });

  it('waits with a consent choice where one is asked, not on a visit that will show the banner', () => {
    expect(run(consentPattern().source)).toBeNull();
    document.cookie = `${CONSENT_COOKIE}=${formatConsent({ analytics: true, marketing: true })}; path=/`;
    expect(run(consentPattern().source)).toBe('waiting');
  });
});
