import type { NavigationItem } from '../api/navigation.ts';
import type { AgentSetting } from '../roles/permissions.ts';
import { AGENT_SETTINGS } from '../roles/permissions.ts';
import { isAgentArea, startsWithPath, trimmed } from './agent-area.ts';

/*
 * SPEC §6, §2.11: who may open an agent-area page is said by the side navigation. A route belongs
 * to the item whose path is the longest one the route starts with (segment by segment; the
 * reference API has the same rule, reference/api/agent-access.ts); the page opens only
 * when that item has read permission, and a SalesAgent's disabled settings count as unreadable
 * (permissions.disabledSettings), as the sidebar greys them. Pure; the remote-app island shows
 * the "no access" page (src/stores/agent-access.ts, src/stores/remote-page-access.ts).
 */

export { AGENT_AREA_ROOTS, COMMAND_CENTER, isAgentArea } from './agent-area.ts';

export interface RouteItem {
  label: string;
  path: string;
  read: boolean;
  /** The group the item is in (Settings, Wallet). */
  group?: string;
}

/**
 * The side-navigation item a route belongs to: the longest item path the route starts with. Among
 * items of the same path (Wallet and its Details) a readable one wins. External items never match.
 */
export function navigationItemOf(items: readonly NavigationItem[], route: string): RouteItem | undefined {
  const flat: RouteItem[] = items.flatMap((item) => [
    { label: item.label, path: item.path, read: item.read },
    ...(item.children ?? []).map((child) => ({ label: child.label, path: child.path, read: item.read && child.read, group: item.label })),
  ]);
  const target = trimmed(route);
  let best: RouteItem | undefined;
  for (const item of flat) {
    if (!item.path.startsWith('/')) continue;
    const base = trimmed(item.path);
    if (!startsWithPath(target, base)) continue;
    const length = base.length;
    const bestLength = best ? trimmed(best.path).length : -1;
    if (length > bestLength || (length === bestLength && item.read && !best!.read)) best = item;
  }
  return best;
}

const isSetting = (label: string): label is AgentSetting => (AGENT_SETTINGS as readonly string[]).includes(label);

/** SPEC §6: whether an agent with this navigation may open the route; a route no item covers is not theirs. */
export function canReadRoute(items: readonly NavigationItem[], route: string, disabledSettings: readonly AgentSetting[]): boolean {
  const item = navigationItemOf(items, route);
  if (!item || !item.read) return false;
  return !(item.group === 'Settings' && isSetting(item.label) && disabledSettings.includes(item.label));
}

/**
 * What the visitor gets on a page: 'open' mounts the page's app; 'wait' mounts nothing yet (the
 * profile or the navigation list is not known); 'failed' mounts nothing and shows SPEC §4's
 * failure state with a retry, since the navigation list that decides it could not be loaded;
 * 'no-access-agent' and 'no-access-customer' show the "no access" page with the way back
 * (Command Center, or My Trips and home).
 */
export type PageAccess = 'open' | 'wait' | 'failed' | 'no-access-agent' | 'no-access-customer';

export interface AccessFacts {
  /** The user store's status: 'anonymous', 'loading', 'success'… */
  user: 'anonymous' | 'known-agent' | 'known-other' | 'unknown';
  navigation: 'idle' | 'loading' | 'success' | 'failure';
  items: readonly NavigationItem[];
  disabledSettings: readonly AgentSetting[];
}

/**
 * SPEC §6 on a route. A logged-out visitor is the log-in guard's (src/client/access.ts); a customer
 * never opens the agent area; an agent opens it by read permission, once the list has loaded.
 */
export function pageAccess(route: string, facts: AccessFacts): PageAccess {
  if (!isAgentArea(route) || facts.user === 'anonymous') return 'open';
  if (facts.user === 'unknown') return 'wait';
  if (facts.user === 'known-other') return 'no-access-customer';
  if (facts.navigation === 'failure') return 'failed';
  if (facts.navigation !== 'success') return 'wait';
  return canReadRoute(facts.items, route, facts.disabledSettings) ? 'open' : 'no-access-agent';
}
