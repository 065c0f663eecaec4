import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../api/test-server.ts';
import * as activities from './activities.js';
import * as cars from './cars.js';
import * as cruise from './cruise.js';
import * as flights from './flights.js';
import { APPROVING_CARD, fillCheckout } from '../harness/checkout-harness.ts';
import { navigation } from './kit.js';
import { contextFor, type ContextOptions, EVENTS, logIn, remoteTestStack, settled } from '../harness/remote-harness.ts';

type App = { mount: (element: HTMLElement, context: ReturnType<typeof contextFor>) => () => void };

const FLIGHT = { from: 'JFK', to: 'LHR', departDate: '2027-03-01', returnDate: '2027-03-08', tripType: 'return', adults: '1', children: '0', infants: '0' };
const CAR = { pickUp: 'LIST01', pickUpName: 'Lisbon Airport', dropOff: 'LIST01', dropOffName: 'Lisbon Airport', pickUpDate: '2027-03-01', pickUpTime: '10:00', dropOffDate: '2027-03-04', dropOffTime: '10:00', driverAge: '25', residence: 'US' };
const ACTIVITY = { destination: 'd-538', destinationName: 'Lisbon', startDate: '2027-03-01', endDate: '2027-03-03' };
const CRUISE = { line: '1', month: '2027-03', guests: '[{"type":"adult","count":2},{"type":"children","count":0},{"type":"infant","count":0}]' };

const stack = remoteTestStack();
let token: string;
beforeAll(async () => {
  token = await loginAs(stack.api, 'sunny', 'customer@sunny.demo');
});

async function open(app: App, options: ContextOptions) {
  const element = document.createElement('div');
  document.body.append(element);
  stack.mounted.push(app.mount(element, contextFor(stack.api, options)));
  return settled(element);
}

/** Every pattern an app owns draws its page under the root marker with one h1. */
async function drawsEvery(app: App, name: string, patterns: ContextOptions[]) {
  logIn(token);
  for (const options of patterns) {
    const root = await open(app, options);
    expect(root.dataset.remoteRoot).toBe(name);
    expect(root.dataset.remotePattern).toBe(options.pattern);
    expect(root.dataset.state, `${options.pattern}: ${root.textContent}`).toBe('ready');
    expect(root.querySelectorAll('h1'), options.pattern).toHaveLength(1);
  }
}

/** Results → details → checkout → confirmation through the links and the form, as a visitor goes. */
async function books(app: App, results: ContextOptions, route: (href: string) => ContextOptions) {
  logIn(token);
  const user = { loggedIn: true, profile: { personal_info: { first_name: 'Casey', last_name: 'Customer', email: 'customer@sunny.demo' } } };
  const list = await open(app, { ...results, latest: { [EVENTS.user]: user } });
  const detailsHref = list.querySelector<HTMLAnchorElement>('article a.rx__button')!.getAttribute('href')!;
  const details = await open(app, { ...route(detailsHref), latest: { [EVENTS.user]: user } });
  const checkoutHref = details.querySelector<HTMLAnchorElement>('a.rx__button')!.getAttribute('href')!;
  const checkout = await open(app, { ...route(checkoutHref), latest: { [EVENTS.user]: user } });
  const replace = vi.spyOn(navigation, 'replace').mockImplementation(() => undefined);
  fillTravellers(checkout);
  fillCheckout(checkout, APPROVING_CARD);
  checkout.querySelector('form')!.requestSubmit();
  await vi.waitFor(() => expect(replace).toHaveBeenCalled());
  const confirmationHref = replace.mock.calls[0]![0];
  replace.mockRestore();
  const confirmation = await open(app, { ...route(confirmationHref), latest: { [EVENTS.user]: user } });
  expect(confirmation.querySelector('h1')?.textContent).toBe('Booking confirmed');
  return { detailsHref, checkoutHref, confirmationHref, confirmation };
}

/** Every traveller the checkout asks for: names, and a date of birth that fits the passenger type. */
function fillTravellers(checkout: HTMLElement) {
  const born = { adult: '1990-01-01', child: '2018-01-01', infant: '2026-06-01', driver: '1990-01-01' } as Record<string, string>;
  checkout.querySelectorAll<HTMLFieldSetElement>('[data-traveller]').forEach((group, index) => {
    const values: Record<string, string> = { [`travellers.${index}.firstName`]: `Guest${index}`, [`travellers.${index}.lastName`]: 'Customer' };
    if (group.querySelector('input[type=date]')) values[`travellers.${index}.dateOfBirth`] = born[group.dataset.traveller!]!;
    fillCheckout(group, values);
  });
}

/** A site path back into the pattern, params and query the shell would give. */
function routeOf(patterns: string[]) {
  return (href: string): ContextOptions => {
    const url = new URL(href, 'http://sunny.localhost');
    for (const pattern of patterns) {
      const names: string[] = [];
      const regex = new RegExp(`^${pattern.replace(/\{(\w+)\}/g, (_, n: string) => (names.push(n), '([^/]+)'))}$`);
      const found = regex.exec(url.pathname);
      if (found) return { pattern, params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(found[i + 1]!)])), query: Object.fromEntries(url.searchParams) };
    }
    throw new Error(`no pattern for ${href}`);
  };
}

