// @ts-check
/*
 * The reference cruise app (SPEC §2.3 Cruise, and the cruise-line pages /royal-caribbean,
 * /carnival, /mcl, /celebrity, /disney, which list that line's sailings next month).
 */
import { CRUISE_TEXTS as TEXTS } from './cruise-texts.js';
import { FLOW_TEXTS } from './flow-texts.js';
import { proposeAction } from './main-proposals.js';
import { PROPOSAL_TEXTS } from './main-proposals-texts.js';
import { flowPages } from './flow.js';
import { el, runApp } from './kit.js';

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
  // SPEC §2.11 Proposals: a travel agent proposes an offer of the results to a client.
  offerActions: proposeAction('cruise'),
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
  return runApp(element, context, { app: 'cruise', pages, texts: [TEXTS, FLOW_TEXTS, PROPOSAL_TEXTS] });
}
