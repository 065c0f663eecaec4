// @ts-check
/* The reference cars app (SPEC §2.3 Cars). */
import { CARS_TEXTS as TEXTS } from './cars-texts.js';
import { DEAL_TEXTS } from './deal-texts.js';
import { FLOW_TEXTS } from './flow-texts.js';
import { proposeAction } from './main-proposals.js';
import { PROPOSAL_TEXTS } from './main-proposals-texts.js';
import { dayFromNow, flowPages } from './flow.js';
import { runApp } from './kit.js';

const PLACES = [
  { id: 'MIAT01', name: 'Miami International Airport' },
  { id: 'LIST01', name: 'Lisbon Airport' },
  { id: 'DXBT01', name: 'Dubai International Airport' },
];

const pages = flowPages({
  service: 'cars',
  // SPEC §2.11 Proposals: a travel agent proposes an offer of the results to a client.
  offerActions: proposeAction('cars'),
  flows: [{ landing: '/booknow/cars', results: '/booknow/cars/search', details: '/booknow/cars/result-details', checkout: '/booknow/cars/checkout', confirmation: '/booknow/cars/confirm-payment' }],
  aliases: { '/booknow/cars/reservation-details': { flow: 0, kind: 'details' } },
  heading: ({ t, route }) => (route.query.pickUpName ? t('results.at', { place: route.query.pickUpName }) : t('results.title')),
  examples: ({ t }) =>
    PLACES.map((place) => ({
      label: t('example.rental', { place: place.name }),
      query: {
        pickUp: place.id,
        pickUpName: place.name,
        dropOff: place.id,
        dropOffName: place.name,
        pickUpDate: dayFromNow(30),
        pickUpTime: '10:00',
        dropOffDate: dayFromNow(33),
        dropOffTime: '10:00',
        // SPEC §9: driver age 25, residence US.
        driverAge: '25',
        residence: 'US',
      },
    })),
  dateFacts: ['pickUpDate', 'dropOffDate'],
});

/** @param {HTMLElement} element @param {import('./kit.js').Context} context */
export function mount(element, context) {
  return runApp(element, context, { app: 'cars', pages, texts: [TEXTS, DEAL_TEXTS, FLOW_TEXTS, PROPOSAL_TEXTS] });
}
