import { atom, computed, type ReadableAtom } from 'nanostores';
import { isAgentArea, pageAccess, type AccessFacts, type PageAccess } from '../site/agent-access.ts';
import { stripLanguage } from '../i18n/language-prefix.ts';
import { $agentNav, retryAgentNav } from './agent-nav.ts';
import { $user } from './user.ts';
import type { UserState } from '../roles/user-state.ts';

/*
 * SPEC §6, §2.11: the read permission of an agent-area page, enforced where the page mounts. The
 * facts come from the user store and the navigation list (src/stores/agent-nav.ts, which a
 * listener of this store loads); the rule is src/site/agent-access.ts.
 */

function userFact(user: UserState): AccessFacts['user'] {
  if (user.status === 'anonymous') return 'anonymous';
  if (user.status !== 'success' || !user.profile) return 'unknown';
  return user.permissions.seesAgentNav ? 'known-agent' : 'known-other';
}

/** The access to `route` (a path without language prefix), following the user and the list. */
export function pageAccessOf(route: string): ReadableAtom<PageAccess> {
  return computed([$user, $agentNav], (user, nav) =>
    pageAccess(route, { user: userFact(user), navigation: nav.status, items: nav.items, disabledSettings: user.permissions.disabledSettings }),
  );
}

const OPEN: ReadableAtom<PageAccess> = atom<PageAccess>('open');

/** SPEC §6: the access to this page's remote app: the main app's agent-area pages by read permission; every other page is open. */
export function remotePageAccess(app: string, pathname = globalThis.location?.pathname): ReadableAtom<PageAccess> {
  if (app !== 'main' || pathname === undefined) return OPEN;
  const { route } = stripLanguage(pathname);
  return isAgentArea(route) ? pageAccessOf(route) : OPEN;
}

/** SPEC §4 Async lists: the failed page's retry loads the navigation list that decides its access again. */
export function retryPageAccess(): Promise<void> {
  return retryAgentNav();
}
