// @ts-check
/*
 * What a home-page deal link carries (SPEC §2.6 View Deal, §3 deal `link`), in one place for both
 * sides: the reference API writes its car, activity and hotel deal links with dealLink(), and the
 * remote apps read them with missingDealFields(). A deal link opens the service's details page,
 * whose offer call (routes/offers.ts) needs the search the deal was found with; the fields named
 * here are that search, and deal-links.test.ts checks them against the API's query schemas.
 */

/** @typedef {'hotels' | 'cars' | 'activities'} DealService */

/**
 * The search each service's details page needs, by the query names of its result pages: where
 * (`place`), when (`dates`, start and end) and the rest, with the SPEC §9 deal-search default a
 * link that lacks it may take (`defaults`).
 */
export const DEAL_SEARCH = /** @type {const} */ ({
  hotels: { place: ['destination'], dates: ['checkIn', 'checkOut'], defaults: { rooms: '[{"adults":2,"children":[]}]' } },
  cars: { place: ['pickUp', 'dropOff'], dates: ['pickUpDate', 'dropOffDate'], defaults: { pickUpTime: '10:00', dropOffTime: '10:00', driverAge: '25' } },
  activities: { place: ['destination'], dates: ['startDate', 'endDate'], defaults: {} },
});

/** Every search field of each service, as one list. */
export const DEAL_SEARCH_FIELDS = {
  hotels: fieldsOf(DEAL_SEARCH.hotels),
  cars: fieldsOf(DEAL_SEARCH.cars),
  activities: fieldsOf(DEAL_SEARCH.activities),
};

/** @param {{ place: readonly string[], dates: readonly string[], defaults: Record<string, string> }} search */
function fieldsOf(search) {
  return [...search.place, ...search.dates, ...Object.keys(search.defaults)];
}

/** @param {string} service @returns {service is DealService} */
export const hasDealLinks = (service) => Object.hasOwn(DEAL_SEARCH, service);

/** SPEC §2.4: the query flag that says the page was opened from a deal. */
export const FROM_DEAL = 'isFromDeal';

/**
 * A deal link: the deal's own path (which names the deal) with the search it was found with and
 * `isFromDeal=true`. Extra fields (place names for the page heading) ride along.
 * @param {string} path a site path such as /booknow/cars/result-details?offerId=CR-31001
 * @param {Record<string, string>} search
 */
export function dealLink(path, search) {
  const url = new URL(path, 'http://deal.invalid');
  for (const [name, value] of Object.entries(search)) url.searchParams.set(name, value);
  url.searchParams.set(FROM_DEAL, 'true');
  return `${url.pathname}${url.search}`;
}

/**
 * The search fields a page's query lacks for `service` (empty when the link is complete, or when
 * the service is not one with deal links).
 * @param {string} service @param {Record<string, string>} query
 * @returns {string[]}
 */
export function missingDealFields(service, query) {
  return hasDealLinks(service) ? DEAL_SEARCH_FIELDS[service].filter((field) => !query[field]) : [];
}

/** Whether the page was opened from a deal link (SPEC §2.4 isFromDeal=true). @param {Record<string, string>} query */
export const isFromDeal = (query) => query[FROM_DEAL] === 'true';

const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
const isoDay = (/** @type {Date} */ date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * SPEC §9 deal search window: start 19 days after the start of the current week (Sunday), end 21
 * days after; the same rule as the home page's deal searches (src/api/deals/search-payloads.ts).
 * @param {Date} [now]
 */
export function dealWindow(now = new Date()) {
  const weekStart = new Date(now.getFullYear(), now.getMonth(), now.getDate() - now.getDay());
  const plus = (/** @type {number} */ days) => new Date(weekStart.getFullYear(), weekStart.getMonth(), weekStart.getDate() + days);
  return { start: isoDay(plus(19)), end: isoDay(plus(21)) };
}
