// @ts-check
/*
 * The booking flow the service apps share: landing, search results, details, checkout
 * and confirmation, over the reference API's offer and booking calls (routes/offers.ts,
 * routes/bookings.ts; SPEC §7 names none). Each service app describes its pages and texts; the
 * flow does the calls and draws the pages. Prices come in the visitor's currency and are asked
 * again on `storefront:currency` (kit.js renders again).
 */
import { fromDealBar, incompleteLinkPage } from './deal-pages.js';
import { ApiError, el, facts, loginPrompt, navigation, picture, queryString } from './kit.js';
import { askGateway, brandName, breakdown, paymentStep, paymentTexts } from './payment-checkout.js';
import { formatMinor } from '../rules/payment-rules.js';

/** @typedef {import('./kit.js').View} View */
/** @typedef {import('./kit.js').Page} Page */
/** @typedef {import('./kit.js').TextTable} TextTable */
/**
 * A booking's approved payment: card brand and last four digits, the charge in minor units.
 * @typedef {{ status: 'paid', brand: string, last4: string, charge: import('./payment-checkout.js').Charge }} Payment
 */
/**
 * @typedef {{ id: string, service: string, title: string, image: string, location: string, rating?: number,
 *   facts: { key: string, value: string }[], price: { amount: number, currency: string } }} Offer
 */
/**
 * A set of pages of one flow (v1 or v2). `details` may hold `{param}` for the offer id
 * (activities); `confirmation` may hold `{referenceNumber}`, else the reference goes in the query.
 * `detailsQuery` names the details page's query when it differs from the search's (hotels v2, SPEC §2.3).
 * @typedef {{ landing?: string, results: string, details: string, checkout: string, confirmation: string,
 *   detailsQuery?: (search: Record<string, string>, offerId: string) => Record<string, string> }} Flow
 */
/**
 * @typedef {{
 *   service: string,
 *   flows: Flow[],
 *   aliases?: Record<string, { flow: number, kind: 'details' | 'results' }>,
 *   searchQuery?: (query: Record<string, string>) => Record<string, string>,
 *   heading?: (view: View) => string,
 *   examples: (view: View) => { label: string, query: Record<string, string> }[],
 *   dateFacts?: string[],
 *   offerActions?: (view: View, offer: Offer, search: Record<string, string>) => Node | null,
 * }} FlowDefinition
 */

const FLOW_KEYS = ['offerId', 'correlationId', 'reference', 'isFromDeal'];

/** The API's search query from the page's query (without the flow's own keys). @param {FlowDefinition} def @param {Record<string, string>} query */
function searchQueryOf(def, query) {
  const rest = Object.fromEntries(Object.entries(query).filter(([key]) => !FLOW_KEYS.includes(key)));
  return def.searchQuery ? def.searchQuery(rest) : rest;
}

/** A route with its `{param}` filled, URL-encoded. @param {string} route @param {string} value */
const fill = (route, value) => route.replace(/\{\w+\}/, encodeURIComponent(value));

/** @param {View} view @param {Offer['facts']} list @param {FlowDefinition} def */
function factRows(view, list, def) {
  const dates = def.dateFacts ?? [];
  return list.map(
    ({ key, value }) => /** @type {[string, string]} */ ([view.t(`fact.${key}`), dates.includes(key) ? view.date(value) : value === 'yes' || value === 'no' ? view.t(value) : value]),
  );
}

/** @param {View} view @param {Offer} offer */
const price = (view, offer) => el('p', { class: 'rx__price', 'data-price': offer.price.currency }, view.money(offer.price));

/** @param {View} view @param {unknown} error */
function searchProblem(view, error) {
  if (!(error instanceof ApiError) || error.status !== 400) throw error;
  const fields = Object.keys(error.errors ?? {});
  return el('p', { role: 'alert', class: 'rx__alert' }, view.t('badSearch', { fields: view.list(fields) }));
}

/**
 * The pages of a service app by catalogue pattern.
 * @param {FlowDefinition} def
 * @returns {Record<string, Page>}
 */
export function flowPages(def) {
  /** @type {Record<string, Page>} */
  const pages = {};

  def.flows.forEach((flow) => {
    if (flow.landing) pages[flow.landing] = (view) => landing(view, def, flow);
    pages[flow.results] = (view) => results(view, def, flow);
    pages[flow.details] = (view) => details(view, def, flow);
    pages[flow.confirmation] = (view) => confirmation(view, flow);
    pages[flow.checkout] = (view) => checkout(view, def, flow);
  });
  for (const [pattern, { flow, kind }] of Object.entries(def.aliases ?? {})) {
    const target = /** @type {Flow} */ (def.flows[flow]);
    pages[pattern] = (view) => (kind === 'details' ? details(view, def, target) : results(view, def, target));
  }
  return pages;
}

