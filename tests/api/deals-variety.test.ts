import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealPaths, fetchActivityDeals, fetchCarDeals, fetchHotelDeals } from '../../src/api/deals/calls.ts';
import { activitySearchPayload, carSearchPayload, hotelSearchPayload } from '../../src/api/deals/search-payloads.ts';
import { ApiError } from '../../src/api/errors.ts';
import { fetchHotelServiceDeals } from '../../src/api/hotel-service.ts';
import { fromUsd } from '../../src/currency/convert.ts';
import { classicPrices, priceBlock, v2Prices, type DealPriceAgency, type DealViewer, type PriceBlock } from '../../src/deals/price-block.ts';
import { ACTIVITY_DEALS } from '../../reference/demo/activity-deals.ts';
import { DEMO_AGENCIES } from '../../reference/demo/agencies/index.ts';
import { CAR_DEALS } from '../../reference/demo/car-deals.ts';
import { EXCHANGE_RATES } from '../../reference/demo/currencies.ts';
import { HOTEL_DEALS } from '../../reference/demo/hotel-deals.ts';
import { HOTEL_DEALS_V2 } from '../../reference/demo/hotel-deals-v2.ts';
import { startTestApi, type TestApi } from './reference-api.ts';

/*
 * The demo deals show every SPEC §5 / §6 price rule and every tab state
 * (deals, banner, failure) somewhere, so the storefront's browser tests can point at a named
 * deal. The rules themselves are src/deals/price-block.ts; here they are applied to the data.
 */

const NOW = new Date(2026, 2, 4, 12);
const MIAMI = { latitude: 25.7617, longitude: -80.1918 };

const customer: DealViewer = { loggedIn: true, isTravelAgent: false, isRestrictedAgent: false };
const agencyFlags = (subdomain: string): DealPriceAgency => {
  const { agency } = DEMO_AGENCIES.find((record) => record.subdomain === subdomain)!;
  return { allowNonLoginFlow: agency.allowNonLoginFlow ?? false, showPublishedPriceToCustomerHotels: agency.showPublishedPriceToCustomer?.hotels ?? false };
};
const usd = (amount: number) => amount;
const into = (currency: string) => (amount: number) => fromUsd(amount, currency, EXCHANGE_RATES).amount;

const hotel = (id: string) => classicPrices(HOTEL_DEALS.find((deal) => deal.link.endsWith(`/${id}`))!.rates);
const activity = (code: string) => classicPrices(ACTIVITY_DEALS.find((deal) => deal.link.endsWith(`/${code}`))!.rates);
const car = (id: string) => classicPrices(CAR_DEALS.find((deal) => deal.link.endsWith(`=${id}`))!.rates);
/** The v2 rate as the storefront parses it: a missing recommended price is `undefined`. */
const v2 = (id: string) => v2Prices({ recommended_selling_price: undefined, ...HOTEL_DEALS_V2.find(({ deal }) => deal.property_id === id)!.deal.rate });

const kindOf = (block: PriceBlock) => block.kind;
const retailOf = (block: PriceBlock) => (block.kind === 'prices' ? block.retail : 'no prices');
const savingOf = (block: PriceBlock) => (block.kind === 'prices' ? block.saving : 'no prices');

