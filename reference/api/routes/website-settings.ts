import { requireRead } from '../agent-access.ts';
import { agencyRoute, ok, validate, type Route } from '../router.ts';
import { settingsOf, websiteSettingsSchema, withSettings } from '../website-settings.ts';

/** The agent-area page these calls serve; its read flag (SPEC §2.11, §6) guards every one. */
const PAGE = '/settings/website/';
const PATH = '/api/agency/website-settings';

/** SPEC §2.7, §2.8, §2.12: the Website settings page reads, saves and follows its publishing. */
export const websiteSettingsRoutes: Route[] = [
  agencyRoute('GET', PATH, (ctx) => {
    requireRead(ctx, PAGE);
    return ok({ data: settingsOf(ctx.agency) });
  }),
  agencyRoute('PUT', PATH, async (ctx) => {
    requireRead(ctx, PAGE);
    const settings = validate(websiteSettingsSchema, await ctx.body());
    // Onto the record as it is now, not as it was when the request came in: another setting saved
    // while this body was read (the theme, the booking menu) stays saved.
    ctx.store.updateAgency(ctx.agency.subdomain, (record) => withSettings(record, settings));
    // The static site is built from these: the watcher rebuilds it (rebuild-notifier.ts).
    ctx.store.siteChanges.changed(ctx.agency.subdomain);
    return ok({ data: settingsOf(ctx.store.agency(ctx.agency.subdomain)!) });
  }),
  agencyRoute('GET', `${PATH}/publishing`, async (ctx) => {
    requireRead(ctx, PAGE);
    return ok({ data: { state: await ctx.store.publishing(ctx.agency.subdomain) } });
  }),
];
