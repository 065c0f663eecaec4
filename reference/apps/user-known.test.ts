import { describe, expect, it, vi } from 'vitest';
import * as hotels from './hotels.js';
import { contextFor, EVENTS, logOut, remoteTestStack, settled } from '../harness/remote-harness.ts';

/*
 * A reference app draws its page again when the visitor reaches it (storefront:user), which loses
 * what the page showed since; the drawing made for a known visitor, anonymous included, is marked
 * `data-user-known` (kit.js), and the browser tests act on that one.
 */

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const HOTEL = { destination: 'city-lis', destinationName: 'Lisbon', checkIn: day(40), checkOut: day(43), rooms: JSON.stringify([{ adults: 2, children: [] }]) };

const stack = remoteTestStack();

function mount(latest: Record<string, unknown> = {}) {
  logOut();
  const element = document.createElement('div');
  document.body.append(element);
  stack.mounted.push(hotels.mount(element, contextFor(stack.api, { pattern: '/booknow/hotels/v2/search', query: HOTEL, latest })));
  return element;
}

describe('data-user-known (kit.js)', () => {
  it('is absent from a drawing made before the visitor is known, and set on the one made when they are', async () => {
    const root = await settled(mount());
    expect(root.dataset.state).toBe('ready');
    expect(root.hasAttribute('data-user-known')).toBe(false);
    window.dispatchEvent(new window.CustomEvent(EVENTS.user, { detail: { loggedIn: false } }));
    await vi.waitFor(() => expect(root.hasAttribute('data-user-known')).toBe(true), { timeout: 5000, interval: 10 });
  });

  it('is set on the first drawing when the visitor was known at mount', async () => {
    const root = await settled(mount({ [EVENTS.user]: { loggedIn: false } }));
    expect(root.dataset.state).toBe('ready');
    expect(root.hasAttribute('data-user-known')).toBe(true);
  });
});

/** Counts the offers calls the app makes, each held until the test lets it go. */
function heldOffersCalls() {
  const through = globalThis.fetch;
  const calls: string[] = [];
  const held: (() => void)[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (!url.includes('/api/offers/')) return through(input, init);
    calls.push(url);
    await new Promise<void>((release) => held.push(release));
    return through(input, init);
  });
  return { calls, release: () => held.splice(0).forEach((go) => go()), restore: () => vi.stubGlobal('fetch', through) };
}

describe('one drawing when the visitor arrives during the first (kit.js)', () => {
  it('takes the offers already asked for instead of asking again; a new currency asks again', async () => {
    const offers = heldOffersCalls();
    try {
      const { user } = await stack.signIn('customer@sunny.demo');
      const element = document.createElement('div');
      document.body.append(element);
      stack.mounted.push(hotels.mount(element, contextFor(stack.api, { pattern: '/booknow/hotels/v2/search', query: HOTEL })));
      await vi.waitFor(() => expect(offers.calls).toHaveLength(1), { timeout: 5000, interval: 10 });
      // The profile reaches the app while its offers are on their way.
      window.dispatchEvent(new window.CustomEvent(EVENTS.user, { detail: user }));
      offers.release();
      const root = await settled(element);
      await vi.waitFor(() => expect(root.hasAttribute('data-user-known')).toBe(true), { timeout: 5000, interval: 10 });
      expect(root.querySelectorAll('[data-price]').length).toBeGreaterThan(0);
      expect(offers.calls).toHaveLength(1);

      // Prices in another currency are another answer.
      window.dispatchEvent(new window.CustomEvent(EVENTS.currency, { detail: { currency: 'EUR' } }));
      await vi.waitFor(() => expect(offers.calls).toHaveLength(2), { timeout: 5000, interval: 10 });
      expect(new URL(offers.calls[1]!).searchParams.get('currency')).toBe('EUR');
      offers.release();
      await vi.waitFor(() => expect(root.querySelector('[data-price]')?.getAttribute('data-price')).toBe('EUR'), { timeout: 5000, interval: 10 });
    } finally {
      offers.restore();
    }
  });
});
