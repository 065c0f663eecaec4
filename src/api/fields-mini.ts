import * as z from 'zod/mini';

/*
 * Field schemas several SPEC §7 answers share, each with a message a person can act on, in
 * `zod/mini` form: browser islands reach these, and classic zod would cost them ~90 KB gzip.
 * fields.ts gives the same rules in classic (chainable) form for build-time schemas.
 */

/** The rules themselves, named once for both forms. */
export const FIELD_RULES = {
  httpUrl: { protocol: /^https?$/, error: 'must be an http(s) URL' },
  siteLink: { pattern: /^\/(?!\/)\S*$/, error: 'must be a site-relative path such as /booknow/hotels' },
  countryCode: { pattern: /^[A-Z]{2}$/, error: 'must be an ISO 3166-1 alpha-2 country code such as US' },
  currencyCode: { pattern: /^[A-Z]{3}$/, error: 'must be an ISO 4217 currency code such as USD' },
  number: { error: 'must be a number' },
  /** SPEC §5: 'Email is required' when blank, then 'Please enter a valid email address'. */
  email: { required: 'Email is required', invalid: 'Please enter a valid email address' },
} as const;

/** SPEC §5 "present": absent, null and "" all mean none. */
export const noneIfBlank = <T>(value: T | '' | null | undefined): T | undefined => value || undefined;

export const httpUrl = z.url(FIELD_RULES.httpUrl);

/** An optional URL as backends send it: absent, null or "" all mean none (SPEC §5 "present"). */
export const optionalHttpUrl = z.pipe(z.optional(z.union([httpUrl, z.literal(''), z.null()])), z.transform((value) => noneIfBlank(value)));

/** Links the storefront opens itself: a path on the same site, never another host. */
export const siteLink = z.string().check(z.regex(FIELD_RULES.siteLink.pattern, FIELD_RULES.siteLink.error));

export const countryCode = z.string().check(z.regex(FIELD_RULES.countryCode.pattern, FIELD_RULES.countryCode.error));
export const currencyCode = z.string().check(z.regex(FIELD_RULES.currencyCode.pattern, FIELD_RULES.currencyCode.error));

export const latitude = z.number(FIELD_RULES.number).check(z.gte(-90), z.lte(90));
export const longitude = z.number(FIELD_RULES.number).check(z.gte(-180), z.lte(180));

/** SPEC §5: 'Email is required' when blank, then 'Please enter a valid email address'. */
export const requiredEmail = z.string({ error: FIELD_RULES.email.required }).check(
  z.trim(),
  z.minLength(1, { error: FIELD_RULES.email.required, abort: true }),
  z.regex(z.regexes.email, FIELD_RULES.email.invalid),
);
