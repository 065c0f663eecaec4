import { test } from './fixtures/test.ts';
import { logInAs, signUp } from './member.ts';
import { inSuite } from './matrix.ts';
import { bookAndPay, bookResort, expectInMyTrips, type Journey } from './paid-journey.ts';

/*
 * A paid booking of every service, end to end, each started from the home search panel and from a
 * deal (SPEC §2.3 booking routes, §2.5 v1 and v2 pages, §2.6 deals, §3 currentGateway), every
 * service in English and Arabic and each other language in at least one journey. Each journey
 * checks its confirmation (reference and payment) and My Trips (service and paid marker) in the
 * page language. Steps: paid-journey.ts.
 *
 * Starts where the home page has no deal card:
 * - Flights and Cruises: their deal tabs always show a banner and never a deal card (SPEC §2.6),
 *   and neither service has a deal list anywhere else; the journey starts at the banner's
 *   'Book Now' and takes a ready search on the landing page.
 * - Resorts: no home deal tab and no home panel (SPEC §2.2 tabs); the journeys start from the
 *   resort page's own search and from its deal list (/booknow/resort).
 *
 * Tenants: sunny has enableHotelsV2 and enableFlightsV2 on; `classic` (a browser-test agency, like
 * sunny with both off) shows the v1 pages, with a customer signed up for the test.
 */

const JOURNEYS: readonly Journey[] = [
  { service: 'hotels', v2: true, tenant: 'sunny', start: 'panel', language: 'en' },
  { service: 'hotels', v2: true, tenant: 'sunny', start: 'deal', language: 'ar' },
  { service: 'hotels', v2: true, tenant: 'sunny', start: 'deal', language: 'pt' },
  { service: 'hotels', v2: false, tenant: 'classic', start: 'panel', language: 'ar' },
  { service: 'hotels', v2: false, tenant: 'classic', start: 'deal', language: 'en' },
  { service: 'hotels', v2: false, tenant: 'classic', start: 'panel', language: 'es' },
  { service: 'flights', v2: true, tenant: 'sunny', start: 'panel', language: 'en' },
  { service: 'flights', v2: true, tenant: 'sunny', start: 'banner', language: 'ar' },
  { service: 'flights', v2: true, tenant: 'sunny', start: 'panel', language: 'da' },
  { service: 'flights', v2: false, tenant: 'classic', start: 'panel', language: 'ar' },
  { service: 'flights', v2: false, tenant: 'classic', start: 'banner', language: 'en' },
  { service: 'flights', v2: false, tenant: 'classic', start: 'banner', language: 'no' },
  { service: 'cars', tenant: 'sunny', start: 'panel', language: 'en' },
  { service: 'cars', tenant: 'sunny', start: 'deal', language: 'ar' },
  { service: 'cars', tenant: 'sunny', start: 'deal', language: 'de' },
  { service: 'activities', tenant: 'sunny', start: 'panel', language: 'ar' },
  { service: 'activities', tenant: 'sunny', start: 'deal', language: 'en' },
  { service: 'activities', tenant: 'sunny', start: 'panel', language: 'fr' },
  { service: 'cruise', tenant: 'sunny', start: 'panel', language: 'en' },
  { service: 'cruise', tenant: 'sunny', start: 'banner', language: 'ar' },
  { service: 'cruise', tenant: 'sunny', start: 'panel', language: 'sv' },
  { service: 'resort', tenant: 'sunny', start: 'panel', language: 'ar' },
  { service: 'resort', tenant: 'sunny', start: 'deal', language: 'en' },
];

/**
 * `npm test` books each service and page version once, the three starts (panel, deal card, banner)
 * spread over them, in English or Arabic (right to left). The other journeys repeat those steps in
 * other words: the reference apps' texts are proved for every language by reference/apps/texts.test.ts
 * and page-language.test.ts, the panels' submits by search-panels-services.spec.ts, the deal links
 * by deal-links.spec.ts. All 23 run with MATRIX=all.
 */
const IN_SUITE = new Set([
  'hotels v2 panel en',
  'hotels v1 deal en',
  'flights v2 banner ar',
  'flights v1 panel ar',
  'cars deal ar',
  'activities deal en',
  'cruise banner ar',
  'resort panel ar',
]);
const keyOf = ({ service, v2, start, language }: Journey) => [service, v2 === undefined ? '' : v2 ? 'v2' : 'v1', start, language].filter(Boolean).join(' ');
const SUITE: readonly Journey[] = inSuite(JOURNEYS, (journey) => IN_SUITE.has(keyOf(journey)));

const FROM = {
  panel: { default: 'the home search panel', resort: 'the resort page search' },
  deal: { default: 'a home deal card', resort: 'the resort deal list' },
  banner: { default: 'the deal tab banner (no deal cards)', resort: '' },
} as const;

test.describe('paid bookings of every service (SPEC §2.3, §2.5, §2.6)', () => {
  for (const journey of SUITE) {
    const { service, v2, tenant, start, language } = journey;
    const from = FROM[start][service === 'resort' ? 'resort' : 'default'];
    const version = v2 === undefined ? '' : v2 ? ' v2' : ' v1';
    test(`${service}${version} from ${from}, ${language}, on ${tenant}: paid, confirmed, in My Trips`, async ({ page, context, request }) => {
      // Six to eight page loads, most mounting a remote app.
      test.setTimeout(90_000);
      if (tenant === 'classic') await signUp(context, request, tenant);
      else await logInAs(context, request, tenant, 'customer@sunny.demo');
      const booked = service === 'resort' ? await bookResort(page, journey) : await bookAndPay(page, journey);
      await expectInMyTrips(booked.page, journey, booked);
    });
  }
});
