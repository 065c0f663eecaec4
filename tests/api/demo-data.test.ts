import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { businessInfoSubmit } from '../../src/api/business-info.ts';
import { shipLineSchema } from '../../src/api/cruise.ts';
import { countrySchema, enabledCountrySchema, carRentalCountrySchema } from '../../src/api/countries.ts';
import { currencyOptionSchema } from '../../src/api/currency.ts';
import { activityDealSchema, carDealSchema, hotelDealSchema, hotelDealV2Schema, type DealRates } from '../../src/api/deals/shapes.ts';
import { dealMarkup } from '../../src/deals/markup.ts';
import { languageOptionSchema } from '../../src/api/languages.ts';
import { holdSchema, regionSchema } from '../../src/api/resort-service.ts';
import { daysBetween } from '../../src/validation/dates.ts';
import { activityDestinationSchema, airportSchema, carLocationSchema, locationSuggestionSchema } from '../../src/api/suggestions.ts';
import { userProfileSchema } from '../../src/api/user.ts';
import { agencySchema } from '../../src/tenant/agency.ts';
import { planAnalytics } from '../../src/tenant/analytics.ts';
import { faqQuestionsValid, faqSchema } from '../../src/tenant/content.ts';
import { parseOrThrow } from '../../src/tenant/format-error.ts';
import { absoluteMedia } from '../../reference/api/absolute-media.ts';
import { profileOf } from '../../reference/api/current-user.ts';
import { ACTIVITY_DEALS } from '../../reference/demo/activity-deals.ts';
import { DEMO_AGENCIES } from '../../reference/demo/agencies/index.ts';
import { CAR_DEALS } from '../../reference/demo/car-deals.ts';
import { ALL_COUNTRIES, CAR_RENTAL_COUNTRIES, ENABLED_COUNTRIES } from '../../reference/demo/countries.ts';
import { SHIP_LINES } from '../../reference/demo/cruise.ts';
import { ENABLED_CURRENCIES, EXCHANGE_RATES } from '../../reference/demo/currencies.ts';
import { HOTEL_DEALS } from '../../reference/demo/hotel-deals.ts';
import { HOTEL_DEALS_V2 } from '../../reference/demo/hotel-deals-v2.ts';
import { LANGUAGE_OPTIONS } from '../../reference/demo/languages.ts';
import { ACTIVITY_DESTINATIONS, AIRPORTS, CAR_LOCATIONS, HOTEL_LOCATIONS } from '../../reference/demo/places.ts';
import { HOLDS, REGIONS, RESORTS } from '../../reference/demo/resorts.ts';
import { DEMO_LOGINS, DEMO_USERS } from '../../reference/demo/users.ts';
import { createStore } from '../../reference/api/store.ts';
import { synthesizeAgencies } from '../../reference/api/synthesize.ts';
import { validateAgencyRecord } from '../../reference/api/validate-records.ts';

const BASE = 'http://localhost:4500';
const agencyOf = (subdomain: string) => parseOrThrow(agencySchema, absoluteMedia(DEMO_AGENCIES.find((r) => r.subdomain === subdomain)!.agency, BASE), subdomain);

function allValid(schema: z.core.$ZodType, items: readonly unknown[], what: string) {
  items.forEach((item, i) => parseOrThrow(schema, absoluteMedia(item, BASE), `${what}[${i}]`));
}

