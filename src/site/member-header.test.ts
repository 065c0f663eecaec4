import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../api/user.ts';
import { permissionsFor, roleOf, type AgencyFlags } from '../roles/permissions.ts';
import type { UserState } from '../roles/user-state.ts';
import { memberHeader, type HeaderFacts } from './member-header.ts';

const agency: AgencyFlags = { allowNonLoginFlow: true, isSubscribed: true, showPublishedPriceToCustomer: { hotels: false } };
const unsubscribed: AgencyFlags = { ...agency, isSubscribed: false };

function profile(userType: string, more: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'u1',
    userType,
    isTravelAgent: userType !== 'Customer',
    isRestrictedAgent: false,
    isRewardWalletEnable: false,
    enableHotelsV2: false,
    enableFlightsV2: false,
    personal_info: { first_name: 'A', last_name: 'B', email: 'a@b.example', credits: { amount: 0, currency: 'USD' } },
    ...more,
  } as UserProfile;
}
const state = (user: UserProfile, flags = agency): UserState => ({
  status: 'success',
  profile: user,
  role: roleOf(true, user),
  permissions: permissionsFor(true, user, flags),
});
const facts: HeaderFacts = { service: 'Hotels', language: 'ar', defaultLanguage: 'en', pathname: '/ar/about' };

describe('logged-in header (SPEC §2.5, §2.9, §4)', () => {
  it('gives an agent with the hotels-v2 setting the v2 Book Now', () => {
    expect(memberHeader(state(profile('Agent', { enableHotelsV2: true })), facts).bookNow).toEqual({ from: '/booknow/hotels', to: '/booknow/hotels/v2' });
    expect(memberHeader(state(profile('Agent', { enableFlightsV2: true })), { ...facts, service: 'Air Travel' }).bookNow).toEqual({
      from: '/booknow/flights',
      to: '/booknow/flights/v2',
    });
  });

  it('leaves Book Now for agents without the setting, other services and customers', () => {
    expect(memberHeader(state(profile('Agent')), facts).bookNow).toBeUndefined();
    expect(memberHeader(state(profile('Agent', { enableHotelsV2: true })), { ...facts, service: 'Cars' }).bookNow).toBeUndefined();
    expect(memberHeader(state(profile('Customer', { enableHotelsV2: true })), facts).bookNow).toBeUndefined();
  });

  it('sends an owner or admin of an unsubscribed agency to /subscription, logo included', () => {
    for (const type of ['AgencyOwner', 'Admin']) {
      expect(memberHeader(state(profile(type), unsubscribed), facts)).toMatchObject({ logo: '/ar/subscription', redirect: '/ar/subscription' });
    }
    for (const pathname of ['/ar/subscription', '/ar/logout', '/ar/errors']) {
      expect(memberHeader(state(profile('AgencyOwner'), unsubscribed), { ...facts, pathname })).toEqual({ logo: '/ar/subscription' });
    }
    expect(memberHeader(state(profile('SalesAgent'), unsubscribed), facts)).toEqual({});
    expect(memberHeader(state(profile('AgencyOwner')), facts)).toEqual({});
  });

  it('does nothing before the profile is known', () => {
    expect(memberHeader({ ...state(profile('AgencyOwner'), unsubscribed), status: 'loading', profile: null }, facts)).toEqual({});
  });
});
