import type { DealRates, HotelDealV2 } from '../api/deals/shapes.ts';
import { permissionsFor } from '../stores/permissions.ts';
import { dealMarkup } from './markup.ts';

/*
 * SPEC §2.6, §5, §6, §9: what a deal card's price block shows. Pure, so every card type (classic
 * hotel, v2 hotel, activity, car) and every role is decided here and the cards only render it.
 * Who sees what comes from the one SPEC §6 permissions function (src/stores/permissions.ts).
 */

export interface DealViewer {
  loggedIn: boolean;
  isTravelAgent: boolean;
  isRestrictedAgent: boolean;
}

export interface DealPriceAgency {
  allowNonLoginFlow: boolean;
  /** SPEC §3 showPublishedPriceToCustomer.hotels. */
  showPublishedPriceToCustomerHotels: boolean;
}

/** Normalised rates of any card (classic hotel, v2 hotel, activity, car), in USD as the API answers. */
export interface DealPrices {
  /** v2 has none: derived from retail and total when both are present, else null. */
  discountPercentage: number | null;
  /** Classic publishedRate / v2 recommended_selling_price (which may be missing). */
  retail: number | undefined;
  /** The price to the traveller. */
  total: number;
  /** savedPrice / saved_price. */
  saved: number;
  /** baseRate / base_rate: the wholesale rate. */
  wholesale: number;
  taxAndFee: number;
}

export type PriceBlock =
  /** Logged out and the agency does not allow the non-login flow: 'Reveal Price' instead of prices. */
  | { kind: 'reveal' }
  /** The saved price rounds (after conversion, 0 decimals) to zero: no prices at all. */
  | { kind: 'none' }
  | {
      kind: 'prices';
      /** The badge; null → no badge. */
      discountPercentage: number | null;
      /** Converted; null → 'N/A' (missing, or above the total: see `retailShown`). */
      retail: number | null;
      traveller: number;
      saved: number;
      /** 'loginToSave' → 'Log In to save up to'; 'hidden' → the v2 line is not shown (SPEC §6). */
      savedLabel: 'saved' | 'loginToSave' | 'hidden';
      /** Only for a logged-in, non-restricted travel agent (SPEC §6). */
      agent?: { wholesale: number; markup: number };
    };

/** SPEC §9 prices with 0 decimals on cards: whole units. */
const whole = (amount: number) => Math.round(amount);

/**
 * SPEC §5 "Retail price shows 'N/A' if the recommended price is missing or exceeds the total",
 * taken as written: the recommended price shows only when present and not above the total. Both
 * are compared in USD as answered (conversion is one positive rate, so it cannot change the
 * order), and strictly: a recommended price equal to the total still shows. The recommended price
 * is the v2 card's `recommended_selling_price` (SPEC §3); a classic card's retail price is its
 * `publishedRate`, which the rule does not name and which is always struck through.
 */
export function retailShown(retail: number | undefined, total: number): retail is number {
  return retail !== undefined && retail <= total;
}

/** The struck-through retail price, converted; null shows 'N/A' (SPEC §5, see retailShown). */
function retailOf(kind: 'classic' | 'v2', prices: DealPrices, convert: (usd: number) => number): number | null {
  if (kind === 'v2') return retailShown(prices.retail, prices.total) ? whole(convert(prices.retail)) : null;
  return prices.retail === undefined ? null : whole(convert(prices.retail));
}

/** A badge only for a real discount: a percentage that rounds to zero or below says nothing. */
const badge = (percentage: number | null) => (percentage !== null && Math.round(percentage) > 0 ? Math.round(percentage) : null);

/** The SPEC §6 role of a deal viewer; the profile's other facts do not touch prices. */
function viewerPermissions(viewer: DealViewer, agency: DealPriceAgency) {
  const profile = { isTravelAgent: viewer.isTravelAgent, isRestrictedAgent: viewer.isRestrictedAgent, userType: '', isRewardWalletEnable: false };
  return permissionsFor(viewer.loggedIn, profile, {
    allowNonLoginFlow: agency.allowNonLoginFlow,
    isSubscribed: true,
    showPublishedPriceToCustomer: { hotels: agency.showPublishedPriceToCustomerHotels },
  });
}

/**
 * A card's price block. `convert` turns a USD amount into the selected currency (the exchange
 * rates of SPEC §3); every amount returned is converted and rounded to whole units (SPEC §9).
 */
export function priceBlock(
  kind: 'classic' | 'v2',
  prices: DealPrices,
  viewer: DealViewer,
  agency: DealPriceAgency,
  convert: (usd: number) => number,
): PriceBlock {
  const can = viewerPermissions(viewer, agency);
  // SPEC §2.6, §6 Anonymous: no prices unless the agency allows the non-login flow.
  if (!can.seesDealPrices) return { kind: 'reveal' };
  // SPEC §5: prices show only if the saved price rounds to a non-zero number — in the currency
  // the card shows, since that is the number the visitor would read (-0 counts as zero too).
  const saved = whole(convert(prices.saved));
  if (saved === 0) return { kind: 'none' };
  const savedLabel =
    kind === 'v2' && !can.seesHotelV2SavedPrice ? 'hidden' : viewer.loggedIn ? 'saved' : 'loginToSave';
  return {
    kind: 'prices',
    discountPercentage: badge(prices.discountPercentage),
    retail: retailOf(kind, prices, convert),
    traveller: whole(convert(prices.total)),
    saved,
    savedLabel,
    ...(can.canSeeWholesale && can.canSeeMarkup
      ? {
          agent: {
            wholesale: whole(convert(prices.wholesale)),
            markup: whole(convert(dealMarkup({ totalRate: prices.total, baseRate: prices.wholesale, taxAndFee: prices.taxAndFee }))),
          },
        }
      : {}),
  };
}

/** Classic hotel, activity and car rates (SPEC §3 `rates`). */
export function classicPrices(rates: DealRates): DealPrices {
  return {
    discountPercentage: rates.discountPercentage,
    retail: rates.publishedRate,
    total: rates.totalRate,
    saved: rates.savedPrice,
    wholesale: rates.baseRate,
    taxAndFee: rates.taxAndFee,
  };
}

/** V2 hotel rates (SPEC §3 `rate`); the discount is derived, as the v2 answer carries none. */
export function v2Prices(rate: HotelDealV2['rate']): DealPrices {
  const retail = rate.recommended_selling_price;
  return {
    discountPercentage: retail !== undefined && retail > 0 ? ((retail - rate.total_rate) / retail) * 100 : null,
    retail,
    total: rate.total_rate,
    saved: rate.saved_price,
    wholesale: rate.base_rate,
    taxAndFee: rate.tax_and_fees,
  };
}