describe('demo data fits the SPEC §3 schemas', () => {
  it.each(DEMO_AGENCIES.map((r) => [r.subdomain, r] as const))('agency %s', (_, record) => {
    expect(() => validateAgencyRecord(record)).not.toThrow();
    if (record.businessInfo.contactEmailId) expect(businessInfoSubmit.safeParse(record.businessInfo).error?.issues ?? []).toEqual([]);
  });

  it('lists', () => {
    allValid(hotelDealSchema, HOTEL_DEALS, 'hotel deals');
    allValid(hotelDealV2Schema, HOTEL_DEALS_V2.map((entry) => entry.deal), 'hotel v2 deals');
    allValid(activityDealSchema, ACTIVITY_DEALS, 'activity deals');
    allValid(carDealSchema, CAR_DEALS, 'car deals');
    allValid(currencyOptionSchema, ENABLED_CURRENCIES, 'currencies');
    allValid(countrySchema, ALL_COUNTRIES, 'countries');
    allValid(enabledCountrySchema, ENABLED_COUNTRIES, 'enabled countries');
    allValid(carRentalCountrySchema, CAR_RENTAL_COUNTRIES, 'car rental countries');
    allValid(languageOptionSchema, LANGUAGE_OPTIONS, 'languages');
    allValid(shipLineSchema, SHIP_LINES, 'ship lines');
    allValid(locationSuggestionSchema, HOTEL_LOCATIONS, 'hotel locations');
    allValid(carLocationSchema, CAR_LOCATIONS, 'car locations');
    allValid(activityDestinationSchema, ACTIVITY_DESTINATIONS, 'activity destinations');
    allValid(airportSchema, AIRPORTS, 'airports');
    allValid(regionSchema, REGIONS, 'regions');
  });

  it('resort holds: a whole stay at a known property, the total its USD nightly rate × nights', () => {
    allValid(holdSchema, HOLDS.map((hold) => ({ ...hold, expires_at: null })), 'holds');
    for (const hold of HOLDS) {
      const resort = RESORTS.find((r) => r.property_id === hold.property_id);
      expect(resort, hold.reference_number).toBeDefined();
      expect(hold.total, hold.reference_number).toBe(resort!.nightly * daysBetween(hold.check_in, hold.check_out));
    }
  });

  it('users, with a profile each', () => {
    const store = createStore({ dataDir: '/nonexistent', secret: 'x' });
    allValid(userProfileSchema, DEMO_USERS.map((user) => profileOf(user, store)), 'users');
    expect(new Set(DEMO_USERS.map((u) => u.email)).size).toBe(DEMO_USERS.length);
    for (const user of DEMO_USERS) expect(store.agency(user.agency), user.email).toBeDefined();
  });

  it('has the sizes the storefront scenarios need', () => {
    expect(HOTEL_DEALS.length).toBeGreaterThanOrEqual(8);
    expect(HOTEL_DEALS_V2.length).toBeGreaterThanOrEqual(8);
    expect(ACTIVITY_DEALS.length).toBeGreaterThanOrEqual(8);
    expect(CAR_DEALS.length).toBeGreaterThanOrEqual(6);
    expect(ENABLED_CURRENCIES[0]!.currency).toBe('AED');
    expect(Object.keys(EXCHANGE_RATES).sort()).toEqual(ENABLED_CURRENCIES.map((c) => c.currency).sort());
  });
});

