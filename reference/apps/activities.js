// @ts-check
/* The reference activities app (SPEC §2.3 Activities: the product code and the booking reference are path segments). */
import { ACTIVITIES_TEXTS as TEXTS } from './activities-texts.js';
import { DEAL_TEXTS } from './deal-texts.js';
import { FLOW_TEXTS } from './flow-texts.js';
import { proposeAction } from './main-proposals.js';
import { PROPOSAL_TEXTS } from './main-proposals-texts.js';
import { dayFromNow, flowPages } from './flow.js';
import { runApp } from './kit.js';

const PLACES = [
  { id: 'd-538', name: 'Lisbon' },
  { id: 'd-828', name: 'Dubai' },
  { id: 'd-562', name: 'Barcelona' },
];

const pages = flowPages({
  service: 'activities',
  // SPEC §2.11 Proposals: a travel agent proposes an offer of the results to a client.
  offerActions: proposeAction('activities'),
  flows: [
    {
      landing: '/booknow/activities',
      results: '/booknow/activities/search',
      details: '/booknow/activities/result-details/{productCode}',
      checkout: '/booknow/activities/bookings/checkout',
      confirmation: '/booknow/activities/confirmation/{referenceNumber}',
    },
  ],
  heading: ({ t, route }) => (route.query.destinationName ? t('results.in', { place: route.query.destinationName }) : t('results.title')),
  examples: ({ t }) =>
    PLACES.map((place) => ({
      label: t('example.place', { place: place.name }),
      query: { destination: place.id, destinationName: place.name, startDate: dayFromNow(30), endDate: dayFromNow(34) },
    })),
  dateFacts: ['date'],
});

/** @param {HTMLElement} element @param {import('./kit.js').Context} context */
export function mount(element, context) {
  return runApp(element, context, { app: 'activities', pages, texts: [TEXTS, DEAL_TEXTS, FLOW_TEXTS, PROPOSAL_TEXTS] });
}
