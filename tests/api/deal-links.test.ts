import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hotelV2DetailPath } from '../../src/deals/links.ts';
import { activitySearchPayload, carSearchPayload, hotelSearchPayload } from '../../src/api/deals/search-payloads.ts';
import { DEMO_AGENCIES } from '../../reference/demo/agencies/index.ts';
import { HOTEL_DEALS_V2 } from '../../reference/demo/hotel-deals-v2.ts';
import { OFFER_QUERIES } from '../../reference/api/routes/offers.ts';
import { originOf, startTestApi, type TestApi } from './reference-api.ts';
import * as activities from '../../reference/apps/activities.js';
import * as cars from '../../reference/apps/cars.js';
import { DEAL_SEARCH, DEAL_SEARCH_FIELDS, dealLink, missingDealFields } from '../../reference/rules/deal-links.js';
import { DEAL_TEXTS } from '../../reference/apps/deal-texts.js';
import * as hotels from '../../reference/apps/hotels.js';
import { contextFor, installDom, sendOriginOf, settled, type ContextOptions } from '../../reference/harness/remote-harness.ts';

/*
 * SPEC §2.6 View Deal: every deal link the reference API answers, for every demo agency, opens a
 * details page of the reference remote apps that shows that deal; and a link without its search
 * shows a page in the page language that helps, never the query's field names.
 */

type App = { mount: (element: HTMLElement, context: ReturnType<typeof contextFor>) => () => void };
type Service = keyof typeof DEAL_SEARCH;

const AT = { latitude: 25.7617, longitude: -80.1918 };
const APPS: Record<Service, App> = { hotels, cars, activities };
/** The details pages deal links open (SPEC §2.3), by service. */
const PATTERNS: Record<Service, string[]> = {
  hotels: ['/booknow/hotels/deal/{proposalId}', '/booknow/hotels/v2/details'],
  cars: ['/booknow/cars/result-details'],
  activities: ['/booknow/activities/result-details/{productCode}'],
};
const SEARCHES = [
  { service: 'hotels', path: '/api/dealray/deals/hotel-search', body: hotelSearchPayload(AT), list: (body: any) => body.response, title: (deal: any) => deal.hotel.hotelDetails.name },
  { service: 'cars', path: '/api/dealray/deals/car-search', body: carSearchPayload(AT), list: (body: any) => body.data, title: (deal: any) => deal.veh ?? deal.name },
  { service: 'activities', path: '/api/dealray/deals/activity-search', body: activitySearchPayload(AT), list: (body: any) => body.data, title: (deal: any) => deal.title },
] as const;
/** Field names a visitor must never read on a page. */
const FIELD_NAMES = Object.values(DEAL_SEARCH_FIELDS).flat();

interface DealLinkCase {
  agency: string;
  service: Service;
  link: string;
  title: string;
}

let api: TestApi;
const links: DealLinkCase[] = [];
const mounted: (() => void)[] = [];

beforeAll(async () => {
  api = await startTestApi();
  // Every agency's deal links, asked as each home page asks, before the page's fetch is sunny's.
  for (const agency of DEMO_AGENCIES.map((a) => a.subdomain)) {
    for (const search of SEARCHES) {
      const response = await fetch(api.url + search.path, {
        method: 'POST',
        headers: { Origin: originOf(agency), 'Content-Type': 'application/json' },
        body: JSON.stringify(search.body),
      });
      if (response.status !== 200) continue;
      for (const deal of search.list(await response.json())) links.push({ agency, service: search.service, link: deal.link, title: search.title(deal) });
    }
  }
  installDom();
  sendOriginOf('sunny');
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await api.dispose();
});
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
  document.body.replaceChildren();
});

