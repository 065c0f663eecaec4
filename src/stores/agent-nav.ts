import { atom, onMount } from 'nanostores';
import * as z from 'zod/mini';
import { navigationItemSchema, type NavigationItem } from '../api/navigation.ts';
import { asyncList, LIST_BEFORE_START, type AsyncList } from './async-list.ts';
import {
  browserLocalStorage,
  browserSessionStorage,
  LOCAL_KEYS,
  readStored,
  removeStored,
  SESSION_KEYS,
  writeStored,
  type StorageAccess,
} from '../platform/storage.ts';
import { $user } from './user.ts';

/*
 * SPEC §2.11 agent side navigation: the items of SPEC §7 GET api/agency/navigations, which answers
 * a travel agent their side navigation with their role's read flags (docs/decisions.md), as the
 * SPEC §4 async list "navigation": loading, success, failure with the list emptied and the
 * message kept. The list is fetched once the user is known to be a travel agent, when something
 * first listens (the AgentNav island, the agent-area gate), and ONCE A VISIT: it is kept in
 * session storage with the id of the user it belongs to (SESSION_KEYS.navigation), so the next
 * page of the visit reads it without a call; logout clears it (LOGOUT_SESSION_KEYS).
 * Also whether the sidebar is collapsed, remembered in local storage.
 */

export const AGENT_NAV_BEFORE_START: AsyncList<NavigationItem> = LIST_BEFORE_START;
const navigation = asyncList<NavigationItem>({ name: 'The agent navigation' });
export const $agentNav = navigation.$list;

export interface AgentNavEnvironment {
  fetchNavigation: () => Promise<NavigationItem[]>;
  /** Local storage: the collapse state. */
  storage: StorageAccess;
  /** Session storage: the list of the visit. */
  session: StorageAccess;
}

async function fetchBrowserNavigation(): Promise<NavigationItem[]> {
  const [{ fetchAgencyNavigation }, { browserApi }] = await Promise.all([import('../api/navigation.ts'), import('../api/browser.ts')]);
  return fetchAgencyNavigation(browserApi());
}

let environment: AgentNavEnvironment = { fetchNavigation: fetchBrowserNavigation, storage: browserLocalStorage, session: browserSessionStorage };

/** Tests hand in their own calls and storage. */
export function setAgentNavEnvironment(next: Partial<AgentNavEnvironment>): void {
  environment = { ...environment, ...next };
}

/** What session storage keeps: the list and the user it is for. */
const keptSchema = z.object({ user: z.string(), items: z.array(navigationItemSchema) });

/** The list kept for this user in this visit; undefined for another user's, a damaged or a missing entry. */
function keptFor(userId: string): NavigationItem[] | undefined {
  const raw = readStored(environment.session, SESSION_KEYS.navigation);
  if (raw === undefined) return undefined;
  try {
    const kept = keptSchema.safeParse(JSON.parse(raw));
    return kept.success && kept.data.user === userId ? kept.data.items : undefined;
  } catch {
    return undefined;
  }
}

function load(userId: string): Promise<void> {
  const kept = keptFor(userId);
  if (kept) {
    navigation.succeed(kept);
    return Promise.resolve();
  }
  return navigation.load(async (signal) => {
    const items = await environment.fetchNavigation();
    // Only the list of the user still signed in is kept for the visit.
    if (!signal.aborted) writeStored(environment.session, SESSION_KEYS.navigation, JSON.stringify({ user: userId, items }));
    return items;
  });
}

const agentId = (): string | undefined => {
  const user = $user.get();
  return user.status === 'success' && user.permissions.seesAgentNav ? user.profile?.id : undefined;
};

/** SPEC §4 Async lists: after a failure, the sidebar's retry loads the list again. */
export function retryAgentNav(): Promise<void> {
  const id = agentId();
  return id && $agentNav.get().status === 'failure' ? load(id) : Promise.resolve();
}

let loadedFor: string | undefined;

onMount($agentNav, () =>
  $user.subscribe((user) => {
    const id = agentId();
    if (id) {
      if ($agentNav.get().status === 'idle' || loadedFor !== id) {
        loadedFor = id;
        void load(id);
      }
    } else if (user.status === 'anonymous' || user.status === 'success') {
      // Logged out, or not an agent: nothing to show, and nothing of another user's kept.
      loadedFor = undefined;
      if (user.status === 'anonymous') removeStored(environment.session, SESSION_KEYS.navigation);
      navigation.reset();
    }
  }),
);

/**
 * SPEC §2.11: the collapse state, as stored ('true' collapsed). Without a stored choice the sidebar
 * starts open on wide screens and collapsed on small ones, where it would cover the page.
 */
export const $agentNavCollapsed = atom<boolean>(false);

const SMALL_SCREEN = '(max-width: 767px)';

onMount($agentNavCollapsed, () => {
  const stored = readStored(environment.storage, LOCAL_KEYS.agentNavCollapsed);
  $agentNavCollapsed.set(stored === undefined ? !!globalThis.matchMedia?.(SMALL_SCREEN).matches : stored === 'true');
});

export function setAgentNavCollapsed(collapsed: boolean): void {
  $agentNavCollapsed.set(collapsed);
  writeStored(environment.storage, LOCAL_KEYS.agentNavCollapsed, String(collapsed));
}
