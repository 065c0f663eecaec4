import { rm } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs, startTestApi, type TestApi } from '../api/test-server.ts';
import { navigation } from './kit.js';
import { mount } from './main.js';
import { contextFor, EVENTS, installDom, logIn, logOut, sendOriginOf, settled, type ContextOptions } from '../harness/remote-harness.ts';

const HOTEL = { destination: 'city-par', checkIn: '2027-05-01', checkOut: '2027-05-03', rooms: '[{"adults":2,"children":[]}]' };
const SUNNY = { agencyName: 'Sunny Travel', subdomain: 'sunny', contactEmailId: 'help@sunny.example', contactPhoneNumber: '+1 555 0100', primaryColor: '#f59e0b', bookingMenuItemOptions: [{ title: 'Hotels', active: true }, { title: 'Cruise', active: false }] };

let api: TestApi;
const mounted: (() => void)[] = [];
const started: TestApi[] = [];

beforeAll(async () => {
  api = await startTestApi();
  started.push(api);
  installDom();
  sendOriginOf('sunny');
});
afterAll(async () => {
  vi.unstubAllGlobals();
  for (const one of started) await one.close().catch(() => undefined);
  await rm(api.dataDir, { recursive: true, force: true });
});
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
  logOut();
  document.body.replaceChildren();
});

/** Logs in through the API, sets the cookie, and returns the shell's storefront:user detail. */
async function signIn(on: TestApi, email: string) {
  const token = await loginAs(on, 'sunny', email);
  logIn(token);
  const response = await on.call('/api/user/profile', { agency: 'sunny', headers: { Authorization: `Bearer ${token}` } });
  const profile = ((await response.json()) as { data: Record<string, unknown> }).data;
  return { token, user: { loggedIn: true, status: 'success', profile } };
}

async function open(options: ContextOptions, on = api) {
  const element = document.createElement('div');
  document.body.append(element);
  mounted.push(mount(element, contextFor(on, { ...options, latest: { [EVENTS.agency]: SUNNY, ...options.latest } })));
  return settled(element);
}

describe('main remote app: customer area', () => {
  it('draws each customer page for a logged-in customer', async () => {
    const { user } = await signIn(api, 'customer@sunny.demo');
    for (const pattern of ['/mytrip/dashboard', '/mytrip/mytrips', '/mytrip/profile', '/mytrip/support', '/mytrip/wallet/']) {
      const root = await open({ pattern, latest: { [EVENTS.user]: user } });
      expect(root.dataset).toMatchObject({ remoteRoot: 'main', remotePattern: pattern, state: 'ready' });
      expect(root.querySelectorAll('h1'), pattern).toHaveLength(1);
    }
    const support = await open({ pattern: '/mytrip/support', latest: { [EVENTS.user]: user } });
    expect(support.querySelector('a[href="mailto:help@sunny.example"]')).not.toBeNull();
  });

  it('lists a booking made through the API in My Trips, also after the API restarts', async () => {
    const { token, user } = await signIn(api, 'customer@sunny.demo');
    const made = await api.call('/api/bookings', {
      agency: 'sunny',
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        service: 'hotels',
        offerId: 'H.city-par.0',
        query: HOTEL,
        currency: 'EUR',
        email: 'customer@sunny.demo',
        travellers: [
          { firstName: 'Casey', lastName: 'Customer' },
          { firstName: 'Sam', lastName: 'Customer' },
        ],
        card: { name: 'Casey Customer', number: '4242424242424242', expiry: '12/40', cvc: '123' },
      }),
    });
    const { reference } = ((await made.json()) as { data: { reference: string } }).data;

    await api.close();
    const again = await startTestApi({ dataDir: api.dataDir });
    started.push(again);
    api = again;
    const trips = await open({ pattern: '/mytrip/mytrips', latest: { [EVENTS.user]: user } }, again);
    const card = trips.querySelector(`[data-booking="${reference}"]`)!;
    expect(card.querySelector('h2')?.textContent).toBe('Grand Paris Plaza');
    expect(card.textContent).toContain('€');
    // A booking says it is paid, with the card's brand and last four digits only.
    expect(card.getAttribute('data-payment')).toBe('paid');
    expect(card.textContent).toContain('Paid with Visa ending in 4242');
    const dashboard = await open({ pattern: '/mytrip/dashboard', latest: { [EVENTS.user]: user } }, again);
    expect(dashboard.querySelector('h1')?.textContent).toBe('Welcome, Clara Lopez');
    expect(dashboard.querySelector('[role=status]')?.textContent).toBe('Upcoming trips: 1');
  });

  it('shows the wallet credits in the visitor currency and follows storefront:currency', async () => {
    const { user } = await signIn(api, 'customer@sunny.demo');
    const rates = { USD: 1, EUR: 0.921, AED: 3.6725, GBP: 0.788 };
    const root = await open({ pattern: '/mytrip/wallet/', latest: { [EVENTS.user]: user, [EVENTS.currencies]: { currencies: [], rates }, [EVENTS.currency]: { currency: 'EUR', rate: 0.921 } } });
    const price = () => root.querySelector('[data-price]')!;
    expect(price().getAttribute('data-price')).toBe('EUR');
    window.dispatchEvent(new CustomEvent(EVENTS.currency, { detail: { currency: 'GBP', rate: 0.788 } }));
    await vi.waitFor(() => expect(price().getAttribute('data-price')).toBe('GBP'));
    expect(price().textContent).toContain('£');
  });

  it('sends a logged-out visitor to log in, and draws the page when the shell says who is there', async () => {
    window.history.replaceState(null, '', '/ar/mytrip/profile');
    const root = await open({ pattern: '/mytrip/profile', language: 'ar', latest: { [EVENTS.user]: { loggedIn: false, profile: null } } });
    const link = root.querySelector<HTMLAnchorElement>('a')!;
    expect(link.textContent).toBe('تسجيل الدخول');
    expect(link.getAttribute('href')).toBe(`/ar/login?redirect=${encodeURIComponent('/ar/mytrip/profile')}`);

    const { user } = await signIn(api, 'customer@sunny.demo');
    window.dispatchEvent(new CustomEvent(EVENTS.user, { detail: user }));
    await vi.waitFor(() => expect(root.querySelector('h1')?.textContent).toBe('الملف الشخصي'));
  });
});

