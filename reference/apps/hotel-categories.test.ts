import { describe, expect, it } from 'vitest';
import { HOTEL_LOCATIONS } from '../demo/places.ts';
import { HOTEL_CATEGORIES, HOTEL_CATEGORY_TEXTS } from './hotel-category-texts.js';
import { mount } from './hotels.js';
import { contextFor, type ContextOptions, remoteTestStack, settled } from '../harness/remote-harness.ts';

/* SPEC §9 hotel category filter: categories on the demo hotel offers, the API's filter, the results page's links. */

const SPEC_LABELS = ['All', 'Adventure sport', 'Beach', 'Boutique', 'Business', 'Casino', 'City', 'Eco-certified', 'Family', 'Golf', 'Historic', 'Hot springs', 'Luxury', 'Natural', 'Pet-friendly', 'Romantic', 'Shopping', 'Ski', 'Spa', 'Winery'];
const STAY = { checkIn: '2027-03-01', checkOut: '2027-03-04', rooms: '[{"adults":2,"children":[]}]' };
const SEARCH = { destination: 'city-lis', destinationName: 'Lisbon', ...STAY };

const stack = remoteTestStack();

type Offer = { id: string; categories?: string[] };
async function offers(query: Record<string, string>): Promise<Offer[]> {
  const response = await stack.api.call(`/api/offers/hotels?${new URLSearchParams(query)}`, { agency: 'sunny' });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { offers: Offer[] } }).data.offers;
}

async function open(options: ContextOptions) {
  const element = document.createElement('div');
  document.body.append(element);
  stack.mounted.push(mount(element, contextFor(stack.api, options)));
  return settled(element);
}

describe('hotel categories (SPEC §9)', () => {
  it('are the SPEC’s, in its order, labelled as it names them', () => {
    expect(HOTEL_CATEGORIES.map((id) => HOTEL_CATEGORY_TEXTS.en[`category.${id}`])).toEqual(SPEC_LABELS);
  });

  it('are labelled in all nine languages, each key everywhere', () => {
    const table = HOTEL_CATEGORY_TEXTS as unknown as Record<string, Record<string, string>>;
    for (const language of ['pt', 'es', 'da', 'no', 'de', 'ar', 'fr', 'sv']) {
      expect(Object.keys(table[language]!).sort(), language).toEqual(Object.keys(table.en!).sort());
      expect(table[language]!['category.label'], language).not.toBe(table.en!['category.label']);
    }
  });

  it('each find a demo hotel somewhere, and the API narrows the results to it', async () => {
    const found = new Set<string>();
    for (const place of HOTEL_LOCATIONS) {
      const all = await offers({ destination: place.id, ...STAY });
      for (const offer of all) for (const category of offer.categories ?? []) found.add(category);
    }
    expect([...found].sort()).toEqual(HOTEL_CATEGORIES.filter((id) => id !== 'all').sort());

    const all = await offers(SEARCH);
    const spa = await offers({ ...SEARCH, category: 'spa' });
    expect(spa.length).toBeGreaterThan(0);
    expect(spa.length).toBeLessThan(all.length);
    expect(spa.every((offer) => offer.categories?.includes('spa'))).toBe(true);
    expect(await offers({ ...SEARCH, category: 'ski' })).toEqual([]);
  });

  it('keep every offer for All, and for a category the list does not name', async () => {
    const ids = (list: Offer[]) => list.map((offer) => offer.id);
    const all = ids(await offers(SEARCH));
    expect(ids(await offers({ ...SEARCH, category: 'all' }))).toEqual(all);
    expect(ids(await offers({ ...SEARCH, category: 'haunted' }))).toEqual(all);
  });

  it('filter the results page: a link per category keeping the search, the chosen one current (Spanish)', async () => {
    const everything = await open({ pattern: '/booknow/hotels/search', language: 'es', query: SEARCH });
    const total = everything.querySelectorAll('article').length;
    const root = await open({ pattern: '/booknow/hotels/search', language: 'es', query: { ...SEARCH, category: 'beach' } });
    const nav = root.querySelector('nav[aria-label="Categoría del hotel"]')!;
    expect(nav.previousElementSibling?.tagName).toBe('H1');
    const links = [...nav.querySelectorAll<HTMLAnchorElement>('a')];
    expect(links.map((a) => a.textContent)).toEqual(HOTEL_CATEGORIES.map((id) => HOTEL_CATEGORY_TEXTS.es[`category.${id}`]));
    expect(nav.querySelector('[aria-current=page]')?.textContent).toBe('Playa');
    const cards = root.querySelectorAll('article');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(total);

    const spa = new URL(links.find((a) => a.dataset.category === 'spa')!.getAttribute('href')!, 'http://x');
    expect(spa.pathname).toBe('/es/booknow/hotels/search');
    expect(Object.fromEntries(spa.searchParams)).toEqual({ ...SEARCH, category: 'spa' });
    const all = new URL(links[0]!.getAttribute('href')!, 'http://x');
    expect(Object.fromEntries(all.searchParams)).toEqual(SEARCH);
  });

  it('filter the v2 results page too', async () => {
    const root = await open({ pattern: '/booknow/hotels/v2/search', query: { ...SEARCH, category: 'winery' } });
    expect(root.querySelector('nav[aria-label="Hotel category"] [aria-current=page]')?.textContent).toBe('Winery');
    expect(root.querySelectorAll('article').length).toBe((await offers({ ...SEARCH, category: 'winery' })).length);
  });
});
