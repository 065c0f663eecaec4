import { DEMO_AGENCIES } from '../../../reference/demo/agencies/index.ts';
import { siteOrigin } from '../../../reference/demo/agency-parts.ts';
import { DEMO_USERS } from '../../../reference/demo/users.ts';
import type { Language } from '../../../src/i18n/languages.ts';
import { DEMO_TENANTS } from '../demo-tenants.ts';
import type { AgencyGates } from './detectors.ts';

/*
 * Who walks which site: every demo tenant (tests/e2e/demo-tenants.ts), in en, ar and one more of
 * its languages, as the visitors of SPEC §6 that have a demo log-in
 * (reference/demo/users.ts). A visitor a tenant has no user for is not walked there.
 */

export type VisitorKind = 'anonymous' | 'customer' | 'travel agent' | 'owner' | 'restricted agent' | 'admin' | 'sales agent';
export const VISITOR_KINDS: readonly VisitorKind[] = ['anonymous', 'customer', 'travel agent', 'owner', 'restricted agent', 'admin', 'sales agent'];
/** SPEC §2.11, §6: the travel agents; the crawler follows every item of their side navigation. */
export const AGENT_KINDS: readonly VisitorKind[] = ['travel agent', 'owner', 'restricted agent', 'admin', 'sales agent'];
/**
 * The visitors who walk only the side navigation and the header of the home page, one link deep:
 * what their role changes is the side navigation (SPEC §6); the rest of the site is walked by the others.
 */
export const NAVIGATION_ONLY_KINDS: readonly VisitorKind[] = ['restricted agent', 'admin', 'sales agent'];

/** The demo user each visitor logs in as (SPEC §6 roles by user type and flags). */
const IS: Record<Exclude<VisitorKind, 'anonymous'>, (user: (typeof DEMO_USERS)[number]) => boolean> = {
  customer: (user) => user.userType === 'Customer',
  'travel agent': (user) => user.userType === 'Agent' && !user.isRestrictedAgent,
  'restricted agent': (user) => user.isRestrictedAgent,
  owner: (user) => user.userType === 'AgencyOwner',
  admin: (user) => user.userType === 'Admin',
  'sales agent': (user) => user.userType === 'SalesAgent',
};

export function demoUserOf(tenant: string, kind: VisitorKind): string | undefined {
  if (kind === 'anonymous') return undefined;
  return DEMO_USERS.find((each) => each.agency === tenant && IS[kind](each))?.email;
}

export interface Journey {
  tenant: string;
  kind: VisitorKind;
  language: Language;
  /** undefined for the anonymous visitor, and for a kind the tenant has no user for. */
  email: string | undefined;
  /** The tenant's default language: its pages have no prefix in it. ('en' for a tenant the API does not know.) */
  defaultLanguage: Language;
  agency: AgencyGates;
  /** The origin the agency data writes its own site under (its return URL): the same site as the test stack's. */
  registeredOrigin: string;
  /** 'site': the whole site; 'navigation': the home page's side navigation and header, one link deep (NAVIGATION_ONLY_KINDS). */
  scope: 'site' | 'navigation';
}

/** en, ar and the tenant's default language when it is neither, else Spanish. */
export function languagesOf(defaultLanguage: Language): Language[] {
  return ['en', 'ar', defaultLanguage === 'en' || defaultLanguage === 'ar' ? 'es' : defaultLanguage];
}

/**
 * The languages `npm test` walks a tenant's visitors in: the first visitor in the tenant's default
 * language, the next in Arabic (right to left), then in English, and so on, so every tenant is
 * walked in its own language and, where it has more than one visitor, in Arabic too. The whole
 * matrix (every visitor in all three languages) is `JOURNEYS=all npm run test:e2e -- journeys`:
 * on a 2-core machine it takes longer than a suite should.
 */
export function suiteLanguage(defaultLanguage: Language, visitorIndex: number): Language {
  const order: Language[] = [defaultLanguage, 'ar', 'en'];
  return [...new Set(order)][visitorIndex % new Set(order).size]!;
}

/**
 * The walks `npm test` makes: one per family of what a walk can meet (docs/testing.md), each where
 * it differs. sunny has every setting on: an anonymous visitor with non-login flow (en), a customer
 * (ar: the customer area right to left), a travel agent (the side navigation); medina hides prices
 * and asks for a log-in (ar, its own language); nordic's owner meets SSO and the unsubscribed
 * agency's /subscription (sv); ghost is the 'Agency not found!' site, paused the inactive one. The
 * other walks repeat these families for other roles and tenants: each role's side navigation and
 * reach is proved by src/site/agent-nav.test.ts, src/roles/permissions.test.ts and
 * tests/e2e/agent-access.spec.ts, each tenant's settings by its own specs; they all walk with
 * `JOURNEYS=all`.
 */
export const SUITE_WALKS: readonly { tenant: string; kind: VisitorKind }[] = [
  { tenant: 'sunny', kind: 'anonymous' },
  { tenant: 'sunny', kind: 'customer' },
  { tenant: 'sunny', kind: 'travel agent' },
  { tenant: 'medina', kind: 'anonymous' },
  { tenant: 'nordic', kind: 'owner' },
  { tenant: 'ghost', kind: 'anonymous' },
  { tenant: 'paused', kind: 'anonymous' },
];

/**
 * The journeys, one per tenant × visitor × language, in a stable order: with `all`, every visitor
 * in every language; else the SUITE_WALKS, each in the language suiteLanguage gives it.
 */
export function journeys(all = process.env.JOURNEYS === 'all'): Journey[] {
  return allJourneys(all).filter((journey) => all || SUITE_WALKS.some((walk) => walk.tenant === journey.tenant && walk.kind === journey.kind));
}

function allJourneys(all: boolean): Journey[] {
  return DEMO_TENANTS.flatMap((tenant) => {
    const agency = DEMO_AGENCIES.find((each) => each.subdomain === tenant)?.agency;
    const defaultLanguage = (agency?.defaultLanguage ?? 'en') as Language;
    const gates: AgencyGates = {
      activeServices: (agency?.bookingMenuItemOptions ?? []).filter((item) => item.active).map((item) => item.title),
      displayTopDestinations: agency?.displayTopDestinations === true,
      allowNonLoginFlow: agency?.allowNonLoginFlow === true,
      isSubscribed: agency?.isSubscribed !== false,
    };
    const walking = VISITOR_KINDS.filter((kind) => kind === 'anonymous' || demoUserOf(tenant, kind));
    return walking.flatMap((kind, index) =>
      (all ? languagesOf(defaultLanguage) : [suiteLanguage(defaultLanguage, index)]).map((language) => ({
        tenant,
        kind,
        language,
        email: demoUserOf(tenant, kind),
        defaultLanguage,
        agency: gates,
        registeredOrigin: siteOrigin(tenant),
        scope: NAVIGATION_ONLY_KINDS.includes(kind) ? ('navigation' as const) : ('site' as const),
      })),
    );
  });
}