describe('SPEC §5 price rules, each shown by a named demo deal', () => {
  const alpine = agencyFlags('alpine');

  it('a retail price above the total is struck through, classic and v2 alike: HD-24001, 5010SYD, CR-31001, P-100231', () => {
    expect(retailOf(priceBlock('classic', hotel('HD-24001'), customer, alpine, usd))).toEqual({ show: 'struck', amount: 612 });
    expect(retailOf(priceBlock('classic', activity('5010SYD'), customer, alpine, usd))).toEqual({ show: 'struck', amount: 238 });
    expect(retailOf(priceBlock('classic', car('CR-31001'), customer, alpine, usd))).toEqual({ show: 'struck', amount: 148 });
    expect(retailOf(priceBlock('v2', v2('P-100231'), customer, agencyFlags('sunny'), usd))).toEqual({ show: 'struck', amount: 529 });
  });

  it('retail below the total (a negative saving): no retail, no saving, the traveller price alone: HD-24011, 1180TLL, CR-31008, P-100241', () => {
    for (const block of [
      priceBlock('classic', hotel('HD-24011'), customer, alpine, usd),
      priceBlock('classic', activity('1180TLL'), customer, alpine, usd),
      priceBlock('classic', car('CR-31008'), customer, alpine, usd),
      priceBlock('v2', v2('P-100241'), customer, agencyFlags('sunny'), usd),
    ]) {
      expect(block).toMatchObject({ kind: 'prices', retail: { show: 'none' }, discountPercentage: null, saving: null });
    }
  });

  it("missing recommended price ('N/A', no badge), with the service's own saving: P-100234", () => {
    const block = priceBlock('v2', v2('P-100234'), customer, agencyFlags('sunny'), usd);
    expect(block).toMatchObject({ kind: 'prices', retail: { show: 'notAvailable' }, discountPercentage: null, saving: { label: 'saved', amount: 64 } });
  });

  it("'N/A' only where the recommended price is missing: one v2 deal, no classic one", () => {
    const v2Retail = HOTEL_DEALS_V2.map(({ deal }) => retailOf(priceBlock('v2', v2(deal.property_id), customer, agencyFlags('sunny'), usd)));
    expect(v2Retail.filter((retail) => typeof retail === 'object' && retail.show === 'notAvailable')).toHaveLength(1);
    const classic = [...HOTEL_DEALS.map((deal) => deal.rates), ...ACTIVITY_DEALS.map((deal) => deal.rates), ...CAR_DEALS.map((deal) => deal.rates)];
    for (const rates of classic) expect(retailOf(priceBlock('classic', classicPrices(rates), customer, alpine, usd))).not.toEqual({ show: 'notAvailable' });
  });

  it('every demo deal with a discount badge strikes a retail price above its traveller price, and saves a positive amount', () => {
    const blocks = [
      ...HOTEL_DEALS.map((deal) => priceBlock('classic', classicPrices(deal.rates), customer, alpine, usd)),
      ...ACTIVITY_DEALS.map((deal) => priceBlock('classic', classicPrices(deal.rates), customer, alpine, usd)),
      ...CAR_DEALS.map((deal) => priceBlock('classic', classicPrices(deal.rates), customer, alpine, usd)),
      ...HOTEL_DEALS_V2.map(({ deal }) => priceBlock('v2', v2(deal.property_id), customer, agencyFlags('sunny'), usd)),
    ];
    const badged = blocks.filter((block) => block.kind === 'prices' && block.discountPercentage !== null);
    expect(badged.length).toBeGreaterThan(20);
    for (const block of badged) {
      if (block.kind !== 'prices') continue;
      expect(block.retail.show).toBe('struck');
      if (block.retail.show === 'struck') expect(block.retail.amount).toBeGreaterThan(block.traveller);
      expect(savingOf(block)).toMatchObject({ amount: expect.any(Number) });
      expect(block.saving!.amount).toBeGreaterThan(0);
    }
  });

  it('saving that rounds to 0 in USD but not in AED: HD-24006, 9102REK, CR-31004, P-100236', () => {
    for (const prices of [hotel('HD-24006'), hotel('HD-24009'), activity('9102REK'), car('CR-31004')]) {
      expect(kindOf(priceBlock('classic', prices, customer, alpine, usd))).toBe('none');
      expect(kindOf(priceBlock('classic', prices, customer, alpine, into('AED')))).toBe('prices');
    }
    expect(kindOf(priceBlock('v2', v2('P-100236'), customer, agencyFlags('sunny'), usd))).toBe('none');
  });

  it('saving nothing, no prices in any currency: HD-24012, 2250BGO, P-100242', () => {
    for (const currency of Object.keys(EXCHANGE_RATES)) {
      expect(kindOf(priceBlock('classic', hotel('HD-24012'), customer, alpine, into(currency)))).toBe('none');
      expect(kindOf(priceBlock('classic', activity('2250BGO'), customer, alpine, into(currency)))).toBe('none');
      expect(kindOf(priceBlock('v2', v2('P-100242'), customer, agencyFlags('sunny'), into(currency)))).toBe('none');
    }
  });

  it('Reveal Price at medina, the one agency without the non-login flow', () => {
    const anonymous: DealViewer = { loggedIn: false, isTravelAgent: false, isRestrictedAgent: false };
    const withoutNonLogin = DEMO_AGENCIES.filter((record) => !record.agency.allowNonLoginFlow).map((record) => record.subdomain);
    expect(withoutNonLogin).toEqual(['medina']);
    expect(kindOf(priceBlock('classic', hotel('HD-24001'), anonymous, agencyFlags('medina'), usd))).toBe('reveal');
    expect(kindOf(priceBlock('classic', hotel('HD-24001'), anonymous, alpine, usd))).toBe('prices');
  });

  it('several currencies: one deal reads differently in USD, EUR, SEK, MXN and AED', () => {
    const prices = hotel('HD-24001');
    const travellerIn = (currency: string) => {
      const block = priceBlock('classic', prices, customer, alpine, into(currency));
      return block.kind === 'prices' ? block.traveller : undefined;
    };
    const amounts = ['USD', 'EUR', 'SEK', 'MXN', 'AED'].map(travellerIn);
    expect(amounts).toEqual([459, 423, 4810, 7858, 1686]);
    expect(new Set(amounts).size).toBe(5);
  });
});

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.dispose());

type TabState = 'deals' | 'empty' | 'failure';

