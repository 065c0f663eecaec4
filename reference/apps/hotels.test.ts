import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs } from '../api/test-server.ts';
import { navigation } from './kit.js';
import { mount } from './hotels.js';
import { APPROVING_CARD, fillCheckout } from '../harness/checkout-harness.ts';
import { contextFor, type ContextOptions, EVENTS, logIn, remoteTestStack, settled } from '../harness/remote-harness.ts';

const SEARCH = { destination: 'city-lis', destinationName: 'Lisbon', checkIn: '2027-03-01', checkOut: '2027-03-04', rooms: '[{"adults":2,"children":[5]}]' };

const stack = remoteTestStack();
let token: string;
beforeAll(async () => {
  token = await loginAs(stack.api, 'sunny', 'customer@sunny.demo');
});

async function open(options: ContextOptions) {
  const element = document.createElement('div');
  document.body.append(element);
  const unmount = mount(element, contextFor(stack.api, options));
  stack.mounted.push(unmount);
  const root = await settled(element);
  return { element, root, unmount };
}

describe('hotels remote app', () => {
  it('draws every hotels pattern it owns under the root marker, with one h1', async () => {
    logIn(token);
    const offerId = 'H.city-lis.0';
    const patterns: ContextOptions[] = [
      { pattern: '/booknow/hotels' },
      { pattern: '/booknow/hotels/v2' },
      { pattern: '/booknow/hotels/search', query: SEARCH },
      { pattern: '/booknow/hotels/v2/search', query: SEARCH },
      { pattern: '/booknow/hotels/search-details', query: { ...SEARCH, offerId } },
      { pattern: '/booknow/hotels/v2/search-details', query: { ...SEARCH, offerId } },
      { pattern: '/hotel-details', query: { ...SEARCH, offerId } },
      { pattern: '/booknow/hotels/deal', query: { ...SEARCH, offerId } },
      { pattern: '/booknow/hotels/v2/details', query: { startDate: '2027-03-01', endDate: '2027-03-03', occupancy: '[{"adults":2}]', propertyId: 'P-100241', correlationId: 'abc' } },
      { pattern: '/booknow/hotels/checkout', query: { ...SEARCH, offerId, correlationId: 'abc' } },
      { pattern: '/booknow/hotels/v2/checkout', query: { ...SEARCH, offerId, correlationId: 'abc' } },
    ];
    for (const options of patterns) {
      const { root, unmount } = await open(options);
      expect(root.dataset.remoteRoot).toBe('hotels');
      expect(root.dataset.remotePattern).toBe(options.pattern);
      expect(root.dataset.state, options.pattern).toBe('ready');
      expect(root.querySelectorAll('h1'), options.pattern).toHaveLength(1);
      unmount();
    }
  });

  it('lists results in the visitor currency, linking details with offerId and correlationId', async () => {
    const { root } = await open({ pattern: '/booknow/hotels/search', query: SEARCH, latest: { [EVENTS.currency]: { currency: 'EUR', rate: 0.921 } } });
    expect(root.querySelector('h1')?.textContent).toBe('Hotels in Lisbon');
    const cards = root.querySelectorAll('article');
    expect(cards.length).toBe(4);
    expect(cards[0]!.querySelector('[data-price]')?.textContent).toContain('€');
    const href = new URL(cards[0]!.querySelector<HTMLAnchorElement>('a.rx__button')!.href, 'http://x');
    expect(href.pathname).toBe('/booknow/hotels/search-details');
    expect(href.searchParams.get('offerId')).toMatch(/^H\.city-lis\.\d$/);
    expect(href.searchParams.get('correlationId')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('links v2 results to v2/details with the SPEC §2.3 query (startDate, endDate, occupancy, propertyId, correlationId)', async () => {
    const { root } = await open({ pattern: '/booknow/hotels/v2/search', query: SEARCH });
    const href = new URL(root.querySelector<HTMLAnchorElement>('article a.rx__button')!.href, 'http://x');
    expect(href.pathname).toBe('/booknow/hotels/v2/details');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({ startDate: '2027-03-01', endDate: '2027-03-04', occupancy: SEARCH.rooms, propertyId: expect.stringMatching(/^H\.city-lis\./), correlationId: expect.any(String) });
    expect(href.searchParams.has('checkIn')).toBe(false);
  });

  it('says a deal that names no offer is gone, with a new search', async () => {
    const { root } = await open({ pattern: '/booknow/hotels/deal/{proposalId}', params: { proposalId: 'PR-404' }, query: SEARCH });
    expect(root.querySelector('h1')?.textContent).toBe('This offer is no longer available');
    expect(root.querySelector('a')?.getAttribute('href')).toBe('/booknow/hotels');
    const v2 = await open({ pattern: '/booknow/hotels/v2/details', query: { destination: 'city-lis', startDate: '2027-03-01', endDate: '2027-03-03', occupancy: '[{"adults":2}]' } });
    expect(v2.root.querySelector('h1')?.textContent).toBe('This offer is no longer available');
    expect(v2.root.querySelector('a')?.getAttribute('href')).toBe('/booknow/hotels/v2');
  });

  it('shows what is wrong with an incomplete search, and a clear message for an unknown pattern', async () => {
    const bad = await open({ pattern: '/booknow/hotels/search', query: { destination: 'city-lis' } });
    expect(bad.root.querySelector('[role=alert]')?.textContent).toContain('checkIn');
    const unknown = await open({ pattern: '/booknow/hotels/elsewhere' });
    expect(unknown.root.querySelector('h1')?.textContent).toBe('Page not found in this app');
    expect(unknown.root.querySelector('[data-remote-not-found]')).not.toBeNull();
  });

  it('re-prices on storefront:currency without a reload, and stops listening after unmount', async () => {
    const { root, element, unmount } = await open({ pattern: '/booknow/hotels/search-details', query: { ...SEARCH, offerId: 'H.city-lis.2' } });
    const price = () => root.querySelector('[data-price]')!;
    expect(price().getAttribute('data-price')).toBe('USD');
    const usd = price().textContent;
    window.dispatchEvent(new CustomEvent(EVENTS.currency, { detail: { currency: 'AED', rate: 3.6725 } }));
    await vi.waitFor(() => expect(price().getAttribute('data-price')).toBe('AED'));
    expect(price().textContent).not.toBe(usd);
    expect(price().textContent).toMatch(/AED|د\.إ/);

    const fetchSpy = vi.fn();
    const before = globalThis.fetch;
    unmount();
    expect(element.childNodes).toHaveLength(0);
    vi.stubGlobal('fetch', fetchSpy);
    window.dispatchEvent(new CustomEvent(EVENTS.currency, { detail: { currency: 'EUR', rate: 0.9 } }));
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.stubGlobal('fetch', before);
  });

  it('asks a logged-out visitor at checkout to log in, coming back to the checkout', async () => {
    window.history.replaceState(null, '', '/es/booknow/hotels/checkout?offerId=H.city-lis.0&correlationId=abc');
    const { root } = await open({ pattern: '/booknow/hotels/checkout', language: 'es', query: { ...SEARCH, offerId: 'H.city-lis.0', correlationId: 'abc' } });
    const link = root.querySelector<HTMLAnchorElement>('a')!;
    expect(link.textContent).toBe('Iniciar sesión');
    const target = new URL(link.href, 'http://x');
    expect(target.pathname).toBe('/es/login');
    expect(target.searchParams.get('redirect')).toBe('/es/booknow/hotels/checkout?offerId=H.city-lis.0&correlationId=abc');
  });

  it('books at checkout, then the confirmation page shows the stored booking', async () => {
    logIn(token);
    const replace = vi.spyOn(navigation, 'replace').mockImplementation(() => undefined);
    const user = { loggedIn: true, profile: { personal_info: { first_name: 'Casey', last_name: 'Customer', email: 'customer@sunny.demo' } } };
    const { root } = await open({ pattern: '/booknow/hotels/checkout', query: { ...SEARCH, offerId: 'H.city-lis.1', correlationId: 'abc' }, latest: { [EVENTS.user]: user, [EVENTS.currency]: { currency: 'GBP' } } });
    expect(root.querySelector<HTMLInputElement>('input[name="travellers.0.firstName"]')!.value).toBe('Casey');
    fillCheckout(root, { 'travellers.1.firstName': 'Sam', 'travellers.1.lastName': 'Customer', ...APPROVING_CARD });
    root.querySelector('form')!.requestSubmit();
    await vi.waitFor(() => expect(replace).toHaveBeenCalled());
    const target = new URL(replace.mock.calls[0]![0], 'http://x');
    expect(target.pathname).toBe('/booknow/hotels/confirm-payment');
    const reference = target.searchParams.get('reference')!;
    replace.mockRestore();

    const confirmation = await open({ pattern: '/booknow/hotels/confirm-payment', query: { reference }, latest: { [EVENTS.user]: user } });
    expect(confirmation.root.querySelector('[role=status]')?.textContent).toContain(reference);
    expect(confirmation.root.textContent).toContain('£');
    expect(confirmation.root.textContent).toContain('Paid with Visa ending in 4242');
  });

  it('fills the lead traveller from a profile that arrives after mount, and shows the server’s field errors at their fields', async () => {
    logIn(token);
    const { root } = await open({ pattern: '/booknow/hotels/checkout', query: { ...SEARCH, offerId: 'H.city-lis.0' }, latest: { [EVENTS.user]: { loggedIn: true, profile: null } } });
    expect(root.querySelector<HTMLInputElement>('input[name=email]')!.value).toBe('');
    const profile = { personal_info: { first_name: 'Clara', last_name: 'Lopez', email: 'customer@sunny.demo' } };
    window.dispatchEvent(new CustomEvent(EVENTS.user, { detail: { loggedIn: true, profile } }));
    await vi.waitFor(() => expect(root.querySelector<HTMLInputElement>('input[name=email]')!.value).toBe('customer@sunny.demo'));

    // The API checks again: a card name longer than it takes (the page's maxlength removed)
    // comes back as the API's field error, shown at its field.
    fillCheckout(root, { 'travellers.1.firstName': 'Sam', 'travellers.1.lastName': 'Lopez', ...APPROVING_CARD, 'card.name': 'x'.repeat(101) });
    root.querySelector<HTMLInputElement>('input[name="card.name"]')!.removeAttribute('maxlength');
    root.querySelector('form')!.requestSubmit();
    await vi.waitFor(() => expect(root.querySelector('[role=alert]')?.textContent).toBe('Invalid request'));
    expect(root.querySelector('#rx-card-name-error')?.textContent).toBe('name is too long');
    expect(root.querySelector<HTMLButtonElement>('button[type=submit]')!.disabled).toBe(false);
  });

  it('writes Arabic right to left', async () => {
    const { root } = await open({ pattern: '/booknow/hotels/search', language: 'ar', query: SEARCH });
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.getAttribute('lang')).toBe('ar');
    expect(root.querySelector('h1')?.textContent).toBe('فنادق في Lisbon');
    expect(root.querySelector('a.rx__button')?.textContent).toBe('عرض التفاصيل');
  });
});
