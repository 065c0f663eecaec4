import * as z from 'zod/mini';
import type { ApiClient } from './client.ts';
import { dataOf } from './envelopes.ts';
import { countryCode, requiredEmail } from '../validation/fields.ts';

/** SPEC §9 annual volume options. */
export const BOOKING_VOLUMES = ['$0 just getting started', 'Under $100k', '$100k - $500k', '$500k - $1M', '$1M+'] as const;
/** SPEC §9 business usage options. */
export const BUSINESS_USAGES = ['B2C website', 'B2B for clients', 'API integration'] as const;
/** SPEC §9 booking engines; SPEC §5: choosing All selects every one. */
export const BOOKING_ENGINES = ['Resorts', 'Hotels', 'Flights', 'Cars', 'Activities', 'Cruises'] as const;
/** SPEC §9 heard-about options. */
export const HEARD_ABOUT = ['Social Media', 'Peer referral', 'Google', 'Customer Support Manager', 'Other'] as const;
export const SOCIAL_PLATFORMS = ['LinkedIn', 'Instagram', 'Facebook', 'TikTok', 'Twitter'] as const;
/** SPEC §9 names eight customer support managers without listing them; these stand in. */
export const SUPPORT_MANAGERS = [
  'Ava Thompson',
  'Bilal Khan',
  'Carmen Ruiz',
  'David Okafor',
  'Elena Petrova',
  'Farah Haddad',
  'Gustav Lindqvist',
  'Hana Suzuki',
] as const;

/** SPEC §8 toasts after a submit. */
export const BUSINESS_INFO_SUBMITTED = 'Business information submitted successfully';
export const BUSINESS_INFO_FAILED = 'Error submitting business information. Please try again.';

const text = z.pipe(z.nullish(z.string()), z.transform((value) => value?.trim() ?? ''));

/** SPEC §3 Business info as the API answers it; an agency without it has an empty contactEmailId. */
export const businessInfoSchema = z.object({
  contactEmailId: text,
  contactPhoneNumber: text,
  hearBy: text,
  hearByName: text,
  hqCountry: text,
  bookingVolume: text,
  useForBusiness: text,
  /** Comma-joined booking engines (SPEC §3). */
  productInterested: text,
});
export type BusinessInfo = z.output<typeof businessInfoSchema>;

/** SPEC §4: the modal opens for an AgencyOwner whose business info has no contact e-mail. */
export const needsBusinessInfo = (info: Pick<BusinessInfo, 'contactEmailId'> | null | undefined) => !info?.contactEmailId;

/** A required pick from a fixed list: 'X is required' when empty, the options when wrong. */
function requiredChoice<const T extends readonly [string, ...string[]]>(options: T, label: string) {
  return z.enum(options, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? `${label} is required` : `must be one of: ${options.join(', ')}`),
  });
}

/** Splits, trims and orders a comma-joined engine list; `All` stands for every engine (SPEC §5). */
export function parseEngines(value: string): string[] {
  const picked = new Set(value.split(',').map((item) => item.trim()).filter(Boolean));
  if (picked.has('All')) return [...BOOKING_ENGINES];
  return [...BOOKING_ENGINES.filter((engine) => picked.has(engine)), ...[...picked].filter((item) => !(BOOKING_ENGINES as readonly string[]).includes(item))];
}

/** The form fields one by one, so the form can validate a field on blur (SPEC §5). */
export const businessInfoFields = {
  contactEmailId: requiredEmail,
  contactPhoneNumber: z.pipe(
    z.optional(z.string().check(z.trim(), z.regex(/^$|^\+?[0-9][0-9 ()-]{5,19}$/, 'Please enter a valid phone number'))),
    z.transform((value) => value ?? ''),
  ),
  hqCountry: z.pipe(
    z.string({ error: 'Headquarters country is required' }).check(z.trim(), z.minLength(1, { error: 'Headquarters country is required', abort: true })),
    countryCode,
  ),
  productInterested: z.pipe(
    z.string({ error: 'Choose at least one booking engine' }),
    z.transform((value: string, ctx) => {
      const engines = parseEngines(value);
      const unknown = engines.filter((item) => !(BOOKING_ENGINES as readonly string[]).includes(item));
      if (unknown.length) {
        ctx.issues.push({ code: 'custom', input: value, message: `unknown booking engine ${unknown.join(', ')}; choose among: ${BOOKING_ENGINES.join(', ')}` });
      } else if (!engines.length) {
        ctx.issues.push({ code: 'custom', input: value, message: 'Choose at least one booking engine' });
      }
      return engines.join(',');
    }),
  ),
  bookingVolume: requiredChoice(BOOKING_VOLUMES, 'Annual volume'),
  useForBusiness: requiredChoice(BUSINESS_USAGES, 'Business usage'),
  hearBy: requiredChoice(HEARD_ABOUT, 'How you heard about us'),
  hearByName: z.pipe(z.optional(z.string().check(z.trim())), z.transform((value) => value ?? '')),
};

/** SPEC §5 how-heard follow-ups: what hearByName must hold for each hearBy. */
export const HEARD_ABOUT_FOLLOW_UPS: Readonly<Record<(typeof HEARD_ABOUT)[number], { options?: readonly string[]; message?: string }>> = {
  'Social Media': { options: SOCIAL_PLATFORMS, message: 'Please choose a platform' },
  'Peer referral': { message: 'Please tell us who referred you' },
  Google: {},
  'Customer Support Manager': { options: SUPPORT_MANAGERS, message: 'Please choose a manager' },
  Other: { message: 'Please tell us how you heard about us' },
};

/**
 * SPEC §5: what is wrong with the how-heard follow-up `hearByName` for `hearBy`, or undefined when
 * nothing is (also when hearBy is not chosen yet: that is hearBy's own error).
 */
export function followUpIssue(hearBy: string, hearByName: string): string | undefined {
  const rule = (HEARD_ABOUT_FOLLOW_UPS as Record<string, { options?: readonly string[]; message?: string } | undefined>)[hearBy];
  if (!rule?.message) return undefined;
  const name = hearByName.trim();
  const ok = rule.options ? rule.options.includes(name) : name.length > 0;
  return ok ? undefined : rule.message;
}

/** POST /api/agency/business-info body (SPEC §5 business information form). */
export const businessInfoSubmit = z.pipe(
  z.object(businessInfoFields),
  z.transform((info, ctx) => {
    if (!HEARD_ABOUT_FOLLOW_UPS[info.hearBy].message) return { ...info, hearByName: '' };
    const message = followUpIssue(info.hearBy, info.hearByName);
    if (message) ctx.issues.push({ code: 'custom', path: ['hearByName'], message, input: info.hearByName });
    return info;
  }),
);
export type BusinessInfoSubmit = z.input<typeof businessInfoSubmit>;

export const businessInfoAnswer = dataOf(businessInfoSchema);

export const businessInfoPaths = {
  /** GET reads it, POST submits it. */
  businessInfo: '/api/agency/business-info',
} as const;

export const fetchBusinessInfo = async (api: ApiClient) =>
  (await api.get(businessInfoPaths.businessInfo, businessInfoAnswer)).data;
export const submitBusinessInfo = async (api: ApiClient, body: BusinessInfoSubmit) =>
  (await api.post(businessInfoPaths.businessInfo, body, businessInfoAnswer)).data;