describe('deal prices add up', () => {
  const classic: DealRates[] = [...HOTEL_DEALS, ...ACTIVITY_DEALS, ...CAR_DEALS].map((deal) => deal.rates);
  const cents = (value: number) => Math.round(value * 100);

  it('totalRate = baseRate + taxAndFee + markup, savedPrice = publishedRate − totalRate', () => {
    for (const rates of classic) {
      expect(cents(rates.savedPrice)).toBe(cents(rates.publishedRate) - cents(rates.totalRate));
      expect(cents(rates.baseRate + rates.taxAndFee + dealMarkup(rates))).toBe(cents(rates.totalRate));
      expect(dealMarkup(rates)).toBeGreaterThan(0);
      // A retail price below the total is no discount: 0, never negative (SPEC §3 0–100).
      expect(rates.discountPercentage).toBe(Math.max(0, Math.round((rates.savedPrice / rates.publishedRate) * 100)));
    }
    for (const { deal } of HOTEL_DEALS_V2) {
      expect(cents(deal.rate.base_rate + deal.rate.tax_and_fees)).toBeLessThan(cents(deal.rate.total_rate));
    }
  });

  it('includes savings that round to 0 and a v2 deal without a recommended price (SPEC §5)', () => {
    const roundsToZero = (saved: number) => Math.round(saved) === 0;
    expect(HOTEL_DEALS.some((d) => roundsToZero(d.rates.savedPrice))).toBe(true);
    expect(ACTIVITY_DEALS.some((d) => roundsToZero(d.rates.savedPrice))).toBe(true);
    expect(CAR_DEALS.some((d) => roundsToZero(d.rates.savedPrice))).toBe(true);
    expect(HOTEL_DEALS_V2.some(({ deal }) => deal.rate.recommended_selling_price === undefined)).toBe(true);
    expect(HOTEL_DEALS_V2.some(({ deal }) => Math.round(deal.rate.saved_price) === 0 && deal.rate.recommended_selling_price !== undefined)).toBe(true);
  });

  it('links inside the site', () => {
    for (const deal of [...HOTEL_DEALS, ...ACTIVITY_DEALS, ...CAR_DEALS]) expect(deal.link).toMatch(/^\/booknow\//);
  });
});

describe('demo agencies are the scenarios the brief names', () => {
  it('sunny: everything on', () => {
    const sunny = agencyOf('sunny');
    expect(sunny.bookingMenuItemOptions.every((item) => item.active)).toBe(true);
    expect([sunny.linkedin, sunny.instagram, sunny.facebook, sunny.twitter, sunny.youtube, sunny.discord, sunny.tiktok].every(Boolean)).toBe(true);
    expect(planAnalytics(sunny.analytics)).toEqual({ googleAnalyticsId: 'G-SUNNY12345', facebookPixelId: '284719305612847', rejected: [] });
  });

  it('viajes: analytics ID refused', () => {
    expect(planAnalytics(agencyOf('viajes').analytics).rejected).toEqual(['analytics.googleAnalyticsId']);
  });

  it('alpine: an FAQ question too short to show', () => {
    const alpine = DEMO_AGENCIES.find((r) => r.subdomain === 'alpine')!;
    expect(faqQuestionsValid(faqSchema.parse(alpine.faq))).toBe(false);
    expect(agencyOf('alpine').returnUrl).toBeUndefined();
  });

  it('nordic: SSO only, hidden log-in and sign-up, unsubscribed', () => {
    expect(agencyOf('nordic')).toMatchObject({
      sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: false },
      isHideLoginOption: true,
      isHideSignupOption: true,
      isSubscribed: false,
      hideHeaderforDealProposal: true,
    });
  });

  it('lists one log-in per SPEC §6 role', () => {
    const types = new Set(DEMO_USERS.map((u) => u.userType));
    for (const type of ['Customer', 'Agent', 'AgencyOwner', 'Admin', 'SalesAgent']) expect(types).toContain(type);
    expect(DEMO_USERS.some((u) => u.isRestrictedAgent)).toBe(true);
    expect(DEMO_LOGINS.every((login) => login.password === 'Travel2026!')).toBe(true);
  });
});

describe('synthesizeAgencies', () => {
  it('gives 100 valid, distinct agencies bench-001 … bench-100', () => {
    const agencies = synthesizeAgencies(100);
    expect(agencies).toHaveLength(100);
    expect(agencies[0]!.subdomain).toBe('bench-001');
    expect(agencies[99]!.subdomain).toBe('bench-100');
    for (const record of agencies) {
      validateAgencyRecord(record);
      expect(record.aboutUs.isEnabled && record.faq.isEnabled).toBe(true);
      expect(faqQuestionsValid(faqSchema.parse(record.faq))).toBe(true);
    }
    expect(new Set(agencies.map((r) => r.subdomain)).size).toBe(100);
    expect(new Set(agencies.map((r) => r.agency.agencyName)).size).toBe(100);
    expect(new Set(agencies.map((r) => r.agency.primaryColor)).size).toBeGreaterThan(90);
    expect(new Set(agencies.map((r) => r.agency.defaultLanguage)).size).toBe(9);
  });
});
