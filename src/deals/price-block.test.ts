import { describe, expect, it } from 'vitest';
import { dealMarkup } from '../api/deals/shapes.ts';
import { classicPrices, priceBlock, retailShown, v2Prices, type DealPriceAgency, type DealPrices, type DealViewer } from './price-block.ts';

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

/** A retail price at or below the total, so it shows (SPEC §5), with a saved amount. */
const prices = (over: Partial<DealPrices> = {}): DealPrices => ({
  discountPercentage: 20,
  retail: 200,
  total: 240.4,
  saved: 40.4,
  wholesale: 180.2,
  taxAndFee: 28.8,
  ...over,
});

const shown = (block: ReturnType<typeof priceBlock>) => {
  if (block.kind !== 'prices') throw new Error(`expected prices, got ${block.kind}`);
  return block;
};

describe('SPEC §6 who sees deal prices', () => {
  it('an anonymous visitor gets Reveal Price when the agency does not allow the non-login flow', () => {
    expect(priceBlock('classic', prices(), anonymous, closed, usd)).toEqual({ kind: 'reveal' });
    expect(priceBlock('v2', prices(), anonymous, closed, usd)).toEqual({ kind: 'reveal' });
  });

  it('an anonymous visitor sees prices with "Log In to save up to" when the non-login flow is allowed', () => {
    const block = shown(priceBlock('classic', prices(), anonymous, open, usd));
    expect(block).toEqual({ kind: 'prices', discountPercentage: 20, retail: 200, traveller: 240, saved: 40, savedLabel: 'loginToSave' });
  });

  it('a customer sees badge, retail, traveller price and Saved, whatever the non-login flow', () => {
    for (const agency of [open, closed]) {
      expect(shown(priceBlock('classic', prices(), customer, agency, usd))).toEqual({
        kind: 'prices',
        discountPercentage: 20,
        retail: 200,
        traveller: 240,
        saved: 40,
        savedLabel: 'saved',
      });
    }
  });

  it('a non-restricted travel agent also sees the wholesale rate and the agency markup', () => {
    const block = shown(priceBlock('classic', prices(), agent, closed, usd));
    expect(block.savedLabel).toBe('saved');
    // markup = 240.4 − 180.2 − 28.8 = 31.4
    expect(block.agent).toEqual({ wholesale: 180, markup: 31 });
  });

  it('a restricted agent sees what a customer sees, without wholesale and markup', () => {
    const block = shown(priceBlock('classic', prices(), restricted, open, usd));
    expect(block.agent).toBeUndefined();
    expect(block.savedLabel).toBe('saved');
  });

  it('only a logged-in agent gets agent figures', () => {
    expect(shown(priceBlock('classic', prices(), customer, open, usd)).agent).toBeUndefined();
    // Logged out, the agent flags of a stale profile count for nothing.
    expect(shown(priceBlock('classic', prices(), { ...agent, loggedIn: false }, open, usd)).agent).toBeUndefined();
  });
});

describe('SPEC §5 saved price rounding to zero', () => {
  it('hides every price when the saved amount rounds to 0 in USD', () => {
    expect(priceBlock('classic', prices({ saved: 0.4 }), customer, open, usd)).toEqual({ kind: 'none' });
    expect(priceBlock('classic', prices({ saved: 0 }), agent, open, usd)).toEqual({ kind: 'none' });
    expect(priceBlock('v2', prices({ saved: 0.49 }), agent, published, usd)).toEqual({ kind: 'none' });
    expect(shown(priceBlock('classic', prices({ saved: 0.6 }), customer, open, usd)).saved).toBe(1);
  });

  it('rounds after conversion: 0.4 USD is 1 AED (shown), 0.6 USD at 0.5 per USD is 0 (hidden)', () => {
    expect(shown(priceBlock('classic', prices({ saved: 0.4 }), customer, open, aed)).saved).toBe(1);
    expect(priceBlock('classic', prices({ saved: 0.6 }), customer, open, (amount) => amount * 0.5)).toEqual({ kind: 'none' });
  });

  it('Reveal Price wins over the rounding: the anonymous visitor sees no prices either way', () => {
    expect(priceBlock('classic', prices({ saved: 0.1 }), anonymous, closed, usd)).toEqual({ kind: 'reveal' });
  });

  it('a negative saving that rounds to zero is zero too; a larger one shows (retail below the total)', () => {
    expect(priceBlock('classic', prices({ saved: -0.3 }), customer, open, usd)).toEqual({ kind: 'none' });
    expect(shown(priceBlock('classic', prices({ retail: 176, total: 189, saved: -13 }), customer, open, usd))).toMatchObject({ retail: 176, saved: -13 });
  });
});

