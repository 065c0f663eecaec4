import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../api/user.ts';
import { NO_AGENCY, permissionsFor } from '../roles/permissions.ts';
import { profileMenuItems } from './profile-menu.ts';

type Facts = Pick<UserProfile, 'isTravelAgent' | 'isRestrictedAgent' | 'userType' | 'isRewardWalletEnable'>;
const customer: Facts = { userType: 'Customer', isTravelAgent: false, isRestrictedAgent: false, isRewardWalletEnable: false };
const agent = (userType: string, more: Partial<Facts> = {}): Facts => ({ userType, isTravelAgent: true, isRestrictedAgent: false, isRewardWalletEnable: false, ...more });

const menu = (profile: Facts | null, options: { helpChat?: boolean; embedded?: boolean; bookNow?: string } = {}) =>
  profileMenuItems({
    permissions: permissionsFor(true, profile, NO_AGENCY),
    bookNow: 'bookNow' in options ? options.bookNow : '/booknow/hotels',
    helpChat: options.helpChat ?? false,
    embedded: options.embedded ?? false,
  });
const ids = (items: ReturnType<typeof menu>) => items.map((item) => item.id);

describe('profile menu (SPEC §2.10) per role', () => {
  it('customer: Book Now, My Trips, Profile Settings, Support, Logout; Wallet only with the reward wallet', () => {
    expect(menu(customer)).toEqual([
      { id: 'bookNow', route: '/booknow/hotels' },
      { id: 'myTrips', route: '/mytrip/mytrips' },
      { id: 'profileSettings', route: '/mytrip/profile' },
      { id: 'support', route: '/mytrip/support' },
      { id: 'logout', route: '/logout' },
    ]);
    expect(menu({ ...customer, isRewardWalletEnable: true })).toContainEqual({ id: 'wallet', route: '/mytrip/wallet/' });
  });

  it('customer of an agency without an active service: no Book Now', () => {
    expect(ids(menu(customer, { bookNow: undefined }))).not.toContain('bookNow');
  });

  it('travel agent and restricted agent: no Book Now or My Trips, their settings area', () => {
    for (const profile of [agent('Agent'), agent('Agent', { isRestrictedAgent: true }), agent('SalesAgent')]) {
      expect(menu(profile)).toEqual([
        { id: 'profileSettings', route: '/settings/profile' },
        { id: 'support', route: '/settings/support' },
        { id: 'logout', route: '/logout' },
      ]);
    }
    expect(menu(agent('Agent', { isRewardWalletEnable: true }))).toContainEqual({ id: 'wallet', route: '/wallet/details/' });
  });

  it('AgencyOwner and Admin: also Website Settings', () => {
    for (const type of ['AgencyOwner', 'Admin']) {
      expect(ids(menu(agent(type)))).toEqual(['profileSettings', 'websiteSettings', 'support', 'logout']);
    }
    expect(menu(agent('Admin'))).toContainEqual({ id: 'websiteSettings', route: '/settings/website/' });
  });

  it('the configured agency: Support opens the help chat instead of a page', () => {
    expect(menu(customer, { helpChat: true })).toContainEqual({ id: 'support', action: 'chat' });
    expect(menu(agent('Agent'), { helpChat: true })).toContainEqual({ id: 'support', action: 'chat' });
  });

  it('inside an embedded partner app: no Logout', () => {
    expect(ids(menu(customer, { embedded: true }))).not.toContain('logout');
    expect(ids(menu(agent('AgencyOwner'), { embedded: true }))).not.toContain('logout');
  });

  it('logged in with no profile (the call failed): Logout only', () => {
    expect(ids(menu(null))).toEqual(['logout']);
  });
});
