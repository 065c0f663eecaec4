// @ts-check
/*
 * The reference cruise app (issue 10; SPEC §2.3 Cruise, and the cruise-line pages /royal-caribbean,
 * /carnival, /mcl, /celebrity, /disney, which list that line's sailings next month).
 */
import { FLOW_TEXTS } from './flow-texts.js';
import { flowPages } from './flow.js';
import { el, runApp } from './kit.js';

const TEXTS = /** @type {import('./kit.js').TextTable} */ ({
  en: {
    'landing.title': 'Cruises',
    'landing.intro': 'Search above, or browse a cruise line.',
    'results.title': 'Cruises',
    'results.line': '{{line}} cruises',
    'line.intro': 'Sailings next month for two adults. Choose one to see the itinerary.',
    'example.line': '{{line}} next month',
    'fact.line': 'Cruise line',
    'fact.ship': 'Ship',
    'fact.departure': 'Departure',
    'fact.nights': 'Nights',
    'fact.ports': 'Ports',
    'fact.guests': 'Guests',
  },
  es: {
    'landing.title': 'Cruceros',
    'landing.intro': 'Busca arriba o explora una naviera.',
    'results.title': 'Cruceros',
    'results.line': 'Cruceros de {{line}}',
    'line.intro': 'Salidas del mes próximo para dos adultos. Elige una para ver el itinerario.',
    'example.line': '{{line}} el mes próximo',
    'fact.line': 'Naviera',
    'fact.ship': 'Barco',
    'fact.departure': 'Salida',
    'fact.nights': 'Noches',
    'fact.ports': 'Puertos',
    'fact.guests': 'Pasajeros',
  },
  ar: {
    'landing.title': 'الرحلات البحرية',
    'landing.intro': 'ابحث في الأعلى أو تصفح إحدى شركات الرحلات البحرية.',
    'results.title': 'الرحلات البحرية',
    'results.line': 'رحلات {{line}} البحرية',
    'line.intro': 'رحلات الشهر القادم لشخصين بالغين. اختر رحلة لعرض خط السير.',
    'example.line': '{{line}} الشهر القادم',
    'fact.line': 'شركة الرحلات',
    'fact.ship': 'السفينة',
    'fact.departure': 'المغادرة',
    'fact.nights': 'الليالي',
    'fact.ports': 'الموانئ',
    'fact.guests': 'الضيوف',
  },
});

/** The lines of GET /api/cruise/ship-lines by id, with their SPEC §2.3 page. */
const LINES = [
  { id: '1', name: 'Royal Caribbean International', page: '/royal-caribbean' },
  { id: '2', name: 'Carnival Cruise Line', page: '/carnival' },
  { id: '3', name: 'MSC Cruises', page: '/mcl' },
  { id: '4', name: 'Celebrity Cruises', page: '/celebrity' },
  { id: '5', name: 'Disney Cruise Line', page: '/disney' },
];

function nextMonth() {
  const now = new Date();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 7);
}

// SPEC §3, §9: cruise guests default to 2 adults.
const TWO_ADULTS = JSON.stringify([
  { type: 'adult', count: 2 },
  { type: 'children', count: 0 },
  { type: 'infant', count: 0 },
]);

const flow = { landing: '/booknow/cruise', results: '/booknow/cruise/search', details: '/booknow/cruise/search-details', checkout: '/booknow/cruise/checkout', confirmation: '/booknow/cruise/confirmation/{referenceNumber}' };
const pages = flowPages({
  service: 'cruise',
  flows: [flow],
  heading: ({ t, route }) => {
    const line = LINES.find((l) => l.id === route.query.line);
    return line ? t('results.line', { line: line.name }) : t('results.title');
  },
  examples: ({ t }) => LINES.map((line) => ({ label: t('example.line', { line: line.name }), query: { line: line.id, month: nextMonth(), guests: TWO_ADULTS } })),
  dateFacts: ['departure'],
});

const results = /** @type {import('./kit.js').Page} */ (pages[flow.results]);
for (const line of LINES) {
  pages[line.page] = async (view) => {
    const list = await results({ ...view, route: { ...view.route, query: { line: line.id, month: nextMonth(), guests: TWO_ADULTS } } });
    list.insertBefore(el('p', { class: 'rx__muted' }, view.t('line.intro')), list.childNodes[1] ?? null);
    return list;
  };
}

/** @param {HTMLElement} element @param {import('./kit.js').Context} context */
export function mount(element, context) {
  return runApp(element, context, { app: 'cruise', pages, texts: [TEXTS, FLOW_TEXTS] });
}
