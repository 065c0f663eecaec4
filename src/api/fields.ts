import { z } from 'zod';
import { FIELD_RULES, noneIfBlank } from './fields-mini.ts';

/*
 * The shared SPEC §7 field rules of fields-mini.ts in classic, chainable form
 * (`.optional()`, `.default()`, `.refine()`) for schemas that only the build runs.
 * Code that reaches the browser imports fields-mini.ts instead.
 */

export const httpUrl = z.url(FIELD_RULES.httpUrl);

/** An optional URL as backends send it: absent, null or "" all mean none (SPEC §5 "present"). */
export const optionalHttpUrl = z
  .union([httpUrl, z.literal(''), z.null()])
  .optional()
  .transform((value) => noneIfBlank(value));

/** Links the storefront opens itself: a path on the same site, never another host. */
export const siteLink = z.string().regex(FIELD_RULES.siteLink.pattern, FIELD_RULES.siteLink.error);

export const countryCode = z.string().regex(FIELD_RULES.countryCode.pattern, FIELD_RULES.countryCode.error);
export const currencyCode = z.string().regex(FIELD_RULES.currencyCode.pattern, FIELD_RULES.currencyCode.error);

export const latitude = z.number(FIELD_RULES.number).min(-90).max(90);
export const longitude = z.number(FIELD_RULES.number).min(-180).max(180);

/** SPEC §5: 'Email is required' when blank, then 'Please enter a valid email address'. */
export const requiredEmail = z
  .string({ error: FIELD_RULES.email.required })
  .trim()
  .min(1, { error: FIELD_RULES.email.required, abort: true })
  .regex(z.regexes.email, FIELD_RULES.email.invalid);
