// @ts-check
/* The reference flights app (SPEC §2.3 Flights, v1 and v2 pages). */
import { FLIGHTS_TEXTS as TEXTS } from './flights-texts.js';
import { FLOW_TEXTS } from './flow-texts.js';
import { proposeAction } from './main-proposals.js';
import { PROPOSAL_TEXTS } from './main-proposals-texts.js';
import { dayFromNow, flowPages } from './flow.js';
import { runApp } from './kit.js';

const TRIPS = [
  ['JFK', 'LHR'],
  ['DXB', 'CDG'],
  ['MEX', 'MAD'],
];

const pages = flowPages({
  service: 'flights',
  // SPEC §2.11 Proposals: a travel agent proposes an offer of the results to a client.
  offerActions: proposeAction('flights'),
  flows: [
    { landing: '/booknow/flights', results: '/booknow/flights/search', details: '/booknow/flights/search-details', checkout: '/booknow/flights/checkout', confirmation: '/booknow/flights/confirmation' },
    { landing: '/booknow/flights/v2', results: '/booknow/flights/v2/search', details: '/booknow/flights/v2/search-details', checkout: '/booknow/flights/v2/checkout', confirmation: '/booknow/flights/confirmation' },
  ],
  aliases: {
    '/booknow/flights/reservation-details': { flow: 0, kind: 'details' },
    '/flight-details': { flow: 0, kind: 'details' },
  },
  heading: ({ t, route }) => (route.query.from && route.query.to ? t('results.route', { from: route.query.from, to: route.query.to }) : t('results.title')),
  examples: ({ t }) =>
    TRIPS.map(([from = '', to = '']) => ({
      label: t('example.trip', { from, to }),
      query: { from, to, departDate: dayFromNow(30), returnDate: dayFromNow(37), tripType: 'return', adults: '1', children: '0', infants: '0' },
    })),
  dateFacts: ['departDate', 'returnDate'],
});

/** @param {HTMLElement} element @param {import('./kit.js').Context} context */
export function mount(element, context) {
  return runApp(element, context, { app: 'flights', pages, texts: [TEXTS, FLOW_TEXTS, PROPOSAL_TEXTS] });
}
