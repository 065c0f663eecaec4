import { z } from 'zod';
import { BOOKING_SERVICES } from '../../../src/contract/schemas/storefront.ts';
import { contrastRatio, parseHexColour, thresholdTextColour } from '../../../src/contract/rules.ts';
import { requireRead } from '../agent-access.ts';
import { profileOf } from '../current-user.ts';
import { MARKUP_SERVICES } from '../../demo/markups.ts';
import { PAYMENT_GATEWAYS } from '../payments.ts';
import {
  AA_CONTRAST,
  colourProblem,
  gatewayProblem,
  MARKUP_DECIMALS,
  MARKUP_MAX,
  MARKUP_MIN,
  menuProblems,
  NAME_MAX,
  nameProblem,
  percentOf,
  percentProblem,
  pictureOf,
  testModeProblem,
  type MenuProblem,
  type Measure,
  type PercentProblem,
} from '../../rules/settings-rules.js';
import { agencyRoute, HttpError, ok, validate, type AgencyContext, type Route } from '../router.ts';

/*
 * The agent area's settings (SPEC §2.11 Settings: Markup, Profile, Payment, Product; Customize
 * Theme). SPEC §7 names no such calls: the paths are ours. Each call is refused (403) to a role
 * whose side-navigation item for the page is greyed (agent-access.ts), so a SalesAgent cannot
 * save what the navigation does not offer. A 400 names each field's problem; nothing is saved then.
 */

/** The API's English words for each problem the shared rules (reference/rules/settings-rules.js) find. */
const PERCENT_MESSAGES: Record<PercentProblem, string> = {
  number: 'must be a number',
  range: `must be between ${MARKUP_MIN} and ${MARKUP_MAX}`,
  decimals: `must have at most ${MARKUP_DECIMALS} decimals`,
};

/** A percent 0–100 with at most two decimals; the form sends what was typed, as text or number. */
const percent = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const problem = percentProblem(value);
  if (!problem) return percentOf(value);
  ctx.issues.push({ code: 'custom', message: PERCENT_MESSAGES[problem], input: value });
  return z.NEVER;
});

const markupsBody = z.object({
  markups: z.object(Object.fromEntries(MARKUP_SERVICES.map((service) => [service, percent])) as Record<(typeof MARKUP_SERVICES)[number], typeof percent>),
});

/** An https picture, or one of this API's own /media/ pictures (as a path, or as the absolute URL its answers give). */
function picture(ctx: AgencyContext) {
  return z.string().transform((value, issue) => {
    const saved = pictureOf(value, ctx.req.headers.host);
    if (saved !== undefined) return saved;
    issue.issues.push({ code: 'custom', message: 'must be an https URL or a /media/ path', input: value });
    return z.NEVER;
  });
}

/** SPEC §4 Theme: the API measures with the shell's own rule (src/tenant/theme.ts). */
const measure: Measure = (hex) => {
  const rgb = parseHexColour(hex);
  const text = thresholdTextColour(rgb);
  return { text, ratio: contrastRatio(rgb, parseHexColour(text)) };
};

/** SPEC §4 Theme: the text the rule puts on the colour must reach AA, or the colour is refused with its ratio. */
export function contrastProblem(primaryColor: string): string | undefined {
  const problem = colourProblem(primaryColor, measure);
  if (problem?.code !== 'contrast') return undefined;
  return `${problem.text} text on ${primaryColor} has a contrast ratio of ${problem.ratio.toFixed(2)}:1; WCAG AA needs at least ${AA_CONTRAST}:1`;
}

/** A hex colour whose text reaches the contrast the API asks for (checked with the other fields, before anything is saved). */
const colour = z
  .string({ error: 'Required' })
  .trim()
  .superRefine((value, issue) => {
    const problem = colourProblem(value, measure);
    if (problem?.code === 'colour') issue.addIssue({ code: 'custom', message: 'must be a hex colour such as #1a73e8' });
    if (problem?.code === 'contrast') issue.addIssue({ code: 'custom', message: contrastProblem(value)! });
  });

const themeBody = (ctx: AgencyContext) =>
  z.object({ primaryColor: colour, logo: picture(ctx), logoMobile: z.union([z.literal(''), z.null(), picture(ctx)]).optional() });

const gatewayIds = PAYMENT_GATEWAYS.map((g) => g.id);
/** A field the shared rules check, with the API's English message for its problem. */
const checked = <T>(problemOf: (value: unknown) => string | undefined, message: string) =>
  z.unknown().superRefine((value, issue) => {
    if (problemOf(value)) issue.addIssue({ code: 'custom', message });
  }) as unknown as z.ZodType<T>;
const paymentBody = z.object({
  gateway: checked<string>((value) => gatewayProblem(value, gatewayIds), `must be one of ${gatewayIds.join(', ')}`),
  isTestMode: checked<boolean>(testModeProblem, 'must be true or false'),
});

const MENU_MESSAGES: Record<MenuProblem, string> = {
  active: 'At least one service must stay active',
  twice: 'Each service may be listed once',
};
const bookingMenuBody = z.object({
  items: z
    .array(z.object({ title: z.enum(BOOKING_SERVICES, { error: `must be one of ${BOOKING_SERVICES.join(', ')}` }), active: z.boolean({ error: 'must be true or false' }) }))
    .superRefine((items, issue) => {
      for (const problem of menuProblems(items)) issue.addIssue({ code: 'custom', message: MENU_MESSAGES[problem] });
    }),
});

const name = (what: string) =>
  z
    .unknown()
    .superRefine((value, issue) => {
      const problem = nameProblem(value);
      if (problem) issue.addIssue({ code: 'custom', message: problem === 'required' ? `${what} is required` : `${what} must be at most ${NAME_MAX} characters` });
    })
    .transform((value) => (value as string).trim());
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
    if (missing.length || items.length !== known.length) throw new HttpError(400, 'request.invalid', { items: [{ id: 'settings.menu.every', params: { services: known.join(', ') } }] });
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
