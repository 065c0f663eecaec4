import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelSearchPayload, carSearchPayload, activitySearchPayload } from '../../src/api/deals/search-payloads.ts';
import { DEMO_AGENCIES } from '../../reference/demo/agencies/index.ts';
import { CAR_BODIES, SCENE_KINDS, mediaPath } from '../../reference/media/paths.ts';
import { startTestApi, type TestApi } from './reference-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.dispose());

const MIAMI = { latitude: 25.76, longitude: -80.19 };

/** Every string in an answer that points at this API's /media. */
function mediaUrls(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string' && value.includes('/media/')) found.add(value);
  else if (Array.isArray(value)) value.forEach((item) => mediaUrls(item, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => mediaUrls(item, found));
  return found;
}

async function svgAt(url: string) {
  const response = await fetch(url);
  return { response, text: await response.text() };
}

describe('media', () => {
  it('serves every picture the answers name, as SVG with cache headers', async () => {
    const urls = new Set<string>();
    for (const { subdomain } of DEMO_AGENCIES) {
      for (const path of ['/api/agency', '/api/agency/about-us', '/api/admin/country/enableCurrencies', '/api/code', '/api/cruise/ship-lines']) {
        mediaUrls(await (await api.call(path, { agency: subdomain })).json(), urls);
      }
    }
    const post = async (path: string, body: unknown) =>
      (await api.call(path, { agency: 'sunny', method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).json();
    mediaUrls(await post('/api/dealray/deals/hotel-search', hotelSearchPayload(MIAMI)), urls);
    mediaUrls(await post('/api/dealray/deals/activity-search', activitySearchPayload(MIAMI)), urls);
    mediaUrls(await post('/api/dealray/deals/car-search', carSearchPayload(MIAMI)), urls);
    mediaUrls(await post('/api/user/login', { email: 'customer@sunny.demo', password: 'Travel2026!' }), urls);
    mediaUrls(await (await fetch(`${api.url}/hotel-service/deals?lat=1&long=1`)).json(), urls);
    mediaUrls(await (await api.call('/resort-service/properties/deals', { method: 'POST', body: JSON.stringify({ lat: 1, lon: 1 }) })).json(), urls);

    expect(urls.size).toBeGreaterThan(80);
    for (const url of urls) {
      expect(url.startsWith(`${api.url}/media/`), url).toBe(true);
      const { response, text } = await svgAt(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
    }
  });

  it('draws every scene kind and car body', async () => {
    for (const kind of SCENE_KINDS) expect((await svgAt(api.url + mediaPath.scene(kind, 3))).response.status).toBe(200);
    for (const body of CAR_BODIES) expect((await svgAt(api.url + mediaPath.car(body, '#336699'))).response.status).toBe(200);
  });

  it('puts the agency name, escaped, and colour into its logo', async () => {
    const { text } = await svgAt(`${api.url}${mediaPath.agency('sunny', 'logo')}`);
    expect(text).toContain('Sunny Holidays');
    expect(text).toContain('#f97316');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const url = api.url + mediaPath.flag('SE');
    const etag = (await fetch(url)).headers.get('etag')!;
    expect((await fetch(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it.each(['/media/agency/ghost/logo.svg', '/media/agency/sunny/secret.svg', '/media/scenes/volcano-1.svg', '/media/cars/suv-zzzzzz.svg', '/media/brands/acme.svg', '/media/flags/usa.svg'])(
    '404s %s',
    async (path) => {
      expect((await fetch(api.url + path)).status).toBe(404);
    },
  );
});
