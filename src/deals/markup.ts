/*
 * SPEC §6: the agency markup travel agents see on deal cards. Kept free of zod so the deals
 * island can import it without the schemas.
 */

/** What the traveller pays above the wholesale rate and the taxes; never negative. */
export function dealMarkup(rates: { totalRate: number; baseRate: number; taxAndFee: number }): number {
  return Math.max(0, rates.totalRate - rates.baseRate - rates.taxAndFee);
}
