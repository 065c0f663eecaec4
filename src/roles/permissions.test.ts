import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../api/user.ts';
import { AGENT_SETTINGS, NO_AGENCY, permissionsFor, roleOf, type AgencyFlags } from './permissions.ts';

type Facts = Pick<UserProfile, 'isTravelAgent' | 'isRestrictedAgent' | 'userType' | 'isRewardWalletEnable'>;

const customer: Facts = { userType: 'Customer', isTravelAgent: false, isRestrictedAgent: false, isRewardWalletEnable: false };
const agent = (userType: string, isRestrictedAgent = false): Facts => ({ userType, isTravelAgent: true, isRestrictedAgent, isRewardWalletEnable: false });

const open: AgencyFlags = { allowNonLoginFlow: true, isSubscribed: true, showPublishedPriceToCustomer: { hotels: false } };
const closed: AgencyFlags = { ...open, allowNonLoginFlow: false };
const unsubscribed: AgencyFlags = { ...open, isSubscribed: false };

describe('role (SPEC §1, §6)', () => {
  it.each([
    [false, null, 'anonymous'],
    [false, customer, 'anonymous'],
    [true, null, 'signed-in'],
    [true, customer, 'customer'],
    [true, agent('Agent'), 'agent'],
    [true, agent('Agent', true), 'restricted-agent'],
    [true, agent('AgencyOwner'), 'agent'],
  ] as const)('logged in %s with %o is %s', (loggedIn, profile, role) => {
    expect(roleOf(loggedIn, profile)).toBe(role);
  });
});

describe('permissions (SPEC §6)', () => {
  it('anonymous: Log In, prices only under the non-login flow, nothing of an account', () => {
    const allowed = permissionsFor(false, null, open);
    expect(allowed).toMatchObject({ seesLogIn: true, seesDealPrices: true, seesMyTrips: false, seesAgentNav: false, canSeeWholesale: false });
    expect(permissionsFor(false, null, closed).seesDealPrices).toBe(false);
    expect(permissionsFor(false, null, NO_AGENCY).seesDealPrices).toBe(false);
  });

  it('signed in with no profile yet: past the login gates, nothing more', () => {
    expect(permissionsFor(true, null, closed)).toMatchObject({
      seesLogIn: false,
      seesDealPrices: true,
      seesDashboard: false,
      seesAgentNav: false,
      canOpenWebsiteSettings: false,
      redirectsToSubscription: false,
    });
  });

  it('customer: Dashboard, Book Now, My Trips, Profile, Support, and Wallet if enabled; no wholesale or markup', () => {
    const seen = permissionsFor(true, customer, closed);
    expect(seen).toMatchObject({
      seesLogIn: false,
      seesDealPrices: true,
      seesDashboard: true,
      seesBookNow: true,
      seesMyTrips: true,
      seesProfile: true,
      seesSupport: true,
      seesWallet: false,
      seesCommandCenter: false,
      seesAgentNav: false,
      seesSettings: false,
      canSeeWholesale: false,
      canSeeMarkup: false,
      canOpenWebsiteSettings: false,
      disabledSettings: [],
      promptsBusinessInfo: false,
    });
    expect(permissionsFor(true, { ...customer, isRewardWalletEnable: true }, closed).seesWallet).toBe(true);
  });

  it('travel agent: Command Center, agent nav, Settings, Support, Wallet, wholesale and markup', () => {
    expect(permissionsFor(true, agent('Agent'), open)).toMatchObject({
      seesCommandCenter: true,
      seesAgentNav: true,
      seesSettings: true,
      seesSupport: true,
      seesWallet: true,
      seesMyTrips: false,
      canSeeWholesale: true,
      canSeeMarkup: true,
      canOpenWebsiteSettings: false,
      // Website Settings are the AgencyOwner's and Admin's (SPEC §6).
      disabledSettings: ['Website'],
    });
  });

  it('restricted agent: as an agent, without wholesale and markup', () => {
    expect(permissionsFor(true, agent('Agent', true), open)).toMatchObject({ seesAgentNav: true, canSeeWholesale: false, canSeeMarkup: false });
  });

  it('AgencyOwner and Admin: Website Settings; the business-info prompt is the owner’s alone', () => {
    expect(permissionsFor(true, agent('AgencyOwner'), open)).toMatchObject({ canOpenWebsiteSettings: true, disabledSettings: [], promptsBusinessInfo: true });
    expect(permissionsFor(true, agent('Admin'), open)).toMatchObject({ canOpenWebsiteSettings: true, disabledSettings: [], promptsBusinessInfo: false });
  });

  it('SalesAgent: Markup, Website, Payment and Product settings disabled', () => {
    expect(permissionsFor(true, agent('SalesAgent'), open)).toMatchObject({ canOpenWebsiteSettings: false, disabledSettings: AGENT_SETTINGS });
    expect(AGENT_SETTINGS).toEqual(['Markup', 'Website', 'Payment', 'Product']);
  });

  it('sends an AgencyOwner or Admin of an unsubscribed agency to the subscription (SPEC §4 Unsubscribed)', () => {
    expect(permissionsFor(true, agent('AgencyOwner'), unsubscribed).redirectsToSubscription).toBe(true);
    expect(permissionsFor(true, agent('Admin'), unsubscribed).redirectsToSubscription).toBe(true);
    expect(permissionsFor(true, agent('AgencyOwner'), open).redirectsToSubscription).toBe(false);
    for (const profile of [agent('SalesAgent'), agent('Agent'), customer]) {
      expect(permissionsFor(true, profile, unsubscribed).redirectsToSubscription).toBe(false);
    }
    expect(permissionsFor(false, null, unsubscribed).redirectsToSubscription).toBe(false);
  });

  it('profile-menu Wallet only with the reward wallet, for a customer or an agent (SPEC §2.10)', () => {
    expect(permissionsFor(true, customer, open).seesRewardWallet).toBe(false);
    expect(permissionsFor(true, { ...customer, isRewardWalletEnable: true }, open).seesRewardWallet).toBe(true);
    expect(permissionsFor(true, agent('Agent'), open).seesRewardWallet).toBe(false);
    expect(permissionsFor(true, { ...agent('Agent'), isRewardWalletEnable: true }, open).seesRewardWallet).toBe(true);
    expect(permissionsFor(true, null, open).seesRewardWallet).toBe(false);
    expect(permissionsFor(false, { ...customer, isRewardWalletEnable: true }, open).seesRewardWallet).toBe(false);
  });

  it('hotel v2 saved price: non-login flow, and published hotel prices or a non-restricted agent (SPEC §6)', () => {
    const published: AgencyFlags = { ...open, showPublishedPriceToCustomer: { hotels: true } };
    expect(permissionsFor(false, null, published).seesHotelV2SavedPrice).toBe(true);
    expect(permissionsFor(false, null, open).seesHotelV2SavedPrice).toBe(false);
    expect(permissionsFor(true, customer, open).seesHotelV2SavedPrice).toBe(false);
    expect(permissionsFor(true, agent('Agent'), open).seesHotelV2SavedPrice).toBe(true);
    expect(permissionsFor(true, agent('Agent', true), open).seesHotelV2SavedPrice).toBe(false);
    expect(permissionsFor(true, agent('Agent'), { ...published, allowNonLoginFlow: false }).seesHotelV2SavedPrice).toBe(false);
  });
});
