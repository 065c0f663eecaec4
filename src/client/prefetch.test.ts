// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { intentApp, prefetchOnIntent, prefetchRemote } from './prefetch.ts';

const ORIGIN = 'http://localhost:3000';

beforeEach(() => {
  document.head.innerHTML = '<meta name="storefront:remotes" content="https://cdn.example/remotes">';
  document.body.replaceChildren();
});

const prefetched = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href);

describe('remote app prefetch on intent', () => {
  it('asks once for the first-attempt module URL, as a CORS script prefetch', () => {
    expect(prefetchRemote('cars')).toBe(true);
    expect(prefetchRemote('cars')).toBe(false);
    expect(prefetched()).toEqual(['https://cdn.example/remotes/cars.js']);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="prefetch"]')!;
    expect(link.as).toBe('script');
    expect(link.crossOrigin).toBe('anonymous');
  });

  it('refuses an invalid app name and a page without a remotes host', () => {
    expect(prefetchRemote('../evil')).toBe(false);
    document.head.replaceChildren();
    expect(prefetchRemote('activities')).toBe(false);
    expect(prefetched()).toEqual([]);
  });

  it('does not ask again for a module the page already preloads', () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="modulepreload" href="https://cdn.example/remotes/cruise.js">');
    expect(prefetchRemote('cruise')).toBe(false);
  });

  it('finds the app of a marked element or of a link to a remote route, in any language', () => {
    document.body.innerHTML = `
      <form data-prefetch-app="hotels"><input id="where"></form>
      <a id="book" href="/es/booknow/flights/v2">Book</a>
      <a id="about" href="/about">About</a>
      <a id="blog" href="/blog">Blog</a>
      <a id="away" href="https://elsewhere.example/booknow/cars">Away</a>`;
    const at = (id: string) => intentApp(document.getElementById(id)!, ORIGIN);
    expect(at('where')).toBe('hotels');
    expect(at('book')).toBe('flights');
    expect(at('about')).toBeUndefined();
    expect(at('blog')).toBe('blog');
    expect(at('away')).toBeUndefined();
  });

  it('prefetches when a link is hovered or focused', () => {
    document.body.innerHTML = '<a id="go" href="/booknow/activities">Go</a><div data-prefetch-app="blog"><button id="b">x</button></div>';
    prefetchOnIntent(document, ORIGIN);
    document.getElementById('go')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.getElementById('b')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(prefetched()).toEqual(['https://cdn.example/remotes/activities.js', 'https://cdn.example/remotes/blog.js']);
  });
});

describe('starting the prefetch on the first intent', () => {
  it('loads the rules on the first hover and still prefetches for that first target', async () => {
    const { startPrefetchOnIntent } = await import('./prefetch-start.ts');
    document.body.innerHTML = '<a id="first" href="/booknow/cruise/search">Cruise</a><a id="second" href="/mytrip/mytrips">Trips</a>';
    startPrefetchOnIntent(document);
    document.getElementById('first')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await expect.poll(prefetched).toContain('https://cdn.example/remotes/cruise.js');
    document.getElementById('second')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetched()).toContain('https://cdn.example/remotes/main.js');
  });
});
