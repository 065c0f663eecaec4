import { findRoute, needsAccount } from './route-catalogue.ts';
import { ROUTES } from './routes.ts';
import { stripLanguage } from '../i18n/language-prefix.ts';
import { safeRedirectTarget } from './safe-redirect.ts';

/*
 * SPEC §4 Login/signup redirect: where a visitor goes to log in or sign up.
 * Pure and browser-safe: the caller hands in the location and the agency's settings.
 */

export interface LoginRedirectInput {
  page: 'login' | 'signup';
  /** SPEC §3 Agency data: sso. */
  sso: { isSSOEnabled: boolean; isDirectLoginAllowedForSSOUsers: boolean };
  /** SPEC §3 Agency data: returnUrl, from the agency's data, never from the query. */
  returnUrl?: string | undefined;
  pathname: string;
  search: string;
  origin: string;
}

/** SPEC §3 Agency data the rule reads, as the agency's data has it (no agency data: no SSO). */
export interface LoginAgency {
  sso: LoginRedirectInput['sso'];
  returnUrl?: string | null | undefined;
}

const NO_SSO: LoginAgency['sso'] = { isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: true };

/** Where the visitor is: the parts of a location the rule reads. */
export type LoginPlace = Pick<Location, 'pathname' | 'search' | 'origin'>;

/** The rule's input for `page`, from the agency's data and the visitor's place. */
export function loginRedirectInput(page: LoginRedirectInput['page'], agency: LoginAgency | undefined, place: LoginPlace): LoginRedirectInput {
  return {
    page,
    sso: agency?.sso ?? NO_SSO,
    returnUrl: agency?.returnUrl ?? undefined,
    pathname: place.pathname,
    search: place.search,
    origin: place.origin,
  };
}

/** SPEC §2.4: the query parameters of the plum and deal-link cases, which get navigateTo. */
const NAVIGATE_TO_CASES = ['plum', 'dealLinkId'] as const;

/** The agency's external return URL, when it is an http(s) URL. */
function externalReturnUrl(returnUrl: string | undefined): URL | undefined {
  if (!returnUrl) return undefined;
  try {
    const url = new URL(returnUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * SPEC §4: with SSO on and direct login not allowed, the agency's external return URL (with
 * `navigateTo=<current path and query>` for the plum and deal-link cases); otherwise the login or
 * signup page in the page's language carrying the current location as `redirect`. Null on a
 * public page (SPEC §2.1), where nothing forces a redirect and the plain page link does.
 */
export function loginRedirectTarget(input: LoginRedirectInput): string | null {
  const { prefix, route } = stripLanguage(input.pathname);
  const here = safeRedirectTarget(input.pathname + input.search, input.origin, '');
  const external = input.sso.isSSOEnabled && !input.sso.isDirectLoginAllowedForSSOUsers ? externalReturnUrl(input.returnUrl) : undefined;
  if (external) {
    const query = new URLSearchParams(input.search);
    const navigate = NAVIGATE_TO_CASES.some((name) => query.has(name)) || findRoute(route)?.path === '/deal-link';
    if (navigate && here) external.searchParams.set('navigateTo', here);
    return external.href;
  }
  if (findRoute(route)?.access === 'public') return null;
  const page = prefix + ROUTES[input.page];
  return here ? `${page}?redirect=${encodeURIComponent(here)}` : page;
}

/**
 * Where a Log In or Sign Up link or button goes from this location (the header, the mobile menu
 * and the sign-in-to-save modal): the SPEC §4 target, and on a public page, where nothing carries
 * a redirect, the plain page in the page's language.
 */
export function guestLinkTarget(input: LoginRedirectInput): string {
  return loginRedirectTarget(input) ?? stripLanguage(input.pathname).prefix + ROUTES[input.page];
}

/**
 * SPEC §2.1, §3 allowNonLoginFlow, §4: a logged-out visitor on this path (language prefix
 * included) is sent to log in first: on 'login' routes always, on 'browse' routes (the booking
 * pages that show offers) only where the agency does not allow non-login flow; public and guest
 * routes never force it.
 */
export function requiresLogin(pathname: string, allowNonLoginFlow: boolean): boolean {
  return needsAccount(stripLanguage(pathname).route, allowNonLoginFlow);
}
