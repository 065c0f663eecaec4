import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import ar from '../../locales/ar.json';
import da from '../../locales/da.json';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import no from '../../locales/no.json';
import pt from '../../locales/pt.json';
import sv from '../../locales/sv.json';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './languages.ts';

/** Every locale, keyed by language; the type makes a language without an import a compile error too. */
const LOCALES: Record<Language, unknown> = { en, pt, es, da, no, de, ar, fr, sv };
const LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url));

/**
 * Values allowed to equal the English one (compared case-insensitively) although longer than 4 characters.
 * Keep this minimal: each entry is a word that *is* the native, standard term in that language.
 *   - footer.email "E-mail": the standard spelling in Brazilian Portuguese, Danish and French
 *     (the alternatives "correio eletrônico", "e-post", "courriel" read as dated or regional there);
 *     German "E-Mail" (Duden spelling) differs from English only in case.
 *   - services.Hotels and home.heroServices.Hotels "Hotels": the German plural of "das Hotel" (Duden); no native synonym means the same.
 *   - resort.pay.brand.mastercard, resort.pay.brand.amex: card brands are names, written the same in
 *     every Latin-script language (Arabic transliterates them).
 * The last test fails if an entry stops being needed, so the list cannot grow stale.
 */
const CARD_BRANDS = ['resort.pay.brand.mastercard', 'resort.pay.brand.amex'];
const SAME_AS_ENGLISH_ALLOWED: Partial<Record<Language, readonly string[]>> = {
  pt: ['footer.email', ...CARD_BRANDS],
  es: CARD_BRANDS,
  da: ['footer.email', ...CARD_BRANDS],
  no: CARD_BRANDS,
  fr: ['footer.email', ...CARD_BRANDS],
  sv: CARD_BRANDS,
  de: ['footer.email', 'services.Hotels', 'home.heroServices.Hotels', ...CARD_BRANDS],
};
/** Values this short ("FAQ", "Home"…) may legitimately coincide with English. */
const SHORT_STRING_MAX = 4;

/** Dotted path → leaf, for every leaf (objects recurse; anything else, string or not, is a leaf). */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const PLACEHOLDER = /\{\{[^{}]*\}\}/g;
/**
 * `{{name}}` is the one placeholder syntax (i18next's, and what translate() in
 * src/i18n/island.ts fills in for the islands). A name is a plain identifier, no spaces or formats.
 */
const VALID_PLACEHOLDER = /\{\{[A-Za-z][A-Za-z0-9_]*\}\}/g;
/** Other placeholder syntaxes, once the valid ones are taken out: `{name}`, `{0}`, `%s`, `%(name)s`, `%1$s`, `${name}`, `$t(key)`. */
const OTHER_PLACEHOLDER = /[{}]|%(?:\d+\$)?[sdifu@]|%\([^)]*\)[sdif]|\$t\(/;
/** The strings of `locale` that use a placeholder syntax other than `{{name}}`, as `key: text`. */
function foreignPlaceholders(locale: Map<string, unknown>): string[] {
  return [...locale]
    .filter(([, value]) => typeof value === 'string' && OTHER_PLACEHOLDER.test(value.replace(VALID_PLACEHOLDER, '')))
    .map(([key, value]) => `${key}: ${String(value)}`);
}
const placeholders = (text: string): string[] => (text.match(PLACEHOLDER) ?? []).sort();
const normalise = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

const english = flatten(en);
const translated = LANGUAGES.filter((language) => language !== FALLBACK_LANGUAGE);

describe('locale files', () => {
  it('has a locale file, imported here, for every language in LANGUAGES', () => {
    for (const language of LANGUAGES) {
      expect(existsSync(`${LOCALES_DIR}${language}.json`), `locales/${language}.json`).toBe(true);
      expect(LOCALES[language], `locales/${language}.json imported`).toBeTypeOf('object');
    }
  });

  it('has no locale file for a language outside LANGUAGES', () => {
    const files = readdirSync(LOCALES_DIR).filter((file) => file.endsWith('.json'));
    expect(files.map((file) => file.slice(0, -'.json'.length)).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('locale %s writes every placeholder as {{name}}, in no other syntax', (language) => {
    expect(foreignPlaceholders(flatten(LOCALES[language]))).toEqual([]);
  });

  it('spots a placeholder in another syntax (the check above can fail)', () => {
    const samples = new Map<string, unknown>([
      ['ok', 'Flag of {{country}}, {{count}}-star'],
      ['single', 'Flag of {country}'],
      ['spaced', 'Flag of {{ country }}'],
      ['format', 'from {{price, currency}}'],
      ['printf', 'from %s'],
      ['positional', 'from %1$s'],
      ['python', 'from %(price)s'],
      ['template', 'from ${price}'],
      ['nested', '$t(nav.about)'],
    ]);
    expect(foreignPlaceholders(samples).map((entry) => entry.split(':')[0])).toEqual(['single', 'spaced', 'format', 'printf', 'positional', 'python', 'template', 'nested']);
    expect(foreignPlaceholders(new Map([['percent', '20% off, 100 %']]))).toEqual([]);
  });

  it('has only non-empty strings in the English reference', () => {
    expect(english.size).toBeGreaterThan(0);
    for (const [key, value] of english) {
      expect(typeof value === 'string' && value.trim() !== '', `en: ${key}`).toBe(true);
    }
  });
});

describe.each(translated)('locale %s', (language) => {
  const locale = flatten(LOCALES[language]);

  it('has every key en has', () => {
    expect([...english.keys()].filter((key) => !locale.has(key))).toEqual([]);
  });

  it('has no key en lacks', () => {
    expect([...locale.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('has a non-empty string for every key', () => {
    const bad = [...locale].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it('is translated: no value longer than 4 characters identical to English outside the allow-list', () => {
    const allowed = SAME_AS_ENGLISH_ALLOWED[language] ?? [];
    const untranslated = [...english].filter(([key, source]) => {
      const value = locale.get(key);
      return (
        typeof source === 'string' &&
        typeof value === 'string' &&
        source.trim().length > SHORT_STRING_MAX &&
        normalise(value) === normalise(source) &&
        !allowed.includes(key)
      );
    });
    expect(untranslated.map(([key, source]) => `${key}: ${String(source)}`)).toEqual([]);
  });

  it('keeps every interpolation placeholder exactly, adding none and leaving no stray braces', () => {
    const problems: string[] = [];
    for (const [key, source] of english) {
      const value = locale.get(key);
      if (typeof source !== 'string' || typeof value !== 'string') continue;
      const expected = placeholders(source);
      const actual = placeholders(value);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        problems.push(`${key}: expected ${expected.join(' ') || 'none'}, got ${actual.join(' ') || 'none'}`);
      }
      if (/\{\{|\}\}/.test(value.replace(PLACEHOLDER, ''))) problems.push(`${key}: unbalanced braces in "${value}"`);
    }
    expect(problems).toEqual([]);
  });

  it('needs every allow-list entry it has', () => {
    const stale = (SAME_AS_ENGLISH_ALLOWED[language] ?? []).filter((key) => {
      const source = english.get(key);
      const value = locale.get(key);
      return typeof source !== 'string' || typeof value !== 'string' || normalise(value) !== normalise(source);
    });
    expect(stale).toEqual([]);
  });
});