/** The service's landing page: the shell prints the search panel; a few ready searches follow. @param {View} view @param {FlowDefinition} def @param {Flow} flow */
function landing(view, def, flow) {
  const list = el('ul', { class: 'rx__list' });
  for (const example of def.examples(view)) list.append(el('li', {}, el('a', { href: view.link(flow.results, example.query) }, example.label)));
  return el('div', { class: 'rx' }, el('h1', {}, view.t('landing.title')), el('p', { class: 'rx__muted' }, view.t('landing.intro')), el('h2', {}, view.t('landing.examples')), list);
}

/** @param {View} view @param {FlowDefinition} def @param {Flow} flow */
async function results(view, def, flow) {
  const search = searchQueryOf(def, view.route.query);
  const heading = el('h1', {}, def.heading ? def.heading(view) : view.t('results.title'));
  let data;
  try {
    data = /** @type {{ data: { correlationId: string, offers: Offer[] } }} */ (
      // SPEC §2.11 Searches: `searchPage` names this results page, so an agent's search opens here again.
      await view.api(`/api/offers/${def.service}?${queryString({ ...search, currency: view.currency, searchPage: view.route.pattern })}`)
    ).data;
  } catch (error) {
    return el('div', { class: 'rx' }, heading, searchProblem(view, error));
  }
  if (!data.offers.length) return el('div', { class: 'rx' }, heading, el('p', { role: 'status' }, view.t('results.none')));
  const list = el('ul', { class: 'rx__list', 'aria-label': view.t('results.title') });
  for (const offer of data.offers) {
    const query = flow.detailsQuery ? flow.detailsQuery(search, offer.id) : { ...search, offerId: offer.id };
    const href = flow.details.includes('{')
      ? view.link(fill(flow.details, offer.id), { ...search, correlationId: data.correlationId })
      : view.link(flow.details, { ...query, correlationId: data.correlationId });
    const titleId = `rx-${def.service}-${offer.id.replace(/[^\w-]/g, '_')}`;
    list.append(
      el(
        'li',
        {},
        el(
          'article',
          { class: 'rx__card', 'aria-labelledby': titleId, 'data-offer': offer.id },
          picture(offer.image),
          el(
            'div',
            { class: 'rx' },
            el('h2', { id: titleId }, offer.title),
            el('p', { class: 'rx__muted' }, offer.location),
            offer.rating ? el('p', {}, view.t('rating', { n: offer.rating })) : null,
            facts(factRows(view, offer.facts.slice(0, 4), def)),
          ),
          el(
            'div',
            { class: 'rx' },
            price(view, offer),
            el('a', { class: 'rx__button', href, 'aria-describedby': titleId }, view.t('results.view')),
            def.offerActions ? def.offerActions(view, offer, search) : null,
          ),
        ),
      ),
    );
  }
  return el('div', { class: 'rx' }, heading, el('p', { role: 'status', class: 'rx__muted' }, view.t('results.count', { n: data.offers.length })), list);
}

/** The offer id of a details or checkout page: a path parameter, `offerId`, or what the service's query names it. @param {View} view @param {Record<string, string>} search */
const offerIdOf = (view, search) => Object.values(view.route.params)[0] ?? view.route.query.offerId ?? search.offerId ?? '';

/** @param {View} view @param {FlowDefinition} def */
async function loadOffer(view, def) {
  const search = searchQueryOf(def, view.route.query);
  // Without an id the path would be the search itself; '-' names no offer, so the API still checks
  // the search (400) and then answers 404.
  const id = offerIdOf(view, search) || '-';
  const offer = /** @type {{ data: Offer }} */ (await view.api(`/api/offers/${def.service}/${encodeURIComponent(id)}?${queryString({ ...search, currency: view.currency })}`)).data;
  return { offer, search };
}

/**
 * The offer of a details or checkout page, or the page that says why there is none: a deal link or
 * an old address may name an offer that is gone, or lack the search it came from.
 * @param {View} view @param {FlowDefinition} def @param {Flow} flow
 * @returns {Promise<{ offer: Offer, search: Record<string, string> } | Node>}
 */
async function offerOrNotice(view, def, flow) {
  try {
    return await loadOffer(view, def);
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 400)) throw error;
    const landing = flow.landing ?? def.flows[0]?.landing ?? '/';
    const again = el('a', { class: 'rx__button', href: view.link(landing) }, view.t('details.search'));
    if (error.status === 404) return el('div', { class: 'rx' }, el('h1', {}, view.t('details.gone')), again);
    // SPEC §2.6: a deal link without its search asks for it in the page language (deal-pages.js).
    const helpful = incompleteLinkPage(view, def.service, searchQueryOf(def, view.route.query), landing);
    return helpful ?? el('div', { class: 'rx' }, el('h1', {}, view.t('details.incomplete')), searchProblem(view, error), again);
  }
}

