import { describe, expect, it, vi } from 'vitest';
import * as hotels from './hotels.js';
import { contextFor, EVENTS, logOut, remoteTestStack, settled } from './remote-harness.ts';

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
