import { z } from 'zod';
import { requireRead } from '../agent-access.ts';
import { profileOf, requireUser } from '../current-user.ts';
import { agencyRoute, HttpError, ok, queryOf, validate, type Route } from '../router.ts';

/*
 * The agent area's user pages (SPEC §2.3 /users/agents/view/{id}, /users/clients) read the
 * agency's users here (the markup is in agency-settings.ts). SPEC §7 names no such call: the path is ours. Travel agents only (SPEC §6);
 * a customer gets 403, and so does an agent without read permission on the list's page.
 */

const usersQuery = z.object({ type: z.enum(['agents', 'clients'], { error: 'type must be agents or clients' }) });

export const agencyUserRoutes: Route[] = [
  agencyRoute('GET', '/api/agency/users', (ctx) => {
    const { type } = validate(usersQuery, queryOf(ctx.url));
    // The page each list serves says who may read it (agent-access.ts): Agents only its managers.
    requireRead(ctx, type === 'agents' ? '/users/agents' : '/users/clients');
    const users = ctx.store.accounts
      .all()
      .map((account) => account.user)
      .filter((u) => u.agency === ctx.agency.subdomain && u.isTravelAgent === (type === 'agents'));
    return ok({ data: users.map((u) => profileOf(u, ctx.store)) });
  }),
];
