import { businessInfoSubmit } from '../../../src/contract/schemas/storefront.ts';
import { requireUser } from '../current-user.ts';
import { agencyRoute, ok, validate, type Route } from '../router.ts';

/** SPEC §6: the business info belongs to the agency's owner and admins. */
const MANAGERS = ['AgencyOwner', 'Admin'];
const PATH = '/api/agency/business-info';

export const businessInfoRoutes: Route[] = [
  agencyRoute('GET', PATH, async (ctx) => {
    requireUser(ctx, MANAGERS);
    return ok({ data: await ctx.store.businessInfo(ctx.agency) });
  }),
  agencyRoute('POST', PATH, async (ctx) => {
    requireUser(ctx, MANAGERS);
    const info = validate(businessInfoSubmit, await ctx.body());
    await ctx.store.saveBusinessInfo(ctx.agency.subdomain, info);
    return ok({ data: info });
  }),
];
