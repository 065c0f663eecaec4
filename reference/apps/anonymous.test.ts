import { describe, expect, it } from 'vitest';
import * as activities from './activities.js';
import * as cars from './cars.js';
import * as cruise from './cruise.js';
import * as flights from './flights.js';
import * as hotels from './hotels.js';
import { contextFor, type ContextOptions, logOut, remoteTestStack, settled } from '../harness/remote-harness.ts';

/*
 * SPEC §3 allowNonLoginFlow: where the agency allows it, a visitor without an account sees search
 * results and details. The reference apps and offers calls need no token for them; checkout asks
 * for a log-in and a booking needs a token (routes/offers.ts, routes/bookings.ts).
 */

type App = { mount: (element: HTMLElement, context: ReturnType<typeof contextFor>) => () => void };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const HOTEL = { destination: 'city-lis', destinationName: 'Lisbon', checkIn: day(40), checkOut: day(43), rooms: JSON.stringify([{ adults: 2, children: [] }]) };
const FLIGHT = { from: 'JFK', to: 'LHR', departDate: day(40), returnDate: day(47), tripType: 'return', adults: '1', children: '0', infants: '0' };
const CAR = { pickUp: 'LIST01', dropOff: 'LIST01', pickUpDate: day(40), pickUpTime: '10:00', dropOffDate: day(43), dropOffTime: '10:00', driverAge: '25' };
const ACTIVITY = { destination: 'd-538', startDate: day(40), endDate: day(42) };
const CRUISE = { line: '1', month: day(60).slice(0, 7), guests: '[{"type":"adult","count":2}]' };

const stack = remoteTestStack();

async function open(app: App, options: ContextOptions) {
  logOut();
  const element = document.createElement('div');
  document.body.append(element);
  stack.mounted.push(app.mount(element, contextFor(stack.api, options)));
  return settled(element);
}

describe.each([
  ['hotels', hotels, '/booknow/hotels/v2/search', '/booknow/hotels/v2/details', HOTEL],
  ['flights', flights, '/booknow/flights/search', '/booknow/flights/search-details', FLIGHT],
  ['cars', cars, '/booknow/cars/search', '/booknow/cars/result-details', CAR],
  ['activities', activities, '/booknow/activities/search', '/booknow/activities/result-details/{productCode}', ACTIVITY],
  ['cruise', cruise, '/booknow/cruise/search', '/booknow/cruise/search-details', CRUISE],
] as const)('%s without an account (SPEC §3 allowNonLoginFlow)', (_, app, results, details, query) => {
  it('shows results and the details of an offer', async () => {
    const list = await open(app, { pattern: results, query });
    expect(list.dataset.state, list.textContent ?? '').toBe('ready');
    const offers = list.querySelectorAll('article[data-offer]');
    expect(offers.length).toBeGreaterThan(0);
    const href = new URL(offers[0]!.querySelector<HTMLAnchorElement>('a.rx__button')!.getAttribute('href')!, 'http://sunny.localhost');
    const productCode = details.includes('{') ? decodeURIComponent(href.pathname.split('/').pop()!) : undefined;
    const page = await open(app, { pattern: details, ...(productCode ? { params: { productCode } } : {}), query: Object.fromEntries(href.searchParams) });
    expect(page.dataset.state, page.textContent ?? '').toBe('ready');
    expect(page.querySelector('h1')?.textContent).toBe(offers[0]!.querySelector('h2')?.textContent);
    expect(page.querySelector('[data-price]')).not.toBeNull();
  });
});

describe('the reference API without a token', () => {
  it('answers offers and refuses a booking', async () => {
    const search = await stack.api.call(`/api/offers/hotels?${new URLSearchParams(HOTEL)}`, { agency: 'sunny' });
    expect(search.status).toBe(200);
    const { data } = (await search.json()) as { data: { offers: { id: string }[] } };
    const detail = await stack.api.call(`/api/offers/hotels/${encodeURIComponent(data.offers[0]!.id)}?${new URLSearchParams(HOTEL)}`, { agency: 'sunny' });
    expect(detail.status).toBe(200);
    const booking = await stack.api.call('/api/bookings', {
      agency: 'sunny',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ service: 'hotels', offerId: data.offers[0]!.id, query: HOTEL, currency: 'USD', traveller: { firstName: 'A', lastName: 'B', email: 'a@b.example' } }),
    });
    expect(booking.status).toBe(401);
  });
});