/** A site path back into the pattern, params and query the shell would give (language prefix removed). */
function routeOf(service: Service, href: string): ContextOptions {
  const url = new URL(href, 'http://sunny.localhost');
  const path = url.pathname.replace(/^\/(es|ar|pt|da|no|de|fr|sv)(?=\/)/, '');
  for (const pattern of PATTERNS[service]) {
    const names: string[] = [];
    const found = new RegExp(`^${pattern.replace(/\{(\w+)\}/g, (_, n: string) => (names.push(n), '([^/]+)'))}$`).exec(path);
    if (found) return { pattern, params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(found[i + 1]!)])), query: Object.fromEntries(url.searchParams) };
  }
  throw new Error(`no ${service} details pattern for ${href}`);
}

async function open(service: Service, options: ContextOptions) {
  const element = document.createElement('div');
  document.body.append(element);
  mounted.push(APPS[service].mount(element, contextFor(api, options)));
  return settled(element);
}

describe('deal links of the reference API', () => {
  it('come for every service with deals on the demo agencies', () => {
    for (const service of ['hotels', 'cars', 'activities'] as const) expect(links.filter((l) => l.service === service).length, service).toBeGreaterThan(5);
    expect(new Set(links.map((l) => l.agency)).size).toBeGreaterThan(2);
  });

  it('carry every search field the remote apps read, and the API takes that search', () => {
    for (const { service, link } of links) {
      const query = Object.fromEntries(new URL(link, 'http://x').searchParams);
      expect(missingDealFields(service, query), link).toEqual([]);
      expect(query.isFromDeal, link).toBe('true');
      expect(OFFER_QUERIES[service].safeParse(query).success, link).toBe(true);
    }
  });

  it('name the same fields as the API’s offer queries: each required one is required there too', () => {
    for (const service of ['hotels', 'cars', 'activities'] as const) {
      const { query } = routeOf(service, links.find((l) => l.service === service)!.link);
      const defaults = Object.keys(DEAL_SEARCH[service].defaults);
      for (const field of DEAL_SEARCH_FIELDS[service]) {
        const without = { ...query };
        delete without[field];
        // A field with a SPEC §9 default is filled in by the incomplete-link form; the API refuses a search without any other.
        if (!defaults.includes(field)) expect(OFFER_QUERIES[service].safeParse(without).success, `${service} without ${field}`).toBe(false);
      }
    }
  });

  it('open with a 200 from the offer call, on the deal itself', async () => {
    for (const { service, link, title } of links) {
      const { params, query } = routeOf(service, link);
      const id = Object.values(params ?? {})[0] ?? query!.offerId;
      const response = await api.call(`/api/offers/${service}/${encodeURIComponent(id!)}?${new URLSearchParams(query)}`, { agency: 'sunny' });
      expect(response.status, link).toBe(200);
      expect(((await response.json()) as { data: { title: string } }).data.title, link).toBe(title);
    }
  });

  it('each open a remote details page that shows the deal and the way back to the deals', async () => {
    const seen = new Set<string>();
    for (const { service, link, title } of links) {
      if (seen.has(link)) continue;
      seen.add(link);
      const root = await open(service, routeOf(service, link));
      expect(root.dataset.state, `${link}: ${root.textContent}`).toBe('ready');
      expect(root.querySelector('h1')?.textContent, link).toBe(title);
      expect(root.querySelector('[data-price]'), link).not.toBeNull();
      expect(root.querySelector(`[data-from-deal=${service}] a`)?.getAttribute('href'), link).toBe(`/?tab=${service}`);
    }
  });

  it('v2 hotel deal links (the shell’s SPEC §9 detail link) open the hotel', async () => {
    for (const { deal } of HOTEL_DEALS_V2) {
      const root = await open('hotels', routeOf('hotels', hotelV2DetailPath(deal.property_id)));
      expect(root.querySelector('h1')?.textContent, deal.property_id).toBe(deal.name);
    }
  });
});

