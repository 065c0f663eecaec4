import { describe, expect, it } from 'vitest';
import { OPEN_REDIRECT_FAMILIES, openRedirectPayloads, type OpenRedirectFamily } from './open-redirect-payloads.ts';
import { safeRedirectTarget } from './safe-redirect.ts';

const ORIGIN = 'http://sunny.localhost:4321';
/** Not a path anyone would pass, so a test can tell the fallback from a normalised payload. */
const FALLBACK = '/fallback-home';

const target = (candidate: string | null | undefined, origin = ORIGIN) => safeRedirectTarget(candidate, origin, FALLBACK);
const payloads = openRedirectPayloads(ORIGIN);

describe('open-redirect payloads', () => {
  it('are at least 40, in every family', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(40);
    for (const family of Object.keys(OPEN_REDIRECT_FAMILIES)) {
      expect(payloads.filter((p) => p.family === family).length, family).toBeGreaterThanOrEqual(4);
    }
    expect(payloads.some((p) => p.payload.includes('{'))).toBe(false);
  });

  describe.each(Object.keys(OPEN_REDIRECT_FAMILIES) as OpenRedirectFamily[])('%s', (family) => {
    it.each(payloads.filter((p) => p.family === family).map((p) => [JSON.stringify(p.payload), p.payload]))('falls back for %s', (_, payload) => {
      expect(target(payload)).toBe(FALLBACK);
    });
  });

  it('fall back too when put behind this site in absolute form', () => {
    for (const { payload } of payloads.filter((p) => p.payload.startsWith('/'))) {
      expect(target(ORIGIN + payload), payload).toBe(FALLBACK);
    }
  });

  it('include hosts the URL parser maps onto this site, which only the raw check refuses', () => {
    const mapped = payloads.filter((p) => p.family === 'IDN look-alike' && /[\uff00-\uffef\u3002%]/.test(p.payload));
    expect(mapped.length).toBeGreaterThanOrEqual(4);
    for (const { payload } of mapped) expect(new URL(payload).origin, payload).toBe(ORIGIN);
  });

  it('include a Cyrillic look-alike that is another host', () => {
    const [homoglyph] = payloads.filter((p) => p.family === 'IDN look-alike');
    expect(new URL(homoglyph!.payload).hostname).toBe('xn--unny-f9d.localhost');
  });
});

describe('safeRedirectTarget allows', () => {
  it.each([
    ['/booknow/hotels?x=1#y', '/booknow/hotels?x=1#y'],
    ['/ar/login?redirect=%2Fbooknow%2Fhotels%3Fx%3D1', '/ar/login?redirect=%2Fbooknow%2Fhotels%3Fx%3D1'],
    ['/', '/'],
    ['/booknow/hotels?next=//evil.example#//evil.example', '/booknow/hotels?next=//evil.example#//evil.example'],
    ['/booknow/hotels?city=New York', '/booknow/hotels?city=New%20York'],
    ['/café', '/caf%C3%A9'],
    ['/v2.0/hotels/...', '/v2.0/hotels/...'],
    // A path on this site, whatever it spells: the browser stays here.
    ['/javascript:alert(1)', '/javascript:alert(1)'],
  ])('the same-origin path %j', (candidate, expected) => {
    expect(target(candidate)).toBe(expected);
  });

  it.each([
    [`${ORIGIN}/booknow/hotels?x=1#y`, '/booknow/hotels?x=1#y'],
    ['HTTP://SUNNY.LOCALHOST:4321/faqs', '/faqs'],
    [ORIGIN, '/'],
    [`${ORIGIN}?checkout=true`, '/?checkout=true'],
  ])('the same-origin absolute URL %j, in path form', (candidate, expected) => {
    expect(target(candidate)).toBe(expected);
  });

  it('the same paths for a site on https, or when the origin carries a path', () => {
    expect(target('https://sunny.example/booknow', 'https://sunny.example')).toBe('/booknow');
    expect(target('/booknow', `${ORIGIN}/ar/home`)).toBe('/booknow');
  });
});

describe('safeRedirectTarget falls back', () => {
  it('without a candidate or a usable origin', () => {
    expect(target(undefined)).toBe(FALLBACK);
    expect(target(null)).toBe(FALLBACK);
    expect(target('/booknow', 'null')).toBe(FALLBACK);
    expect(target('/booknow', '')).toBe(FALLBACK);
  });

  it('for the same host on another port or scheme, or with a default port spelled out', () => {
    expect(target('http://sunny.localhost:4322/')).toBe(FALLBACK);
    expect(target('https://sunny.localhost:4321/')).toBe(FALLBACK);
    expect(target('https://sunny.example:443/', 'https://sunny.example')).toBe(FALLBACK);
  });

  it('for a candidate too long to be a real link', () => {
    expect(target(`/booknow?${'x'.repeat(2048)}`)).toBe(FALLBACK);
  });
});

describe('whatever it returns', () => {
  const candidates = [...payloads.map((p) => p.payload), '/booknow/hotels?x=1#y', `${ORIGIN}/faqs`, '/'];

  it('is the fallback or a path that stays on any site it is read against', () => {
    for (const candidate of candidates) {
      const result = target(candidate);
      if (result === FALLBACK) continue;
      expect(result.startsWith('/') && !result.startsWith('//'), candidate).toBe(true);
      expect(new URL(result, 'https://other.invalid').origin, candidate).toBe('https://other.invalid');
      expect(new URL(result, ORIGIN).origin, candidate).toBe(ORIGIN);
      // Idempotent: a result that is stored and checked again stays the same.
      expect(target(result), candidate).toBe(result);
    }
  });
});
