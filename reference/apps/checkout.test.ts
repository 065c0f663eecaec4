import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../api/test-server.ts';
import { APPROVING_CARD, fillCheckout } from '../harness/checkout-harness.ts';
import * as flights from './flights.js';
import * as hotels from './hotels.js';
import { navigation } from './kit.js';
import { contextFor, type ContextOptions, EVENTS, logIn, remoteTestStack, settled } from '../harness/remote-harness.ts';

/*
 * The checkout's payment step (payment-checkout.js) against the real reference API: travellers by
 * room and passenger type, the price breakdown and cancellation policy, card checks before
 * sending, a decline that keeps what was typed, and the extra confirmation step.
 */

type App = { mount: (element: HTMLElement, context: ReturnType<typeof contextFor>) => () => void };

const TWO_ROOMS = { destination: 'city-lis', destinationName: 'Lisbon', checkIn: '2027-03-01', checkOut: '2027-03-04', rooms: '[{"adults":2,"children":[]},{"adults":1,"children":[]}]' };
const FLIGHT = { from: 'JFK', to: 'LHR', departDate: '2027-03-01', returnDate: '2027-03-08', tripType: 'return', adults: '1', children: '1', infants: '1' };
const USER = { loggedIn: true, profile: { personal_info: { first_name: 'Casey', last_name: 'Customer', email: 'customer@sunny.demo' } } };
const HOTEL_TRAVELLERS = { 'travellers.1.firstName': 'Sam', 'travellers.1.lastName': 'Customer', 'travellers.2.firstName': 'Alex', 'travellers.2.lastName': 'Customer' };

const stack = remoteTestStack();
let token: string;
beforeAll(async () => {
  token = await loginAs(stack.api, 'sunny', 'customer@sunny.demo');
});
afterEach(() => vi.restoreAllMocks());

async function open(app: App, options: ContextOptions) {
  const element = document.createElement('div');
  document.body.append(element);
  stack.mounted.push(app.mount(element, contextFor(stack.api, { latest: { [EVENTS.user]: USER }, ...options })));
  return settled(element);
}

const hotelCheckout = (more: Partial<ContextOptions> = {}) => open(hotels, { pattern: '/booknow/hotels/checkout', query: { ...TWO_ROOMS, offerId: 'H.city-lis.1', correlationId: 'c-1' }, ...more });
const value = (root: HTMLElement, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value;
const bookings = async () => ((await (await stack.api.call('/api/bookings', { agency: 'sunny', headers: { Authorization: `Bearer ${token}` } })).json()) as { data: unknown[] }).data.length;

/** Records the calls the app makes, passing them on. */
function recordCalls() {
  const calls: { url: string; method: string; headers: Headers }[] = [];
  const real = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), method: init.method ?? 'GET', headers: new Headers(init.headers) });
    return real(input, init);
  });
  return { calls, stop: () => vi.stubGlobal('fetch', real) };
}

