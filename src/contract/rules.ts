/*
 * Business rules the storefront applies that an agency API must apply the same way when it accepts
 * input or builds data for the storefront: the SPEC §4 theme contrast, §9 deal search window and
 * stay spans, §2.9 Book Now, redirect safety (SPEC "every redirect target stays on the site"), place
 * names, and how a schema error names its field. Shared, not copied, so the two cannot disagree.
 */
export { parseOrThrow } from '../tenant/format-error.ts';
export { contrastRatio, HEX_COLOUR, parseHexColour, textColourOn, thresholdTextColour } from '../tenant/theme.ts';
export { dealSearchWindow } from '../api/deals/search-payloads.ts';
export { safeRedirectTarget } from '../site/safe-redirect.ts';
export { daysBetween } from '../validation/dates.ts';
export { countryName, placeName } from '../resort/place-name.ts';
export { bookNowTarget } from '../site/book-now.ts';
