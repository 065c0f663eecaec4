import type { Operation } from '../operation.ts';
import { offerAnswer, offerDetailsQuery, offerIdParams, offerListAnswer, offerSearchQuery, OFFER_SERVICES, type OfferService } from '../schemas/offers.ts';
import { answer, define, notFound, unbookableDates } from './define.ts';

/*
 * Search results and details of the booking pages (SPEC §2.3), one path per service so each names
 * its own query. SPEC §7 names no result or detail call: the storefront proposes these, as the
 * remote apps (reference/apps/flow.js) call them.
 */

const PROPOSAL = 'SPEC §7 names no search result or detail call: the booking pages (SPEC §2.3) need one per service.';
const TITLES: Record<OfferService, string> = {
  hotels: 'Hotel',
  flights: 'Flight',
  cars: 'Car rental',
  activities: 'Activity',
  cruise: 'Cruise',
  resort: 'Resort',
};
/** The operationId word of each service: `searchHotelOffers`, `getHotelOffer`. */
const NAMES: Record<OfferService, string> = { hotels: 'Hotel', flights: 'Flight', cars: 'Car', activities: 'Activity', cruise: 'Cruise', resort: 'Resort' };

type From = NonNullable<NonNullable<Operation['sample']>['from']>;
const fromAnswer = (operation: string, path: string) => ({ operation, path });

/**
 * A search every agency can answer a month ahead: Lisbon, which the suggestion samples find; the
 * literals are the reference API's own ids, for when a suggestion answers none.
 */
const SAMPLES: Record<OfferService, { query: Record<string, string>; offerId: string; from?: From }> = {
  hotels: {
    offerId: 'H.city-lis.1',
    query: { destination: 'city-lis', checkIn: '{{checkIn}}', checkOut: '{{checkOut}}', rooms: '[{"adults":2,"children":[]}]' },
    from: { 'query.destination': fromAnswer('suggestHotelLocations', 'data.locationSuggestions.0.id') },
  },
  flights: { offerId: 'F.LIS.JFK.1', query: { from: 'LIS', to: 'JFK', departDate: '{{checkIn}}', returnDate: '{{checkOut}}', tripType: 'return', adults: '1' } },
  cars: {
    offerId: 'C.LIST01.0',
    query: { pickUp: 'LIST01', dropOff: 'LIST01', pickUpDate: '{{checkIn}}', pickUpTime: '10:00', dropOffDate: '{{checkOut}}', dropOffTime: '10:00' },
    from: { 'query.pickUp': fromAnswer('suggestCarLocations', 'data.locations.0.id'), 'query.dropOff': fromAnswer('suggestCarLocations', 'data.locations.0.id') },
  },
  activities: {
    offerId: 'WALK538',
    query: { destination: 'd-538', startDate: '{{checkIn}}', endDate: '{{checkOut}}' },
    from: { 'query.destination': fromAnswer('suggestActivityDestinations', 'data.suggestions.0.id') },
  },
  cruise: {
    offerId: 'S.RCL.{{checkInMonth}}.0',
    query: { line: 'RCL', month: '{{checkInMonth}}', guests: '[{"type":"adult","count":2}]' },
    from: { 'query.line': fromAnswer('listShipLines', 'data.0.code') },
  },
  resort: { offerId: 'R-7008', query: { checkIn: '{{checkIn}}', checkOut: '{{checkOut}}', adults: '2' } },
};

/** The dates of each search that can be booked (reference/rules/bookable-dates.js), for its 400. */
const DATE_RULES: Record<OfferService, string> = {
  hotels: '`checkIn` before today, `checkOut` not after `checkIn`, or more than 60 days after it',
  flights: '`departDate` before today, `returnDate` before `departDate`',
  cars: '`pickUpDate` before today, `dropOffDate` before `pickUpDate` or more than 60 days after it, `dropOffTime` not after `pickUpTime` on the same day',
  activities: '`startDate` before today, `endDate` before `startDate` or more than 60 days after it',
  cruise: '`month` before the current month',
  resort: '`checkIn` before today, `checkOut` not after `checkIn`, or more than 60 days after it',
};
const offerDates = (service: OfferService) => unbookableDates(DATE_RULES[service]);

const idOf = (service: OfferService, what: 'search' | 'details') => (what === 'search' ? `search${NAMES[service]}Offers` : `get${NAMES[service]}Offer`);

const searchOperation = (service: OfferService): Operation =>
  define({
    id: idOf(service, 'search'),
    method: 'GET',
    path: `/api/offers/${service}`,
    service: 'main',
    summary: `${TITLES[service]} search results`,
    description:
      'The offers of a search, cheapest first, priced in `currency`. The query is the results page URL query. A travel agent with the Searches read flag has the search kept for the Searches page (SPEC §2.11).',
    tag: 'Offers',
    spec: '§2.3',
    proposal: PROPOSAL,
    auth: 'optional',
    query: offerSearchQuery(service),
    answers: { 200: answer('The offers and the search correlation id.', offerListAnswer), 400: offerDates(service) },
    sample: { query: { ...SAMPLES[service].query, currency: 'USD' }, ...(SAMPLES[service].from ? { from: SAMPLES[service].from } : {}) },
  });

const detailsOperation = (service: OfferService): Operation =>
  define({
    id: idOf(service, 'details'),
    method: 'GET',
    path: `/api/offers/${service}/{id}`,
    service: 'main',
    summary: `${TITLES[service]} offer details`,
    description: 'One offer of a search, priced again for the same query: its charge (base, taxes and fees, total) and cancellation policy for the checkout.',
    tag: 'Offers',
    spec: '§2.3',
    proposal: PROPOSAL,
    auth: 'optional',
    params: offerIdParams,
    query: offerDetailsQuery(service),
    answers: { 200: answer('The offer.', offerAnswer), 400: offerDates(service), 404: notFound('No such offer for this search: `Offer not found`') },
    sample: {
      params: { id: SAMPLES[service].offerId },
      query: { ...SAMPLES[service].query, currency: 'USD' },
      from: { ...SAMPLES[service].from, 'params.id': fromAnswer(idOf(service, 'search'), 'data.offers.0.id') },
    },
  });

/**
 * The hotel offer a write sample books or proposes: the first offer of the hotel search sample,
 * with that search's query (two adults in one room).
 */
export const HOTEL_OFFER = {
  body: { service: 'hotels', offerId: SAMPLES.hotels.offerId, query: SAMPLES.hotels.query, currency: 'USD' },
  from: {
    'body.offerId': fromAnswer(idOf('hotels', 'search'), 'data.offers.0.id'),
    'body.query.destination': fromAnswer('suggestHotelLocations', 'data.locationSuggestions.0.id'),
  },
};

export const offerOperations: readonly Operation[] = OFFER_SERVICES.flatMap((service) => [searchOperation(service), detailsOperation(service)]);
