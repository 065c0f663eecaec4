import { z } from 'zod';
import { BOOKING_SERVICES } from '../../../src/tenant/agency.ts';
import { contrastRatio, HEX_COLOUR, parseHexColour, thresholdTextColour } from '../../../src/tenant/theme.ts';
import { requireRead } from '../agent-access.ts';
import { profileOf } from '../current-user.ts';
import { MARKUP_SERVICES } from '../demo/markups.ts';
import { PAYMENT_GATEWAYS } from '../payments.ts';
import { agencyRoute, HttpError, ok, validate, type AgencyContext, type Route } from '../router.ts';

/*
 * The agent area's settings (SPEC §2.11 Settings: Markup, Profile, Payment, Product; Customize
 * Theme). SPEC §7 names no such calls: the paths are ours. Each call is refused (403) to a role
 * whose side-navigation item for the page is greyed (agent-access.ts), so a SalesAgent cannot
 * save what the navigation does not offer. A 400 names each field's problem; nothing is saved then.
 */

/** WCAG 2.x AA for normal text. */
export const AA_CONTRAST = 4.5;

/** A percent 0–100 with at most two decimals; the form sends what was typed, as text or number. */
const percent = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const problem = (message: string) => {
    ctx.issues.push({ code: 'custom', message, input: value });
    return z.NEVER;
  };
  if (!/^-?\d+(\.\d+)?$/.test(text)) return problem('must be a number');
  const number = Number(text);
  if (!Number.isFinite(number) || number < 0 || number > 100) return problem('must be between 0 and 100');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return problem('must have at most 2 decimals');
  return number;
});

const markupsBody = z.object({
  markups: z.object(Object.fromEntries(MARKUP_SERVICES.map((service) => [service, percent])) as Record<(typeof MARKUP_SERVICES)[number], typeof percent>),
});

/** An https picture, or one of this API's own /media/ pictures (as a path, or as the absolute URL its answers give). */
function picture(ctx: AgencyContext) {
  return z.string().transform((value, issue) => {
    const text = value.trim();
    if (/^\/media\/[\w-]+(?:\/[\w.-]+)*$/.test(text) && !text.includes('..')) return text;
    let url: URL | undefined;
    try {
      url = new URL(text);
    } catch {
      url = undefined;
    }
    if (url && url.protocol === 'http:' && url.host === ctx.req.headers.host && url.pathname.startsWith('/media/') && !url.search) return url.pathname;
    if (url && url.protocol === 'https:' && url.hostname) return url.href;
    issue.issues.push({ code: 'custom', message: 'must be an https URL or a /media/ path', input: value });
    return z.NEVER;
  });
}


/** SPEC §4 Theme: the text the rule puts on the colour must reach AA, or the colour is refused with its ratio. */
export function contrastProblem(primaryColor: string): string | undefined {
  const rgb = parseHexColour(primaryColor);
  const text = thresholdTextColour(rgb);
  const ratio = contrastRatio(rgb, parseHexColour(text));
  if (ratio >= AA_CONTRAST) return undefined;
  const name = text === '#000000' ? 'black' : 'white';
  return `${name} text on ${primaryColor} has a contrast ratio of ${(Math.floor(ratio * 100) / 100).toFixed(2)}:1; WCAG AA needs at least ${AA_CONTRAST}:1`;
}

/** A hex colour whose text reaches the contrast the API asks for (checked with the other fields, before anything is saved). */
const colour = z
  .string({ error: 'Required' })
  .trim()
  .regex(HEX_COLOUR, 'must be a hex colour such as #1a73e8')
  .superRefine((value, issue) => {
    const problem = HEX_COLOUR.test(value) ? contrastProblem(value) : undefined;
    if (problem) issue.addIssue({ code: 'custom', message: problem });
  });

const themeBody = (ctx: AgencyContext) =>
  z.object({ primaryColor: colour, logo: picture(ctx), logoMobile: z.union([z.literal(''), z.null(), picture(ctx)]).optional() });

const gatewayIds = PAYMENT_GATEWAYS.map((g) => g.id) as [string, ...string[]];
const paymentBody = z.object({
  gateway: z.enum(gatewayIds, { error: `must be one of ${gatewayIds.join(', ')}` }),
  isTestMode: z.boolean({ error: 'must be true or false' }),
});

const bookingMenuBody = z.object({
  items: z
    .array(z.object({ title: z.enum(BOOKING_SERVICES, { error: `must be one of ${BOOKING_SERVICES.join(', ')}` }), active: z.boolean({ error: 'must be true or false' }) }))
    .refine((items) => items.some((item) => item.active), 'At least one service must stay active')
    .refine((items) => new Set(items.map((item) => item.title)).size === items.length, 'Each service may be listed once'),
});

