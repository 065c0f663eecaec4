import { atom, onMount, task } from 'nanostores';
import type { NavigationItem } from '../api/navigation.ts';
import { failureMessage } from '../api/errors.ts';
import { browserLocalStorage, LOCAL_KEYS, readStored, writeStored, type StorageAccess } from './storage.ts';
import { $user } from './user.ts';

/*
 * SPEC §2.11 agent side navigation: the items of the agent-navigation call (SPEC §4 Async lists:
 * loading, success, failure with the list emptied and the message kept) and whether the sidebar
 * is collapsed, remembered in local storage. The list is fetched once the user is known to be a
 * travel agent, when something first listens (the AgentNav island, which only agents load).
 */

export interface AgentNavState {
  status: 'idle' | 'loading' | 'success' | 'failure';
  items: NavigationItem[];
  error?: string;
}

export const AGENT_NAV_BEFORE_START: AgentNavState = { status: 'idle', items: [] };
export const $agentNav = atom<AgentNavState>(AGENT_NAV_BEFORE_START);

export interface AgentNavEnvironment {
  fetchAgentNavigation: () => Promise<NavigationItem[]>;
  storage: StorageAccess;
}

async function fetchBrowserNavigation(): Promise<NavigationItem[]> {
  const [{ fetchAgentNavigation }, { browserApi }] = await Promise.all([import('../api/user.ts'), import('../api/browser.ts')]);
  return fetchAgentNavigation(browserApi());
}

let environment: AgentNavEnvironment = { fetchAgentNavigation: fetchBrowserNavigation, storage: browserLocalStorage };

/** Tests hand in their own calls and storage. */
export function setAgentNavEnvironment(next: Partial<AgentNavEnvironment>): void {
  environment = { ...environment, ...next };
}

let run = 0;

function load(): Promise<void> {
  const mine = ++run;
  $agentNav.set({ status: 'loading', items: [] });
  return task(async () => {
    try {
      const items = await environment.fetchAgentNavigation();
      if (mine === run) $agentNav.set({ status: 'success', items });
    } catch (error) {
      console.error('The agent navigation failed to load.', error);
      if (mine === run) $agentNav.set({ status: 'failure', items: [], error: failureMessage(error) });
    }
  });
}

onMount($agentNav, () =>
  $user.subscribe((user) => {
    if (user.status === 'success' && user.permissions.seesAgentNav) {
      if ($agentNav.get().status === 'idle') void load();
    } else if (user.status === 'anonymous' || user.status === 'success') {
      // Logged out, or not an agent: nothing to show.
      run++;
      $agentNav.set(AGENT_NAV_BEFORE_START);
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
