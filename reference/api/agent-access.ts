import { currentUser } from './current-user.ts';
import { agentNavigation } from '../demo/navigation.ts';
import type { AgencyRecord, DemoUser } from '../demo/types.ts';
import { HttpError, type AgencyContext } from './router.ts';

/*
 * SPEC §6, §2.11: who may read an agent-area page is said once, by the read flag of its side-
 * navigation item (demo/navigation.ts). The API refuses the page's calls by the same flag, so a
 * typed URL or a direct call gets no more than the greyed item shows.
 */

type NavItem = ReturnType<typeof agentNavigation>[number];

/** The side-navigation item a site path belongs to: the longest item path it starts with. */
export function navigationItemOf(items: readonly NavItem[], path: string): { path: string; read: boolean } | undefined {
  const flat = items.flatMap((item) => [item, ...('children' in item && item.children ? item.children : [])]);
  const trimmed = (p: string) => p.replace(/\/+$/, '');
  const target = trimmed(path);
  let best: { path: string; read: boolean } | undefined;
  for (const item of flat) {
    if (!item.path.startsWith('/')) continue;
    const base = trimmed(item.path);
    if (target !== base && !target.startsWith(`${base}/`)) continue;
    // An equal path wins over its group; among equals the first readable one (Wallet and Details share theirs).
    if (!best || base.length > trimmed(best.path).length || (base.length === trimmed(best.path).length && item.read && !best.read)) best = item;
  }
  return best;
}

/** Whether a user may read the agent-area page at `path`: only travel agents, and only with the item's read flag. */
export function canRead(record: AgencyRecord, user: DemoUser, path: string): boolean {
  if (!user.isTravelAgent) return false;
  const item = navigationItemOf(agentNavigation(record, user), path);
  return item?.read ?? false;
}

/** 401 without a user; 403 'You do not have access to this page' without read permission on `path`. */
export function requireRead(ctx: AgencyContext, path: string): DemoUser {
  const user = currentUser(ctx);
  if (!user) throw new HttpError(401, 'auth.unauthorized');
  if (!canRead(ctx.agency, user, path)) throw new HttpError(403, 'auth.noAccess');
  return user;
}