describe('flights remote app', () => {
  it('draws each flights page', () =>
    drawsEvery(flights, 'flights', [
      { pattern: '/booknow/flights' },
      { pattern: '/booknow/flights/v2' },
      { pattern: '/booknow/flights/search', query: FLIGHT },
      { pattern: '/booknow/flights/v2/search', query: FLIGHT },
      { pattern: '/booknow/flights/search-details', query: { ...FLIGHT, offerId: 'F.JFK.LHR.0' } },
      { pattern: '/booknow/flights/v2/search-details', query: { ...FLIGHT, offerId: 'F.JFK.LHR.1' } },
      { pattern: '/booknow/flights/reservation-details', query: { ...FLIGHT, offerId: 'F.JFK.LHR.1' } },
      { pattern: '/flight-details', query: { ...FLIGHT, offerId: 'F.JFK.LHR.2' } },
      { pattern: '/booknow/flights/checkout', query: { ...FLIGHT, offerId: 'F.JFK.LHR.2' } },
      { pattern: '/booknow/flights/v2/checkout', query: { ...FLIGHT, offerId: 'F.JFK.LHR.2' } },
    ]));

  it('books a v2 flight and confirms on the flights confirmation page', async () => {
    const { checkoutHref, confirmationHref } = await books(
      flights,
      { pattern: '/booknow/flights/v2/search', query: FLIGHT },
      routeOf(['/booknow/flights/v2/search-details', '/booknow/flights/v2/checkout', '/booknow/flights/confirmation']),
    );
    expect(checkoutHref).toMatch(/^\/booknow\/flights\/v2\/checkout\?.*correlationId=/);
    expect(confirmationHref).toMatch(/^\/booknow\/flights\/confirmation\?reference=FL-/);
  });
});

describe('cars remote app', () => {
  it('draws each cars page', () =>
    drawsEvery(cars, 'cars', [
      { pattern: '/booknow/cars' },
      { pattern: '/booknow/cars/search', query: CAR },
      { pattern: '/booknow/cars/result-details', query: { ...CAR, offerId: 'C.LIST01.0' } },
      { pattern: '/booknow/cars/reservation-details', query: { ...CAR, offerId: 'C.LIST01.1' } },
      { pattern: '/booknow/cars/checkout', query: { ...CAR, offerId: 'C.LIST01.1' } },
    ]));

  it('books a car and confirms on confirm-payment', async () => {
    const { confirmationHref } = await books(cars, { pattern: '/booknow/cars/search', query: CAR }, routeOf(['/booknow/cars/result-details', '/booknow/cars/checkout', '/booknow/cars/confirm-payment']));
    expect(confirmationHref).toMatch(/^\/booknow\/cars\/confirm-payment\?reference=CR-/);
  });
});

describe('activities remote app', () => {
  it('draws each activities page, the product code in the path', () =>
    drawsEvery(activities, 'activities', [
      { pattern: '/booknow/activities' },
      { pattern: '/booknow/activities/search', query: ACTIVITY },
      { pattern: '/booknow/activities/result-details/{productCode}', params: { productCode: '6120LIS' }, query: ACTIVITY },
      { pattern: '/booknow/activities/bookings/checkout', query: { ...ACTIVITY, offerId: 'WALK538' } },
    ]));

  it('books an activity; the reference is a path segment of the confirmation', async () => {
    const patterns = ['/booknow/activities/result-details/{productCode}', '/booknow/activities/bookings/checkout', '/booknow/activities/confirmation/{referenceNumber}'];
    const { detailsHref, confirmationHref, confirmation } = await books(activities, { pattern: '/booknow/activities/search', query: ACTIVITY }, routeOf(patterns));
    expect(detailsHref).toMatch(/^\/booknow\/activities\/result-details\/[A-Z0-9]+\?/);
    expect(confirmationHref).toMatch(/^\/booknow\/activities\/confirmation\/AC-[A-Z0-9]{8}$/);
    expect(confirmation.dataset.remotePattern).toBe('/booknow/activities/confirmation/{referenceNumber}');
  });
});

describe('cruise remote app', () => {
  it('draws each cruise page and every cruise-line page', () =>
    drawsEvery(cruise, 'cruise', [
      { pattern: '/booknow/cruise' },
      { pattern: '/booknow/cruise/search', query: CRUISE },
      { pattern: '/booknow/cruise/search-details', query: { ...CRUISE, offerId: 'S.RCL.2027-03.0' } },
      { pattern: '/booknow/cruise/checkout', query: { ...CRUISE, offerId: 'S.RCL.2027-03.0' } },
      ...['/royal-caribbean', '/carnival', '/mcl', '/celebrity', '/disney'].map((pattern) => ({ pattern })),
    ]));

  it('lists the line’s own sailings on its page', async () => {
    const root = await open(cruise, { pattern: '/mcl' });
    expect(root.querySelector('h1')?.textContent).toBe('MSC Cruises cruises');
    expect(root.querySelectorAll('article').length).toBeGreaterThan(0);
    expect(root.querySelector('article a')?.getAttribute('href')).toMatch(/offerId=S\.MSC\./);
  });

  it('books a cruise with the reference in the path', async () => {
    const patterns = ['/booknow/cruise/search-details', '/booknow/cruise/checkout', '/booknow/cruise/confirmation/{referenceNumber}'];
    const { confirmationHref } = await books(cruise, { pattern: '/booknow/cruise/search', query: CRUISE }, routeOf(patterns));
    expect(confirmationHref).toMatch(/^\/booknow\/cruise\/confirmation\/CU-/);
  });
});

