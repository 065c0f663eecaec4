import type { Language } from '../i18n/languages.ts';
import { latestShellEvent, SHELL_EVENTS, type ShellEventName } from './events.ts';
import { matchRoute } from './route-catalogue.ts';
import { addLanguagePrefix, stripLanguage } from '../i18n/language-prefix.ts';

/*
 * SPEC §1, §7: hotel, flight, resort, blog/SEO and most booking pages are remote sub-applications
 * loaded as scripts from a content-delivery host. The contract between the shell and a remote app:
 *
 *   - A remote app is an ES module at `${site.remotesUrl}/<app>.js`, where <app> matches
 *     REMOTE_APP_ID. It is loaded with a dynamic import(), so the host must answer with a
 *     JavaScript Content-Type and CORS for the tenant's origin, and the site's CSP must allow
 *     the host in script-src (and in img-src / connect-src for what the app loads itself).
 *   - It exports `mount(element, context)`. The shell hands it an empty element of its own and a
 *     RemoteContext; the app renders into that element only. mount may be async. It returns an
 *     optional unmount function, which the shell calls before the element goes away or is reused.
 *   - Shared state arrives as DOM CustomEvents on `window` named by context.events (SPEC §1: user,
 *     agency, currencies, countries; plus the currency change). context.latest(name) gives the
 *     detail of the last such event sent before the app mounted.
 *   - SPEC §8, §9: the module must load within 120 s. A failed or late load, a module without a
 *     mount function, or a mount that throws is logged as an external-script-load error with its
 *     failure type and URL, and the visitor sees 'Failed to load remote component.' with a retry.
 */

/** SPEC §9: script load timeout, 120 s. */
export const REMOTE_SCRIPT_TIMEOUT_MS = 120_000;

/**
 * A remote app name is printed into a script URL, so it is one lowercase word or hyphenated words:
 * no dots, slashes, percent signs or anything else that could climb out of remotesUrl.
 */
export const REMOTE_APP_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const REMOTE_APP_ID_MAX = 40;

export function isRemoteAppId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= REMOTE_APP_ID_MAX && REMOTE_APP_ID.test(value);
}

/**
 * The module URL of a remote app. `attempt` > 0 adds a query so that a retry fetches again
 * instead of reusing the module map's entry for a load that failed.
 */
export function remoteModuleUrl(remotesUrl: string, app: string, attempt = 0): string {
  if (!isRemoteAppId(app)) {
    throw new Error(
      `remote app name ${JSON.stringify(app)} is not valid: use up to ${REMOTE_APP_ID_MAX} lowercase letters and digits, words joined by single hyphens (e.g. "blog")`,
    );
  }
  const base = new URL(remotesUrl.endsWith('/') ? remotesUrl : `${remotesUrl}/`);
  if (base.protocol !== 'https:' && base.protocol !== 'http:') throw new Error(`remotesUrl must be an http(s) URL, got ${JSON.stringify(remotesUrl)}`);
  const url = new URL(`${app}.js`, base);
  if (attempt > 0) url.searchParams.set('attempt', String(attempt));
  return url.href;
}

/** What the shell knows of the page a remote app mounts on, printed by the build. */
export interface RemoteContextInit {
  language: Language;
  /** The agency API of this tenant (SPEC §7), for the app's own calls. */
  apiUrl: string;
  /** The tenant site's public origin. */
  origin: string;
  /** The app's own path on this site in this language, e.g. `/blog` or `/es/blog`. */
  basePath: string;
  /** The site's default language, whose pages have no prefix (for link()). */
  defaultLanguage: Language;
}

/**
 * The visitor's route, read from the address when the app mounts: one shell page serves
 * every path of its app (Netlify rewrites, scripts/build/netlify-files.ts), so the page cannot know
 * it at build time.
 */
export interface RemoteRoute {
  /** The route without the language prefix, e.g. `/booknow/activities/result-details/ABC1`. */
  path: string;
  /** The catalogue entry's path, e.g. `/booknow/activities/result-details/{productCode}`. */
  pattern: string;
  /** The values of the pattern's `{name}` segments, decoded and checked by ROUTE_PARAM. */
  params: Record<string, string>;
  /** The query, the first value of each key. */
  query: Record<string, string>;
}

export interface RemoteContext extends RemoteContextInit {
  /** The shared DOM event names, dispatched on window (src/site/events.ts). */
  events: typeof SHELL_EVENTS;
  /** The detail of the last event of that name sent on this page, if any. */
  latest(name: ShellEventName): unknown;
  route: RemoteRoute;
  /**
   * The site path of a route in this page's language, with the query: remote apps navigate with
   * `location.assign(context.link('/booknow/hotels/search', { … }))`. Only same-site paths.
   */
  link(route: string, query?: Record<string, string>): string;
  /**
   * The app calls it once its first view is drawn (its content, or its failure). Where the app
   * mounted before the shell (src/site/early-mount.ts), the shell's own code waits for it, up to
   * a cap (src/client/app-first.ts); an app that never calls it only waits for the cap.
   */
  ready(): void;
}

