/*
 * Deal prices that add up, computed in cents so rounding cannot drift:
 * totalRate = baseRate (wholesale) + taxAndFee + agency markup, savedPrice = publishedRate − totalRate.
 */

export interface PriceInput {
  /** Retail price before the deal, USD. */
  published: number;
  /** What the traveller pays, USD. */
  total: number;
  /** Share of the total that is tax and fees. */
  taxShare?: number;
  /** Share of the total that is the agency's markup (SPEC §6). */
  markupShare?: number;
}

export interface Breakdown {
  published: number;
  total: number;
  saved: number;
  base: number;
  tax: number;
  discountPercentage: number;
}

export function breakdown({ published, total, taxShare = 0.12, markupShare = 0.08 }: PriceInput): Breakdown {
  const publishedC = Math.round(published * 100);
  const totalC = Math.round(total * 100);
  const taxC = Math.round(totalC * taxShare);
  const markupC = Math.round(totalC * markupShare);
  const savedC = publishedC - totalC;
  return {
    published: publishedC / 100,
    total: totalC / 100,
    saved: savedC / 100,
    base: (totalC - taxC - markupC) / 100,
    tax: taxC / 100,
    // A retail price below the total is no discount (SPEC §3 discountPercentage is 0–100).
    discountPercentage: publishedC > 0 ? Math.max(0, Math.round((savedC / publishedC) * 100)) : 0,
  };
}

/** SPEC §3 `rates` of classic hotel, activity and car deals. */
export function dealRates(input: PriceInput) {
  const b = breakdown(input);
  return {
    discountPercentage: b.discountPercentage,
    publishedRate: b.published,
    totalRate: b.total,
    savedPrice: b.saved,
    baseRate: b.base,
    taxAndFee: b.tax,
  };
}

/**
 * SPEC §3 `rate` of v2 hotel deals; `published: undefined` leaves the recommended price out, and
 * the saving is then the service's own figure (`saved`, default 0): the v2 answer carries
 * saved_price apart from the recommended price.
 */
export function v2Rate(input: Omit<PriceInput, 'published'> & { published?: number; saved?: number }) {
  const b = breakdown({ ...input, published: input.published ?? input.total });
  return {
    ...(input.published === undefined ? {} : { recommended_selling_price: b.published }),
    total_rate: b.total,
    saved_price: input.published === undefined ? (input.saved ?? 0) : b.saved,
    base_rate: b.base,
    tax_and_fees: b.tax,
  };
}

/**
 * SPEC §6: the wholesale (base) rate of a deal priced again with the agency's saved markup share.
 * The traveller's total and the tax stay; the wholesale rate is what is left, never below zero.
 */
export function wholesaleWith(total: number, tax: number, markupShare: number): number {
  const totalC = Math.round(total * 100);
  const taxC = Math.round(tax * 100);
  const markupC = Math.min(Math.round(totalC * markupShare), totalC - taxC);
  return (totalC - taxC - markupC) / 100;
}

/** Classic `rates` with the agency's markup share (wholesaleWith). */
export const withMarkupShare = <T extends { totalRate: number; taxAndFee: number; baseRate: number }>(rates: T, markupShare: number): T => ({
  ...rates,
  baseRate: wholesaleWith(rates.totalRate, rates.taxAndFee, markupShare),
});
