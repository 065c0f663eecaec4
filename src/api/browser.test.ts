import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as zm from 'zod/mini';

// The browser this module runs in: a page at `page.pathname`, whose navigations are recorded.
const page = vi.hoisted(() => ({ pathname: '/', assign: vi.fn<(url: string) => void>() }));
const fetch401 = vi.hoisted(() =>
  vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify({ message: 'Token expired' }), { status: 401 })),
);

vi.stubGlobal('fetch', fetch401);
vi.stubGlobal('window', { location: { get pathname() { return page.pathname; }, assign: page.assign } });
vi.stubGlobal('document', {
  cookie: '',
  documentElement: { lang: 'ar' },
  querySelector: (selector: string) => (selector === 'meta[name="storefront:api"]' ? { content: 'http://api.test' } : null),
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => page.assign.mockClear());

const { browserApi, browserBookingServiceApi, browserServiceApi, logoutPath } = await import('./browser.ts');
const anything = zm.unknown();

describe('401 → logout, in the page language (SPEC §4, §8)', () => {
  it('builds the logout path with the language prefix of the page, and only a real language counts', () => {
    expect(logoutPath('/ar/blog')).toBe('/ar/logout');
    expect(logoutPath('/ar')).toBe('/ar/logout');
    expect(logoutPath('/es/')).toBe('/es/logout');
    expect(logoutPath('/blog')).toBe('/logout');
    expect(logoutPath('/')).toBe('/logout');
    expect(logoutPath('/go/somewhere')).toBe('/logout');
  });

  it.each([
    ['/ar/top-destination', '/ar/logout'],
    ['/blog', '/logout'],
    ['/', '/logout'],
  ])('the main client on %s sends the browser to %s', async (pathname, target) => {
    page.pathname = pathname;
    await expect(browserApi().get('/api/user/profile', anything)).rejects.toMatchObject({ status: 401 });
    expect(page.assign).toHaveBeenCalledExactlyOnceWith(target);
  });

  it.each([
    ['/ar/destination', '/ar/logout'],
    ['/destination', '/logout'],
  ])('a service client (hotel, flight, resort) on %s sends the browser to %s too', async (pathname, target) => {
    page.pathname = pathname;
    await expect(browserServiceApi('http://flights.test').get('/api/flights', anything)).rejects.toMatchObject({ status: 401 });
    await expect(browserServiceApi('http://hotels.test').get('/api/deals', anything)).rejects.toMatchObject({ status: 401 });
    expect(page.assign.mock.calls).toEqual([[target], [target]]);
  });

  it('does not leave the page on other failures', async () => {
    fetch401.mockResolvedValueOnce(new Response('{}', { status: 500 }));
    await expect(browserServiceApi('http://flights.test').get('/api/flights', anything)).rejects.toMatchObject({ status: 500 });
    expect(page.assign).not.toHaveBeenCalled();
  });
});

describe('the resort booking client (SPEC §2.3 Resort, §7 /itineraries)', () => {
  it('carries the visitor token, so a confirmed stay is booked for the traveller; the other service clients send none', async () => {
    const cookie = vi.spyOn(document, 'cookie', 'get').mockReturnValue('access-token=t0k3n');
    fetch401.mockResolvedValueOnce(new Response('{}', { status: 200 })).mockResolvedValueOnce(new Response('{}', { status: 200 }));
    await browserBookingServiceApi('http://resorts.test').put('/itineraries', {}, anything);
    await browserServiceApi('http://resorts.test').get('/search', anything);
    const sent = fetch401.mock.calls.slice(-2).map(([, init]) => new Headers(init?.headers).get('Authorization'));
    expect(sent).toEqual(['Bearer t0k3n', null]);
    cookie.mockRestore();
  });
});
