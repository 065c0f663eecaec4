import type { DealRates, HotelDealV2 } from '../api/deals/shapes.ts';
import { permissionsFor } from '../roles/permissions.ts';
import type { UserState } from '../roles/user-state.ts';
import { dealMarkup } from './markup.ts';

/*
 * SPEC §2.6, §5, §6, §9: what a deal card's price block shows. Pure, so every card (home: classic
 * hotel, v2 hotel, activity, car; destination deals; resort deals) and every role is decided here
 * and the cards only render it. Who sees what comes from the one SPEC §6 permissions function
 * (src/roles/permissions.ts). The readings of SPEC §5 are docs/decisions.md "Retail price 'N/A'".
 */

export interface DealViewer {
  loggedIn: boolean;
  isTravelAgent: boolean;
  isRestrictedAgent: boolean;
}

/** SPEC §6: who looks at the cards, from the user store. */
export function dealViewer(user: Pick<UserState, 'status' | 'profile'>): DealViewer {
  return {
    loggedIn: user.status !== 'anonymous',
    isTravelAgent: user.profile?.isTravelAgent ?? false,
    isRestrictedAgent: user.profile?.isRestrictedAgent ?? false,
  };
}

export interface DealPriceAgency {
  allowNonLoginFlow: boolean;
  /** SPEC §3 showPublishedPriceToCustomer.hotels. */
  showPublishedPriceToCustomerHotels: boolean;
}

/**
 * The rates a card carries:
 * - classic: classic hotel, activity and car `rates` (SPEC §3);
 * - v2: a v2 hotel `rate` (home Hotels tab on v2 agencies, destination deals);
 * - nightly: a resort deal, which carries one nightly rate and nothing to compare it with.
 */
export type DealCardKind = 'classic' | 'v2' | 'nightly';

/** Normalised rates of any card, in the currency the answer is priced in. */
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

/** How the retail price shows. */
export type RetailView =
  /** Above the traveller price: struck through. */
  | { show: 'struck'; amount: number }
  /** SPEC §5: the retail (recommended) price is missing: 'N/A'. */
  | { show: 'notAvailable' }
  /** At or below the traveller price, or a card without one: nothing was struck, so nothing shows. */
  | { show: 'none' };

export interface SavingView {
  /** 'saved' → 'Saved', 'loginToSave' → 'Log In to save up to' (SPEC §2.6, §6). */
  label: 'saved' | 'loginToSave';
  /** Always above zero. */
  amount: number;
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
      retail: RetailView;
      traveller: number;
      /** null → no saving line (none to show, or SPEC §6 hides the v2 line). */
      saving: SavingView | null;
      /** Only for a logged-in, non-restricted travel agent (SPEC §6). */
      agent?: { wholesale: number; markup: number };
    };

/** SPEC §9 prices with 0 decimals on cards: whole units. */
const whole = (amount: number) => Math.round(amount);

/**
 * SPEC §5 'N/A' only for a missing retail price; otherwise struck through when it reads above the
 * traveller price, else left out (docs/decisions.md "Retail price 'N/A'"). Compared as the visitor
 * reads them, converted and whole, so "~~$318~~ $318" cannot show.
 */
function retailOf(retail: number | undefined, traveller: number, convert: (amount: number) => number): RetailView {
  if (retail === undefined) return { show: 'notAvailable' };
  const amount = whole(convert(retail));
  return amount > traveller ? { show: 'struck', amount } : { show: 'none' };
}

/**
 * A badge only for a real discount: a percentage that rounds above zero, and no retail price at or
 * below the traveller price beside it (the badge would contradict it).
 */
function badgeOf(percentage: number | null, retail: RetailView): number | null {
  if (percentage === null || Math.round(percentage) <= 0 || retail.show === 'none') return null;
  return Math.round(percentage);
}

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
 * A card's price block. `convert` turns an amount of the answer into the selected currency (the
 * exchange rates of SPEC §3); every amount returned is converted and rounded to whole units (SPEC §9).
 */
export function priceBlock(
  kind: DealCardKind,
  prices: DealPrices,
  viewer: DealViewer,
  agency: DealPriceAgency,
  convert: (amount: number) => number,
): PriceBlock {
  const can = viewerPermissions(viewer, agency);
  // SPEC §2.6, §6 Anonymous: no prices unless the agency allows the non-login flow.
  if (!can.seesDealPrices) return { kind: 'reveal' };
  const traveller = whole(convert(prices.total));
  // A resort deal has a nightly rate only: no retail, saving or agent figures to show or to test.
  if (kind === 'nightly') return { kind: 'prices', discountPercentage: null, retail: { show: 'none' }, traveller, saving: null };
  // SPEC §5: prices show only if the saved price rounds to a non-zero number — in the currency
  // the card shows, since that is the number the visitor would read (-0 counts as zero too).
  const saved = whole(convert(prices.saved));
  if (saved === 0) return { kind: 'none' };
  const retail = retailOf(prices.retail, traveller, convert);
  // SPEC §2.6: 'Saved' / 'Log In to save up to' name a saving; zero or less is none.
  const savingShown = saved > 0 && (kind !== 'v2' || can.seesHotelV2SavedPrice);
  return {
    kind: 'prices',
    discountPercentage: badgeOf(prices.discountPercentage, retail),
    retail,
    traveller,
    saving: savingShown ? { label: viewer.loggedIn ? 'saved' : 'loginToSave', amount: saved } : null,
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

/** A resort deal's nightly rate: the traveller price, nothing else. */
export function nightlyPrices(nightlyRate: number): DealPrices {
  return { discountPercentage: null, retail: undefined, total: nightlyRate, saved: 0, wholesale: 0, taxAndFee: 0 };
}

/** SPEC §3 agency flags as the price block reads them; no agency allows nothing extra. */
export function dealPriceAgency(
  agency: { allowNonLoginFlow: boolean; showPublishedPriceToCustomer: { hotels: boolean } | null | undefined } | undefined,
): DealPriceAgency {
  return {
    allowNonLoginFlow: agency?.allowNonLoginFlow ?? false,
    showPublishedPriceToCustomerHotels: agency?.showPublishedPriceToCustomer?.hotels ?? false,
  };
}