describe('a deal link that lacks its search', () => {
  it('says so in Spanish, with a link to the car search form and no field names (a link that names the deal alone)', async () => {
    const root = await open('cars', { pattern: '/booknow/cars/result-details', language: 'es', query: { dealId: 'CR-31001' } });
    expect(root.dataset.state).toBe('ready');
    expect(root.querySelector('h1')?.textContent).toBe(DEAL_TEXTS.es['deal.incomplete']);
    const search = root.querySelector<HTMLAnchorElement>('a.rx__button')!;
    expect(search.textContent).toBe('Buscar alquiler de coches');
    expect(search.getAttribute('href')).toBe('/es/booknow/cars');
    for (const name of FIELD_NAMES) expect(root.textContent, name).not.toContain(name);
  });

  it('asks for the dates in Arabic when the link says where, and the form opens the deal', async () => {
    const { service, link, title } = links.find((l) => l.service === 'activities')!;
    const { pattern, params, query } = routeOf(service, link);
    const { startDate, endDate, ...withoutDates } = query!;
    expect(startDate && endDate).toBeTruthy();
    const root = await open(service, { pattern, params, query: withoutDates, language: 'ar' });
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.querySelector('h1')?.textContent).toBe(DEAL_TEXTS.ar['deal.incomplete']);
    for (const name of FIELD_NAMES) expect(root.textContent, name).not.toContain(name);
    const form = root.querySelector('form')!;
    expect([...form.querySelectorAll('label')].map((label) => label.firstChild?.textContent)).toEqual([DEAL_TEXTS.ar['deal.start.activities'], DEAL_TEXTS.ar['deal.end.activities']]);
    // The GET form's address: its action with every field, as the browser submits it.
    const target = `${form.getAttribute('action')}?${new URLSearchParams([...new window.FormData(form as HTMLFormElement)] as [string, string][])}`;
    expect(target.startsWith(`/ar/booknow/activities/result-details/${params!.productCode}?`)).toBe(true);
    const again = await open(service, { ...routeOf(service, target), language: 'ar' });
    expect(again.querySelector('h1')?.textContent).toBe(title);
  });

  it('fills the SPEC §9 defaults a car link lacks besides its dates', async () => {
    const { service, link, title } = links.find((l) => l.service === 'cars')!;
    const { pattern, query } = routeOf(service, link);
    const { pickUpDate, dropOffDate, pickUpTime, dropOffTime, driverAge, ...rest } = query!;
    expect([pickUpDate, dropOffDate, pickUpTime, dropOffTime, driverAge].every(Boolean)).toBe(true);
    const root = await open(service, { pattern, query: rest, language: 'es' });
    const form = root.querySelector('form')!;
    const fields = Object.fromEntries([...new window.FormData(form as HTMLFormElement)] as [string, string][]);
    expect(fields).toMatchObject({ pickUpTime: '10:00', dropOffTime: '10:00', driverAge: '25', pickUp: rest.pickUp, offerId: rest.offerId });
    const again = await open(service, routeOf(service, `${form.getAttribute('action')}?${new URLSearchParams(fields)}`));
    expect(again.querySelector('h1')?.textContent).toBe(title);
  });

  it('writes the same link shape as the API (dealLink keeps the deal’s own part and adds isFromDeal)', () => {
    expect(dealLink('/booknow/cars/result-details?offerId=CR-31001', { pickUp: 'MIAT01' })).toBe('/booknow/cars/result-details?offerId=CR-31001&pickUp=MIAT01&isFromDeal=true');
  });
});

describe('deal texts', () => {
  it('have every English key in all nine languages, with the same placeholders, translated', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const table = DEAL_TEXTS as unknown as Record<string, Record<string, string>>;
    for (const language of ['pt', 'es', 'da', 'no', 'de', 'ar', 'fr', 'sv']) {
      expect(Object.keys(table[language]!).sort(), language).toEqual(Object.keys(table.en!).sort());
      for (const [key, text] of Object.entries(table.en!)) expect(placeholders(table[language]![key]!), `${language} ${key}`).toEqual(placeholders(text));
      expect(table[language]!['deal.incomplete'], language).not.toBe(table.en!['deal.incomplete']);
    }
  });
});
