// @ts-check
/* The reference cars app (issue 10; SPEC §2.3 Cars). */
import { DEAL_TEXTS } from './deal-texts.js';
import { FLOW_TEXTS } from './flow-texts.js';
import { dayFromNow, flowPages } from './flow.js';
import { runApp } from './kit.js';

const TEXTS = /** @type {import('./kit.js').TextTable} */ ({
  en: {
    'landing.title': 'Car rentals',
    'landing.intro': 'Search above, or start from one of these rentals.',
    'results.title': 'Car rentals',
    'results.at': 'Cars at {{place}}',
    'example.rental': '{{place}}, 3 days',
    'fact.company': 'Company',
    'fact.pickUp': 'Pick-up',
    'fact.dropOff': 'Drop-off',
    'fact.pickUpDate': 'Pick-up time',
    'fact.dropOffDate': 'Drop-off time',
    'fact.days': 'Days',
    'fact.seats': 'Seats',
    'fact.bags': 'Bags',
    'fact.doors': 'Doors',
  },
  es: {
    'landing.title': 'Alquiler de coches',
    'landing.intro': 'Busca arriba o empieza por uno de estos alquileres.',
    'results.title': 'Alquiler de coches',
    'results.at': 'Coches en {{place}}',
    'example.rental': '{{place}}, 3 días',
    'fact.company': 'Compañía',
    'fact.pickUp': 'Recogida',
    'fact.dropOff': 'Devolución',
    'fact.pickUpDate': 'Hora de recogida',
    'fact.dropOffDate': 'Hora de devolución',
    'fact.days': 'Días',
    'fact.seats': 'Plazas',
    'fact.bags': 'Maletas',
    'fact.doors': 'Puertas',
  },
  ar: {
    'landing.title': 'تأجير السيارات',
    'landing.intro': 'ابحث في الأعلى أو ابدأ بأحد هذه الخيارات.',
    'results.title': 'تأجير السيارات',
    'results.at': 'سيارات في {{place}}',
    'example.rental': '{{place}}، 3 أيام',
    'fact.company': 'الشركة',
    'fact.pickUp': 'الاستلام',
    'fact.dropOff': 'التسليم',
    'fact.pickUpDate': 'وقت الاستلام',
    'fact.dropOffDate': 'وقت التسليم',
    'fact.days': 'الأيام',
    'fact.seats': 'المقاعد',
    'fact.bags': 'الحقائب',
    'fact.doors': 'الأبواب',
  },
});

const PLACES = [
  { id: 'MIAT01', name: 'Miami International Airport' },
  { id: 'LIST01', name: 'Lisbon Airport' },
  { id: 'DXBT01', name: 'Dubai International Airport' },
];

const pages = flowPages({
  service: 'cars',
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
});

/** @param {HTMLElement} element @param {import('./kit.js').Context} context */
export function mount(element, context) {
  return runApp(element, context, { app: 'cars', pages, texts: [TEXTS, DEAL_TEXTS, FLOW_TEXTS] });
}
