import { loginRedirectInput, loginRedirectTarget } from '../site/login-redirect.ts';
import type { PublicAgency } from '../site/page-data.ts';
import { needsAccount } from '../site/route-catalogue.ts';
import { ROUTES } from '../site/routes.ts';
import { stripLanguage } from '../i18n/language-prefix.ts';
import { safeRedirectTarget } from '../site/safe-redirect.ts';
import { isCheckoutUrl, rememberCheckout } from '../stores/sign-in-target.ts';

/*
 * SPEC §2.1, §3 allowNonLoginFlow, §4: what a logged-out visitor may not see without an account.
 * Runs at start-up on every shell page (src/client/boot.ts).
 */

export type Place = Pick<Location, 'pathname' | 'search' | 'hash' | 'origin'>;

/** The agency settings the rule reads (SPEC §3 Agency data). */
export type AccessSettings = Pick<PublicAgency, 'sso' | 'returnUrl' | 'allowNonLoginFlow'>;

/**
 * Where a logged-out visitor must go instead of this page, or null to stay (the route kinds are
 * Access in src/site/route-catalogue.ts):
 * - public and guest pages never send anyone away (SPEC §2.1; the home page keeps its
 *   deal-proposal links, SPEC §2.9);
 * - 'browse' pages (booking landing, search results, details, deals) are open where the agency
 *   allows non-login flow (SPEC §3 allowNonLoginFlow), whatever their query carries: a details
 *   page names its search by correlationId, and showing it is what the non-login flow is for;
 * - 'login' pages (checkout, payment, confirmation, customer and agent areas), and 'browse' pages
 *   where non-login flow is off, need an account. There, SPEC §4 Checkout redirect: a URL
 *   containing checkout, correlationId, token or proposalId is remembered with the time
 *   (src/stores/sign-in-target.ts) and the visitor goes to sign up, in the page language (or to
 *   the agency's external return URL under SSO); SPEC §4 Login/signup redirect: otherwise to log
 *   in, carrying the page as `redirect`.
 */
export function accessRedirect(place: Place, agency: AccessSettings, loggedIn: boolean, now: number = Date.now()): string | null {
  if (loggedIn) return null;
  const { prefix, route } = stripLanguage(place.pathname);
  if (!needsAccount(route, agency.allowNonLoginFlow)) return null;
  if (isCheckoutUrl(place.pathname + place.search)) {
    const here = safeRedirectTarget(place.pathname + place.search + place.hash, place.origin, '');
    if (here) rememberCheckout(here, now);
    const signup = loginRedirectTarget(loginRedirectInput('signup', agency, place));
    // No `redirect` on the own signup page: the stored URL decides, and goes home once stale.
    return signup && !signup.startsWith('/') ? signup : prefix + ROUTES.signup;
  }
  return loginRedirectTarget(loginRedirectInput('login', agency, place));
}

/** Sends a logged-out visitor on, when this page needs an account (src/client/boot.ts). */
export function guardAccess(agency: AccessSettings | undefined, loggedIn: boolean, place: Place = window.location): boolean {
  if (!agency) return false;
  const target = accessRedirect(place, agency, loggedIn);
  if (target === null) return false;
  window.location.replace(target);
  return true;
}
