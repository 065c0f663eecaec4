import { describe, expect, it } from 'vitest';
import { addLanguagePrefix, localePath, pageOfPath, stripLanguage, stripLanguagePrefix } from './language-prefix.ts';
import { LANGUAGES } from './languages.ts';

const en = { defaultLanguage: 'en' } as const;
const de = { defaultLanguage: 'de' } as const;

describe('stripLanguage', () => {
  it('takes one of the nine languages off the front', () => {
    expect(stripLanguage('/fr/about')).toEqual({ prefix: '/fr', route: '/about' });
    expect(stripLanguage('/ar/')).toEqual({ prefix: '/ar', route: '/' });
    expect(stripLanguage('/sv')).toEqual({ prefix: '/sv', route: '/' });
    expect(stripLanguage('/de/booknow/flights/checkout/')).toEqual({ prefix: '/de', route: '/booknow/flights/checkout/' });
    for (const language of LANGUAGES) expect(stripLanguage(`/${language}/x`).prefix).toBe(`/${language}`);
  });

  it('leaves any other first segment alone, two letters or not', () => {
    for (const path of ['/go/about', '/zz', '/xx/', '/about', '/', '/french/about', '/frx', '/FR/about']) {
      expect(stripLanguage(path), path).toEqual({ prefix: '', route: path });
    }
  });

  it('strips only the first segment, and nothing from a path without a leading slash', () => {
    expect(stripLanguage('/fr/es/about')).toEqual({ prefix: '/fr', route: '/es/about' });
    expect(stripLanguage('fr/about')).toEqual({ prefix: '', route: 'fr/about' });
  });

  it('is stripLanguagePrefix with the storefront languages, self-contained for the head scripts', () => {
    expect(stripLanguagePrefix('/fr/about', ['fr'])).toEqual({ prefix: '/fr', route: '/about' });
    expect(stripLanguagePrefix('/fr/about', ['de'])).toEqual({ prefix: '', route: '/fr/about' });
    const standalone = new Function(`return (${stripLanguagePrefix.toString()})`)() as typeof stripLanguagePrefix;
    expect(standalone('/es/faqs', LANGUAGES)).toEqual({ prefix: '/es', route: '/faqs' });
  });
});

describe('localePath', () => {
  it('puts the agency default language at the root and the others under their prefix', () => {
    expect(localePath(en, 'en', '/')).toBe('/');
    expect(localePath(en, 'fr', '/')).toBe('/fr/');
    expect(localePath(en, 'fr', '/about')).toBe('/fr/about');
    expect(localePath(de, 'de', '/about')).toBe('/about');
    expect(localePath(de, 'en', '/*')).toBe('/en/*');
  });

  it('is addLanguagePrefix, self-contained for the head scripts', () => {
    const standalone = new Function(`return (${addLanguagePrefix.toString()})`)() as typeof addLanguagePrefix;
    expect(standalone('/faqs', 'ar', 'en')).toBe('/ar/faqs');
    expect(standalone('/', 'en', 'en')).toBe('/');
  });

  it('undoes stripLanguage', () => {
    for (const language of LANGUAGES) {
      for (const route of ['/', '/about', '/booknow/hotels/v2/details']) {
        const path = localePath(de, language, route);
        expect(pageOfPath(de, path), path).toEqual({ language, route });
      }
    }
  });
});

describe('pageOfPath', () => {
  it('reads the language and the route of a public path', () => {
    expect(pageOfPath(en, '/')).toEqual({ language: 'en', route: '/' });
    expect(pageOfPath(en, '/es/about')).toEqual({ language: 'es', route: '/about' });
    expect(pageOfPath(de, '/en')).toEqual({ language: 'en', route: '/' });
    expect(pageOfPath(de, '/go/about')).toEqual({ language: 'de', route: '/go/about' });
  });

  it('knows no page under the default language prefix', () => {
    expect(pageOfPath(en, '/en/about')).toBeUndefined();
    expect(pageOfPath(de, '/de/')).toBeUndefined();
  });
});
