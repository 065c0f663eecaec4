import { z } from 'zod';

/* Field schemas several SPEC §7 answers share, each with a message a person can act on. */

export const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** An optional URL as backends send it: absent, null or "" all mean none (SPEC §5 "present"). */
export const optionalHttpUrl = z
  .union([httpUrl, z.literal(''), z.null()])
  .optional()
  .transform((value) => value || undefined);

/** Links the storefront opens itself: a path on the same site, never another host. */
export const siteLink = z.string().regex(/^\/(?!\/)\S*$/, 'must be a site-relative path such as /booknow/hotels');

export const countryCode = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code such as US');
export const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code such as USD');

export const latitude = z.number({ error: 'must be a number' }).min(-90).max(90);
export const longitude = z.number({ error: 'must be a number' }).min(-180).max(180);

/** SPEC §5: 'Email is required' when blank, then 'Please enter a valid email address'. */
export const requiredEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required', abort: true })
  .regex(z.regexes.email, 'Please enter a valid email address');
