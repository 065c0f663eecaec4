import { LANGUAGES } from '../i18n/languages.ts';
import { APP_FIRST_ATTRIBUTE } from './app-first-names.ts';
import { ROUTE_CATALOGUE } from './route-catalogue.ts';
import { SHELL_EVENTS } from './events.ts';
import type { EarlyMount } from './early-mount-names.ts';
import { REMOTE_APP_ID, remoteModuleUrl, ROUTE_PARAM, type RemoteContextInit, type RemoteRoute } from './remote-apps.ts';

/*
 * A logged-in visitor's booking app mounts from a small inline script printed after its box, as
 * soon as its module (preloaded with the HTML) is there, instead of after the shell's modules and
 * React have loaded and the island has hydrated. What a page fetches before its app draws is what
 * Lighthouse's simulation charges for the largest paint (docs/benchmarks.md, "Logged in"). The
 * island then takes over the mounted app (src/stores/remote-app.ts) and keeps every state of its
 * own: loading, failure and Try again (SPEC §4 Remote apps, §8).
 *
 * Only where nothing can still send the visitor away before the app: a logged-in visitor (the
 * head script marks html[data-auth="in"] from the access-token cookie; the access rule that sends
 * a logged-out visitor to log in or sign up runs later, in the shell's module, SPEC §4), and an
 * app other than `main`, whose agent pages wait for the visitor's permissions (SPEC §6).
 *
 * Nor on a visit that will ask for consent (SPEC §2.12): the banner is then what the visitor reads
 * and answers first, and the page's largest paint, so drawing the app sooner gains nothing there,
 * while its drawing would land in the window where the islands hydrate and hold the banner's
 * buttons up (a first visit's Lighthouse TBT, docs/benchmarks.md "Logged in").
 */

/** What the build prints for the script (RemoteMount.astro). */
export interface EarlyMountData {
  app: string;
  /** The app's module, as the island's first attempt imports it (remoteModuleUrl). */
  url: string;
  context: RemoteContextInit;
  events: typeof SHELL_EVENTS;
  /** The catalogue paths this app answers for; the island checks the route against the whole catalogue. */
  routes: string[];
  languages: readonly string[];
  /** REMOTE_APP_ID and ROUTE_PARAM, as sources. */
  appId: string;
  param: string;
  /** Where the agency asks for consent: the source of the cookie pattern of a choice already made (consentPattern). */
  consent?: string;
}

/** The catalogue paths an app answers for. */
const routesOf = (app: string) => ROUTE_CATALOGUE.filter((entry) => entry.app === app || ('mounts' in entry && entry.mounts === app)).map((entry) => entry.path);

/** Whether the build prints the inline script for this app (not `main`, see above). */
export function mountsEarly(app: string): boolean {
  return app !== 'main' && routesOf(app).length > 0;
}

/**
 * The script's data for one app's box; undefined where it does not mount early. `consent`: where
 * the agency has trackers (a visitor without a choice gets the consent banner), the source of the
 * pattern of a choice already made (consentPattern, src/stores/consent.ts).
 */
export function earlyMountData(app: string, remotesUrl: string, context: RemoteContextInit, consent?: string): EarlyMountData | undefined {
  if (!mountsEarly(app)) return undefined;
  const routes = routesOf(app);
  return {
    app,
    url: remoteModuleUrl(remotesUrl, app),
    context,
    events: SHELL_EVENTS,
    routes,
    languages: LANGUAGES,
    appId: REMOTE_APP_ID.source,
    param: ROUTE_PARAM.source,
    ...(consent ? { consent } : {}),
  };
}

/**
 * The script's body. Self-contained: it is printed as its source (earlyMountScript), so it may
 * use nothing outside itself. Every failure leaves the page to the island, as if it had not run.
 */
