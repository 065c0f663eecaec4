import type { Failure, FailureKind } from './detectors.ts';
import type { VisitorKind } from './visitors.ts';

/*
 * The dead ends the journey crawler finds on the demo sites today, listed so that the crawl can
 * pass while they are being fixed. Each entry names who meets it (tenant, visitor), the link's
 * route and the exact symptom. A listed dead end is expected; one that no longer happens fails
 * its journey, so the list can only shrink: remove an entry once its dead end is gone.
 */

export interface KnownDeadEnd {
  /** Why the visitor is stuck, in a few words (the cause, not the fix). */
  cause: string;
  tenants: readonly string[];
  visitors: readonly VisitorKind[];
  /** The route of the link the visitor followed (no language prefix), or the search panel's service. */
  link: RegExp;
  kind: FailureKind;
  /** The failure's text, as the crawler writes it. */
  symptom: RegExp;
}

/** A link's route in the crawler's words: `… (/ar/booknow/cars/result-details?dealId=…)`, any language. */
const route = (path: string) => new RegExp(`\\((?:/[a-z]{2})?${path.replace(/[.?]/g, '\\$&')}`);
const LOGGED_IN: readonly VisitorKind[] = ['customer', 'travel agent', 'owner'];

/**
 * View Deal on a deal card opens the service's details page without the search it belongs to:
 * the remote app shows the missing query names ("missing its search") and asks the API for the
 * offer with what it has, which answers 400 (SPEC §2.6 View Deal, §2.3 details routes).
 */
const viewDealWithoutSearch = (tenants: readonly string[], visitors: readonly VisitorKind[]): KnownDeadEnd[] => [
  { cause: 'car View Deal: result details without its search (400)', tenants, visitors, link: route('/booknow/cars/result-details?dealId='), kind: 'api-status', symptom: /^the reference API answered 400 to \/api\/offers\/cars\/-\?dealId=/ },
  { cause: 'car View Deal: result details shows the missing query names', tenants, visitors, link: route('/booknow/cars/result-details?dealId='), kind: 'raw-parameter', symptom: /^the page shows raw names: pickUp, dropOff, pickUpDate, pickUpTime, dropOffDate, dropOffTime$/ },
  { cause: 'activity View Deal: result details without its search (400)', tenants, visitors, link: route('/booknow/activities/result-details/'), kind: 'api-status', symptom: /^the reference API answered 400 to \/api\/offers\/activities\/\w+\?/ },
  { cause: 'activity View Deal: result details shows the missing query names', tenants, visitors, link: route('/booknow/activities/result-details/'), kind: 'raw-parameter', symptom: /^the page shows raw names: startDate, endDate$/ },
];

/** SPEC §6: an agency that allows the non-login flow shows a logged-out visitor's search results; the log-in guard sends them to /login instead. */
const searchSentToLogIn = (tenants: readonly string[]): KnownDeadEnd => ({
  cause: 'anonymous search: the booking search routes need a log-in although the agency allows the non-login flow',
  tenants,
  visitors: ['anonymous'],
  link: /^search panel /,
  kind: 'sent-to-login',
  symptom: /^ended at (?:\/[a-z]{2})?\/(?:login\?redirect=|sso)/,
});

/**
 * SPEC §2.11 side-navigation items whose page the main remote app does not draw yet: the route
 * is in the catalogue, the app answers "Page not found in this app" (data-remote-not-found).
 */
const agentNavNotDrawn = (tenants: readonly string[], visitors: readonly VisitorKind[], paths: readonly string[]): KnownDeadEnd[] =>
  paths.map((path) => ({
    cause: `agent side navigation: the main app draws no page at ${path} (SPEC §2.11 item)`,
    tenants,
    visitors,
    link: new RegExp(`^side navigation "[^"]+" \\((?:/[a-z]{2})?${path}\\)$`),
    kind: 'not-found' as const,
    symptom: new RegExp(`^the remote app has no page at (?:/[a-z]{2})?${path} `),
  }));

/** The readable items of every agent role whose page is missing. */
const EVERY_AGENT = ['/bookings', '/proposals', '/settings', '/searches'];

export const KNOWN_DEAD_ENDS: readonly KnownDeadEnd[] = [
  // SPEC §6: a SalesAgent has no read permission on Payment Links (greyed, "no access"); the others do.
  ...agentNavNotDrawn(['sunny'], ['travel agent', 'restricted agent', 'owner', 'admin', 'sales agent'], EVERY_AGENT),
  ...agentNavNotDrawn(['sunny'], ['travel agent', 'restricted agent', 'owner', 'admin'], ['/payment-links']),
  // Agents and Customize Theme: read permission for AgencyOwner and Admin only.
  ...agentNavNotDrawn(['sunny'], ['owner', 'admin'], ['/users/agents', '/settings/website/theme']),
  // nordic is unsubscribed: its owner's side navigation leads to /subscription (SPEC §4 Unsubscribed), no dead end.
];

/** Whether a failure of a journey is the listed dead end. */
export function isKnown(entry: KnownDeadEnd, tenant: string, visitor: VisitorKind, failure: Failure): boolean {
  return entry.tenants.includes(tenant) && entry.visitors.includes(visitor) && entry.kind === failure.kind && entry.link.test(failure.link) && entry.symptom.test(failure.problem);
}

/** The entries that apply to a journey: each must be met there. */
export const deadEndsOf = (tenant: string, visitor: VisitorKind): KnownDeadEnd[] =>
  KNOWN_DEAD_ENDS.filter((entry) => entry.tenants.includes(tenant) && entry.visitors.includes(visitor));
