import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { stripLanguage } from '../../../src/i18n/language-prefix.ts';

/*
 * What the journey crawler calls a failure, as pure functions over what a step saw: where it
 * ended, what the reference API answered, what the console said and what the visitor can read.
 * tests/e2e/journeys-detectors.spec.ts proves each on small fixtures and on routed pages.
 */

/** One thing that went wrong on one step: the page the visitor was on, the link or button they used, and what happened. */
export interface Failure {
  page: string;
  link: string;
  kind: FailureKind;
  problem: string;
}

export type FailureKind = 'errors-page' | 'api-status' | 'raw-parameter' | 'console-error' | 'page-error' | 'sent-to-login' | 'search-failed' | 'timeout' | 'side-navigation' | 'not-found';

/** What the crawler knows of the agency when it judges a step (SPEC §2.2 gates). */
export interface AgencyGates {
  /** The booking menu items the agency marks active (SPEC §3 bookingMenuItemOptions). */
  activeServices: readonly string[];
  displayTopDestinations: boolean;
  allowNonLoginFlow: boolean;
  /** SPEC §4 Unsubscribed: its owner and admins are sent to /subscription from every page. */
  isSubscribed: boolean;
}

/** The route of a site path: without the language prefix (src/site/routes.ts) and without a trailing slash. */
export function routeOf(pathname: string): string {
  const { route } = stripLanguage(pathname);
  return route.length > 1 ? route.replace(/\/+$/, '') : route;
}

export const isErrorsPage = (pathname: string): boolean => routeOf(pathname) === '/errors';

/**
 * SPEC §2.2: the paths the SPEC itself sends to /errors on this agency, so a step there ending at
 * /errors is what the SPEC asks for: /errors itself, /booknow/resort* without an active Resorts
 * item, /top-destination and /destination without displayTopDestinations. Any other path the
 * site links to must reach a page: a link the site offers to an unknown path is the dead end
 * this crawler exists to find (SPEC §2.11 and §2.12 name every navigation item as a page).
 */
export function specSendsToErrors(linkPathname: string, agency: AgencyGates): boolean {
  const route = routeOf(linkPathname);
  if (route === '/errors') return true;
  if ((route === '/booknow/resort' || route.startsWith('/booknow/resort/')) && !agency.activeServices.includes('Resorts')) return true;
  if ((route === '/top-destination' || route === '/destination') && !agency.displayTopDestinations) return true;
  return false;
}

/**
 * A reference-API answer that counts as a failure: any 4xx or 5xx, except a 401 to a logged-out
 * visitor on a call that only a logged-in user may make. SPEC §4 sends a 401 to the logout path,
 * so for an anonymous visitor the answer is the API saying "log in first", not a broken page.
 * Only the calls listed in LOGIN_CALLS are excused, and only for the anonymous visitor: a 401 to a
 * logged-in visitor means the site lost their session, which is always a failure.
 */
export function apiFailure(status: number, url: string, loggedIn: boolean, tenant = ''): string | undefined {
  if (status < 400) return undefined;
  const { pathname } = new URL(url);
  if (status === 401 && !loggedIn && LOGIN_CALLS.some((call) => call.test(pathname))) return undefined;
  if (DEMO_SCENARIO_FAILURES.some((each) => each.tenant === tenant && each.status === status && each.path.test(pathname))) return undefined;
  return `the reference API answered ${status} to ${pathname}${new URL(url).search}`;
}

/**
 * Failures a demo tenant shows on purpose (README "Demo tenants"): alpine's activity deal search
 * always answers 500 with a server message, to show the deals' failure state and Retry
 * (SPEC §4, §8). They are the demo's scenario, not a dead end, and stay as long as it does.
 */
export const DEMO_SCENARIO_FAILURES: ReadonlyArray<{ tenant: string; status: number; path: RegExp }> = [{ tenant: 'alpine', status: 500, path: /^\/api\/dealray\/deals\/activity-search$/ }];

/** Reference-API calls that need a log-in (reference/: the user's own data). */
export const LOGIN_CALLS: readonly RegExp[] = [/^\/api\/user\/profile$/, /^\/api\/bookings(\/|$)/];

/**
 * The analytics vendors the site loads (src/client/analytics.ts: Google's gtag, Meta's pixel and
 * the Google Analytics collector gtag talks to). Their hosts do not resolve on a test machine, so
 * the browser logs a failed load for each: that says nothing about the site.
 */
export const ANALYTICS_HOSTS: readonly string[] = ['www.googletagmanager.com', 'googletagmanager.com', 'www.google-analytics.com', 'google-analytics.com', 'connect.facebook.net'];

/** Whether a console error is one to report: `location` is the URL the browser names as its source. */
export function consoleFailure(type: string, text: string, location: string): string | undefined {
  if (type !== 'error') return undefined;
  const host = hostOf(location);
  if (host !== undefined && ANALYTICS_HOSTS.some((each) => host === each || host.endsWith(`.${each}`))) return undefined;
  return `console error: ${text.slice(0, 300)}${location ? ` (${location})` : ''}`;
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

/**
 * Raw parameter names shown to a visitor: the query and field names of the booking routes
 * (SPEC §2.3, §2.4), any other camelCase identifier, an unfilled `{{placeholder}}` and a bare
 * message key (`search.destination`). Addresses, e-mail addresses and a few brand names written
 * in camel case are taken out of the text first.
 */
export function rawParameterNames(visibleText: string): string[] {
  const text = visibleText
    .replace(/\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b/g, ' ')
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/\/\S*/g, ' ');
  const found = new Set<string>();
  for (const match of text.matchAll(CAMEL_CASE)) if (!BRANDS.has(match[0])) found.add(match[0]);
  for (const match of text.matchAll(PLACEHOLDER)) found.add(match[0]);
  for (const match of text.matchAll(MESSAGE_KEY)) found.add(match[0]);
  return [...found];
}

// `pickUp`, `dropOff`, `pickUpDate`, `correlationId`, `propertyId`, `productCode`: all camelCase.
// Letters only (Latin): Arabic text has no case and cannot match.
const CAMEL_CASE = /(?<![\p{L}\p{N}_.-])[a-z]+[A-Z][A-Za-z]*(?![\p{L}\p{N}_-])/gu;
const PLACEHOLDER = /\{\{\s*[\w.]+\s*\}\}/g;
// A message key of locales/en.json: one of its sections, a dot, then the rest of the key.
const SECTIONS = Object.keys(JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../locales/en.json'), 'utf8')) as object);
const MESSAGE_KEY = new RegExp(`(?<![\\p{L}\\p{N}_.-])(?:${SECTIONS.join('|')})(?:\\.[a-z][A-Za-z]*)+(?![\\p{L}\\p{N}_])`, 'gu');
// Brand names written in camel case that the demo data may show.
const BRANDS = new Set(['iPhone', 'iPad', 'eBay', 'eDreams', 'iOS']);

/** The readable list a failed test prints: one line per failure, page → link → what went wrong. */
export function report(failures: readonly Failure[]): string {
  return failures.map((each) => `• ${each.page} → ${each.link} → [${each.kind}] ${each.problem}`).join('\n');
}
