import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../api/test-server.ts';
import { navigation } from './kit.js';
import { paidHotelBooking } from '../harness/checkout-harness.ts';
import { mount } from './main.js';
import { contextFor, EVENTS, logOut, remoteTestStack, settled, type ContextOptions } from '../harness/remote-harness.ts';

/*
 * The back-office pages of the `main` app (main-backoffice.js) against a real reference API:
 * Command Center counts, Bookings filters kept in the URL, one booking, payment links (field
 * messages that keep the input), the page a link opens, the agents.
 */

const SUNNY = { agencyName: 'Sunny Holidays', subdomain: 'sunny' };
const RATES = { USD: 1, EUR: 0.921, AED: 3.6725 };

const stack = remoteTestStack();
let reference = '';

beforeAll(async () => {
  const api = stack.api;
  const customer = await loginAs(stack.api, 'sunny', 'customer@sunny.demo');
  const response = await stack.api.call('/api/bookings', {
    agency: 'sunny',
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${customer}` },
    body: JSON.stringify(paidHotelBooking()),
  });
  reference = ((await response.json()) as { data: { reference: string } }).data.reference;
});
async function signIn(email: string) {
  return (await stack.signIn(email)).user;
}

async function open(options: ContextOptions) {
  const element = document.createElement('div');
  document.body.append(element);
  stack.mounted.push(
    mount(
      element,
      contextFor(stack.api, { ...options, latest: { [EVENTS.agency]: SUNNY, [EVENTS.currencies]: { rates: RATES }, [EVENTS.currency]: { currency: 'USD' }, ...options.latest } }),
    ),
  );
  return settled(element);
}

describe('back office: Command Center and Bookings', () => {
  it('shows the owner the agency’s bookings, its customer’s included, its sales and clients', async () => {
    const user = await signIn('owner@sunny.demo');
    const root = await open({ pattern: '/dashboard', latest: { [EVENTS.user]: user } });
    expect(root.querySelector('h1')?.textContent).toBe('Command Center');
    expect(root.querySelector('[data-count="bookings"]')?.textContent).toBe('1');
    expect(root.querySelector('[data-count="clients"]')?.textContent).not.toBe('0');
    expect(root.querySelector('[data-count="sales"]')?.textContent).toMatch(/^\$\d/);
    expect(root.querySelector(`[data-booking="${reference}"] a`)?.getAttribute('href')).toBe(`/bookings/${reference}`);
    // Sales in the visitor's currency with the shell's rates, as the wallet shows credits.
    const usd = Number(root.querySelector('[data-count="sales"]')!.textContent!.replace(/[^\d.]/g, ''));
    const inEuros = await open({ pattern: '/dashboard', latest: { [EVENTS.user]: user, [EVENTS.currency]: { currency: 'EUR' } } });
    expect(inEuros.querySelector('[data-count="sales"]')?.textContent).toBe(new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(usd * RATES.EUR));
  });

  it('filters by the URL query, keeps the filters in the form, and moves to the chosen ones', async () => {
    const user = await signIn('owner@sunny.demo');
    const paid = await open({ pattern: '/bookings', query: { service: 'hotels', status: 'paid' }, latest: { [EVENTS.user]: user } });
    expect(paid.querySelectorAll('tbody tr')).toHaveLength(1);
    expect(paid.querySelector<HTMLSelectElement>('select[name=service]')?.value).toBe('hotels');
    expect(paid.querySelector<HTMLSelectElement>('select[name=status]')?.value).toBe('paid');
    // A booking opens with the list's filters, and its way back keeps them.
    expect(paid.querySelector(`[data-booking="${reference}"] a`)?.getAttribute('href')).toBe(`/bookings/${reference}?service=hotels&status=paid`);
    const opened = await open({ pattern: '/bookings/{id}', params: { id: reference }, query: { service: 'hotels', status: 'paid', other: 'x' }, latest: { [EVENTS.user]: user } });
    expect(opened.querySelector('a[href^="/bookings"]')?.getAttribute('href')).toBe('/bookings?service=hotels&status=paid');
    const unpaid = await open({ pattern: '/bookings', query: { status: 'unpaid' }, latest: { [EVENTS.user]: user } });
    expect(unpaid.querySelector('[data-count="bookings"]')?.textContent).toBe('Bookings found: 0');
    expect(unpaid.textContent).toContain('No bookings match.');

    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const form = unpaid.querySelector('form')!;
    form.querySelector<HTMLSelectElement>('select[name=service]')!.value = 'cars';
    form.querySelector<HTMLSelectElement>('select[name=status]')!.value = '';
    form.dispatchEvent(new window.Event('submit', { cancelable: true }));
    expect(assign).toHaveBeenCalledWith('/bookings?service=cars');
    assign.mockRestore();
  });

  it('opens one booking with its details and the way back; an unknown reference says so', async () => {
    const user = await signIn('owner@sunny.demo');
    const root = await open({ pattern: '/bookings/{id}', params: { id: reference }, language: 'de', latest: { [EVENTS.user]: user } });
    expect(root.querySelector('h1')?.textContent).toBe(`Buchung ${reference}`);
    expect(root.textContent).toContain('Clara Lopez — clara@example.com');
    expect(root.querySelector('[data-state="paid"]')?.textContent).toBe('Bezahlt');
    expect(root.querySelector('a[href="/de/bookings"]')?.textContent).toBe('Zurück zu den Buchungen');
    const missing = await open({ pattern: '/bookings/{id}', params: { id: 'HT-ZZZZZZZZ' }, latest: { [EVENTS.user]: user } });
    expect(missing.querySelector('[role=status]')?.textContent).toBe('No booking of your agency has this reference.');
  });
});

describe('back office: payment links', () => {
  it('shows a message per field and keeps the input; then creates the link, lists it, and /url/{id} shows it', async () => {
    const user = await signIn('owner@sunny.demo');
    const root = await open({ pattern: '/payment-links', language: 'ar', latest: { [EVENTS.user]: user } });
    const field = (name: string) => root.querySelector<HTMLInputElement>(`[name=${name}]`)!;
    const type = (name: string, value: string) => {
      field(name).value = value;
      field(name).dispatchEvent(new window.Event('input'));
    };
    type('amount', '0');
    type('description', 'Deposit');
    type('email', 'clara@');
    root.querySelector('form')!.dispatchEvent(new window.Event('submit', { cancelable: true }));
    expect(root.querySelector('#bo-link-amount-error')?.textContent).toBe('يجب أن يكون المبلغ أكبر من 0.');
    expect(root.querySelector('#bo-link-email-error')?.textContent).toBe('يرجى إدخال عنوان بريد إلكتروني صالح.');
    expect(field('amount').getAttribute('aria-invalid')).toBe('true');
    expect(field('description').hasAttribute('aria-invalid')).toBe(false);
    expect(field('email').value).toBe('clara@');
    expect(field('description').value).toBe('Deposit');

    type('amount', '75.50');
    type('email', 'clara@example.com');
    field('currency').value = 'EUR';
    field('currency').dispatchEvent(new window.Event('change'));
    root.querySelector('form')!.dispatchEvent(new window.Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(root.querySelector('[data-link]')).not.toBeNull());
    expect(root.querySelector('[role=status]')?.textContent).toBe('تم إنشاء رابط الدفع.');
    const id = root.querySelector('[data-link]')!.getAttribute('data-link')!;
    expect(root.querySelector(`a[href="/ar/url/${id}"]`)?.textContent).toBe(`http://sunny.localhost:4321/ar/url/${id}`);
    expect(field('amount').value).toBe('');

    logOut();
    const opened = await open({ pattern: '/url/{id}', params: { id }, latest: { [EVENTS.user]: { loggedIn: false, profile: null } } });
    expect(opened.querySelector('h1')?.textContent).toBe('Payment request');
    expect(opened.textContent).toContain('Sunny Holidays asks you to pay the amount below.');
    expect(opened.querySelector('[data-price="EUR"]')?.textContent).toBe('€75.50');
    expect(opened.textContent).toContain('Deposit');
    const gone = await open({ pattern: '/url/{id}', params: { id: 'pl_00000000000000000000' } });
    expect(gone.querySelector('h1')?.textContent).toBe('Shared link');
  });

  it('shows a SalesAgent the API’s refusal', async () => {
    const user = await signIn('sales@sunny.demo');
    const root = await open({ pattern: '/payment-links', latest: { [EVENTS.user]: user } });
    expect(root.dataset.state).toBe('error');
    expect(root.querySelector('[role=alert]')?.textContent).toBe('You do not have access to this page');
  });
});

describe('back office: agents', () => {
  it('lists the agency’s agents, each linking to its page', async () => {
    const user = await signIn('owner@sunny.demo');
    const root = await open({ pattern: '/users/agents', latest: { [EVENTS.user]: user } });
    expect(root.querySelector('h1')?.textContent).toBe('Agents');
    expect(root.querySelector('[data-agent="sunny-agent"] a')?.getAttribute('href')).toBe('/users/agents/view/sunny-agent');
    expect(root.textContent).not.toContain('customer@sunny.demo');
  });
});
