// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COOKIE, SELECTED_LANGUAGE_COOKIE } from '../i18n/language-choice.ts';
import type { Language } from '../i18n/languages.ts';
import { languageChangeRule } from '../site/route-catalogue.ts';
import { $languageChanging, chooseLanguage, planLanguageChange, rememberLanguage, type LanguageChangeDeps } from './language.ts';

const place = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  $languageChanging.set(null);
  vi.restoreAllMocks();
});

describe('languageChangeRule (SPEC §4 Language)', () => {
  it.each([
    '/booknow/activities',
    '/booknow/activities/search',
    '/booknow/activities/result-details/P-12',
    '/booknow/flights/checkout',
    '/booknow/flights/v2/checkout',
    '/booknow/hotels/search',
    '/booknow/hotels/v2/search',
    '/booknow/hotels/search-details',
    '/booknow/hotels/v2/search-details',
    '/booknow/hotels/v2/details',
    '/booknow/hotels/checkout',
    '/hotel-details',
  ])('reloads on %s', (route) => {
    expect(languageChangeRule(route)).toBe('reload');
  });

  it.each(['/booknow/cars/search', '/booknow/cars/result-details', '/booknow/cars/result-details/'])('goes to the cars home from %s', (route) => {
    expect(languageChangeRule(route)).toBe('cars-home');
  });

  it.each(['/', '/about', '/faqs', '/booknow/cars', '/booknow/cars/checkout', '/booknow/flights/search', '/booknow/hotels', '/booknow/hotels-checkout'])(
    'keeps the route on %s',
    (route) => {
      expect(languageChangeRule(route)).toBe('same-route');
    },
  );
});

describe('planLanguageChange (SPEC §4 Language)', () => {
  it('goes to the same route and query in the new language, replacing the old entry', () => {
    expect(planLanguageChange(place('/about', '?tab=Cars&lng=en', '#team'), 'en', 'fr', 'en')).toEqual({
      rule: 'same-route',
      href: '/fr/about?tab=Cars#team',
      replace: true,
    });
    expect(planLanguageChange(place('/fr/'), 'fr', 'en', 'en')).toEqual({ rule: 'same-route', href: '/', replace: true });
    expect(planLanguageChange(place('/en/faqs'), 'en', 'ar', 'ar')).toEqual({ rule: 'same-route', href: '/faqs', replace: true });
  });

  it('loads a reload page afresh in the new language with its query, so the search runs again', () => {
    expect(planLanguageChange(place('/de/booknow/hotels/v2/search', '?q=Rome&page=2'), 'de', 'es', 'en')).toEqual({
      rule: 'reload',
      href: '/es/booknow/hotels/v2/search?q=Rome&page=2',
      replace: true,
    });
  });

  it('sends car search and results to the cars home in the new language', () => {
    expect(planLanguageChange(place('/booknow/cars/result-details', '?id=9'), 'en', 'sv', 'en')).toEqual({
      rule: 'cars-home',
      href: '/sv/booknow/cars',
      replace: false,
    });
    expect(planLanguageChange(place('/sv/booknow/cars/search'), 'sv', 'en', 'en')?.href).toBe('/booknow/cars');
  });

  it('plans nothing for the same language or an address that is not a page of it', () => {
    expect(planLanguageChange(place('/'), 'en', 'en', 'en')).toBeNull();
    expect(planLanguageChange(place('/about'), 'fr', 'en', 'en')).toBeNull();
  });
});

describe('rememberLanguage (SPEC §4, §9)', () => {
  it('sets pll_language and has_selected_language for 525600 minutes on the whole site', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    const before = Date.now();
    rememberLanguage('pt', false);
    expect(Cookies.get(LANGUAGE_COOKIE)).toBe('pt');
    expect(Cookies.get(SELECTED_LANGUAGE_COOKIE)).toBe('true');
    expect(written).toHaveLength(2);
    for (const cookie of written) {
      expect(cookie).toMatch(/; path=\//);
      expect(cookie).toMatch(/; sameSite=Lax/i);
      expect(cookie).not.toMatch(/secure/i);
      const expires = Date.parse(/expires=([^;]+)/.exec(cookie)?.[1] ?? '');
      expect(Math.abs(expires - (before + 525_600 * 60_000))).toBeLessThan(5_000);
    }
    written.length = 0;
    rememberLanguage('pt', true);
    expect(written.every((cookie) => /; secure/i.test(cookie))).toBe(true);
  });
});

describe('chooseLanguage (SPEC §4 Language)', () => {
  function deps(overrides: Partial<LanguageChangeDeps> & { href?: string } = {}) {
    const url = new URL(overrides.href ?? 'http://sunny.localhost/about?tab=Cars');
    const calls: string[] = [];
    const location = {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      protocol: url.protocol,
      replace: vi.fn((href: string) => void calls.push(`replace ${href}`)),
      assign: vi.fn((href: string) => void calls.push(`assign ${href}`)),
    };
    const value: LanguageChangeDeps = {
      location,
      isLoggedIn: () => false,
      tellBackend: vi.fn(async (language: Language) => void calls.push(`backend ${language}`)),
      waitMs: 50,
      ...overrides,
    };
    return { value, location, calls };
  }
  const sunnyEn = { language: 'en', defaultLanguage: 'en' } as const;

  it('remembers the choice and goes, without the backend when logged out', async () => {
    const { value, calls } = deps();
    await chooseLanguage('fr', sunnyEn, value);
    expect(calls).toEqual(['replace /fr/about?tab=Cars']);
    expect(Cookies.get(LANGUAGE_COOKIE)).toBe('fr');
    expect(Cookies.get(SELECTED_LANGUAGE_COOKIE)).toBe('true');
    expect($languageChanging.get()).toBe('fr');
  });

  it('tells the backend before going when logged in', async () => {
    const { value, calls } = deps({ isLoggedIn: () => true });
    await chooseLanguage('de', sunnyEn, value);
    expect(calls).toEqual(['backend de', 'replace /de/about?tab=Cars']);
  });

  it('goes on when the backend call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { value, calls } = deps({ isLoggedIn: () => true, tellBackend: () => Promise.reject(new Error('Something went wrong')) });
    await chooseLanguage('de', sunnyEn, value);
    expect(calls).toEqual(['replace /de/about?tab=Cars']);
    expect(console.warn).toHaveBeenCalled();
  });

  it('goes on when the backend call throws at once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { value, calls } = deps({
      isLoggedIn: () => true,
      tellBackend: () => {
        throw new Error('no API on this page');
      },
    });
    await chooseLanguage('de', sunnyEn, value);
    expect(calls).toEqual(['replace /de/about?tab=Cars']);
  });

  it('goes on when the backend does not answer in time', async () => {
    const { value, calls } = deps({ isLoggedIn: () => true, tellBackend: () => new Promise(() => {}), waitMs: 20 });
    await chooseLanguage('de', sunnyEn, value);
    expect(calls).toEqual(['replace /de/about?tab=Cars']);
  });

  it('goes to the cars home as a new entry from car results', async () => {
    const { value, calls } = deps({ href: 'http://sunny.localhost/booknow/cars/search?pickup=LHR' });
    await chooseLanguage('es', sunnyEn, value);
    expect(calls).toEqual(['assign /es/booknow/cars']);
  });

  it('does nothing when the language does not change', async () => {
    const { value, calls } = deps({ isLoggedIn: () => true });
    expect(await chooseLanguage('en', sunnyEn, value)).toBeNull();
    expect(calls).toEqual([]);
    expect(Cookies.get(SELECTED_LANGUAGE_COOKIE)).toBeUndefined();
  });
});
