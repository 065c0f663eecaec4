import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../api/test-server.ts';
import { FLOW_TEXTS } from './flow-texts.js';
import { HOTELS_TEXTS } from './hotels-texts.js';
import { mount as mountHotels } from './hotels.js';
import { type TextTable } from './kit.js';
import { mount as mountMain } from './main.js';
import { contextFor, type ContextOptions, EVENTS, logIn, remoteTestStack, settled } from '../harness/remote-harness.ts';

/*
 * SPEC §1: a booking page on /de, /ar… is written in that language, counts, dates and prices
 * included (Intl in the page's language), and Arabic runs right to left. Mounted against the real
 * reference API, like hotels.test.ts.
 */

const SEARCH = { destination: 'city-lis', destinationName: 'Lisbon', checkIn: '2027-03-01', checkOut: '2027-03-04', rooms: '[{"adults":2,"children":[]}]' };

const stack = remoteTestStack();
let token: string;
beforeAll(async () => {
  token = await loginAs(stack.api, 'sunny', 'customer@sunny.demo');
});

async function open(mount: typeof mountHotels, options: ContextOptions) {
  const element = document.createElement('div');
  document.body.append(element);
  stack.mounted.push(mount(element, contextFor(stack.api, options)));
  return settled(element);
}

/** The pieces of English text (between placeholders, longer than a short word) a page in `language` must not show. */
function englishPieces(tables: TextTable[], language: keyof TextTable) {
  const pieces = new Set<string>();
  for (const table of tables) {
    for (const [key, source] of Object.entries(table.en)) {
      const own = table[language][key];
      const english = typeof source === 'string' ? [source] : Object.values(source);
      const translated = typeof own === 'string' ? [own] : Object.values(own ?? {});
      for (const text of english) {
        if (!text || translated.includes(text)) continue;
        for (const piece of text.split(/\{\{\w+\}\}/)) if (piece.trim().length > 4) pieces.add(piece.trim());
      }
    }
  }
  return [...pieces];
}

const cardFact = (card: Element, label: string) => [...card.querySelectorAll('dt')].find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;

describe('booking pages in the page language (SPEC §1)', () => {
  it('a German results page says the count, the dates and the prices the German way, with no English', async () => {
    const root = await open(mountHotels, { pattern: '/booknow/hotels/search', language: 'de', query: SEARCH, latest: { [EVENTS.currency]: { currency: 'EUR', rate: 0.921 } } });
    expect(root.getAttribute('lang')).toBe('de');
    expect(root.getAttribute('dir')).toBe('ltr');
    const cards = root.querySelectorAll('article');
    expect(cards.length).toBe(4);
    expect(root.querySelector('[role=status]')?.textContent).toBe('4 Angebote gefunden');
    expect(cardFact(cards[0]!, 'Anreise')).toBe('01.03.2027');
    expect(cardFact(cards[0]!, 'Abreise')).toBe('04.03.2027');
    for (const card of cards) expect(card.querySelector('[data-price]')?.textContent).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/);
    expect(cards[0]!.querySelector('a.rx__button')?.textContent).toBe('Details ansehen');

    const text = root.textContent ?? '';
    expect(englishPieces([HOTELS_TEXTS, FLOW_TEXTS], 'de').filter((piece) => text.includes(piece))).toEqual([]);
    expect(text).not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d/);
  });

  it('an Arabic results page is right to left, in Arabic, with the Arabic plural of the count', async () => {
    const root = await open(mountHotels, { pattern: '/booknow/hotels/search', language: 'ar', query: SEARCH });
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.getAttribute('lang')).toBe('ar');
    // Four takes the "few" form in Arabic (Intl.PluralRules), not the form for eleven and more.
    expect(root.querySelector('[role=status]')?.textContent).toBe(`تم العثور على ${new Intl.NumberFormat('ar').format(4)} خيارات`);
    const card = root.querySelector('article')!;
    expect(cardFact(card, 'تسجيل الوصول')).toBe(new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2027-03-01T00:00:00Z')));
    expect(root.querySelector('a.rx__button')?.textContent).toBe('عرض التفاصيل');
    const text = root.textContent ?? '';
    expect(englishPieces([HOTELS_TEXTS, FLOW_TEXTS], 'ar').filter((piece) => text.includes(piece))).toEqual([]);
  });

  it.each([
    ['pt', '4 opções encontradas', 'Ver detalhes'],
    ['da', '4 muligheder fundet', 'Se detaljer'],
    ['no', '4 alternativer funnet', 'Se detaljer'],
    ['fr', '4 options trouvées', 'Voir les détails'],
    ['sv', '4 alternativ hittades', 'Visa detaljer'],
  ])('a results page in %s is in that language', async (language, count, view) => {
    const root = await open(mountHotels, { pattern: '/booknow/hotels/search', language, query: SEARCH });
    expect(root.getAttribute('lang')).toBe(language);
    expect(root.querySelector('[role=status]')?.textContent).toBe(count);
    expect(root.querySelector('a.rx__button')?.textContent).toBe(view);
  });

  it('a call that fails without a server message says so in the page language, with Try again in it too', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    // Port 9 (discard) refuses the connection: the failure has no message of the server's.
    stack.mounted.push(mountHotels(element, { ...contextFor(stack.api, { pattern: '/booknow/hotels/search', language: 'de', query: SEARCH }), apiUrl: 'http://127.0.0.1:9' }));
    const root = await settled(element);
    expect(root.dataset.state).toBe('error');
    expect(root.querySelector('[role=alert]')?.textContent).toBe('Etwas ist schiefgelaufen');
    expect(root.querySelector('button')?.textContent).toBe('Erneut versuchen');
  });

  it('My Trips in German writes each stay as a German date range and the price paid the German way', async () => {
    logIn(token);
    const booked = await stack.api.call('/api/bookings', {
      agency: 'sunny',
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        service: 'hotels',
        offerId: 'H.city-lis.0',
        query: SEARCH,
        currency: 'EUR',
        email: 'customer@sunny.demo',
        travellers: [
          { firstName: 'Casey', lastName: 'Customer' },
          { firstName: 'Sam', lastName: 'Customer' },
        ],
        // The approving test card (README "Test cards").
        card: { name: 'Casey Customer', number: '4242424242424242', expiry: '12/40', cvc: '123' },
      }),
    });
    expect(booked.status).toBe(201);
    const { reference } = ((await booked.json()) as { data: { reference: string } }).data;
    const root = await open(mountMain, { pattern: '/mytrip/mytrips', language: 'de', latest: { [EVENTS.user]: { loggedIn: true } } });
    expect(root.querySelector('h1')?.textContent).toBe('Meine Reisen');
    const trip = root.querySelector(`[data-booking="${reference}"]`)!;
    expect(cardFact(trip, 'Reisezeitraum')).toBe('01.–04.03.2027');
    expect(cardFact(trip, 'Bezahlt insgesamt')).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/);
    expect(cardFact(trip, 'Buchung')).toBe('Hotels');
  });
});
