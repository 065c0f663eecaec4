// @ts-check
/*
 * The reference hotels app (SPEC §2.3 Hotels, v1 and v2 pages). The v2 details page
 * reads the SPEC §2.3 query (startDate, endDate, occupancy, propertyId, correlationId), so the
 * home page's v2 deal links open here too.
 */
import { HOTELS_TEXTS as TEXTS } from './hotels-texts.js';
import { DEAL_TEXTS } from './deal-texts.js';
import { FLOW_TEXTS } from './flow-texts.js';
import { dayFromNow, flowPages } from './flow.js';
import { HOTEL_CATEGORIES, HOTEL_CATEGORY_TEXTS } from './hotel-category-texts.js';
import { el, runApp } from './kit.js';
import { PROPOSAL_ID, proposalDeal, proposeAction } from './main-proposals.js';
import { PROPOSAL_TEXTS } from './main-proposals-texts.js';

/** @typedef {import('./kit.js').Context} Context */
/** @typedef {import('./kit.js').View} View */
/** @typedef {import('./kit.js').Page} Page */

const PLACES = [
  { id: 'city-lis', name: 'Lisbon' },
  { id: 'city-par', name: 'Paris' },
  { id: 'city-dxb', name: 'Dubai' },
];

/** SPEC §2.3 v2/details names the stay startDate, endDate, occupancy and propertyId; the API reads the contract's names. */
function searchQuery(/** @type {Record<string, string>} */ query) {
  const { startDate, endDate, occupancy, propertyId, ...rest } = query;
  const out = { ...rest };
  if (startDate && !out.checkIn) out.checkIn = startDate;
  if (endDate && !out.checkOut) out.checkOut = endDate;
  if (occupancy && !out.rooms) out.rooms = occupancy;
  if (propertyId && !out.destination) out.destination = propertyId;
  if (propertyId) out.offerId = propertyId;
  return out;
}

const pages = flowPages({
  service: 'hotels',
  flows: [
    { landing: '/booknow/hotels', results: '/booknow/hotels/search', details: '/booknow/hotels/search-details', checkout: '/booknow/hotels/checkout', confirmation: '/booknow/hotels/confirm-payment' },
    {
      landing: '/booknow/hotels/v2',
      results: '/booknow/hotels/v2/search',
      details: '/booknow/hotels/v2/details',
      checkout: '/booknow/hotels/v2/checkout',
      confirmation: '/booknow/hotels/confirm-payment',
      detailsQuery: ({ checkIn = '', checkOut = '', rooms = '', ...rest }, offerId) => ({ ...rest, startDate: checkIn, endDate: checkOut, occupancy: rooms, propertyId: offerId }),
    },
  ],
  aliases: {
    '/booknow/hotels/v2/search-details': { flow: 1, kind: 'details' },
    '/hotel-details': { flow: 0, kind: 'details' },
    '/booknow/hotels/deal': { flow: 0, kind: 'details' },
    '/booknow/hotels/deal/{proposalId}': { flow: 0, kind: 'details' },
  },
  searchQuery,
  heading: ({ t, route }) => (route.query.destinationName ? t('results.in', { place: route.query.destinationName }) : t('results.title')),
  examples: ({ t }) =>
    PLACES.map((place) => ({
      label: t('example.stay', { place: place.name }),
      query: { destination: place.id, destinationName: place.name, checkIn: dayFromNow(30), checkOut: dayFromNow(33), rooms: JSON.stringify([{ adults: 2, children: [] }]) },
    })),
  dateFacts: ['checkIn', 'checkOut'],
  // SPEC §2.11 Proposals: a travel agent proposes an offer of the results to a client.
  offerActions: proposeAction('hotels'),
});

/**
 * SPEC §2.3 /booknow/hotels/deal/{proposalId}: an agent's proposal (a PR- id) shows the proposed
 * offer with Accept and Decline; any other id is a hotel deal's details.
 */
const dealDetails = /** @type {Page} */ (pages['/booknow/hotels/deal/{proposalId}']);
/** @type {Page} */
const dealOrProposal = (view) => (PROPOSAL_ID.test(view.route.params.proposalId ?? '') ? proposalDeal(view) : dealDetails(view));
pages['/booknow/hotels/deal/{proposalId}'] = dealOrProposal;

// Logical properties only, so Arabic mirrors by itself; 44 px targets.
const CHIP_STYLE = `
.rx__chips { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
.rx__chip { display: inline-flex; align-items: center; min-block-size: 44px; padding-inline: 0.9rem; border: 1px solid #94a3b8; border-radius: 999px; color: #0f172a; text-decoration: none; }
.rx__chip[aria-current='page'] { border-color: var(--color-primary, #1d4ed8); background: var(--color-primary, #1d4ed8); color: var(--color-on-primary, #fff); font-weight: 600; }
.rx__chip:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
`;

/**
 * SPEC §9 hotel category filter above the results: one link per category to the same search
 * with `category` (All drops it), the current one marked; the API narrows the results.
 * @param {View} view
 */
function categoryFilter(view) {
  const current = HOTEL_CATEGORIES.find((id) => id === view.route.query.category) ?? 'all';
  const rest = Object.fromEntries(Object.entries(view.route.query).filter(([key]) => key !== 'category'));
  const list = el('ul', { class: 'rx__chips' });
  for (const id of HOTEL_CATEGORIES) {
    const href = view.link(view.route.path, id === 'all' ? rest : { ...rest, category: id });
    list.append(el('li', {}, el('a', { href, class: 'rx__chip', 'data-category': id, 'aria-current': id === current ? 'page' : undefined }, view.t(`category.${id}`))));
  }
  const style = el('style');
  style.textContent = CHIP_STYLE;
  return el('nav', { 'aria-label': view.t('category.label'), class: 'rx__categories' }, style, list);
}

/** A results page with the category filter between its heading and its list. @param {Page} page @returns {Page} */
const withCategories = (page) => async (view) => {
  const node = await page(view);
  if (node instanceof HTMLElement) node.insertBefore(categoryFilter(view), node.firstElementChild?.nextSibling ?? null);
  return node;
};
for (const pattern of ['/booknow/hotels/search', '/booknow/hotels/v2/search']) pages[pattern] = withCategories(/** @type {Page} */ (pages[pattern]));

/** @param {HTMLElement} element @param {Context} context */
export function mount(element, context) {
  return runApp(element, context, { app: 'hotels', pages, texts: [TEXTS, HOTEL_CATEGORY_TEXTS, DEAL_TEXTS, FLOW_TEXTS, PROPOSAL_TEXTS] });
}
