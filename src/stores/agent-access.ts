import { computed, type ReadableAtom } from 'nanostores';
import { pageAccess, type AccessFacts, type PageAccess } from '../site/agent-access.ts';
import { $agentNav } from './agent-nav.ts';
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
