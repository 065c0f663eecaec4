import type { Language } from '../i18n/languages.ts';
import { agentV2Settings, BOOKING_TARGETS, bookingTarget } from './route-catalogue.ts';
import { ROUTES } from './routes.ts';
import { localePath, stripLanguage } from '../i18n/language-prefix.ts';
import type { BookingService } from '../tenant/agency.ts';
import type { UserState } from '../roles/user-state.ts';

/*
 * The header's run-time rules for a logged-in visitor, applied by
 * src/client/member.ts, which boot.ts loads only when the access-token cookie exists.
 * - SPEC §2.5: an agent with the hotels-v2 or flights-v2 setting gets '/v2' on the header's Book
 *   Now (the button and the mobile menu's link), as the profile menu and side navigation do.
 * - SPEC §2.9, §4 Unsubscribed: for an AgencyOwner or Admin of an unsubscribed agency the logo
 *   goes to /subscription, and the visitor is sent there from any other page.
 */

export interface HeaderFacts {
  /** The first active booking service (data-book-now-service on the header). */
  service: BookingService | undefined;
  language: Language;
  defaultLanguage: Language;
  /** location.pathname */
  pathname: string;
}

export interface MemberHeader {
  /** The Book Now route to show, when it differs from the built one. */
  bookNow?: { from: string; to: string };
  /** The logo's target, when it differs from the built one. */
  logo?: string;
  /** Where the visitor must go now. */
  redirect?: string;
}

/**
 * Pages the subscription redirect leaves alone: the subscription page itself, /logout (the way
 * out must stay open), and /errors, where an unknown path lands: until the subscription page is
 * built (the main remote app's route has no page here yet), /subscription ends at /errors, and
 * redirecting from there again would loop.
 */
const STAYS: Readonly<Record<string, true>> = { [ROUTES.subscription]: true, [ROUTES.logout]: true, [ROUTES.errors]: true };

/** What the header does for this user. Pure. */
export function memberHeader(user: UserState, facts: HeaderFacts): MemberHeader {
  const result: MemberHeader = {};
  if (user.status !== 'success' || !user.profile) return result;
  if (facts.service && user.permissions.seesAgentNav) {
    const from = BOOKING_TARGETS[facts.service];
    const to = bookingTarget(facts.service, agentV2Settings(true, user.profile));
    if (to !== from) result.bookNow = { from, to };
  }
  if (user.permissions.redirectsToSubscription) {
    const subscription = localePath({ defaultLanguage: facts.defaultLanguage }, facts.language, ROUTES.subscription);
    result.logo = subscription;
    if (!STAYS[stripLanguage(facts.pathname).route]) result.redirect = subscription;
  }
  return result;
}

