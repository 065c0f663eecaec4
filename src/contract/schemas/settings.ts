import * as z from 'zod/mini';
import { accountProfileSchema } from '../../api/account.ts';
import { dataList, dataOf } from '../../api/envelopes.ts';
import { currentPaymentSchema } from '../../api/payment.ts';
import { agencySchema, BOOKING_SERVICES, bookingMenuItemSchema } from '../../tenant/agency.ts';
import { FAQ_QUESTION_MIN_EXCLUSIVE } from '../../tenant/content.ts';
import { HEX_COLOUR } from '../../tenant/theme.ts';

/*
 * The agent area's settings (SPEC §2.3 /settings/agency, /settings/website/, /settings/payment,
 * /settings/product, /settings/profile; §2.11 Customize Theme): SPEC §7 names no such calls, so the
 * paths and shapes are the storefront's proposal, as reference/apps/main-settings.js and
 * main-website.js send and read them. Each is refused (403) to a role whose navigation item for
 * the page is greyed (SPEC §2.11, §6); a 400 names each field at fault and saves nothing.
 */

const described = <T extends z.ZodMiniType>(schema: T, text: string) => schema.check(z.describe(text)) as T;

/** SPEC §6 agency markup: a percent 0–100 with at most two decimals, sent as typed or as a number. */
const percentInput = described(
  z.union([z.number().check(z.gte(0), z.lte(100)), z.string().check(z.regex(/^\s*\d+(\.\d{1,2})?\s*$/))]),
  'Percent 0–100, at most 2 decimals.',
);
export const markupSchema = z.object({ service: z.enum(BOOKING_SERVICES), percent: z.number().check(z.gte(0), z.lte(100)) });
export const markupListAnswer = dataList(markupSchema);
export const markupsRequest = z.object({
  markups: described(
    z.object(Object.fromEntries(BOOKING_SERVICES.map((service) => [service, percentInput])) as Record<(typeof BOOKING_SERVICES)[number], typeof percentInput>),
    'One percent per service; a 400 names `markups.Hotels` and so on.',
  ),
});

/** An https picture, or a `/media/` picture of the API itself. */
const picture = described(z.string().check(z.minLength(1)), 'An https URL, or a /media/ path of the API (as a path or as the absolute URL its answers give).');
/** SPEC §4 Theme: the text colour the threshold rule puts on the primary colour must reach WCAG AA (4.5:1). */
export const themeRequest = z.object({
  primaryColor: described(z.string().check(z.trim(), z.regex(HEX_COLOUR)), 'A hex colour whose SPEC §4 text colour (threshold 127.5) has at least 4.5:1 contrast on it; else 400 naming the ratio.'),
  logo: picture,
  logoMobile: z.optional(z.union([z.literal(''), z.null(), picture])),
});
export const agencyAnswerOfSettings = dataOf(agencySchema);

export const paymentGatewayListAnswer = dataList(z.object({ id: z.string().check(z.minLength(1)), name: z.string().check(z.minLength(1)) }));
export const paymentGatewayRequest = z.object({
  gateway: described(z.string().check(z.minLength(1)), 'One of the ids of GET /api/agency/payment-gateways.'),
  isTestMode: z.boolean(),
});
export const currentPaymentAnswerOfSettings = dataOf(currentPaymentSchema);

/** SPEC §2.6, §2.9, §3 booking menu: every service of the agency's menu, at least one active. */
export const bookingMenuRequest = z.object({
  items: described(
    z.array(z.object({ title: z.enum(BOOKING_SERVICES), active: z.boolean() })),
    "Every service of the agency's menu once (its order is kept); at least one stays active.",
  ),
});
export const bookingMenuAnswer = dataList(bookingMenuItemSchema);

/** SPEC §2.3 /settings/profile: the agent's own name. */
const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(50));
export const agentProfileRequest = z.object({ firstName: name, lastName: name });
export const agentProfileAnswer = dataOf(accountProfileSchema);

/** SPEC §2.12: the social networks of the footer, in its order. */
export const SOCIAL_NETWORKS = ['linkedin', 'instagram', 'facebook', 'twitter', 'youtube', 'discord', 'tiktok'] as const;
/** Longest values the page takes: large enough for real pages, small enough for one request. */
export const WEBSITE_LIMITS = { title: 80, headerMessage: 300, question: 200, answer: 5_000, content: 20_000, legal: 50_000, url: 300, questions: 50 } as const;
const upTo = (max: number) => z.string().check(z.maxLength(max));
const socialLink = described(
  z.union([z.literal(''), z.url({ protocol: /^https$/ }).check(z.maxLength(WEBSITE_LIMITS.url))]),
  'Empty for none, else an https:// address.',
);

/** SPEC §2.7 About Us, §2.8 FAQ, §2.12 legal texts and social links, as Website settings edits them. */
export const websiteSettingsSchema = z.object({
  aboutUs: z.object({ isEnabled: z.boolean(), title: upTo(WEBSITE_LIMITS.title), content: described(upTo(WEBSITE_LIMITS.content), 'Agency HTML.') }),
  faq: z.object({
    isEnabled: z.boolean(),
    headerMessage: upTo(WEBSITE_LIMITS.headerMessage),
    questions: z
      .array(
        z.object({
          question: described(upTo(WEBSITE_LIMITS.question), `SPEC §5, §9: longer than ${FAQ_QUESTION_MIN_EXCLUSIVE} characters.`),
          answer: described(upTo(WEBSITE_LIMITS.answer).check(z.minLength(1)), 'Agency HTML, not empty.'),
        }),
      )
      .check(z.maxLength(WEBSITE_LIMITS.questions)),
  }),
  legal: described(
    z.object({ privacyPolicy: upTo(WEBSITE_LIMITS.legal), cookiesPolicy: upTo(WEBSITE_LIMITS.legal), disclaimer: upTo(WEBSITE_LIMITS.legal) }),
    'Agency HTML behind the footer links (SPEC §2.12); empty hides the link.',
  ),
  social: z.object(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, socialLink])) as Record<(typeof SOCIAL_NETWORKS)[number], typeof socialLink>),
});
export const websiteSettingsAnswer = dataOf(websiteSettingsSchema);

/** What became of the site's newest saved change: rebuilt and live, still publishing, failed, or no rebuild wired. */
export const PUBLISHING_STATES = ['publishing', 'live', 'failed', 'off'] as const;
export const publishingAnswer = dataOf(z.object({ state: z.enum(PUBLISHING_STATES) }));
