import { describe, expect, it } from 'vitest';
import { dealMarkup } from './markup.ts';
import {
  classicPrices,
  dealPriceAgency,
  dealViewer,
  nightlyPrices,
  priceBlock,
  v2Prices,
  type DealPriceAgency,
  type DealPrices,
  type DealViewer,
  type PriceBlock,
} from './price-block.ts';

const usd = (amount: number) => amount;
/** 3.6725 AED per USD, as the reference API answers. */
const aed = (amount: number) => amount * 3.6725;

const anonymous: DealViewer = { loggedIn: false, isTravelAgent: false, isRestrictedAgent: false };
const customer: DealViewer = { loggedIn: true, isTravelAgent: false, isRestrictedAgent: false };
const agent: DealViewer = { loggedIn: true, isTravelAgent: true, isRestrictedAgent: false };
const restricted: DealViewer = { loggedIn: true, isTravelAgent: true, isRestrictedAgent: true };

const open: DealPriceAgency = { allowNonLoginFlow: true, showPublishedPriceToCustomerHotels: false };
const closed: DealPriceAgency = { allowNonLoginFlow: false, showPublishedPriceToCustomerHotels: false };
const published: DealPriceAgency = { allowNonLoginFlow: true, showPublishedPriceToCustomerHotels: true };

/** A deal that adds up: retail 300 above the total 240.4, saving 59.6, a 20% badge. */
const prices = (over: Partial<DealPrices> = {}): DealPrices => ({
  discountPercentage: 20,
  retail: 300,
  total: 240.4,
  saved: 59.6,
  wholesale: 180.2,
  taxAndFee: 28.8,
  ...over,
});

const shown = (block: PriceBlock) => {
  if (block.kind !== 'prices') throw new Error(`expected prices, got ${block.kind}`);
  return block;
};

describe('SPEC §6 who sees deal prices', () => {
  it('an anonymous visitor gets Reveal Price when the agency does not allow the non-login flow, on every card kind', () => {
    for (const kind of ['classic', 'v2', 'nightly'] as const) {
      expect(priceBlock(kind, prices(), anonymous, closed, usd)).toEqual({ kind: 'reveal' });
      expect(priceBlock(kind, prices(), anonymous, { ...closed, showPublishedPriceToCustomerHotels: true }, usd)).toEqual({ kind: 'reveal' });
    }
  });

  it('an anonymous visitor sees the prices with "Log In to save up to" when the non-login flow is allowed', () => {
    expect(priceBlock('classic', prices(), anonymous, open, usd)).toEqual({
      kind: 'prices',
      discountPercentage: 20,
      retail: { show: 'struck', amount: 300 },
      traveller: 240,
      saving: { label: 'loginToSave', amount: 60 },
    });
  });

  it('a customer sees badge, retail struck through, traveller price and Saved, whatever the non-login flow', () => {
    for (const agency of [open, closed]) {
      expect(priceBlock('classic', prices(), customer, agency, usd)).toEqual({
        kind: 'prices',
        discountPercentage: 20,
        retail: { show: 'struck', amount: 300 },
        traveller: 240,
        saving: { label: 'saved', amount: 60 },
      });
    }
  });

  it('a non-restricted travel agent also sees the wholesale rate and the agency markup', () => {
    const block = shown(priceBlock('classic', prices(), agent, closed, usd));
    expect(block.saving).toEqual({ label: 'saved', amount: 60 });
    // markup = 240.4 − 180.2 − 28.8 = 31.4
    expect(block.agent).toEqual({ wholesale: 180, markup: 31 });
  });

  it('a restricted agent sees what a customer sees, without wholesale and markup', () => {
    const block = shown(priceBlock('classic', prices(), restricted, open, usd));
    expect(block.agent).toBeUndefined();
    expect(block).toEqual(shown(priceBlock('classic', prices(), customer, open, usd)));
  });

  it('only a logged-in agent gets agent figures', () => {
    expect(shown(priceBlock('classic', prices(), customer, open, usd)).agent).toBeUndefined();
    // Logged out, the agent flags of a stale profile count for nothing.
    const stale = shown(priceBlock('classic', prices(), { ...agent, loggedIn: false }, open, usd));
    expect(stale.agent).toBeUndefined();
    expect(stale.saving?.label).toBe('loginToSave');
  });
});

