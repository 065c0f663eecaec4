import { COOKIES } from '../platform/storage.ts';
import { scriptJson } from './script-json.ts';

/*
 * SPEC §1: some agencies (agency setting homeRedirectsToHotels, src/tenant/agency.ts) run a mode
 * in which the home path sends a visitor with a token cookie to /booknow/hotels, and one without
 * to /login with a redirect to hotels. It runs before the first paint, as a blocking inline
 * script in <head> printed only on the home page of such agencies (src/layouts/Shell.astro);
 * the build hashes it for the CSP like every inline script.
 */

export interface HomeTokenTargets {
  /** The access-token cookie's name (src/platform/storage.ts), handed in: the script cannot import. */
  cookie: string;
  /** /booknow/hotels in the page's language. */
  hotels: string;
  /** /login in the page's language. */
  login: string;
}

/**
 * Where the home path sends this visitor. Self-contained (no imports, no closures) because it is
 * inlined with Function.prototype.toString; keep it that way. An empty cookie counts as absent,
 * as src/stores/auth.ts reads it.
 */
export function homeTokenTarget(cookie: string, targets: HomeTokenTargets): string {
  const loggedIn = cookie.split(';').some((part) => {
    const at = part.indexOf('=');
    return at > 0 && part.slice(0, at).trim() === targets.cookie && part.slice(at + 1).trim() !== '';
  });
  return loggedIn ? targets.hotels : `${targets.login}?redirect=${encodeURIComponent(targets.hotels)}`;
}

/** The inline script of the home page: leaves at once for homeTokenTarget's answer. */
export function homeTokenScript(targets: Omit<HomeTokenTargets, 'cookie'>): string {
  const data = scriptJson({ cookie: COOKIES.accessToken, ...targets });
  return `(function(){try{location.replace((${homeTokenTarget.toString()})(document.cookie,${data}))}catch(e){}})();`;
}
