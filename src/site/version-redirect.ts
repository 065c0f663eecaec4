import { ROUTE_CATALOGUE, versionRedirect, type RemoteApp, type RouteEntry, type V2Settings } from './route-catalogue.ts';

/*
 * SPEC §2.5 version redirect, where it runs: at the CDN, from `_redirects` lines the build writes
 * for each tenant (scripts/build/netlify-files.ts). The rule depends only on agency flags the
 * build already has (enableHotelsV2, enableFlightsV2) and on one query flag, which Netlify's
 * query matching can test, so the browser never receives the wrong page: no flash, no script,
 * no hash in the CSP, and it works without JavaScript. The answer of each line is the one
 * versionRedirect (src/site/route-catalogue.ts) gives; this module only turns that function
 * into ordered rules (netlify-files.test.ts proves, through the local Netlify emulation, that the
 * rules and the function agree on every catalogue route and on sub-paths).
 *
 * The agent's own v2 setting (SPEC §2.5 last sentence) changes Book Now targets only
 * (bookingTarget); it is not known at the CDN and does not take part here.
 */

/** One version rule for a catalogue path and the paths under it: go to `to`, or stay (null). */
export interface VersionRule {
  route: string;
  app: RemoteApp;
  to: string | null;
}

const trimSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
const depth = (path: string) => path.split('/').filter(Boolean).length;
const isUnder = (prefix: string, path: string) => path !== prefix && path.startsWith(`${prefix}/`);

/**
 * The version rules of a tenant, most specific first (the first matching `_redirects` line wins).
 * A route that redirects gets a rule; a route that stays gets one only when a shorter route above
 * it redirects, so that the shorter route's splat does not carry it away (with enableHotelsV2 on,
 * `/booknow/hotels/*` goes to v2, but `/booknow/hotels/confirm-payment` and the v2 pages stay).
 */
export function versionRules(flags: V2Settings, apps: readonly RemoteApp[], catalogue: readonly RouteEntry[] = ROUTE_CATALOGUE): readonly VersionRule[] {
  // The build asks again for every language of every site; the answers are few.
  if (catalogue !== ROUTE_CATALOGUE) return rulesOf(flags, apps, catalogue);
  const key = `${!!flags.enableHotelsV2}${!!flags.enableFlightsV2}${apps.join()}`;
  let rules = known.get(key);
  if (!rules) known.set(key, (rules = Object.freeze(rulesOf(flags, apps, catalogue))));
  return rules;
}

const known = new Map<string, readonly VersionRule[]>();

function rulesOf(flags: V2Settings, apps: readonly RemoteApp[], catalogue: readonly RouteEntry[]): VersionRule[] {
  const wanted = new Set(apps);
  const candidates = catalogue
    .filter((entry): entry is RouteEntry & { app: RemoteApp } => entry.app !== 'shell' && wanted.has(entry.app))
    .map((entry) => ({ route: trimSlash(entry.path), app: entry.app, to: versionRedirect(entry.path, flags) }));
  const redirecting = candidates.filter((rule) => rule.to !== null);
  const rules = candidates.filter((rule) => rule.to !== null || redirecting.some((outer) => isUnder(outer.route, rule.route)));
  return rules.sort((a, b) => depth(b.route) - depth(a.route));
}