describe("SPEC §5 retail price: 'N/A' only when missing, struck through only above the traveller price", () => {
  it("shows 'N/A' when the retail (recommended) price is missing, keeping the rest", () => {
    const v2 = shown(priceBlock('v2', prices({ retail: undefined, discountPercentage: null }), customer, published, usd));
    expect(v2).toMatchObject({ retail: { show: 'notAvailable' }, discountPercentage: null, traveller: 240, saving: { label: 'saved', amount: 60 } });
    expect(shown(priceBlock('classic', prices({ retail: undefined }), customer, open, usd)).retail).toEqual({ show: 'notAvailable' });
  });

  it('strikes through a recommended price that exceeds the total, on v2 and classic cards alike', () => {
    for (const kind of ['classic', 'v2'] as const) {
      expect(shown(priceBlock(kind, prices({ retail: 529, total: 412, saved: 117 }), customer, published, usd)).retail).toEqual({ show: 'struck', amount: 529 });
    }
  });

  it('leaves out a retail price at or below the traveller price, with no badge beside it', () => {
    for (const kind of ['classic', 'v2'] as const) {
      const below = shown(priceBlock(kind, prices({ retail: 300, total: 318, saved: -18, discountPercentage: 22 }), customer, published, usd));
      expect(below).toMatchObject({ retail: { show: 'none' }, discountPercentage: null, traveller: 318 });
      const equal = shown(priceBlock(kind, prices({ retail: 240, total: 240, saved: 5 }), customer, published, usd));
      expect(equal.retail).toEqual({ show: 'none' });
      expect(equal.discountPercentage).toBeNull();
    }
  });

  it('compares the amounts the visitor reads: converted and whole', () => {
    // 318.4 and 318.2 both read $318: nothing to strike through.
    expect(shown(priceBlock('classic', prices({ retail: 318.4, total: 318.2, saved: 1 }), customer, open, usd)).retail).toEqual({ show: 'none' });
    expect(shown(priceBlock('classic', prices({ retail: 318.6, total: 318.2, saved: 1 }), customer, open, usd)).retail).toEqual({ show: 'struck', amount: 319 });
    // $100 and $99.70 both read $100, but AED 367 and AED 366 differ.
    expect(shown(priceBlock('classic', prices({ retail: 100, total: 99.7, saved: 1 }), customer, open, usd)).retail).toEqual({ show: 'none' });
    expect(shown(priceBlock('classic', prices({ retail: 100, total: 99.7, saved: 1 }), customer, open, aed)).retail).toEqual({ show: 'struck', amount: 367 });
  });
});

describe('SPEC §2.6, §5 saved amount', () => {
  it('hides every price when the saved amount rounds to 0 in USD', () => {
    expect(priceBlock('classic', prices({ saved: 0.4 }), customer, open, usd)).toEqual({ kind: 'none' });
    expect(priceBlock('classic', prices({ saved: 0 }), agent, open, usd)).toEqual({ kind: 'none' });
    expect(priceBlock('v2', prices({ saved: 0.49 }), agent, published, usd)).toEqual({ kind: 'none' });
    expect(priceBlock('classic', prices({ saved: -0.3 }), customer, open, usd)).toEqual({ kind: 'none' });
    expect(shown(priceBlock('classic', prices({ saved: 0.6 }), customer, open, usd)).saving?.amount).toBe(1);
  });

  it('rounds after conversion: 0.4 USD is 1 AED (shown), 0.6 USD at 0.5 per USD is 0 (hidden)', () => {
    expect(shown(priceBlock('classic', prices({ saved: 0.4 }), customer, open, aed)).saving?.amount).toBe(1);
    expect(priceBlock('classic', prices({ saved: 0.6 }), customer, open, (amount) => amount * 0.5)).toEqual({ kind: 'none' });
  });

  it('Reveal Price wins over the rounding: the anonymous visitor sees no prices either way', () => {
    expect(priceBlock('classic', prices({ saved: 0.1 }), anonymous, closed, usd)).toEqual({ kind: 'reveal' });
  });

  it('never shows a negative saving: no "Saved -$18", no "Log In to save up to -$18"', () => {
    const negative = prices({ retail: 300, total: 318, saved: -18, discountPercentage: 0 });
    for (const viewer of [anonymous, customer, agent, restricted]) {
      const block = shown(priceBlock('classic', negative, viewer, open, usd));
      expect(block.saving).toBeNull();
      expect(block.traveller).toBe(318);
      expect(block.retail).toEqual({ show: 'none' });
    }
    expect(shown(priceBlock('v2', negative, anonymous, published, usd)).saving).toBeNull();
  });
});

describe('SPEC §6 hotel v2 saved-price line', () => {
  it('hides the line when the agency does not show published hotel prices, for all but a non-restricted agent', () => {
    expect(shown(priceBlock('v2', prices(), anonymous, open, usd)).saving).toBeNull();
    expect(shown(priceBlock('v2', prices(), customer, open, usd)).saving).toBeNull();
    expect(shown(priceBlock('v2', prices(), restricted, open, usd)).saving).toBeNull();
    expect(shown(priceBlock('v2', prices(), agent, open, usd)).saving).toEqual({ label: 'saved', amount: 60 });
  });

  it('shows the line to everyone when the agency shows published hotel prices', () => {
    expect(shown(priceBlock('v2', prices(), anonymous, published, usd)).saving).toEqual({ label: 'loginToSave', amount: 60 });
    expect(shown(priceBlock('v2', prices(), customer, published, usd)).saving).toEqual({ label: 'saved', amount: 60 });
    expect(shown(priceBlock('v2', prices(), restricted, published, usd)).saving).toEqual({ label: 'saved', amount: 60 });
  });

  it('hides the line for everyone when the non-login flow is not allowed, while logged-in visitors keep the prices', () => {
    const publishedClosed = { ...closed, showPublishedPriceToCustomerHotels: true };
    expect(shown(priceBlock('v2', prices(), customer, publishedClosed, usd)).saving).toBeNull();
    expect(shown(priceBlock('v2', prices(), agent, publishedClosed, usd))).toMatchObject({ saving: null, traveller: 240, agent: { wholesale: 180 } });
  });

  it('leaves the classic cards alone', () => {
    expect(shown(priceBlock('classic', prices(), customer, closed, usd)).saving).toEqual({ label: 'saved', amount: 60 });
  });
});

