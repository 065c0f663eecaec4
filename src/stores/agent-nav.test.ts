import { allTasks } from 'nanostores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NavigationItem } from '../api/navigation.ts';
import type { UserProfile } from '../api/user.ts';
import { LOCAL_KEYS, SESSION_KEYS } from '../platform/storage.ts';

type Store = typeof import('./agent-nav.ts');
type User = typeof import('./user.ts');
type Permissions = typeof import('../roles/permissions.ts');

const profile = (isTravelAgent: boolean, id = 'u1'): UserProfile => ({
  id,
  userType: isTravelAgent ? 'Agent' : 'Customer',
  isTravelAgent,
  isRestrictedAgent: false,
  isRewardWalletEnable: false,
  enableHotelsV2: false,
  enableFlightsV2: false,
  personal_info: { first_name: 'Ada', last_name: 'L', email: 'ada@sunny.demo', profile_image: undefined, credits: { amount: 0, currency: 'USD' } },
});
const ITEMS: NavigationItem[] = [{ label: 'Dashboard', path: '/dashboard', read: true }];

let store: Store;
let user: User;
let permissions: Permissions;
let saved: Map<string, string>;
let session: Map<string, string>;
let fetchNavigation: ReturnType<typeof vi.fn<() => Promise<NavigationItem[]>>>;

function setUser(p: UserProfile | null, status: 'success' | 'anonymous' | 'loading' = 'success') {
  const loggedIn = status !== 'anonymous';
  user.$user.set({
    status,
    profile: p,
    role: permissions.roleOf(loggedIn, p),
    permissions: permissions.permissionsFor(loggedIn, p),
  });
}

beforeEach(async () => {
  vi.resetModules();
  store = await import('./agent-nav.ts');
  user = await import('./user.ts');
  permissions = await import('../roles/permissions.ts');
  saved = new Map();
  const storage = {
    getItem: (key: string) => saved.get(key) ?? null,
    setItem: (key: string, value: string) => void saved.set(key, value),
  } as Storage;
  session = new Map();
  const sessionStorage = {
    getItem: (key: string) => session.get(key) ?? null,
    setItem: (key: string, value: string) => void session.set(key, value),
    removeItem: (key: string) => void session.delete(key),
  } as Storage;
  fetchNavigation = vi.fn(async () => ITEMS);
  store.setAgentNavEnvironment({ fetchNavigation, storage: () => storage, session: () => sessionStorage });
});

describe('agent navigation store (SPEC §2.11, §4 Async lists)', () => {
  it('fetches GET api/agency/navigations once the user is known to be an agent, and only then', async () => {
    const stop = store.$agentNav.listen(() => {});
    setUser(null, 'loading');
    setUser(profile(false));
    await allTasks();
    expect(fetchNavigation).not.toHaveBeenCalled();
    expect(store.$agentNav.get().status).toBe('idle');
    setUser(profile(true));
    await allTasks();
    expect(store.$agentNav.get()).toEqual({ status: 'success', items: ITEMS });
    setUser(profile(true));
    await allTasks();
    expect(fetchNavigation).toHaveBeenCalledTimes(1);
    setUser(null, 'anonymous');
    expect(store.$agentNav.get().status).toBe('idle');
    stop();
  });

  it('on failure empties the list and keeps the message', async () => {
    fetchNavigation.mockRejectedValueOnce(new Error('boom'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const stop = store.$agentNav.listen(() => {});
    setUser(profile(true));
    await allTasks();
    expect(store.$agentNav.get()).toMatchObject({ status: 'failure', items: [] });
    expect(store.$agentNav.get().error).toBe('Something went wrong');
    stop();
  });

  it('keeps the list for the visit by user id: a second page load of the same user makes no call (SPEC §4 Async lists)', async () => {
    const stop = store.$agentNav.listen(() => {});
    setUser(profile(true));
    await allTasks();
    expect(JSON.parse(session.get(SESSION_KEYS.navigation)!)).toEqual({ user: 'u1', items: ITEMS });
    stop();
    // The next page: a fresh module over the same session storage.
    vi.resetModules();
    const next = await import('./agent-nav.ts');
    user = await import('./user.ts');
    next.setAgentNavEnvironment({ fetchNavigation, session: () => ({ getItem: (key: string) => session.get(key) ?? null, setItem: () => {} }) as unknown as Storage });
    const again = next.$agentNav.listen(() => {});
    setUser(profile(true));
    await allTasks();
    expect(next.$agentNav.get()).toEqual({ status: 'success', items: ITEMS });
    expect(fetchNavigation).toHaveBeenCalledTimes(1);
    again();
  });

  it("does not show another user's kept list, and forgets it once logged out", async () => {
    session.set(SESSION_KEYS.navigation, JSON.stringify({ user: 'someone-else', items: [{ label: 'Bookings', path: '/bookings', read: true }] }));
    const stop = store.$agentNav.listen(() => {});
    setUser(profile(true));
    await allTasks();
    expect(fetchNavigation).toHaveBeenCalledTimes(1);
    expect(store.$agentNav.get().items).toEqual(ITEMS);
    setUser(null, 'anonymous');
    expect(session.has(SESSION_KEYS.navigation)).toBe(false);
    stop();
  });

  it('a retry after a failure loads the list again', async () => {
    fetchNavigation.mockRejectedValueOnce(new Error('boom'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const stop = store.$agentNav.listen(() => {});
    setUser(profile(true));
    await allTasks();
    expect(store.$agentNav.get().status).toBe('failure');
    expect(session.has(SESSION_KEYS.navigation)).toBe(false);
    await store.retryAgentNav();
    await allTasks();
    expect(store.$agentNav.get()).toEqual({ status: 'success', items: ITEMS });
    expect(fetchNavigation).toHaveBeenCalledTimes(2);
    stop();
  });

  it('starts open on a wide screen and collapsed on a small one when nothing is stored', async () => {
    const stop = store.$agentNavCollapsed.listen(() => {});
    expect(store.$agentNavCollapsed.get()).toBe(false);
    stop();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 767px)' }));
    vi.resetModules();
    const small = await import('./agent-nav.ts');
    small.setAgentNavEnvironment({ fetchNavigation, storage: () => ({ getItem: () => null }) as unknown as Storage });
    const again = small.$agentNavCollapsed.listen(() => {});
    expect(small.$agentNavCollapsed.get()).toBe(true);
    again();
    vi.unstubAllGlobals();
  });

  it('remembers the collapse state under its registry key', () => {
    saved.set(LOCAL_KEYS.agentNavCollapsed, 'true');
    const stop = store.$agentNavCollapsed.listen(() => {});
    expect(store.$agentNavCollapsed.get()).toBe(true);
    store.setAgentNavCollapsed(false);
    expect(saved.get(LOCAL_KEYS.agentNavCollapsed)).toBe('false');
    store.setAgentNavCollapsed(true);
    expect(saved.get(LOCAL_KEYS.agentNavCollapsed)).toBe('true');
    stop();
  });
});