describe('main remote app: agent area', () => {
  it('draws each agent page for an agency owner', async () => {
    const { user } = await signIn(api, 'owner@sunny.demo');
    const agentId = ((await (await api.call('/api/agency/users?type=agents', { agency: 'sunny', headers: { Authorization: `Bearer ${(await signIn(api, 'owner@sunny.demo')).token}` } })).json()) as { data: { id: string }[] }).data[0]!.id;
    const pages: ContextOptions[] = [
      '/dashboard',
      '/settings/profile',
      '/settings/website/',
      '/settings/support',
      '/settings/agency',
      '/settings/payment',
      '/settings/product',
      '/wallet/details/',
      '/users/clients',
      '/applications',
      '/settings',
      '/settings/website/theme',
    ].map((pattern) => ({ pattern }));
    pages.push({ pattern: '/users/agents/view/{id}', params: { id: agentId } });
    for (const options of pages) {
      const root = await open({ ...options, latest: { [EVENTS.user]: user } });
      expect(root.dataset.state, `${options.pattern}: ${root.textContent}`).toBe('ready');
      expect(root.querySelectorAll('h1'), options.pattern).toHaveLength(1);
    }
    const clients = await open({ pattern: '/users/clients', latest: { [EVENTS.user]: user } });
    expect(clients.textContent).toContain('customer@sunny.demo');
    const markup = await open({ pattern: '/settings/agency', latest: { [EVENTS.user]: user } });
    expect(markup.textContent).toContain('Activities');
    // The booking menu as the API keeps it (a save changes it), one checkbox a service, in the page's language.
    const product = await open({ pattern: '/settings/product', language: 'es', latest: { [EVENTS.user]: user } });
    const boxes = [...product.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes.map((box) => [box.name, box.checked])).toContainEqual(['Hotels', true]);
    expect(boxes).toHaveLength(6);
    expect(product.textContent).toContain('Hoteles');
  });

  it('tells a customer that an agent page is for travel agents', async () => {
    const { user } = await signIn(api, 'customer@sunny.demo');
    const root = await open({ pattern: '/settings/agency', latest: { [EVENTS.user]: user } });
    expect(root.querySelector('h1')?.textContent).toBe('For travel agents');
  });
});

describe('main remote app: misc routes', () => {
  it('draws each misc page, in Spanish too', async () => {
    const { user } = await signIn(api, 'customer@sunny.demo');
    const pages: ContextOptions[] = [
      { pattern: '/expiry' },
      { pattern: '/expired' },
      { pattern: '/social' },
      { pattern: '/agency-terms-and-conditions/{id}', params: { id: '42' } },
      { pattern: '/deal-link', query: { dealLinkId: 'D-1' } },
      { pattern: '/url/{id}', params: { id: 'abc' } },
      { pattern: '/disapproveProposal', query: { proposalId: 'P-9' } },
      { pattern: '/allowAgentProposal', query: { proposalId: 'P-9' } },
      { pattern: '/subscription' },
      { pattern: '/cancellation-policy' },
      { pattern: '/checkout' },
    ];
    for (const options of pages) {
      const root = await open({ ...options, latest: { [EVENTS.user]: user } });
      expect(root.dataset.state, options.pattern).toBe('ready');
      expect(root.querySelectorAll('h1'), options.pattern).toHaveLength(1);
    }
    const terms = await open({ pattern: '/agency-terms-and-conditions/{id}', params: { id: '42' }, language: 'es' });
    expect(terms.querySelector('p')?.textContent).toBe('Las condiciones de reserva de Sunny Travel (acuerdo 42) siguen los términos y condiciones de usuario.');
  });

  it('says a proposal id it does not know is not found (answers: main-proposals.test.ts)', async () => {
    const { user } = await signIn(api, 'customer@sunny.demo');
    const root = await open({ pattern: '/disapproveProposal', query: { proposalId: 'P-9' }, latest: { [EVENTS.user]: user } });
    expect(root.querySelector('h1')?.textContent).toBe('Proposal not found');
    expect(root.querySelector('button')).toBeNull();
  });

  it('hands /checkout to the named service’s checkout with the query', async () => {
    const { user } = await signIn(api, 'customer@sunny.demo');
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    await open({ pattern: '/checkout', query: { service: 'hotels', offerId: 'H.city-par.0', correlationId: 'c' }, latest: { [EVENTS.user]: user } });
    expect(assign).toHaveBeenCalledWith('/booknow/hotels/checkout?offerId=H.city-par.0&correlationId=c');
    assign.mockRestore();
  });

  it('says clearly when a pattern is not one of its pages', async () => {
    const root = await open({ pattern: '/nowhere', language: 'es' });
    expect(root.querySelector('h1')?.textContent).toBe('Página no encontrada en esta aplicación');
  });
});