describe('resort deals: a nightly rate only', () => {
  it('shows the rate to those who may see prices, and nothing to strike, save or mark up', () => {
    for (const viewer of [anonymous, customer, agent, restricted]) {
      expect(priceBlock('nightly', nightlyPrices(289.6), viewer, open, usd)).toEqual({
        kind: 'prices',
        discountPercentage: null,
        retail: { show: 'none' },
        traveller: 290,
        saving: null,
      });
    }
  });

  it('Reveal Price for the anonymous visitor without the non-login flow; logged in, the rate', () => {
    expect(priceBlock('nightly', nightlyPrices(289.6), anonymous, closed, usd)).toEqual({ kind: 'reveal' });
    expect(shown(priceBlock('nightly', nightlyPrices(289.6), customer, closed, usd)).traveller).toBe(290);
  });
});

describe('SPEC §9 conversion and whole units', () => {
  it('converts and rounds every amount', () => {
    const block = shown(priceBlock('classic', prices(), agent, open, aed));
    expect(block).toMatchObject({
      retail: { show: 'struck', amount: Math.round(300 * 3.6725) },
      traveller: Math.round(240.4 * 3.6725),
      saving: { amount: Math.round(59.6 * 3.6725) },
      agent: { wholesale: Math.round(180.2 * 3.6725), markup: Math.round(31.4 * 3.6725) },
    });
  });

  it('rounds the badge, and shows none for a discount that rounds to zero or below', () => {
    expect(shown(priceBlock('classic', prices({ discountPercentage: 12.6 }), customer, open, usd)).discountPercentage).toBe(13);
    expect(shown(priceBlock('classic', prices({ discountPercentage: 0.4 }), customer, open, usd)).discountPercentage).toBeNull();
    expect(shown(priceBlock('classic', prices({ discountPercentage: null }), customer, open, usd)).discountPercentage).toBeNull();
    expect(shown(priceBlock('classic', prices({ discountPercentage: -5 }), customer, open, usd)).discountPercentage).toBeNull();
  });
});

describe('normalisers', () => {
  it('classic rates map field by field', () => {
    const rates = { discountPercentage: 25, publishedRate: 400, totalRate: 300, savedPrice: 100, baseRate: 240, taxAndFee: 36 };
    expect(classicPrices(rates)).toEqual({ discountPercentage: 25, retail: 400, total: 300, saved: 100, wholesale: 240, taxAndFee: 36 });
  });

  it('v2 rates derive the discount from retail and total', () => {
    const rate = { recommended_selling_price: 400, total_rate: 300, saved_price: 100, base_rate: 240, tax_and_fees: 36 };
    expect(v2Prices(rate)).toEqual({ discountPercentage: 25, retail: 400, total: 300, saved: 100, wholesale: 240, taxAndFee: 36 });
  });

  it('v2 without a recommended price has no discount and no retail', () => {
    const rate = { recommended_selling_price: undefined, total_rate: 300, saved_price: 0, base_rate: 240, tax_and_fees: 36 };
    expect(v2Prices(rate)).toMatchObject({ discountPercentage: null, retail: undefined });
    expect(v2Prices({ ...rate, recommended_selling_price: 0 }).discountPercentage).toBeNull();
  });

  it('the agent markup is the one SPEC §6 rule (dealMarkup)', () => {
    const p = prices();
    const block = shown(priceBlock('classic', p, agent, open, usd));
    expect(block.agent?.markup).toBe(Math.round(dealMarkup({ totalRate: p.total, baseRate: p.wholesale, taxAndFee: p.taxAndFee })));
    // Never negative, even when the answer's parts exceed the total.
    expect(shown(priceBlock('classic', prices({ wholesale: 300 }), agent, open, usd)).agent?.markup).toBe(0);
  });

  it('reads the agency flags, and allows nothing extra without an agency', () => {
    expect(dealPriceAgency({ allowNonLoginFlow: true, showPublishedPriceToCustomer: { hotels: true } })).toEqual(published);
    expect(dealPriceAgency({ allowNonLoginFlow: true, showPublishedPriceToCustomer: null })).toEqual(open);
    expect(dealPriceAgency(undefined)).toEqual(closed);
  });

  it('reads the viewer from the user state: logged in unless anonymous, agent flags from the profile', () => {
    expect(dealViewer({ status: 'loading', profile: null })).toEqual(customer);
    expect(dealViewer({ status: 'anonymous', profile: null })).toEqual(anonymous);
  });
});
