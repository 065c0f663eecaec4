// @ts-check
/* The reference flights app (issue 10; SPEC §2.3 Flights, v1 and v2 pages). */
import { FLOW_TEXTS } from './flow-texts.js';
import { dayFromNow, flowPages } from './flow.js';
import { runApp } from './kit.js';

const TEXTS = /** @type {import('./kit.js').TextTable} */ ({
  en: {
    'landing.title': 'Flights',
    'landing.intro': 'Search above, or start from one of these trips.',
    'results.title': 'Flights',
    'results.route': 'Flights from {{from}} to {{to}}',
    'example.trip': '{{from}} to {{to}}, return, 1 adult',
    'fact.airline': 'Airline',
    'fact.route': 'Route',
    'fact.departDate': 'Departure',
    'fact.returnDate': 'Return',
    'fact.departs': 'Departs',
    'fact.arrives': 'Arrives',
    'fact.duration': 'Duration',
    'fact.stops': 'Stops',
    'fact.passengers': 'Passengers',
  },
  es: {
    'landing.title': 'Vuelos',
    'landing.intro': 'Busca arriba o empieza por uno de estos viajes.',
    'results.title': 'Vuelos',
    'results.route': 'Vuelos de {{from}} a {{to}}',
    'example.trip': '{{from}} a {{to}}, ida y vuelta, 1 adulto',
    'fact.airline': 'Aerolínea',
    'fact.route': 'Ruta',
    'fact.departDate': 'Ida',
    'fact.returnDate': 'Vuelta',
    'fact.departs': 'Sale',
    'fact.arrives': 'Llega',
    'fact.duration': 'Duración',
    'fact.stops': 'Escalas',
    'fact.passengers': 'Pasajeros',
  },
  ar: {
    'landing.title': 'الرحلات الجوية',
    'landing.intro': 'ابحث في الأعلى أو ابدأ بإحدى هذه الرحلات.',
    'results.title': 'الرحلات الجوية',
    'results.route': 'رحلات من {{from}} إلى {{to}}',
    'example.trip': 'من {{from}} إلى {{to}}، ذهاب وعودة، بالغ واحد',
    'fact.airline': 'شركة الطيران',
    'fact.route': 'المسار',
    'fact.departDate': 'الذهاب',
    'fact.returnDate': 'العودة',
    'fact.departs': 'المغادرة',
    'fact.arrives': 'الوصول',
    'fact.duration': 'المدة',
    'fact.stops': 'التوقفات',
    'fact.passengers': 'الركاب',
  },
});

const TRIPS = [
  ['JFK', 'LHR'],
  ['DXB', 'CDG'],
  ['MEX', 'MAD'],
];

const pages = flowPages({
  service: 'flights',
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
  return runApp(element, context, { app: 'flights', pages, texts: [TEXTS, FLOW_TEXTS] });
}
