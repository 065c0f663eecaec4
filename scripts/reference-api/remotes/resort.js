// @ts-check
/*
 * The reference resort app (issue 10; SPEC §2.3 Resort: search, details, checkout). Resort has no
 * confirmation route, so the checkout page shows the confirmation once it has a `reference`.
 * Query (ours, no search panel yet): region (resort region id, optional), checkIn, checkOut, adults.
 */
import { FLOW_TEXTS } from './flow-texts.js';
import { confirmationPage, dayFromNow, flowPages } from './flow.js';
import { runApp } from './kit.js';

const TEXTS = /** @type {import('./kit.js').TextTable} */ ({
  en: {
    'landing.title': 'Resorts',
    'landing.intro': 'All-inclusive and beach resorts, hand-picked by region.',
    'results.title': 'Resorts',
    'example.region': '{{place}}, 5 nights for 2 adults',
    'fact.checkIn': 'Check-in',
    'fact.checkOut': 'Check-out',
    'fact.nights': 'Nights',
    'fact.guests': 'Adults',
    'fact.allInclusive': 'All-inclusive',
  },
  es: {
    'landing.title': 'Resorts',
    'landing.intro': 'Resorts con todo incluido y de playa, elegidos por región.',
    'results.title': 'Resorts',
    'example.region': '{{place}}, 5 noches para 2 adultos',
    'fact.checkIn': 'Entrada',
    'fact.checkOut': 'Salida',
    'fact.nights': 'Noches',
    'fact.guests': 'Adultos',
    'fact.allInclusive': 'Todo incluido',
  },
  ar: {
    'landing.title': 'المنتجعات',
    'landing.intro': 'منتجعات شاملة وشاطئية مختارة حسب المنطقة.',
    'results.title': 'المنتجعات',
    'example.region': '{{place}}، 5 ليالٍ لشخصين بالغين',
    'fact.checkIn': 'تسجيل الوصول',
    'fact.checkOut': 'تسجيل المغادرة',
    'fact.nights': 'الليالي',
    'fact.guests': 'البالغون',
    'fact.allInclusive': 'شامل كليًا',
  },
});

const REGIONS = [
  { id: '1', name: 'Caribbean' },
  { id: '2', name: 'Mexico' },
  { id: '4', name: 'Indian Ocean' },
];

const flow = { landing: '/booknow/resort', results: '/booknow/resort/search', details: '/booknow/resort/details', checkout: '/booknow/resort/checkout', confirmation: '/booknow/resort/checkout' };
const pages = flowPages({
  service: 'resort',
  flows: [flow],
  examples: ({ t }) =>
    REGIONS.map((region) => ({
      label: t('example.region', { place: region.name }),
      query: { region: region.id, checkIn: dayFromNow(45), checkOut: dayFromNow(50), adults: '2' },
    })),
  dateFacts: ['checkIn', 'checkOut'],
});

// Checkout books; the same page with `reference` confirms.
const checkout = /** @type {import('./kit.js').Page} */ (pages[flow.checkout]);
const confirm = confirmationPage(flow);
pages[flow.checkout] = (view) => (view.route.query.reference ? confirm(view) : checkout(view));

/** @param {HTMLElement} element @param {import('./kit.js').Context} context */
export function mount(element, context) {
  return runApp(element, context, { app: 'resort', pages, texts: [TEXTS, FLOW_TEXTS] });
}
