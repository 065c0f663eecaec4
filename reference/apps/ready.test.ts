import { describe, expect, it, vi } from 'vitest';
import * as blog from './blog.js';
import * as hotels from './hotels.js';
import { contextFor, EVENTS, logOut, remoteTestStack, settled } from '../harness/remote-harness.ts';

/*
 * RemoteContext.ready (src/site/remote-apps.ts): a reference app tells the shell once, when its
 * first view is drawn (its page or its failure), and never before; the shell's own code waits for
 * it where the app mounted early (src/client/app-first.ts).
 */

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const HOTEL = { destination: 'city-lis', destinationName: 'Lisbon', checkIn: day(40), checkOut: day(43), rooms: JSON.stringify([{ adults: 2, children: [] }]) };

const stack = remoteTestStack();

function mountHotels(query: Record<string, string>) {
  logOut();
  const element = document.createElement('div');
  document.body.append(element);
  const ready = vi.fn();
  stack.mounted.push(hotels.mount(element, { ...contextFor(stack.api, { pattern: '/booknow/hotels/v2/search', query }), ready }));
  return { element, ready };
}

describe('RemoteContext.ready (kit.js)', () => {
  it('is called once the results are drawn, not while they load, and not again when the page is drawn anew', async () => {
    const { element, ready } = mountHotels(HOTEL);
    expect(element.querySelector('[data-remote-root]')?.getAttribute('data-state')).toBe('loading');
    expect(ready).not.toHaveBeenCalled();
    const root = await settled(element);
    expect(root.dataset.state).toBe('ready');
    expect(ready).toHaveBeenCalledOnce();
    window.dispatchEvent(new window.CustomEvent(EVENTS.user, { detail: { loggedIn: false } }));
    await vi.waitFor(() => expect(root.hasAttribute('data-user-known')).toBe(true), { timeout: 5000, interval: 10 });
    expect(ready).toHaveBeenCalledOnce();
  });

  it('is called when the first view is a failure', async () => {
    const through = globalThis.fetch;
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 503 }));
    const { element, ready } = mountHotels(HOTEL);
    const root = await settled(element).finally(() => vi.stubGlobal('fetch', through));
    expect(root.dataset.state).toBe('error');
    expect(ready).toHaveBeenCalledOnce();
  });

  it('is called by the blog, which draws as it mounts', () => {
    const element = document.createElement('div');
    const ready = vi.fn();
    stack.mounted.push(blog.mount(element, { language: 'en', ready }));
    expect(element.textContent).not.toBe('');
    expect(ready).toHaveBeenCalledOnce();
  });
});