const name = (what: string) => z.string({ error: `${what} is required` }).trim().min(1, `${what} is required`).max(50, `${what} must be at most 50 characters`);
const profileBody = z.object({ firstName: name('First name'), lastName: name('Last name') });

export const agencySettingRoutes: Route[] = [
  agencyRoute('GET', '/api/agency/markups', (ctx) => {
    requireRead(ctx, '/settings/agency');
    return ok({ data: ctx.store.markups.of(ctx.agency.subdomain) });
  }),
  agencyRoute('PUT', '/api/agency/markups', async (ctx) => {
    requireRead(ctx, '/settings/agency');
    const { markups } = validate(markupsBody, await ctx.body());
    const saved = MARKUP_SERVICES.map((service) => ({ service, percent: markups[service] }));
    ctx.store.markups.save(ctx.agency.subdomain, saved);
    return ok({ data: saved });
  }),

  agencyRoute('PUT', '/api/agency/theme', async (ctx) => {
    requireRead(ctx, '/settings/website/theme');
    const { primaryColor, logo, logoMobile } = validate(themeBody(ctx), await ctx.body());
    const record = ctx.store.updateAgency(ctx.agency.subdomain, (r) => ({ ...r, agency: { ...r.agency, primaryColor, logo, logoMobile: logoMobile || undefined } }));
    // The static site is built from the agency data (site-changes.ts).
    ctx.store.siteChanges.changed(record.subdomain);
    return ok({ data: record.agency });
  }),

  agencyRoute('GET', '/api/agency/payment-gateways', (ctx) => {
    requireRead(ctx, '/settings/payment');
    return ok({ data: PAYMENT_GATEWAYS });
  }),
  agencyRoute('PUT', '/api/agency/payment-gateway', async (ctx) => {
    requireRead(ctx, '/settings/payment');
    const { gateway, isTestMode } = validate(paymentBody, await ctx.body());
    const chosen = PAYMENT_GATEWAYS.find((g) => g.id === gateway)!;
    const record = ctx.store.updateAgency(ctx.agency.subdomain, (r) => {
      // A publishable key belongs to one gateway in one mode: another choice drops it.
      const same = r.payment.currentGateway === chosen.id && r.payment.isTestMode === isTestMode;
      const { publishableKey, ...payment } = r.payment;
      return {
        ...r,
        agency: { ...r.agency, currentGateway: chosen.id, currentPaymentGateway: chosen.name },
        payment: { ...payment, currentGateway: chosen.id, currentPaymentGateway: chosen.name, isTestMode, ...(same && publishableKey ? { publishableKey } : {}) },
      };
    });
    // SPEC §3 agency data names the gateway too.
    ctx.store.siteChanges.changed(record.subdomain);
    return ok({ data: record.payment });
  }),

  agencyRoute('PUT', '/api/agency/booking-menu', async (ctx) => {
    requireRead(ctx, '/settings/product');
    const { items } = validate(bookingMenuBody, await ctx.body());
    const known = ctx.agency.agency.bookingMenuItemOptions.map((item) => item.title);
    const missing = known.filter((title) => !items.some((item) => item.title === title));
    if (missing.length || items.length !== known.length) throw new HttpError(400, 'Invalid request', { items: [`must list every service of the menu: ${known.join(', ')}`] });
    // The agency's own order stays; only the flags change.
    const active = new Map(items.map((item) => [item.title, item.active]));
    const record = ctx.store.updateAgency(ctx.agency.subdomain, (r) => ({
      ...r,
      agency: { ...r.agency, bookingMenuItemOptions: r.agency.bookingMenuItemOptions.map((item) => ({ title: item.title, active: active.get(item.title as (typeof BOOKING_SERVICES)[number]) ?? item.active })) },
    }));
    // Book Now and the deal tabs are built from the booking menu (SPEC §2.6, §3).
    ctx.store.siteChanges.changed(record.subdomain);
    return ok({ data: record.agency.bookingMenuItemOptions });
  }),

  agencyRoute('PUT', '/api/agent/profile', async (ctx) => {
    const user = requireRead(ctx, '/settings/profile');
    const { firstName, lastName } = validate(profileBody, await ctx.body());
    const account = ctx.store.accounts.byId(user.id)!;
    await ctx.store.accounts.rename(account, firstName, lastName);
    return ok({ data: profileOf(account.user, ctx.store) });
  }),
];
