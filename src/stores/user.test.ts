// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { allTasks } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../api/user.ts';
import type { UserEventDetail } from '../site/events.ts';
import type { PublicAgency } from '../site/page-data.ts';
import { COOKIES } from '../platform/storage.ts';

type User = typeof import('./user.ts');
type Auth = typeof import('./auth.ts');
type Agency = typeof import('./agency.ts');

const profile = (userType: string, isTravelAgent = true): UserProfile => ({
  id: `u-${userType}`,
  userType,
  isTravelAgent,
  isRestrictedAgent: false,
  isRewardWalletEnable: false,
  enableHotelsV2: false,
  enableFlightsV2: false,
  personal_info: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@sunny.demo',
    profile_image: undefined,
    credits: { amount: 0, currency: 'USD' },
  },
});

const agencyFlags = { allowNonLoginFlow: true, isSubscribed: false, showPublishedPriceToCustomer: { hotels: false } };

let user: User;
let auth: Auth;
let agency: Agency;
let events: EventTarget;
let seen: UserEventDetail[];
let fetchProfile: ReturnType<typeof vi.fn<(signal: AbortSignal) => Promise<UserProfile>>>;

/** Fresh modules per test: the stores start from nothing. */
beforeEach(async () => {
  vi.resetModules();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  [user, auth, agency] = await Promise.all([import('./user.ts'), import('./auth.ts'), import('./agency.ts')]);
  events = new EventTarget();
  seen = [];
  events.addEventListener('storefront:user', (event) => seen.push((event as CustomEvent<UserEventDetail>).detail));
  fetchProfile = vi.fn<(signal: AbortSignal) => Promise<UserProfile>>();
});

afterEach(() => {
  user.stopUser();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  vi.restoreAllMocks();
});

function logIn() {
  Cookies.set(COOKIES.accessToken, 'token-1', { path: '/' });
  auth.refreshAuth();
}

async function start() {
  user.startUser({ fetchProfile, events });
  await allTasks();
}

describe('$user (SPEC §3 User profile, §6)', () => {
  it('is anonymous when logged out: no profile call, and storefront:user says so (SPEC §1)', async () => {
    await start();
    expect(fetchProfile).not.toHaveBeenCalled();
    expect(user.$user.get()).toMatchObject({ status: 'anonymous', profile: null, role: 'anonymous' });
    expect(seen).toEqual([expect.objectContaining({ loggedIn: false, status: 'anonymous', profile: null, role: 'anonymous' })]);
    expect(seen[0]!.permissions.seesLogIn).toBe(true);
  });

  it('fetches the profile when logged in, then announces the user with role and permissions', async () => {
    logIn();
    const owner = profile('AgencyOwner');
    fetchProfile.mockResolvedValue(owner);
    agency.startAgency({ agency: agencyFlags as unknown as PublicAgency }, new EventTarget());
    user.startUser({ fetchProfile, events });
    expect(user.$user.get().status).toBe('loading');
    expect(seen).toEqual([]);
    await allTasks();
    expect(fetchProfile).toHaveBeenCalledOnce();
    expect(user.$user.get()).toMatchObject({ status: 'success', profile: owner, role: 'agent' });
    expect(user.$user.get().permissions).toMatchObject({ canOpenWebsiteSettings: true, promptsBusinessInfo: true, redirectsToSubscription: true });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ loggedIn: true, status: 'success', profile: owner, role: 'agent' });
  });

  it("keeps the failure's message and announces a signed-in user without profile", async () => {
    logIn();
    // The error class of this test's fresh modules, so that the store knows it for a server error.
    const { ApiError } = await import('../api/errors.ts');
    fetchProfile.mockRejectedValue(new ApiError('Profile service down', 503, 'GET /api/user/profile'));
    await start();
    expect(user.$user.get()).toMatchObject({ status: 'failure', profile: null, role: 'signed-in', error: 'Profile service down' });
    expect(seen).toEqual([expect.objectContaining({ loggedIn: true, status: 'failure', role: 'signed-in' })]);
  });

  it('turns anonymous on logout and says so; a profile answering after the logout is dropped', async () => {
    logIn();
    let answer!: (value: UserProfile) => void;
    fetchProfile.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    user.startUser({ fetchProfile, events });
    auth.logout();
    answer(profile('Customer', false));
    await allTasks();
    expect(user.$user.get()).toMatchObject({ status: 'anonymous', profile: null });
    expect(seen.map((detail) => detail.status)).toEqual(['anonymous']);
  });

  it('aborts the profile call on logout, and logs no failure for it (SPEC §4 Logout)', async () => {
    logIn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let signal!: AbortSignal;
    fetchProfile.mockImplementation((given) => {
      signal = given;
      return new Promise((_, refuse) => given.addEventListener('abort', () => refuse(given.reason)));
    });
    user.startUser({ fetchProfile, events });
    expect(signal.aborted).toBe(false);
    auth.logout();
    await allTasks();
    expect(signal.aborted).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    expect(user.$user.get()).toMatchObject({ status: 'anonymous', profile: null });
    errors.mockRestore();
  });

  it('announces each change: log-in after the start, then log-out', async () => {
    fetchProfile.mockResolvedValue(profile('Customer', false));
    await start();
    logIn();
    await allTasks();
    auth.logout();
    expect(seen.map((detail) => [detail.status, detail.role])).toEqual([
      ['anonymous', 'anonymous'],
      ['success', 'customer'],
      ['anonymous', 'anonymous'],
    ]);
  });

  it('derives the permissions from the agency too, and starts once', async () => {
    await start();
    expect(user.$user.get().permissions.seesDealPrices).toBe(false);
    agency.startAgency({ agency: agencyFlags as unknown as PublicAgency }, new EventTarget());
    expect(user.$user.get().permissions.seesDealPrices).toBe(true);
    user.startUser({ fetchProfile, events });
    expect(seen.map((detail) => detail.permissions.seesDealPrices)).toEqual([false, true]);
  });
});
