// @ts-check
/*
 * The parts of a details page that come from a home-page deal link (SPEC §2.6 View Deal, §2.4
 * isFromDeal=true): the way back to the deals, and the page for a link that lacks the search its
 * offer needs. That page speaks the page language and never shows the query's field names: it
 * asks for the dates when the link says where, and otherwise sends the visitor to the service's
 * search form.
 */
import { DEAL_SEARCH, dealWindow, hasDealLinks, isFromDeal } from '../rules/deal-links.js';
import { el } from './kit.js';

/** @typedef {import('./kit.js').View} View */

/** The home page's `tab` value of each service with deal links (src/deals/tabs.ts DEAL_TAB_SLUGS). */
const HOME_TAB = { hotels: 'hotels', cars: 'cars', activities: 'activities' };

/**
 * 'Featured deal' with a link back to the home page's deals on the service's tab, when the page was
 * opened from a deal link; null otherwise.
 * @param {View} view @param {string} service
 */
export function fromDealBar(view, service) {
  if (!isFromDeal(view.route.query) || !hasDealLinks(service)) return null;
  return el(
    'p',
    { class: 'rx__muted', 'data-from-deal': service },
    el('strong', {}, view.t('deal.fromDeal')),
    ' · ',
    el('a', { href: view.link('/', { tab: HOME_TAB[service] }) }, view.t('deal.back')),
  );
}

/**
 * The page of a details link whose search is incomplete, or null for a service without deal links
 * (the flow keeps its own notice there).
 * @param {View} view @param {string} service @param {Record<string, string>} search the search the API was asked with @param {string} landing the service's search page
 * @returns {HTMLElement | null}
 */
export function incompleteLinkPage(view, service, search, landing) {
  if (!hasDealLinks(service)) return null;
  const fields = DEAL_SEARCH[service];
  const title = el('h1', {}, view.t('deal.incomplete'));
  const searchLink = el('a', { class: 'rx__button', href: view.link(landing) }, view.t(`deal.search.${service}`));
  if (!fields.place.every((field) => search[field])) {
    return el('div', { class: 'rx', 'data-deal-link': 'incomplete' }, title, el('p', {}, view.t('deal.searchAgain')), searchLink);
  }
  return el('div', { class: 'rx', 'data-deal-link': 'incomplete' }, title, el('p', {}, view.t('deal.chooseDates')), datesForm(view, service, search), searchLink);
}

/**
 * The dates the link lacks, as a form that opens this page again with them: a plain GET form, so
 * the page loads in full as remote pages move. The link's other fields ride in hidden inputs, the
 * SPEC §9 deal-search defaults fill what it lacks, and the dates start at the SPEC §9 window.
 * @param {View} view @param {import('../rules/deal-links.js').DealService} service @param {Record<string, string>} search
 */
function datesForm(view, service, search) {
  const { dates, defaults } = DEAL_SEARCH[service];
  const window = dealWindow();
  const kept = { ...defaults, ...view.route.query, ...pick(search, Object.keys(defaults)) };
  const form = el('form', { class: 'rx__form', method: 'get', action: view.link(view.route.path) });
  for (const [name, value] of Object.entries(kept)) {
    if (!/** @type {readonly string[]} */ (dates).includes(name) && value) form.append(el('input', { type: 'hidden', name, value }));
  }
  const today = new Date().toISOString().slice(0, 10);
  dates.forEach((name, index) => {
    const value = search[name] || (index === 0 ? window.start : window.end);
    form.append(el('label', {}, view.t(`deal.${index === 0 ? 'start' : 'end'}.${service}`), el('input', { type: 'date', name, value, min: today, required: true })));
  });
  form.append(el('button', { type: 'submit', class: 'rx__button' }, view.t('deal.show')));
  return form;
}

/** @param {Record<string, string>} record @param {string[]} keys */
const pick = (record, keys) => Object.fromEntries(keys.filter((key) => record[key]).map((key) => [key, /** @type {string} */ (record[key])]));
