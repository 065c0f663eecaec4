import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { aboutUsAnswer, agencyAnswer, fetchAboutUs, fetchAgency, fetchFaq, faqsAnswer } from '../../src/api/agency.ts';
import { fetchShipLines, fetchEnabledShipLines, enabledShipLinesAnswer, shipLinesAnswer } from '../../src/api/cruise.ts';
import { carRentalCountriesAnswer, countriesAnswer, enabledCountriesAnswer, fetchCarRentalCountries, fetchCountries, fetchEnabledCountries } from '../../src/api/countries.ts';
import { enabledCurrenciesAnswer, exchangeRatesAnswer, fetchEnabledCurrencies, fetchExchangeRates } from '../../src/api/currency.ts';
import { activityDealsAnswer, carDealsAnswer, dealPaths, fetchActivityDeals, fetchCarDeals, fetchHotelDeals, hotelDealsAnswer } from '../../src/api/deals/calls.ts';
import { activitySearchPayload, carSearchPayload, hotelSearchPayload } from '../../src/api/deals/search-payloads.ts';
import { geoLocationAnswer } from '../../src/api/geolocation.ts';
import { fetchLanguages, languagesAnswer } from '../../src/api/languages.ts';
import { agencyNavigationAnswer, fetchAgencyNavigation } from '../../src/api/navigation.ts';
import { currentPaymentAnswer, fetchCurrentPayment } from '../../src/api/payment.ts';
import {
  activitySuggestAnswer,
  airportsAnswer,
  carSuggestAnswer,
  fetchActivitySuggestions,
  fetchAirports,
  fetchCarSuggestions,
  fetchHotelSuggestions,
  hotelSuggestAnswer,
} from '../../src/api/suggestions.ts';
import { changeLanguage, languageAnswer } from '../../src/api/user.ts';
import { DEMO_AGENCIES } from '../../reference/demo/agencies/index.ts';
import { startTestApi, type TestApi } from './reference-api.ts';

const NOW = new Date(2026, 2, 4, 12);
const MIAMI = { latitude: 25.7617, longitude: -80.1918 };

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  envelope: 'data' | 'response';
  schema: z.core.$ZodType;
}

/** Every SPEC §7 main-API call that needs no log-in (those are in auth.test.ts and business-info.test.ts). */
const CALLS: Call[] = [
  { method: 'GET', path: '/api/agency', envelope: 'data', schema: agencyAnswer },
  { method: 'GET', path: '/api/agency/about-us', envelope: 'data', schema: aboutUsAnswer },
  { method: 'GET', path: '/api/agency/faqs', envelope: 'data', schema: faqsAnswer },
  { method: 'GET', path: '/api/getCurrentPaymentGateway', envelope: 'data', schema: currentPaymentAnswer },
  { method: 'GET', path: '/api/agency/navigations', envelope: 'data', schema: agencyNavigationAnswer },
  { method: 'GET', path: '/api/agency/languages', envelope: 'data', schema: languagesAnswer },
  { method: 'GET', path: '/api/user/changeLanguage/es', envelope: 'data', schema: languageAnswer },
  { method: 'GET', path: '/api/user/geolocation', envelope: 'data', schema: geoLocationAnswer },
  { method: 'GET', path: '/api/code', envelope: 'data', schema: countriesAnswer },
  { method: 'GET', path: '/api/admin/country/enable', envelope: 'data', schema: enabledCountriesAnswer },
  { method: 'GET', path: '/api/admin/country/enableCurrencies', envelope: 'data', schema: enabledCurrenciesAnswer },
  { method: 'GET', path: '/api/multi-currency/exchange', envelope: 'data', schema: exchangeRatesAnswer },
  { method: 'POST', path: '/api/dealray/deals/hotel-search', body: hotelSearchPayload(MIAMI, NOW), envelope: 'response', schema: hotelDealsAnswer },
  { method: 'POST', path: '/api/dealray/deals/activity-search', body: activitySearchPayload(MIAMI), envelope: 'data', schema: activityDealsAnswer },
  { method: 'POST', path: '/api/dealray/deals/car-search', body: carSearchPayload(MIAMI, NOW), envelope: 'data', schema: carDealsAnswer },
  { method: 'GET', path: '/api/cruise/ship-lines', envelope: 'data', schema: shipLinesAnswer },
  { method: 'GET', path: '/api/cruise/enabled-ship-lines', envelope: 'data', schema: enabledShipLinesAnswer },
  { method: 'POST', path: '/api/v2/hotel/auto-suggest', body: { text: 'mia', isManageLocation: false }, envelope: 'data', schema: hotelSuggestAnswer },
  { method: 'POST', path: '/api/car-rental/auto-suggest', body: { text: 'airport', isManageLocation: false }, envelope: 'data', schema: carSuggestAnswer },
  { method: 'POST', path: '/api/activities/destinations', body: { text: 'ca', isManageLocation: false }, envelope: 'data', schema: activitySuggestAnswer },
  { method: 'GET', path: '/api/flight/airports?search=lon', envelope: 'data', schema: airportsAnswer },
  { method: 'GET', path: '/api/car-rental/findCountries/EN', envelope: 'data', schema: carRentalCountriesAnswer },
];

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.dispose());