describe('checkout payment step', () => {
  it('asks for every adult of every room, the lead first, and shows the breakdown and the cancellation policy', async () => {
    logIn(token);
    const root = await hotelCheckout();
    const legends = [...root.querySelectorAll('[data-traveller] > legend')].map((l) => l.textContent);
    expect(legends).toEqual(['Room 1 — Adult 1 (lead traveller)', 'Room 1 — Adult 2', 'Room 2 — Adult 1']);
    expect(value(root, 'travellers.0.firstName')).toBe('Casey');
    expect(root.querySelector('input[name="travellers.0.dateOfBirth"]')).toBeNull();

    const offer = ((await (await stack.api.call(`/api/offers/hotels/H.city-lis.1?${new URLSearchParams(TWO_ROOMS)}&currency=USD`, { agency: 'sunny' })).json()) as { data: { charge: { base: number; taxes: number; total: number } } }).data;
    const minor = [...root.querySelectorAll('[data-breakdown] dd')].map((dd) => Number(dd.getAttribute('data-minor')));
    expect(minor).toEqual([offer.charge.base, offer.charge.taxes, offer.charge.total]);
    const total = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(offer.charge.total / 100);
    expect(root.querySelector('[data-breakdown]')?.textContent).toContain(total);
    expect(root.querySelector('button[type=submit]')?.textContent).toBe(`Pay ${total}`);

    const policy = root.querySelector('[data-policy]')!;
    expect(policy.querySelector('p')?.textContent).toMatch(/^(Free cancellation until|50% refund if you cancel by|Non-refundable)/);
    expect(policy.querySelector('a')?.getAttribute('href')).toBe('/cancellation-policy');
    // sunny's gateway (SPEC §3 currentPaymentGateway), in test mode.
    expect(root.textContent).toContain('Paid securely through Stripe.');
    expect(root.querySelector('[data-test-mode]')?.textContent).toContain('4242 4242 4242 4242');
  });

  it('asks the gateway with the SPEC §6 optional-auth marker only when there is no token', async () => {
    const record = recordCalls();
    await hotelCheckout();
    logIn(token);
    await hotelCheckout();
    record.stop();
    const lookups = record.calls.filter((c) => c.url.endsWith('/api/getCurrentPaymentGateway'));
    expect(lookups).toHaveLength(2);
    expect(lookups[0]!.headers.get('x-auth-optional')).toBe('true');
    expect(lookups[0]!.headers.has('authorization')).toBe(false);
    expect(lookups[1]!.headers.get('x-auth-optional')).toBeNull();
    expect(lookups[1]!.headers.get('authorization')).toBe(`Bearer ${token}`);
  });

  it('refuses a malformed or expired card and missing travellers at their fields, before sending anything', async () => {
    logIn(token);
    const root = await hotelCheckout();
    const record = recordCalls();
    fillCheckout(root, { ...APPROVING_CARD, 'card.number': '4242 4242 4242 4241', 'card.expiry': '01/20', 'card.cvc': '1' });
    root.querySelector('form')!.requestSubmit();
    record.stop();
    expect(record.calls).toEqual([]);
    expect(root.querySelector('[role=alert]')?.textContent).toBe('Please correct the marked fields.');
    expect(root.querySelector('#rx-card-number-error')?.textContent).toBe('This card number is not valid.');
    expect(root.querySelector('#rx-card-expiry-error')?.textContent).toBe('This card has expired.');
    expect(root.querySelector('#rx-card-cvc-error')?.textContent).toContain('3-digit');
    expect(root.querySelector('#rx-travellers-1-firstName-error')?.textContent).toBe('Enter the first name.');
    const number = root.querySelector<HTMLInputElement>('input[name="card.number"]')!;
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(number.getAttribute('aria-describedby')).toBe('rx-card-number-error');
    // The first wrong field has the focus.
    expect(document.activeElement).toBe(root.querySelector('input[name="travellers.1.firstName"]'));
  });

  it('a declined card keeps every typed field but the security code, books nothing, and the approving card then books', async () => {
    logIn(token);
    const before = await bookings();
    const root = await hotelCheckout();
    fillCheckout(root, { ...HOTEL_TRAVELLERS, ...APPROVING_CARD, 'card.number': '4000 0000 0000 0002' });
    root.querySelector('form')!.requestSubmit();
    await vi.waitFor(() => expect(root.querySelector('[role=alert]')?.textContent).toBe('Card declined: insufficient funds. Nothing was charged; try another card.'));
    expect(await bookings()).toBe(before);
    expect(value(root, 'travellers.2.firstName')).toBe('Alex');
    expect(value(root, 'card.number')).toBe('4000 0000 0000 0002');
    expect(value(root, 'card.expiry')).toBe('12/40');
    expect(value(root, 'card.cvc')).toBe('');
    expect(document.activeElement).toBe(root.querySelector('input[name="card.cvc"]'));

    // A currency change draws the page again: what was typed stays.
    window.dispatchEvent(new CustomEvent(EVENTS.currency, { detail: { currency: 'EUR', rate: 0.921 } }));
    await vi.waitFor(() => expect(root.querySelector('button[type=submit]')?.textContent).toContain('€'));
    expect(value(root, 'travellers.1.firstName')).toBe('Sam');

    const replace = vi.spyOn(navigation, 'replace').mockImplementation(() => undefined);
    fillCheckout(root, { 'card.number': '4242 4242 4242 4242', 'card.cvc': '123' });
    root.querySelector('form')!.requestSubmit();
    await vi.waitFor(() => expect(replace).toHaveBeenCalled());
    expect(new URL(replace.mock.calls[0]![0], 'http://x').searchParams.get('reference')).toMatch(/^HT-/);
    expect(await bookings()).toBe(before + 1);
  });

  it('a card that asks for confirmation shows the confirm step; cancelling books nothing, confirming books', async () => {
    logIn(token);
    const before = await bookings();
    const root = await hotelCheckout();
    fillCheckout(root, { ...HOTEL_TRAVELLERS, ...APPROVING_CARD, 'card.number': '4000 0000 0000 3220' });
    root.querySelector('form')!.requestSubmit();
    const step = await vi.waitFor(() => {
      const found = root.querySelector<HTMLElement>('[data-step=confirm]');
      if (!found) throw new Error('no confirm step');
      return found;
    });
    expect(step.querySelector('h2')?.textContent).toBe('Confirm the payment');
    expect(step.textContent).toContain('Visa ending in 3220');
    expect(document.activeElement).toBe(step.querySelector('h2'));
    expect(await bookings()).toBe(before);

    [...step.querySelectorAll('button')].find((b) => b.textContent === 'Cancel')!.click();
    expect(root.querySelector('[data-step=confirm]')).toBeNull();
    expect(root.querySelector('[role=alert]')?.textContent).toBe('The payment was not confirmed. Nothing was charged.');
    expect(value(root, 'card.number')).toBe('4000 0000 0000 3220');

    const replace = vi.spyOn(navigation, 'replace').mockImplementation(() => undefined);
    root.querySelector('form')!.requestSubmit();
    const again = await vi.waitFor(() => {
      const found = root.querySelector<HTMLElement>('[data-step=confirm]');
      if (!found) throw new Error('no confirm step');
      return found;
    });
    [...again.querySelectorAll('button')].find((b) => b.textContent === 'Confirm payment')!.click();
    await vi.waitFor(() => expect(replace).toHaveBeenCalled());
    expect(await bookings()).toBe(before + 1);
  });

  it('flights: asks each passenger’s date of birth and checks it against the passenger type', async () => {
    logIn(token);
    const root = await open(flights, { pattern: '/booknow/flights/checkout', query: { ...FLIGHT, offerId: 'F.JFK.LHR.1' } });
    const legends = [...root.querySelectorAll('[data-traveller] > legend')].map((l) => l.textContent);
    expect(legends).toEqual(['Adult 1 (lead traveller)', 'Child 1', 'Infant 1']);
    fillCheckout(root, {
      'travellers.0.dateOfBirth': '1990-05-01',
      'travellers.1.firstName': 'Bo',
      'travellers.1.lastName': 'Customer',
      'travellers.1.dateOfBirth': '2010-01-01',
      'travellers.2.firstName': 'Cy',
      'travellers.2.lastName': 'Customer',
      'travellers.2.dateOfBirth': '2026-01-01',
      ...APPROVING_CARD,
    });
    root.querySelector('form')!.requestSubmit();
    expect(root.querySelector('#rx-travellers-1-dateOfBirth-error')?.textContent).toBe('A child must be 2 to 11 years old on the travel date.');
    expect(root.querySelector<HTMLElement>('#rx-travellers-2-dateOfBirth-error')?.hidden).toBe(true);

    const replace = vi.spyOn(navigation, 'replace').mockImplementation(() => undefined);
    fillCheckout(root, { 'travellers.1.dateOfBirth': '2018-01-01' });
    root.querySelector('form')!.requestSubmit();
    await vi.waitFor(() => expect(replace).toHaveBeenCalled());
    expect(replace.mock.calls[0]![0]).toMatch(/^\/booknow\/flights\/confirmation\?reference=FL-/);
  });

  it('speaks Arabic right to left, with the total in Arabic', async () => {
    logIn(token);
    const root = await hotelCheckout({ language: 'ar' });
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.querySelector('[data-traveller] > legend')?.textContent).toBe('الغرفة 1 — بالغ 1 (المسافر الرئيسي)');
    expect(root.querySelector('button[type=submit]')?.textContent).toMatch(/^ادفع /);
    expect(root.querySelector('label[for="rx-card-number"]')?.textContent).toBe('رقم البطاقة');
    expect(root.querySelector('[data-policy] a')?.getAttribute('href')).toBe('/ar/cancellation-policy');
  });
});
