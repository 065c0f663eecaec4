import * as z from 'zod/mini';

/*
 * Field schemas several SPEC §7 answers share, each rule said once with a message a person
 * can act on. `zod/mini`, like every schema under src/api and src/tenant: browser islands
 * reach these, and classic zod would cost them ~90 KB gzip.
 */

/** SPEC §5 "present": absent, null and "" all mean none. */
export const noneIfBlank = <T>(value: T | '' | null | undefined): T | undefined => value || undefined;

export const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** An optional URL as backends send it: absent, null or "" all mean none (SPEC §5 "present"). */
export const optionalHttpUrl = z.pipe(z.optional(z.union([httpUrl, z.literal(''), z.null()])), z.transform((value) => noneIfBlank(value)));

/** Links the storefront opens itself: a path on the same site, never another host. */
export const siteLink = z.string().check(z.regex(/^\/(?!\/)\S*$/, 'must be a site-relative path such as /booknow/hotels'));

export const countryCode = z.string().check(z.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code such as US'));
export const currencyCode = z.string().check(z.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code such as USD'));

const number = { error: 'must be a number' };
export const latitude = z.number(number).check(z.gte(-90), z.lte(90));
export const longitude = z.number(number).check(z.gte(-180), z.lte(180));

const EMAIL = { required: 'Email is required', invalid: 'Please enter a valid email address' };
/** SPEC §5: 'Email is required' when blank, then 'Please enter a valid email address'. */
export const requiredEmail = z.string({ error: EMAIL.required }).check(
  z.trim(),
  z.minLength(1, { error: EMAIL.required, abort: true }),
  z.regex(z.regexes.email, EMAIL.invalid),
);
