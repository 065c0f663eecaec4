import { z } from 'zod';
import { profileOf, requireUser } from '../current-user.ts';
import { agencyRoute, HttpError, ok, queryOf, validate, type Route } from '../router.ts';

/*
 * The agent area's user pages (SPEC §2.3 /users/agents/view/{id}, /users/clients) read the
 * agency's users here (the markup is in agency-settings.ts). SPEC §7 names no such call: the path is ours. Travel agents only (SPEC §6);
 * a customer gets 403.
 */

const usersQuery = z.object({ type: z.enum(['agents', 'clients'], { error: 'type must be agents or clients' }) });

export const agencyUserRoutes: Route[] = [
  agencyRoute('GET', '/api/agency/users', (ctx) => {
    const user = requireUser(ctx);
    if (!user.isTravelAgent) throw new HttpError(403, 'Only travel agents can see the agency users');
    const { type } = validate(usersQuery, queryOf(ctx.url));
    const users = ctx.store.accounts
      .all()
      .map((account) => account.user)
      .filter((u) => u.agency === ctx.agency.subdomain && u.isTravelAgent === (type === 'agents'));
    return ok({ data: users.map((u) => profileOf(u, ctx.store)) });
  }),
];
