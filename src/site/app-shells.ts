import { activeServices, type Agency } from '../tenant/agency.ts';
import { ROUTE_CATALOGUE, type RemoteApp, type RouteEntry } from './route-catalogue.ts';

/*
 * SPEC §2.2, §2.3: every path the catalogue gives to a remote app is served by that app's one
 * static shell page (per language). The page is published at the app's shell route below; every
 * other path of the app reaches the same file through a Netlify rewrite (status 200) written from
 * the catalogue (scripts/build/netlify-files.ts). The island reads the visitor's real address at
 * mount time (src/site/remote-apps.ts), so one page serves every sub-path and path parameter.
 */

/** Where each app's shell page is published, a route of that app without parameters. */
export const APP_SHELL_ROUTES = {
  main: '/checkout',
  hotels: '/booknow/hotels',
  flights: '/booknow/flights',
  cars: '/booknow/cars',
  activities: '/booknow/activities',
  cruise: '/booknow/cruise',
  blog: '/hidden-gems-round-the-world',
} as const satisfies Record<RemoteApp, string>;

export const REMOTE_APPS = Object.keys(APP_SHELL_ROUTES) as RemoteApp[];

/** The apps a tenant publishes a shell page for: every one, for a site with an agency. */
export function appShellsOf(agency: Pick<Agency, 'bookingMenuItemOptions'> | undefined): RemoteApp[] {
  return agency ? [...REMOTE_APPS] : [];
}

/**
 * SPEC §2.2: /booknow/resort* exists only when the agency's Resorts booking menu item is active.
 * The resort pages (the shell's own) are built for such an agency only; elsewhere those
 * paths fall to the /errors catch-all like any unknown path.
 */
export function hasResortPages(agency: Pick<Agency, 'bookingMenuItemOptions'> | undefined): boolean {
  return agency !== undefined && activeServices(agency).includes('Resorts');
}

const trimSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
/** Whether `path` is `prefix` or lies under it (`/booknow/hotels/search` under `/booknow/hotels`). */
const isUnder = (prefix: string, path: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The catalogue routes of the given apps that need a rewrite line of their own, each with its
 * app. An entry under another entry of the same app is left out when the outer entry's splat
 * already covers it and no page of another app (or of the shell) lies under that outer entry:
 * `/booknow/hotels/*` serves every hotel page, while `/mytrip/dashboard` and its siblings stay
 * separate lines because `/mytrip` itself is not a route (it must still end at /errors).
 */
export function rewriteRoutes(apps: readonly RemoteApp[], catalogue: readonly RouteEntry[] = ROUTE_CATALOGUE): ReadonlyArray<{ route: string; app: RemoteApp }> {
  // The build asks again for every language of every site; the answers are few.
  if (catalogue !== ROUTE_CATALOGUE) return routesOf(apps, catalogue);
  const key = apps.join();
  let routes = knownRoutes.get(key);
  if (!routes) knownRoutes.set(key, (routes = Object.freeze(routesOf(apps, catalogue))));
  return routes;
}

const knownRoutes = new Map<string, ReadonlyArray<{ route: string; app: RemoteApp }>>();

function routesOf(apps: readonly RemoteApp[], catalogue: readonly RouteEntry[]): Array<{ route: string; app: RemoteApp }> {
  const wanted = new Set(apps);
  const owned = catalogue.filter((entry): entry is RouteEntry & { app: RemoteApp } => entry.app !== 'shell' && wanted.has(entry.app));
  const covers = (outer: RouteEntry, inner: RouteEntry) => {
    const outerPath = trimSlash(outer.path);
    if (outer === inner || outer.app !== inner.app || !isUnder(outerPath, trimSlash(inner.path))) return false;
    return catalogue.every((other) => other.app === outer.app || !isUnder(outerPath, trimSlash(other.path)) || trimSlash(other.path) === outerPath);
  };
  return owned
    .filter((entry) => !owned.some((outer) => covers(outer, entry)))
    .map((entry) => ({ route: trimSlash(entry.path), app: entry.app }));
}

/** A catalogue path as a Netlify `_redirects` path: `{name}` segments become `:name` placeholders. */
export function netlifyPattern(route: string): string {
  return route.replace(/\{([A-Za-z_]\w*)\}/g, ':$1');
}
