import type { UserProfile } from '../api/user.ts';

/*
 * SPEC §6 Roles and permissions, derived from the user profile (SPEC §3) and the agency flags.
 * Pure: the user store ($user, src/stores/user.ts) applies it to what it knows, and anything that
 * shows or hides by role asks the permissions rather than the profile.
 */

/**
 * SPEC §1, §6 users. `signed-in` is a visitor with an access token whose profile is not known
 * (still loading, or the call failed): logged in, so past the login gates, but nothing more.
 */
export type Role = 'anonymous' | 'signed-in' | 'customer' | 'agent' | 'restricted-agent';

/** SPEC §2.11, §6: the settings of the agent side navigation that can be greyed. */
export const AGENT_SETTINGS = ['Markup', 'Website', 'Payment', 'Product'] as const;
export type AgentSetting = (typeof AGENT_SETTINGS)[number];

/** The agency flags the permissions depend on (SPEC §3). */
export interface AgencyFlags {
  allowNonLoginFlow: boolean;
  isSubscribed: boolean;
  showPublishedPriceToCustomer: { hotels: boolean };
}

/** An agency that allows nothing extra, for pages that know no agency. */
export const NO_AGENCY: AgencyFlags = { allowNonLoginFlow: false, isSubscribed: true, showPublishedPriceToCustomer: { hotels: false } };

export interface Permissions {
  /** SPEC §6 Anonymous: Log In and Sign Up (the agency may still hide them, SPEC §2.9). */
  seesLogIn: boolean;
  /** SPEC §6: deal prices; an anonymous visitor only when the agency allows the non-login flow, else 'Reveal Price'. */
  seesDealPrices: boolean;
  /** SPEC §2.10, §6 Customer: Dashboard, Book Now, My Trips. */
  seesDashboard: boolean;
  seesBookNow: boolean;
  seesMyTrips: boolean;
  /** SPEC §6 Customer and agents: Profile (an agent's under Settings) and Support. */
  seesProfile: boolean;
  seesSupport: boolean;
  /** SPEC §6: Wallet for agents; for a customer if the reward wallet is enabled. */
  seesWallet: boolean;
  /** SPEC §2.10: the profile menu's Wallet, for any logged-in user whose reward wallet is enabled. */
  seesRewardWallet: boolean;
  /** SPEC §2.11, §6 Travel agent: Command Center, the agent side navigation, Settings. */
  seesCommandCenter: boolean;
  seesAgentNav: boolean;
  seesSettings: boolean;
  /** SPEC §6: wholesale rate and agency markup on deal cards, for agents who are not restricted. */
  canSeeWholesale: boolean;
  canSeeMarkup: boolean;
  /**
   * SPEC §6: the hotel v2 saved-price line, when the non-login flow is allowed and either the
   * agency shows published hotel prices or the user is a logged-in non-restricted agent.
   */
  seesHotelV2SavedPrice: boolean;
  /** SPEC §6 AgencyOwner / Admin: Website Settings. */
  canOpenWebsiteSettings: boolean;
  /** SPEC §2.11, §6: settings shown greyed: Markup, Website, Payment, Product for a SalesAgent; Website for other non-managers. */
  disabledSettings: readonly AgentSetting[];
  /** SPEC §4, §6: AgencyOwner only; the modal opens when the business info has no contact e-mail. */
  promptsBusinessInfo: boolean;
  /** SPEC §4 Unsubscribed, §6: an AgencyOwner or Admin of an unsubscribed agency goes to /subscription. */
  redirectsToSubscription: boolean;
}

/** SPEC §6: what the profile makes of a logged-in visitor; null profile means none is known. */
export function roleOf(loggedIn: boolean, profile: Pick<UserProfile, 'isTravelAgent' | 'isRestrictedAgent'> | null): Role {
  if (!loggedIn) return 'anonymous';
  if (!profile) return 'signed-in';
  if (!profile.isTravelAgent) return 'customer';
  return profile.isRestrictedAgent ? 'restricted-agent' : 'agent';
}

/** SPEC §6: AgencyOwner and Admin manage the agency (Website Settings, subscription). */
const MANAGERS: readonly string[] = ['AgencyOwner', 'Admin'];

type ProfileFacts = Pick<UserProfile, 'isTravelAgent' | 'isRestrictedAgent' | 'userType' | 'isRewardWalletEnable'>;

/** SPEC §6 permissions of a visitor: logged in or not, with the profile when it is known. */
export function permissionsFor(loggedIn: boolean, profile: ProfileFacts | null, agency: AgencyFlags = NO_AGENCY): Permissions {
  const role = roleOf(loggedIn, profile);
  const customer = role === 'customer';
  const agent = role === 'agent' || role === 'restricted-agent';
  const fullAgent = role === 'agent';
  const userType = profile && loggedIn ? profile.userType : undefined;
  // The user type decides the manager rights on its own: SPEC §6 names them by type, not by role.
  const manager = userType !== undefined && MANAGERS.includes(userType);
  return {
    seesLogIn: role === 'anonymous',
    seesDealPrices: loggedIn || agency.allowNonLoginFlow,
    seesDashboard: customer,
    seesBookNow: customer,
    seesMyTrips: customer,
    seesProfile: customer || agent,
    seesSupport: customer || agent,
    seesWallet: agent || (customer && !!profile?.isRewardWalletEnable),
    seesRewardWallet: (customer || agent) && !!profile?.isRewardWalletEnable,
    seesCommandCenter: agent,
    seesAgentNav: agent,
    seesSettings: agent,
    canSeeWholesale: fullAgent,
    canSeeMarkup: fullAgent,
    seesHotelV2SavedPrice: agency.allowNonLoginFlow && (agency.showPublishedPriceToCustomer.hotels || fullAgent),
    canOpenWebsiteSettings: manager,
    disabledSettings: !agent ? [] : userType === 'SalesAgent' ? AGENT_SETTINGS : manager ? [] : ['Website'],
    promptsBusinessInfo: userType === 'AgencyOwner',
    redirectsToSubscription: manager && !agency.isSubscribed,
  };
}