/** The SPEC §2.6 deal tabs each demo agency has (its active booking menu), and what each answers. */
const TAB_STATES: Record<string, Partial<Record<keyof typeof dealPaths, TabState>>> = {
  sunny: { hotels: 'deals', cars: 'deals', activities: 'deals' },
  medina: { hotels: 'deals', activities: 'deals', cars: 'deals' },
  nordic: { cars: 'deals', activities: 'deals' },
  viajes: { activities: 'deals' },
  alpine: { hotels: 'deals', cars: 'empty', activities: 'failure' },
  paused: { hotels: 'deals' },
};

const SERVICE_TITLE = { hotels: 'Hotels', cars: 'Cars', activities: 'Activities' } as const;

async function searchState(agency: string, kind: keyof typeof dealPaths): Promise<TabState> {
  const client = api.client(agency);
  try {
    const deals =
      kind === 'hotels'
        ? await fetchHotelDeals(client, hotelSearchPayload(MIAMI, NOW))
        : kind === 'cars'
          ? await fetchCarDeals(client, carSearchPayload(MIAMI, NOW))
          : await fetchActivityDeals(client, activitySearchPayload(MIAMI));
    return deals.length ? 'deals' : 'empty';
  } catch (error) {
    if (error instanceof ApiError && error.status === 500) return 'failure';
    throw error;
  }
}

describe('every demo agency answers its deal tabs', () => {
  it('the table covers each agency and exactly its active deal services', () => {
    expect(Object.keys(TAB_STATES).sort()).toEqual(DEMO_AGENCIES.map((record) => record.subdomain).sort());
    for (const record of DEMO_AGENCIES) {
      const active = new Set(record.agency.bookingMenuItemOptions.filter((item) => item.active).map((item) => item.title));
      const tabs = (Object.keys(SERVICE_TITLE) as (keyof typeof SERVICE_TITLE)[]).filter((kind) => active.has(SERVICE_TITLE[kind]));
      expect(Object.keys(TAB_STATES[record.subdomain]!).sort(), record.subdomain).toEqual(tabs.sort());
    }
  });

  it.each(Object.entries(TAB_STATES).flatMap(([agency, tabs]) => Object.entries(tabs).map(([kind, state]) => [agency, kind, state] as const)))(
    '%s %s: %s',
    async (agency, kind, state) => {
      expect(await searchState(agency, kind as keyof typeof dealPaths)).toBe(state);
    },
  );

  it("alpine's activity search answers HTTP 500 with the server's message, which the storefront keeps (SPEC §8)", async () => {
    const response = await api.call(dealPaths.activities, {
      agency: 'alpine',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(activitySearchPayload(MIAMI)),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Activity supplier unavailable, please try again later' });
    await expect(fetchActivityDeals(api.client('alpine'), activitySearchPayload(MIAMI))).rejects.toMatchObject({
      status: 500,
      message: 'Activity supplier unavailable, please try again later',
    });
  });

  it('a bad body is still refused with 400 before the failure', async () => {
    const response = await api.call(dealPaths.activities, { agency: 'alpine', method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"latitude":"x"}' });
    expect(response.status).toBe(400);
  });
});

describe('SPEC §7 currencies and the v2 hotel deals', () => {
  it('the hotel search honours its currency (SPEC §7 payload); activity and car searches carry none and answer USD', async () => {
    const sunny = api.client('sunny');
    const inUsd = await fetchHotelDeals(sunny, hotelSearchPayload(MIAMI, NOW));
    for (const currency of ['EUR', 'SEK', 'AED']) {
      const converted = await fetchHotelDeals(sunny, { ...hotelSearchPayload(MIAMI, NOW), currency });
      expect(converted[0]!.rates.totalRate, currency).toBeCloseTo(inUsd[0]!.rates.totalRate * EXCHANGE_RATES[currency]!, 1);
    }
    expect((await fetchActivityDeals(sunny, activitySearchPayload(MIAMI)))[0]!.rates.totalRate).toBe(178);
  });

  it('sunny is the agency with enableHotelsV2, and the hotel service serves its v2 deals with every case', async () => {
    expect(DEMO_AGENCIES.filter((record) => record.agency.enableHotelsV2).map((record) => record.subdomain)).toEqual(['sunny']);
    const deals = await fetchHotelServiceDeals(api.service('hotel'), { lat: MIAMI.latitude, long: MIAMI.longitude, currency: 'USD' });
    const ids = deals.map((deal) => deal.property_id);
    expect(ids).toEqual(expect.arrayContaining(['P-100231', 'P-100234', 'P-100236', 'P-100241', 'P-100242']));
    const top = await fetchHotelServiceDeals(api.service('hotel'), { top_destination: true, lat: MIAMI.latitude, long: MIAMI.longitude });
    expect(top.map((deal) => deal.property_id)).toEqual(expect.arrayContaining(['P-100234', 'P-100236', 'P-100241', 'P-100242']));
  });
});
