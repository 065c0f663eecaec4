import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MINUTES,
  LANGUAGE_RULES,
  SELECTED_LANGUAGE_COOKIE,
  languageBoot,
  languageBootScript,
  languageTarget,
  type LanguageBootInput,
} from './language-choice.ts';

const place = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('languageTarget: the same route in another language (SPEC §4 Language)', () => {
  it.each([
    // [pathname, search, hash, from, to, default, expected]
    ['/', '', '', 'en', 'fr', 'en', '/fr/'],
    ['/fr/', '', '', 'fr', 'en', 'en', '/'],
    ['/fr', '', '', 'fr', 'en', 'en', '/'],
    ['/fr/about', '', '', 'fr', 'de', 'en', '/de/about'],
    ['/about', '?tab=Hotels', '#top', 'en', 'sv', 'en', '/sv/about?tab=Hotels#top'],
    ['/', '', '', 'ar', 'en', 'ar', '/en/'],
    ['/en/faqs', '', '', 'en', 'ar', 'ar', '/faqs'],
    // Only a storefront language is a prefix: a two-letter route keeps its first segment.
    ['/go/about', '', '', 'en', 'fr', 'en', '/fr/go/about'],
    ['/fr/zz', '', '', 'fr', 'en', 'en', '/zz'],
    ['/booknow/hotels/v2/details', '?occupancy=%5B%7B%22a%22%3A2%7D%5D&x=a+b', '', 'en', 'pt', 'en', '/pt/booknow/hotels/v2/details?occupancy=%5B%7B%22a%22%3A2%7D%5D&x=a+b'],
  ])('%s%s%s in %s → %s (default %s) is %s', (pathname, search, hash, from, to, defaultLanguage, expected) => {
    expect(languageTarget(place(pathname, search, hash), from, to, defaultLanguage, LANGUAGE_RULES)).toBe(expected);
  });

  it('drops lng and keeps every other parameter as written', () => {
    expect(languageTarget(place('/about', '?a=1&lng=de&b=%20x&lng=fr'), 'en', 'de', 'en', LANGUAGE_RULES)).toBe('/de/about?a=1&b=%20x');
    expect(languageTarget(place('/about', '?lng=de'), 'en', 'de', 'en', LANGUAGE_RULES)).toBe('/de/about');
    expect(languageTarget(place('/', '?lng'), 'en', 'de', 'en', LANGUAGE_RULES)).toBe('/de/');
  });

  it('never leaves the site, whatever the path holds', () => {
    expect(languageTarget(place('//evil.example/x'), 'en', 'en', 'en', LANGUAGE_RULES)).toBe('/evil.example/x');
    expect(languageTarget(place('//evil.example/x'), 'en', 'fr', 'en', LANGUAGE_RULES)).toBe('/fr/evil.example/x');
    expect(languageTarget(place('/fr//evil.example'), 'fr', 'en', 'en', LANGUAGE_RULES)).toBe('/evil.example');
    expect(languageTarget(place('/fr/\\evil.example'), 'fr', 'en', 'en', LANGUAGE_RULES)).toBe('/evil.example');
  });

  it('refuses an address that is not a page of the given language', () => {
    expect(languageTarget(place('/about'), 'fr', 'en', 'en', LANGUAGE_RULES)).toBeNull();
    expect(languageTarget(place('/french/about'), 'fr', 'en', 'en', LANGUAGE_RULES)).toBeNull();
    expect(languageTarget(place('/de/about'), 'en', 'fr', 'en', LANGUAGE_RULES)).toBeNull();
    expect(languageTarget(place('about'), 'en', 'fr', 'en', LANGUAGE_RULES)).toBeNull();
    // The default language sits at the root, never under its own prefix.
    expect(languageTarget(place('/en/about'), 'en', 'fr', 'en', LANGUAGE_RULES)).toBeNull();
  });

  it('refuses unknown languages', () => {
    expect(languageTarget(place('/'), 'en', 'xx', 'en', LANGUAGE_RULES)).toBeNull();
    expect(languageTarget(place('/'), 'xx', 'fr', 'en', LANGUAGE_RULES)).toBeNull();
    expect(languageTarget(place('/'), 'en', 'fr', 'xx', LANGUAGE_RULES)).toBeNull();
  });
});