/** @param {View} view @param {FlowDefinition} def @param {Flow} flow */
async function details(view, def, flow) {
  const loaded = await offerOrNotice(view, def, flow);
  if (loaded instanceof Node) return loaded;
  const { offer, search } = loaded;
  const correlationId = view.route.query.correlationId ?? '';
  // correlationId in the checkout URL lets the shell's boot guard keep it through a sign-up (SPEC §4 Checkout redirect).
  const checkoutHref = view.link(flow.checkout, { ...search, offerId: offer.id, ...(correlationId ? { correlationId } : {}) });
  return el(
    'div',
    { class: 'rx' },
    el('h1', {}, offer.title),
    fromDealBar(view, def.service),
    el('p', { class: 'rx__muted' }, offer.location),
    picture(offer.image, 'rx__hero'),
    offer.rating ? el('p', {}, view.t('rating', { n: offer.rating })) : null,
    facts(factRows(view, offer.facts, def)),
    el('div', { class: 'rx__panel' }, el('p', {}, view.t('total')), price(view, offer), el('a', { class: 'rx__button', href: checkoutHref }, view.t('details.book'))),
  );
}

/** The confirmation page's address of a booking reference. @param {View} view @param {Flow} flow @param {string} reference */
const confirmationHref = (view, flow, reference) =>
  flow.confirmation.includes('{') ? view.link(fill(flow.confirmation, reference)) : view.link(flow.confirmation, { reference });

/** @param {View} view @param {FlowDefinition} def @param {Flow} flow */
async function checkout(view, def, flow) {
  // SPEC §4: the shell already sent a logged-out visitor with correlationId to sign up; without it, log in here.
  if (!view.loggedIn) return loginPrompt(view);
  const gateway = askGateway(view);
  const loaded = await offerOrNotice(view, def, flow);
  if (loaded instanceof Node) return loaded;
  const { offer, search } = loaded;
  const step = await paymentStep(view, {
    gateway,
    service: def.service,
    offer: /** @type {Offer & import('./payment-checkout.js').PayableOffer} */ (offer),
    search,
    correlationId: view.route.query.correlationId,
    confirmationHref: (reference) => confirmationHref(view, flow, reference),
  });
  return el(
    'div',
    { class: 'rx' },
    el('h1', {}, view.t('checkout.title')),
    el('section', { class: 'rx__panel', 'aria-label': view.t('checkout.summary') }, el('h2', {}, offer.title), el('p', { class: 'rx__muted' }, offer.location), facts(factRows(view, offer.facts, def))),
    ...step,
  );
}

/** The confirmation page of a flow, for an app that shows it on another route (resort). @param {Flow} flow @returns {Page} */
export const confirmationPage = (flow) => (view) => confirmation(view, flow);

/** @param {View} view @param {Flow} flow */
async function confirmation(view, flow) {
  if (!view.loggedIn) return loginPrompt(view);
  const reference = flow.confirmation.includes('{') ? Object.values(view.route.params)[0] ?? '' : view.route.query.reference ?? '';
  const booking = /** @type {{ data: { reference: string, title: string, location: string, startDate: string, endDate: string, price: Offer['price'], payment?: Payment } }} */ (
    await view.api(`/api/bookings/${encodeURIComponent(reference)}`)
  ).data;
  const pt = paymentTexts(view);
  const payment = booking.payment;
  return el(
    'div',
    { class: 'rx' },
    el('h1', {}, view.t('confirmation.title')),
    el('p', { role: 'status' }, view.t('confirmation.reference', { reference: booking.reference })),
    el('h2', {}, booking.title),
    facts([
      [view.t('confirmation.where'), booking.location],
      [view.t('confirmation.dates'), view.dateRange(booking.startDate, booking.endDate)],
      // The price paid stays in the currency it was booked in, exact from its minor units.
      [view.t('confirmation.paid'), payment ? formatMinor(payment.charge.total, payment.charge.currency, view.language) : view.money(booking.price)],
      ...(payment ? /** @type {[string, string][]} */ ([[pt('done.payment'), pt('done.paidWith', { brand: brandName(view, payment.brand), last4: payment.last4 })]]) : []),
    ]),
    payment ? breakdown(view, payment.charge) : null,
    el('a', { class: 'rx__button', href: view.link('/mytrip/mytrips') }, view.t('confirmation.trips')),
  );
}

/** ISO date `days` from today, for the landing page's ready searches. @param {number} days */
export function dayFromNow(days) {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}