export function startEarlyMount(script: Element | null, place: Pick<Location, 'pathname' | 'search'>, win: Window, load: (url: string) => Promise<unknown>): void {
  try {
    const doc = win.document;
    if (!script || doc.documentElement.getAttribute('data-auth') !== 'in') return;
    // The head's language script hides a page it is sending to the visitor's language (src/i18n/language-choice.ts).
    if (doc.documentElement.style.visibility === 'hidden') return;
    const data = JSON.parse(script.getAttribute('data-early-mount') || 'null') as EarlyMountData | null;
    if (!data || !new RegExp(data.appId).test(data.app)) return;
    if (data.consent && !new RegExp(data.consent).test(doc.cookie)) return;
    const box = doc.querySelector<HTMLElement>(`[data-remote-app="${data.app}"]`);
    const host = box && box.querySelector<HTMLElement>('[data-remote-host]');
    if (!box || !host || host.childNodes.length) return;

    // The route as resolveRemoteRoute reads it (src/site/remote-apps.ts), among this app's paths.
    const parts = place.pathname.split('/');
    const first = place.pathname.charAt(0) === '/' ? (parts[1] ?? '') : '';
    const path = data.languages.indexOf(first) < 0 ? place.pathname : place.pathname.slice(first.length + 1) || '/';
    const segments = path.split('/').filter((segment) => segment !== '');
    if (segments[segments.length - 1] === 'index.html') segments.pop();
    const isParam = (segment: string) => segment.startsWith('{') && segment.endsWith('}');
    let pattern: string | undefined;
    let best = -1;
    for (const candidate of data.routes) {
      const wanted = candidate.split('/').filter((segment) => segment !== '');
      if (wanted.length === 0 ? segments.length !== 0 : wanted.length > segments.length) continue;
      let literals = 0;
      const fits = wanted.every((segment, i) => {
        if (isParam(segment)) return true;
        literals += 1;
        return segment === segments[i];
      });
      const score = wanted.length * 1000 + literals;
      if (fits && score > best) {
        pattern = candidate;
        best = score;
      }
    }
    if (pattern === undefined) return;
    const params: Record<string, string> = {};
    const valid = new RegExp(data.param);
    const wanted = pattern.split('/').filter((segment) => segment !== '');
    for (let i = 0; i < wanted.length; i += 1) {
      const segment = wanted[i] as string;
      if (!isParam(segment)) continue;
      let value = segments[i] ?? '';
      try {
        value = decodeURIComponent(value);
      } catch {
        // A malformed escape stays as it came, and the check below refuses it.
      }
      if (!valid.test(value)) return;
      params[segment.slice(1, -1)] = value;
    }
    const query: Record<string, string> = {};
    new URLSearchParams(place.search).forEach((value, key) => {
      if (!Object.prototype.hasOwnProperty.call(query, key)) query[key] = value;
    });
    const route: RemoteRoute = { path, pattern, params, query };

    // context.latest: the shell's modules have sent nothing yet; what they send from now on is kept.
    const latest = new Map<string, unknown>();
    for (const name of Object.values(data.events)) win.addEventListener(name, (event) => latest.set(name, (event as CustomEvent).detail));
    const { language, defaultLanguage } = data.context;
    let ready = () => {};
    const drawn = new Promise<void>((done) => (ready = done));
    const context = {
      ...data.context,
      events: data.events,
      latest: (name: string) => latest.get(name),
      route,
      // The shell's own code waits for it (src/client/app-first.ts).
      ready: () => ready(),
      // remoteLink (src/site/remote-apps.ts).
      link: (to: string, search?: Record<string, string>) => {
        if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || /[\\\s]/.test(to)) {
          throw new Error(`context.link takes a site route starting with one '/', got ${JSON.stringify(to)}`);
        }
        const prefix = language === defaultLanguage ? '' : `/${language}`;
        const at = to === '/' ? `${prefix}/` : `${prefix}${to}`;
        const rest = search ? new URLSearchParams(search).toString() : '';
        return rest ? `${at}?${rest}` : at;
      },
    };

    const module = Promise.resolve().then(() => load(data.url));
    const mounted = module.then((loaded) => {
      const mount = loaded && (loaded as { mount?: unknown }).mount;
      if (typeof mount !== 'function') throw new Error('the module has no mount function');
      return (mount as (element: HTMLElement, context: unknown) => unknown)(host, context);
    });
    // The island reports a failure, once it takes the mount over; until then nothing is unhandled.
    module.catch(() => {});
    mounted.then(
      () => box.setAttribute('data-early', 'ready'),
      () => ready(),
    );
    const early = win as Window & { __storefrontEarlyMounts?: Record<string, EarlyMount> };
    (early.__storefrontEarlyMounts ??= {})[data.app] = { host, route, module, mounted, drawn };
  } catch {
    // The island mounts the app as it always does.
  }
}

/**
 * The inline script printed after an app's box (to minify with minifyInlineScript): the same
 * text on every page, so one CSP hash. Its import() is written here, outside the function, so no
 * bundler rewrites it.
 */
export function earlyMountScript(): string {
  return `(${startEarlyMount.toString()})(document.currentScript,location,window,function(u){return import(u)});`;
}

/**
 * The head script of an app's shell page where the app may mount early: it marks
 * html[data-app-first="waiting"] (src/client/app-first.ts) only where the early mount will run,
 * a logged-in visitor (the chrome script before it marks html[data-auth]) with a consent choice
 * where one is asked (the pattern in its data-consent); every other visit starts its shell and
 * islands at once. One text on every page, so one CSP hash.
 */
export function appFirstWaitScript(): string {
  return `(function(){var s=document.currentScript,h=document.documentElement,c=s&&s.getAttribute("data-consent");if(h.getAttribute("data-auth")==="in"&&(!c||new RegExp(c).test(document.cookie)))h.setAttribute("${APP_FIRST_ATTRIBUTE}","waiting")})();`;
}