describe('languageBoot: the language a page starts in (SPEC §4 Language)', () => {
  const boot = (input: Partial<LanguageBootInput>) =>
    languageBoot({ pathname: '/', search: '', hash: '', cookie: '', page: 'en', defaultLanguage: 'en', ...input }, LANGUAGE_RULES, languageTarget);

  it('records the language shown on a first visit and stays', () => {
    expect(boot({})).toEqual({ remember: { [LANGUAGE_COOKIE]: 'en' }, redirect: null, cleanAddress: null });
    expect(boot({ pathname: '/', page: 'ar', defaultLanguage: 'ar', cookie: 'x-session-id=abc' }).remember).toEqual({ [LANGUAGE_COOKIE]: 'ar' });
  });

  it('sends a returning visitor to the language of the cookie', () => {
    expect(boot({ cookie: `a=1; ${LANGUAGE_COOKIE}=fr; b=2`, pathname: '/about', search: '?tab=Cars' })).toEqual({
      remember: {},
      redirect: '/fr/about?tab=Cars',
      cleanAddress: null,
    });
  });

  it('honours an address with a language prefix over the cookie', () => {
    expect(boot({ cookie: `${LANGUAGE_COOKIE}=fr`, pathname: '/es/about', page: 'es' })).toEqual({ remember: {}, redirect: null, cleanAddress: null });
  });

  it('sends a returning visitor from a non-English default root to the cookie language, English included', () => {
    expect(boot({ cookie: `${LANGUAGE_COOKIE}=en`, pathname: '/faqs', page: 'de', defaultLanguage: 'de' }).redirect).toBe('/en/faqs');
  });

  it('stays when the cookie names this page’s language', () => {
    expect(boot({ cookie: `${LANGUAGE_COOKIE}=de`, pathname: '/de/', page: 'de' })).toEqual({ remember: {}, redirect: null, cleanAddress: null });
  });

  it('treats a cookie naming no known language as a first visit', () => {
    expect(boot({ cookie: `${LANGUAGE_COOKIE}=xx` })).toEqual({ remember: { [LANGUAGE_COOKIE]: 'en' }, redirect: null, cleanAddress: null });
  });

  it('lets a valid lng override the cookie, remembering it as chosen', () => {
    expect(boot({ cookie: `${LANGUAGE_COOKIE}=fr`, search: '?tab=Hotels&lng=de' })).toEqual({
      remember: { [LANGUAGE_COOKIE]: 'de', [SELECTED_LANGUAGE_COOKIE]: 'true' },
      redirect: '/de/?tab=Hotels',
      cleanAddress: null,
    });
  });

  it('stays when lng names this page’s language, and drops lng from the address', () => {
    expect(boot({ pathname: '/de/faqs', page: 'de', search: '?lng=de&x=1', hash: '#q2' })).toEqual({
      remember: { [LANGUAGE_COOKIE]: 'de', [SELECTED_LANGUAGE_COOKIE]: 'true' },
      redirect: null,
      cleanAddress: '/de/faqs?x=1#q2',
    });
  });

  it('ignores an invalid lng', () => {
    expect(boot({ search: '?lng=xx' })).toEqual({ remember: { [LANGUAGE_COOKIE]: 'en' }, redirect: null, cleanAddress: null });
    // Ignored: the cookie decides; the useless parameter does not travel on.
    expect(boot({ search: '?lng=', cookie: `${LANGUAGE_COOKIE}=sv` }).redirect).toBe('/sv/');
  });

  it('does not move a page whose address it cannot read', () => {
    expect(boot({ cookie: `${LANGUAGE_COOKIE}=fr`, pathname: '/about', page: 'de' }).redirect).toBeNull();
  });
});