/** The deal searches a demo agency makes fail on purpose (its failingDealsFor); deals-variety.test.ts checks those. */
const failsOnPurpose = (agency: string, path: string) => {
  const failing = DEMO_AGENCIES.find((record) => record.subdomain === agency)?.failingDealsFor ?? {};
  return (Object.keys(failing) as (keyof typeof dealPaths)[]).some((kind) => path === dealPaths[kind]);
};

describe.each(DEMO_AGENCIES.map((record) => record.subdomain))('agency %s', (agency) => {
  it.each(CALLS.filter((call) => !failsOnPurpose(agency, call.path)))('$method $path answers its envelope and schema', async ({ method, path, body, envelope, schema }) => {
    const response = await api.call(path, {
      agency,
      method,
      headers: body ? { 'Content-Type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const payload = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(payload)).toEqual([envelope]);
    const parsed = z.safeParse(schema, payload);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });
});

describe('the src/api fetchers against the API', () => {
  it('read sunny through createApiClient', async () => {
    const sunny = api.client('sunny');
    expect((await fetchAgency(sunny)).agencyName).toBe('Sunny Holidays');
    expect((await fetchAboutUs(sunny))?.title).toBe('Our Story');
    expect((await fetchFaq(sunny))?.questions.length).toBeGreaterThan(0);
    expect((await fetchCurrentPayment(sunny)).currentGateway).toBe('stripe');
    expect((await fetchAgencyNavigation(sunny)).find((item) => item.label === 'Book Now')?.path).toBe('/booknow/hotels');
    expect((await fetchLanguages(sunny)).map((l) => l.code)).toEqual(['en', 'pt', 'es', 'da', 'no', 'de', 'ar', 'fr', 'sv']);
    expect((await changeLanguage(sunny, 'de')).language).toBe('de');
    expect((await fetchCountries(sunny)).length).toBeGreaterThan(30);
    expect((await fetchEnabledCountries(sunny)).some((c) => c.code === 'MX')).toBe(true);
    expect((await fetchCarRentalCountries(sunny)).length).toBeGreaterThan(30);
    const currencies = await fetchEnabledCurrencies(sunny);
    expect(currencies[0]?.currency).toBe('AED'); // SPEC §3: the first, AED, is the default
    expect(currencies.map((c) => c.currency)).toEqual(expect.arrayContaining(['USD', 'EUR', 'GBP', 'MXN', 'SAR', 'SEK', 'DKK', 'NOK', 'BRL', 'INR', 'JPY', 'JOD', 'KWD']));
    const rates = await fetchExchangeRates(sunny);
    expect(rates.rates.USD).toBe(1);
    expect(Object.keys(rates.rates).sort()).toEqual(currencies.map((c) => c.currency).sort());
    expect((await fetchHotelDeals(sunny, hotelSearchPayload(MIAMI, NOW))).length).toBeGreaterThanOrEqual(8);
    expect((await fetchActivityDeals(sunny, activitySearchPayload(MIAMI))).length).toBeGreaterThanOrEqual(8);
    expect((await fetchCarDeals(sunny, carSearchPayload(MIAMI, NOW))).length).toBeGreaterThanOrEqual(6);
    expect((await fetchShipLines(sunny)).map((l) => l.page)).toEqual(['/royal-caribbean', '/carnival', '/mcl', '/celebrity', '/disney']);
    expect((await fetchEnabledShipLines(sunny)).length).toBe(5);
    expect((await fetchHotelSuggestions(sunny, { text: 'paris' })).locationSuggestions.map((s) => s.name)).toContain('Paris');
    expect((await fetchCarSuggestions(sunny, { text: 'munich' })).locations.length).toBe(2);
    expect((await fetchActivitySuggestions(sunny, { text: 'reykjavik' })).suggestions[0]?.name).toBe('Reykjavík');
    expect((await fetchAirports(sunny, 'ARN'))[0]?.city).toBe('Stockholm');
  });

  it('prices hotel deals in the currency asked', async () => {
    const sunny = api.client('sunny');
    const usd = await fetchHotelDeals(sunny, hotelSearchPayload(MIAMI, NOW));
    const mxn = await fetchHotelDeals(sunny, { ...hotelSearchPayload(MIAMI, NOW), currency: 'MXN' });
    expect(mxn[0]!.rates.totalRate).toBeCloseTo(usd[0]!.rates.totalRate * 17.12, 1);
    expect(mxn[0]!.rates.discountPercentage).toBe(usd[0]!.rates.discountPercentage);
  });

  it('follows each agency: empty car deals for alpine, cruise lines per agency, Book Now per booking menu', async () => {
    expect(await fetchCarDeals(api.client('alpine'), carSearchPayload(MIAMI, NOW))).toEqual([]);
    expect(await fetchEnabledShipLines(api.client('medina'))).toEqual([]);
    const bookNow = async (agency: string) => (await fetchAgencyNavigation(api.client(agency))).find((i) => i.label === 'Book Now')?.path;
    expect(await bookNow('nordic')).toBe('/booknow/flights');
    expect(await bookNow('viajes')).toBe('/booknow/resort');
  });

  it('flags an auto-suggest cut at its limit with allData false', async () => {
    const all = await fetchHotelSuggestions(api.client('sunny'), { text: 'i' });
    expect(all.locationSuggestions).toHaveLength(10);
    expect(all.allData).toBe(false);
    expect((await fetchHotelSuggestions(api.client('sunny'), { text: 'kyoto' })).allData).toBe(true);
  });
});
