import { E2E } from './environment.ts';
import { expect, test } from './fixtures/test.ts';
import { crawl, siteAddress, visitKey } from './journeys/crawler.ts';
import { apiFailure, consoleFailure, type Failure, rawParameterNames, report, specSendsToErrors } from './journeys/detectors.ts';
import { isKnown, KNOWN_DEAD_ENDS, type KnownDeadEnd } from './journeys/known-dead-ends.ts';
import { journeys, type Journey } from './journeys/visitors.ts';

/*
 * The journey crawler (journeys.spec.ts) finds each kind of failure it promises, and nothing
 * else: its detectors on small fixtures, then a real crawl of alpine's site in which the test
 * breaks one page in each way with page.route (a 500 from the API, a link to /errors, a raw name,
 * a console error, an uncaught error) and reads the crawler's list.
 */

const SUNNY = { activeServices: ['Hotels', 'Air Travel', 'Resorts', 'Cars', 'Activities', 'Cruise'], displayTopDestinations: true, allowNonLoginFlow: true, isSubscribed: true };
const ALPINE = { activeServices: ['Hotels', 'Cars', 'Activities'], displayTopDestinations: false, allowNonLoginFlow: true, isSubscribed: true };

test.describe('detectors', () => {
  test('raw parameter names: the booking query names, camelCase, placeholders and message keys; not prose', () => {
    expect(rawParameterNames('Missing pickUp and dropOff')).toEqual(['pickUp', 'dropOff']);
    expect(rawParameterNames('Pick-up date: pickUpDate · correlationId: 12 · propertyId P-1 · productCode')).toEqual(['pickUpDate', 'correlationId', 'propertyId', 'productCode']);
    expect(rawParameterNames('Hello {{name}}, see search.destinationPlaceholder')).toEqual(['{{name}}', 'search.destinationPlaceholder']);
    // What visitors do read: prose, brands, Arabic, addresses, e-mails, prices, times.
    expect(rawParameterNames('Sagrada Família Skip-the-Line Guided Tour, from US$1,250 at 09:30')).toEqual([]);
    expect(rawParameterNames('Book on your iPhone — write to support@sunnyHolidays.example or https://x.com/sunnyHolidays')).toEqual([]);
    expect(rawParameterNames('احجز الآن · الرحلات الجوية · /booknow/hotels/v2/details?propertyId=P-1')).toEqual([]);
    expect(rawParameterNames('Mobile-first McDonald YouTube JavaScript e-mail')).toEqual([]);
  });

  test('/errors: a dead end unless the SPEC sends the link there (§2.2)', () => {
    expect(specSendsToErrors('/bookings', SUNNY)).toBe(false);
    expect(specSendsToErrors('/ar/settings', SUNNY)).toBe(false);
    expect(specSendsToErrors('/errors', SUNNY)).toBe(true);
    expect(specSendsToErrors('/es/booknow/resort/search', ALPINE)).toBe(true);
    expect(specSendsToErrors('/booknow/resort', SUNNY)).toBe(false);
    expect(specSendsToErrors('/top-destination', ALPINE)).toBe(true);
    expect(specSendsToErrors('/top-destination', SUNNY)).toBe(false);
  });

  test('API answers: any 4xx or 5xx, but a 401 to a logged-out visitor on a call that needs a log-in', () => {
    expect(apiFailure(200, 'http://api.test/api/agency', false)).toBeUndefined();
    expect(apiFailure(400, 'http://api.test/api/offers/cars/-?dealId=1', true)).toBe('the reference API answered 400 to /api/offers/cars/-?dealId=1');
    expect(apiFailure(500, 'http://api.test/api/activities/search', false)).toMatch(/answered 500/);
    expect(apiFailure(401, 'http://api.test/api/user/profile', false)).toBeUndefined();
    expect(apiFailure(401, 'http://api.test/api/user/profile', true)).toMatch(/answered 401/);
    expect(apiFailure(401, 'http://api.test/api/agency', false)).toMatch(/answered 401/);
    // alpine's activity deal search fails by design (README demo tenants); elsewhere it is a failure.
    expect(apiFailure(500, 'http://api.test/api/dealray/deals/activity-search', false, 'alpine')).toBeUndefined();
    expect(apiFailure(500, 'http://api.test/api/dealray/deals/activity-search', false, 'sunny')).toMatch(/answered 500/);
  });

  test('console errors: all but the analytics vendors, by host', () => {
    expect(consoleFailure('error', 'Failed to load resource: net::ERR_NAME_NOT_RESOLVED', 'https://www.googletagmanager.com/gtag/js?id=G-1')).toBeUndefined();
    expect(consoleFailure('error', 'Failed to load resource: net::ERR_NAME_NOT_RESOLVED', 'https://connect.facebook.net/en_US/fbevents.js')).toBeUndefined();
    expect(consoleFailure('error', 'Failed to load resource: net::ERR_NAME_NOT_RESOLVED', 'https://region1.google-analytics.com/g/collect')).toBeUndefined();
    expect(consoleFailure('error', 'TypeError: x is undefined', 'http://sunny.localhost:4331/_astro/boot.js')).toMatch(/^console error: TypeError/);
    expect(consoleFailure('error', 'fake', 'https://googletagmanager.com.evil.test/x.js')).toMatch(/console error/);
    expect(consoleFailure('warning', 'deprecated', '')).toBeUndefined();
  });

  test('addresses: the registered origin is this site, other sites are not followed, Log In is one page', () => {
    const [journey] = journeys().filter((each) => each.tenant === 'sunny');
    expect(siteAddress('http://sunny.localhost:4321/about#top', journey!)?.href).toBe(`${E2E.siteUrl('sunny')}/about`);
    expect(siteAddress('https://x.com/sunnyholidays', journey!)).toBeUndefined();
    expect(siteAddress('mailto:support@sunnyholidays.example', journey!)).toBeUndefined();
    expect(visitKey(new URL(`${E2E.siteUrl('sunny')}/ar/login?redirect=%2Far%2Fabout`))).toBe('/ar/login');
    expect(visitKey(new URL(`${E2E.siteUrl('sunny')}/booknow/cars/search?pickUp=X`))).toBe('/booknow/cars/search?pickUp=X');
  });

  test('known dead ends: matched by tenant, visitor, link and exact symptom', () => {
    const entry: KnownDeadEnd = { cause: 'x', tenants: ['sunny'], visitors: ['owner'], link: /\(\/bookings\)$/, kind: 'errors-page', symptom: /^ended at \/errors/ };
    const failure: Failure = { page: '/', link: 'side navigation "Bookings" (/bookings)', kind: 'errors-page', problem: 'ended at /errors (…)' };
    expect(isKnown(entry, 'sunny', 'owner', failure)).toBe(true);
    expect(isKnown(entry, 'sunny', 'travel agent', failure)).toBe(false);
    expect(isKnown(entry, 'nordic', 'owner', failure)).toBe(false);
    expect(isKnown(entry, 'sunny', 'owner', { ...failure, kind: 'api-status' })).toBe(false);
    expect(isKnown(entry, 'sunny', 'owner', { ...failure, link: 'side navigation "Proposals" (/proposals)' })).toBe(false);
    // An entry in the list's own words (`route()` of known-dead-ends.ts) matches in any language.
    const car: KnownDeadEnd = {
      cause: 'car View Deal: result details without its search (400)',
      tenants: ['medina'],
      visitors: ['customer'],
      link: /\((?:\/[a-z]{2})?\/booknow\/cars\/result-details\?dealId=/,
      kind: 'api-status',
      symptom: /^the reference API answered 400 to \/api\/offers\/cars\/-\?dealId=/,
    };
    const carFailure: Failure = {
      page: '/ar/',
      link: 'deal tab "تأجير السيارات", card "Toyota Corolla or similar": "View Deal" (/ar/booknow/cars/result-details?dealId=CR-31001)',
      kind: 'api-status',
      problem: 'the reference API answered 400 to /api/offers/cars/-?dealId=CR-31001&currency=USD',
    };
    expect(isKnown(car, 'medina', 'customer', carFailure)).toBe(true);
    expect(isKnown(car, 'medina', 'customer', { ...carFailure, problem: 'the reference API answered 500 to /api/offers/cars/-?dealId=CR-31001' })).toBe(false);
    // Every listed entry says why, for whom, and pins its symptom.
    for (const each of KNOWN_DEAD_ENDS) {
      expect(each.cause.length, each.cause).toBeGreaterThan(10);
      expect(each.tenants.length * each.visitors.length, each.cause).toBeGreaterThan(0);
    }
  });

  test('the report names page, link and problem on one line each', () => {
    expect(report([{ page: '/', link: 'header "Book Now" (/booknow/hotels)', kind: 'errors-page', problem: 'ended at /errors' }])).toBe(
      '• / → header "Book Now" (/booknow/hotels) → [errors-page] ended at /errors',
    );
  });
});

test.describe('a crawl of a broken site reports each failure, with its page and link', () => {
  // alpine in English, anonymous: a small demo site with deals, searches, About, FAQ and terms.
  const journey = journeys(true).find((each) => each.tenant === 'alpine' && each.kind === 'anonymous' && each.language === 'en') as Journey;

  test('a link to /errors, a 500 from the API, a raw name, a console error and an uncaught error', async ({ context }) => {
    test.setTimeout(120_000);
    const site = E2E.siteUrl('alpine');
    const probe = `${E2E.apiUrl}/journey-probe`;
    await context.route(probe, (route) => route.fulfill({ status: 500, headers: { 'access-control-allow-origin': '*' }, contentType: 'application/json', body: '{}' }));
    // The home page offers four links: one to a path no route has, three to pages the test breaks.
    const home = `<!doctype html><html lang="en"><title>probe</title><body><footer>${['no-such-page', 'about', 'faqs', 'user-terms-and-conditions'].map((path) => `<a href="/en/${path}">Probe ${path}</a>`).join(' ')}</footer></body></html>`;
    await context.route(`${site}/en/`, (route) => route.fulfill({ contentType: 'text/html', body: home }));
    // The pages break from a script of the test's own, run in each page before the site's.
    await context.addInitScript((probeUrl: string) => {
      addEventListener('DOMContentLoaded', () => {
        if (location.pathname === '/en/about') document.querySelector('main')?.insertAdjacentHTML('beforeend', '<p>Missing field: pickUpDate</p>');
        if (location.pathname === '/en/faqs') void fetch(probeUrl).catch(() => {});
        if (location.pathname === '/en/user-terms-and-conditions') {
          console.error('journey probe: broken widget');
          throw new Error('journey probe: thrown');
        }
      });
    }, probe);

    const result = await crawl(context, journey, { levels: 1 });
    const lines = report(result.failures);
    expect(result.visited, lines).toBe(5);
    const of = (kind: Failure['kind']) => result.failures.filter((each) => each.kind === kind);
    expect(of('errors-page'), lines).toEqual([{ page: '/en/', link: 'footer "Probe no-such-page" (/en/no-such-page)', kind: 'errors-page', problem: expect.stringMatching(/^ended at \/en\/errors /) }]);
    expect(of('raw-parameter'), lines).toEqual([{ page: '/en/', link: expect.stringMatching(/\(\/en\/about\)$/), kind: 'raw-parameter', problem: 'the page shows raw names: pickUpDate' }]);
    expect(of('api-status'), lines).toEqual([{ page: '/en/', link: expect.stringMatching(/\(\/en\/faqs\)$/), kind: 'api-status', problem: 'the reference API answered 500 to /journey-probe' }]);
    expect(of('console-error'), lines).toEqual([{ page: '/en/', link: expect.stringMatching(/\(\/en\/user-terms-and-conditions\)$/), kind: 'console-error', problem: expect.stringContaining('journey probe: broken widget') }]);
    expect(of('page-error'), lines).toEqual([{ page: '/en/', link: expect.stringMatching(/\(\/en\/user-terms-and-conditions\)$/), kind: 'page-error', problem: 'uncaught Error: journey probe: thrown' }]);
  });
});