/**
 * A path parameter becomes part of the app's API URLs and of addresses it builds, so it is one
 * plain token: letters, digits and `._~-`, at most 128 characters, never `.` or `..`. A product
 * code, a reference number, a numeric or UUID id all pass; a value with `/`, `%`, quotes, spaces
 * or markup does not, and the visitor goes to /errors as for an unknown path.
 */
export const ROUTE_PARAM = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,127}$/;

/**
 * The route of an address for an app, or undefined when the catalogue gives the address to no
 * page of this app (or a parameter is not a plain token): then the page is not this app's to draw.
 * `app` owns the entry, or the shell page mounts it (the /blog page mounts the blog app).
 */
export function resolveRemoteRoute(place: Pick<Location, 'pathname' | 'search'>, app: string): RemoteRoute | undefined {
  const { route } = stripLanguage(place.pathname);
  const match = matchRoute(route);
  if (!match || (match.entry.app !== app && match.entry.mounts !== app)) return undefined;
  if (!Object.values(match.params).every((value) => ROUTE_PARAM.test(value))) return undefined;
  const query = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(place.search)) if (!query.has(key)) query.set(key, value);
  return { path: route, pattern: match.entry.path, params: match.params, query: Object.fromEntries(query) };
}

/** context.link: a same-site path in the page language; anything else is refused loudly. */
export function remoteLink(init: Pick<RemoteContextInit, 'language' | 'defaultLanguage'>, route: string, query?: Record<string, string>): string {
  if (typeof route !== 'string' || !route.startsWith('/') || route.startsWith('//') || /[\\\s]/.test(route)) {
    throw new Error(`context.link takes a site route starting with one '/', got ${JSON.stringify(route)}`);
  }
  const path = addLanguagePrefix(route, init.language, init.defaultLanguage);
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

export type RemoteUnmount = () => void;

export interface RemoteAppModule {
  mount(element: HTMLElement, context: RemoteContext): RemoteUnmount | void | Promise<RemoteUnmount | void>;
}

const NO_ROUTE: RemoteRoute = { path: '/', pattern: '/', params: {}, query: {} };

export function remoteContext(init: RemoteContextInit, route: RemoteRoute = NO_ROUTE): RemoteContext {
  return { ...init, events: SHELL_EVENTS, latest: latestShellEvent, route, link: (to, query) => remoteLink(init, to, query), ready: () => {} };
}

/** SPEC §8 failure types: the script did not load or run, took over 120 s, has no mount, or mount threw. */
export type RemoteFailureType = 'error' | 'timeout' | 'missing-mount' | 'mount-error';

/** SPEC §8: the external-script-load error, with its failure type and URL. */
export class ExternalScriptLoadError extends Error {
  override name = 'ExternalScriptLoadError';
  readonly type: RemoteFailureType;
  readonly url: string;
  constructor(type: RemoteFailureType, url: string, cause?: unknown) {
    super(`external script load failed (${type}): ${url}`, cause === undefined ? undefined : { cause });
    this.type = type;
    this.url = url;
  }
}

export type ModuleImporter = (url: string) => Promise<unknown>;

/** The browser's own module loader; Vite must leave this import() as it is. */
export const nativeImport: ModuleImporter = (url) => import(/* @vite-ignore */ url);

function isRemoteAppModule(value: unknown): value is RemoteAppModule {
  return typeof value === 'object' && value !== null && typeof (value as { mount?: unknown }).mount === 'function';
}

/**
 * Imports a remote app module within the timeout. Rejects only with ExternalScriptLoadError.
 * An import still running at the timeout cannot be cancelled; its late result is ignored.
 */
export async function importRemoteApp(
  url: string,
  { timeoutMs = REMOTE_SCRIPT_TIMEOUT_MS, importModule = nativeImport }: { timeoutMs?: number; importModule?: ModuleImporter } = {},
): Promise<RemoteAppModule> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ExternalScriptLoadError('timeout', url)), timeoutMs);
  });
  const load = Promise.resolve()
    .then(() => importModule(url))
    .catch((cause: unknown) => {
      throw new ExternalScriptLoadError('error', url, cause);
    });
  try {
    const loaded = await Promise.race([load, timeout]);
    if (!isRemoteAppModule(loaded)) throw new ExternalScriptLoadError('missing-mount', url);
    return loaded;
  } finally {
    clearTimeout(timer);
  }
}

/** SPEC §8: how a failed remote is reported; the console is where the shell's errors go. */
export function logExternalScriptLoadError(error: ExternalScriptLoadError): void {
  console.error(`[external-script-load] type=${error.type} url=${error.url}`, error);
}