describe("SPEC §5 retail 'N/A'", () => {
  it("shows 'N/A' when the recommended price is missing", () => {
    expect(shown(priceBlock('v2', prices({ retail: undefined }), customer, published, usd)).retail).toBeNull();
  });

  it("shows 'N/A' when the recommended price exceeds the total, and the recommended price when it does not", () => {
    expect(shown(priceBlock('v2', prices({ retail: 300, total: 240 }), customer, published, usd)).retail).toBeNull();
    expect(shown(priceBlock('v2', prices({ retail: 240.01, total: 240 }), customer, published, usd)).retail).toBeNull();
    expect(shown(priceBlock('v2', prices({ retail: 240, total: 240 }), customer, published, usd)).retail).toBe(240);
    expect(shown(priceBlock('v2', prices({ retail: 180, total: 240 }), customer, published, usd)).retail).toBe(180);
  });

  it('always strikes through a classic card’s published rate, which is no recommended price', () => {
    expect(shown(priceBlock('classic', prices({ retail: 300, total: 240 }), customer, open, usd)).retail).toBe(300);
    expect(shown(priceBlock('classic', prices({ retail: 180, total: 240 }), customer, open, usd)).retail).toBe(180);
  });

  it('compares the USD amounts, strictly', () => {
    expect(retailShown(undefined, 10)).toBe(false);
    expect(retailShown(10, 10)).toBe(true);
    expect(retailShown(10.004, 10)).toBe(false);
    expect(retailShown(0, 10)).toBe(true);
  });
});

describe('SPEC §6 hotel v2 saved-price line', () => {
  it('hides the line when the agency does not show published hotel prices, for all but a non-restricted agent', () => {
    expect(shown(priceBlock('v2', prices(), anonymous, open, usd)).savedLabel).toBe('hidden');
    expect(shown(priceBlock('v2', prices(), customer, open, usd)).savedLabel).toBe('hidden');
    expect(shown(priceBlock('v2', prices(), restricted, open, usd)).savedLabel).toBe('hidden');
    expect(shown(priceBlock('v2', prices(), agent, open, usd)).savedLabel).toBe('saved');
  });

  it('shows the line to everyone when the agency shows published hotel prices', () => {
    expect(shown(priceBlock('v2', prices(), anonymous, published, usd)).savedLabel).toBe('loginToSave');
    expect(shown(priceBlock('v2', prices(), customer, published, usd)).savedLabel).toBe('saved');
    expect(shown(priceBlock('v2', prices(), restricted, published, usd)).savedLabel).toBe('saved');
  });

  it('hides the line for everyone when the non-login flow is not allowed', () => {
    const publishedClosed = { ...closed, showPublishedPriceToCustomerHotels: true };
    expect(shown(priceBlock('v2', prices(), customer, publishedClosed, usd)).savedLabel).toBe('hidden');
    expect(shown(priceBlock('v2', prices(), agent, publishedClosed, usd)).savedLabel).toBe('hidden');
  });

  it('leaves the classic cards alone', () => {
    expect(shown(priceBlock('classic', prices(), customer, open, usd)).savedLabel).toBe('saved');
  });
});

describe('SPEC §9 conversion and whole units', () => {
  it('converts and rounds every amount', () => {
    const block = shown(priceBlock('classic', prices(), agent, open, aed));
    expect(block).toMatchObject({
      retail: Math.round(200 * 3.6725),
      traveller: Math.round(240.4 * 3.6725),
      saved: Math.round(40.4 * 3.6725),
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
});