/** A browser as the inline script sees it in <head>, with nothing but what a page has. */
function fakePage(options: { href: string; cookie?: string; page?: string; defaultLanguage?: string }) {
  const url = new URL(options.href);
  const cookies: string[] = [];
  let jar = options.cookie ?? '';
  const replace = vi.fn();
  const replaceState = vi.fn();
  const style = { visibility: '', setProperty: vi.fn((name: string, value: string) => void (style.visibility = name === 'visibility' ? value : '')) };
  const listeners: Record<string, (event: { persisted: boolean }) => void> = {};
  const document = {
    currentScript: { dataset: { page: options.page ?? 'en', defaultLanguage: options.defaultLanguage ?? 'en' } },
    documentElement: { style },
    get cookie() {
      return jar;
    },
    set cookie(value: string) {
      cookies.push(value);
      const [pair] = value.split(';');
      jar = jar ? `${jar}; ${pair}` : (pair ?? '');
    },
  };
  const location = { href: url.href, origin: url.origin, protocol: url.protocol, pathname: url.pathname, search: url.search, hash: url.hash, replace };
  const context = {
    document,
    location,
    history: { state: null, replaceState },
    addEventListener: (type: string, listener: (event: { persisted: boolean }) => void) => (listeners[type] = listener),
    URL,
  };
  return { context, cookies, replace, replaceState, style, listeners };
}

describe('the inline boot script', () => {
  const script = languageBootScript();

  it('is the same text on every page, so one CSP hash covers it', () => {
    expect(languageBootScript()).toBe(script);
    expect(script).not.toMatch(/<\/script/i);
  });

  it('runs with nothing but the page’s own globals (it is self-contained)', () => {
    const page = fakePage({ href: 'http://sunny.localhost/about?tab=Cars#x', cookie: `${LANGUAGE_COOKIE}=fr` });
    runInNewContext(script, page.context);
    expect(page.style.visibility).toBe('hidden');
    expect(page.replace).toHaveBeenCalledWith('/fr/about?tab=Cars#x');
  });

  it('records the language of a first visit for a year, and leaves the page visible', () => {
    const page = fakePage({ href: 'https://sunny.example/' });
    runInNewContext(script, page.context);
    expect(page.cookies).toEqual([`${LANGUAGE_COOKIE}=en;path=/;max-age=${LANGUAGE_COOKIE_MINUTES * 60};SameSite=Lax;Secure`]);
    expect(LANGUAGE_COOKIE_MINUTES * 60).toBe(31_536_000);
    expect(page.replace).not.toHaveBeenCalled();
    expect(page.style.visibility).toBe('');
  });

  it('sets both cookies for a valid lng, without Secure on http, and goes', () => {
    const page = fakePage({ href: 'http://medina.localhost/?lng=de&tab=Hotels', page: 'ar', defaultLanguage: 'ar' });
    runInNewContext(script, page.context);
    expect(page.cookies).toEqual([
      `${LANGUAGE_COOKIE}=de;path=/;max-age=31536000;SameSite=Lax`,
      `${SELECTED_LANGUAGE_COOKIE}=true;path=/;max-age=31536000;SameSite=Lax`,
    ]);
    expect(page.replace).toHaveBeenCalledWith('/de/?tab=Hotels');
  });

  it('cleans lng from the address when it names this page’s language', () => {
    const page = fakePage({ href: 'http://sunny.localhost/de/faqs?lng=de', page: 'de' });
    runInNewContext(script, page.context);
    expect(page.replace).not.toHaveBeenCalled();
    expect(page.replaceState).toHaveBeenCalledWith(null, '', '/de/faqs');
  });

  it('checks again when a page comes back from the back/forward cache', () => {
    const page = fakePage({ href: 'http://sunny.localhost/', cookie: `${LANGUAGE_COOKIE}=en` });
    runInNewContext(script, page.context);
    expect(page.replace).not.toHaveBeenCalled();
    page.context.document.cookie = `${LANGUAGE_COOKIE}=sv`;
    page.listeners.pageshow?.({ persisted: false });
    expect(page.replace).not.toHaveBeenCalled();
    page.listeners.pageshow?.({ persisted: true });
    expect(page.replace).toHaveBeenCalledWith('/sv/');
  });

  it('does nothing without the page’s facts', () => {
    const page = fakePage({ href: 'http://sunny.localhost/', cookie: `${LANGUAGE_COOKIE}=fr` });
    page.context.document.currentScript = { dataset: { page: '', defaultLanguage: 'en' } };
    runInNewContext(script, page.context);
    expect(page.replace).not.toHaveBeenCalled();
    expect(page.cookies).toEqual([]);
  });
});
