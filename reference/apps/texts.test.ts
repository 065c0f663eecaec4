import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, LANGUAGES, textDirection } from '../../src/contract/languages.ts';
import { direction, UI_LANGUAGES, uiLanguage } from './kit.js';

/*
 * SPEC §1: every text of the reference remote apps exists in the nine languages, like the shell's
 * locales (src/i18n/locales.test.ts). The tables are found, not listed: every export of a module in
 * this folder shaped like a TextTable (kit.js) is checked, so a table added later (payment texts,
 * deal texts…) is covered as soon as it is exported.
 */

type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
type Table = Record<string, Record<string, string | Plural>>;

const HERE = new URL('.//', import.meta.url);
const DECLARATION = /^(export\s+)?const\s+(\w+)\s*=\s*\/\*\*\s*@type\s*\{[^}]*\bTextTable\}\s*\*\/\s*\(/gm;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPlural = (value: unknown): value is Plural => isRecord(value) && Object.values(value).every((form) => typeof form === 'string');
/** A TextTable's shape: an `en` object whose values are texts or plural texts. */
const isTextTable = (value: unknown): value is Table =>
  isRecord(value) && isRecord(value.en) && Object.keys(value.en).length > 0 && Object.values(value.en).every((text) => typeof text === 'string' || isPlural(text));

/** The remote modules (not the tests) with their sources and exports. */
async function remoteModules() {
  const files = (await readdir(HERE)).filter((file) => file.endsWith('.js')).sort();
  return Promise.all(
    files.map(async (file) => ({
      file,
      source: await readFile(new URL(file, HERE), 'utf8'),
      exports: (await import(new URL(file, HERE).href)) as Record<string, unknown>,
    })),
  );
}

/** Every exported text table, named `file:EXPORT`. */
async function textTables() {
  const tables: [string, Table][] = [];
  for (const { file, exports } of await remoteModules()) {
    for (const [name, value] of Object.entries(exports)) if (isTextTable(value)) tables.push([`${file}:${name}`, value]);
  }
  return tables;
}

const PLACEHOLDER = /\{\{[^{}]*\}\}/g;
const VALID_PLACEHOLDER = /\{\{[A-Za-z][A-Za-z0-9_]*\}\}/g;
const placeholders = (text: string) => (text.match(PLACEHOLDER) ?? []).sort();
const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const categoriesOf = (language: string) => [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();

/**
 * Texts allowed to equal the English one although longer than 4 characters, as `file:EXPORT key`.
 * Each is the native, standard word in that language:
 *   - "E-mail": the usual spelling in Brazilian Portuguese, Danish and French; German "E-Mail" (Duden) differs only in case.
 *   - "Hotels", "Hotels in {{place}}": the German plural of "das Hotel" (Duden), as in the shell's locales.
 *   - "Resorts": the word Portuguese, Spanish and German travel sites use (the shell's locales too).
 *   - "Mastercard", "American Express": card brands, names in every language.
 *   - "Total": the word in Portuguese, Spanish and French.
 *   - "Boutique", "Casino", "Shopping": the hotel categories' usual names in those languages.
 *   - "Check-in", "Check-out": the usual terms of Brazilian Portuguese hotels.
 * The last test fails when an entry is not needed.
 */
const BRANDS = ['payment-texts.js:PAYMENT_TEXTS brand.mastercard', 'payment-texts.js:PAYMENT_TEXTS brand.amex'];
const category = (...names: string[]) => names.map((name) => `hotel-category-texts.js:HOTEL_CATEGORY_TEXTS category.${name}`);
const TOTAL = 'payment-texts.js:PAYMENT_TEXTS pay.total';
const SAME_AS_ENGLISH_ALLOWED: Partial<Record<string, readonly string[]>> = {
  pt: [
    'flow-texts.js:FLOW_TEXTS form.email', 'main-texts.js:MAIN_TEXTS profile.email', 'main-texts.js:MAIN_TEXTS support.email', 'main-texts.js:MAIN_TEXTS service.resort',
    ...BRANDS, TOTAL, ...category('boutique', 'casino'), 'deal-texts.js:DEAL_TEXTS deal.start.hotels', 'deal-texts.js:DEAL_TEXTS deal.end.hotels',
  ],
  es: ['main-texts.js:MAIN_TEXTS service.resort', ...BRANDS, TOTAL, ...category('boutique', 'casino')],
  da: ['flow-texts.js:FLOW_TEXTS form.email', 'main-texts.js:MAIN_TEXTS profile.email', 'main-texts.js:MAIN_TEXTS support.email', ...BRANDS, ...category('boutique', 'shopping')],
  no: [...BRANDS, ...category('boutique', 'shopping')],
  sv: [...BRANDS, ...category('boutique', 'shopping')],
  fr: ['flow-texts.js:FLOW_TEXTS form.email', 'main-texts.js:MAIN_TEXTS profile.email', 'main-texts.js:MAIN_TEXTS support.email', ...BRANDS, TOTAL, ...category('boutique', 'casino', 'shopping')],
  de: [
    ...BRANDS,
    ...category('boutique', 'shopping'),
    'flow-texts.js:FLOW_TEXTS form.email',
    'main-texts.js:MAIN_TEXTS profile.email',
    'main-texts.js:MAIN_TEXTS support.email',
    'main-texts.js:MAIN_TEXTS service.hotels',
    'main-texts.js:MAIN_TEXTS service.resort',
    'hotels-texts.js:HOTELS_TEXTS landing.title',
    'hotels-texts.js:HOTELS_TEXTS results.title',
    'hotels-texts.js:HOTELS_TEXTS results.in',
  ],
};
const SHORT_STRING_MAX = 4;

/** What is wrong with one table: languages, keys, kinds, placeholders, plural forms. Empty when it is complete. */
function problemsOf(table: Table): string[] {
  const problems: string[] = [];
  const english = table.en ?? {};
  const languages = Object.keys(table);
  for (const language of UI_LANGUAGES) if (!languages.includes(language)) problems.push(`${language}: missing`);
  for (const language of languages) if (!(UI_LANGUAGES as readonly string[]).includes(language)) problems.push(`${language}: not one of the nine languages`);
  for (const language of UI_LANGUAGES) {
    const texts = table[language];
    if (!texts) continue;
    for (const key of Object.keys(english)) if (!(key in texts)) problems.push(`${language} ${key}: missing`);
    for (const key of Object.keys(texts)) if (!(key in english)) problems.push(`${language} ${key}: not in en`);
    for (const [key, source] of Object.entries(english)) {
      const text = texts[key];
      if (text === undefined) continue;
      const written = typeof text === 'string' ? { text } : isPlural(text) ? text : {};
      for (const [form, value] of Object.entries(written)) {
        if (value.trim() === '') problems.push(`${language} ${key} ${form}: empty`);
        const rest = value.replace(VALID_PLACEHOLDER, '');
        if (/[{}]/.test(rest)) problems.push(`${language} ${key} ${form}: a placeholder not written {{name}}, or a stray brace`);
      }
      if (typeof source === 'string') {
        if (typeof text !== 'string') problems.push(`${language} ${key}: a plural where en has one text`);
        else if (JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(source))) {
          problems.push(`${language} ${key}: placeholders ${placeholders(text).join(' ') || 'none'}, en has ${placeholders(source).join(' ') || 'none'}`);
        }
        continue;
      }
      if (typeof text === 'string' || !isPlural(text)) {
        problems.push(`${language} ${key}: one text where en has plural forms`);
        continue;
      }
      // The forms Intl.PluralRules picks in this language, exactly: a missing one would fall back, an extra one is never shown.
      const forms = Object.keys(text).sort();
      if (JSON.stringify(forms) !== JSON.stringify(categoriesOf(language))) problems.push(`${language} ${key}: plural forms ${forms.join(' ')}, ${language} needs ${categoriesOf(language).join(' ')}`);
      const allowed = new Set(Object.values(source).flatMap((form) => placeholders(form ?? '')));
      if (JSON.stringify(placeholders(text.other ?? '')) !== JSON.stringify(placeholders(source.other))) problems.push(`${language} ${key} other: placeholders differ from en`);
      // A form for exactly one or two may say the number in words ("خيار واحد") and leave {{n}} out; none adds a placeholder.
      for (const [form, value] of Object.entries(text)) {
        const extra = placeholders(value ?? '').filter((name) => !allowed.has(name));
        if (extra.length) problems.push(`${language} ${key} ${form}: placeholders ${extra.join(' ')} that en lacks`);
      }
    }
  }
  return problems;
}

/** Texts (plural forms one by one) identical to English although longer than a short word, as `table key`. */
function sameAsEnglish(name: string, table: Table, language: string): string[] {
  const out: string[] = [];
  for (const [key, source] of Object.entries(table.en ?? {})) {
    const text = table[language]?.[key];
    const pairs: [string, string | undefined][] = typeof source === 'string' ? [[source, typeof text === 'string' ? text : undefined]] : [[source.other, typeof text === 'object' ? text.other : undefined]];
    if (pairs.some(([en, value]) => value !== undefined && en.trim().length > SHORT_STRING_MAX && normalise(en) === normalise(value))) out.push(`${name} ${key}`);
  }
  return out;
}

const tables = await textTables();
const translated = UI_LANGUAGES.filter((language) => language !== FALLBACK_LANGUAGE);

describe('remote app text tables (SPEC §1: nine languages)', () => {
  it('serves the languages of the shell, falling back to English, Arabic right to left', () => {
    expect([...UI_LANGUAGES]).toEqual([...LANGUAGES]);
    for (const language of LANGUAGES) {
      expect(uiLanguage(language)).toBe(language);
      expect(direction(language), language).toBe(textDirection(language));
    }
    expect(uiLanguage('it')).toBe('en');
    expect(uiLanguage(undefined)).toBe('en');
  });

  it('finds every table: each TextTable a module declares is exported, so this test sees it', async () => {
    const declared: string[] = [];
    for (const { file, source } of await remoteModules()) {
      for (const match of source.matchAll(DECLARATION)) {
        declared.push(`${file}:${match[2]}`);
        expect(match[1], `${file}: ${match[2]} is a TextTable; export it so that its languages are checked`).toBeTruthy();
      }
    }
    const found = tables.map(([name]) => name);
    for (const name of declared) expect(found).toContain(name);
    // The tables the apps have, so that a discovery that finds nothing fails here.
    for (const name of ['kit.js:KIT_TEXTS', 'flow-texts.js:FLOW_TEXTS', 'main-texts.js:MAIN_TEXTS', 'hotels-texts.js:HOTELS_TEXTS', 'flights-texts.js:FLIGHTS_TEXTS', 'cars-texts.js:CARS_TEXTS', 'activities-texts.js:ACTIVITIES_TEXTS', 'cruise-texts.js:CRUISE_TEXTS', 'blog-texts.js:BLOG_TEXTS']) {
      expect(found).toContain(name);
    }
  });

  it.each(tables)('%s has every English key, and only those, in all nine languages, with the same placeholders and plural forms', (_, table) => {
    expect(problemsOf(table)).toEqual([]);
  });

  it('spots what a table lacks (the check above can fail)', () => {
    const complete = Object.fromEntries(UI_LANGUAGES.map((language) => [language, { hello: 'x', count: Object.fromEntries(categoriesOf(language).map((form) => [form, '{{n}}'])) as Plural }]));
    expect(problemsOf(complete)).toEqual([]);
    const { sv: _sv, ...withoutSwedish } = complete;
    expect(problemsOf(withoutSwedish)).toEqual(['sv: missing']);
    expect(problemsOf({ ...complete, it: { hello: 'ciao', count: { one: '{{n}}', other: '{{n}}' } } })).toEqual(['it: not one of the nine languages']);
    expect(problemsOf({ ...complete, en: { hello: 'Hi {{name}}', count: { one: '{{n}}', other: '{{n}}' } } })).toEqual(
      translated.map((language) => `${language} hello: placeholders none, en has {{name}}`),
    );
    expect(problemsOf({ ...complete, de: { hello: 'x', count: '{{n}}' } })).toEqual(['de count: one text where en has plural forms']);
    expect(problemsOf({ ...complete, ar: { hello: 'x', count: { one: '{{n}}', other: '{{n}}' } } })).toEqual(['ar count: plural forms one other, ar needs few many one other two zero']);
    expect(problemsOf({ ...complete, fr: { hello: 'x {count}', extra: 'y', count: complete.fr!.count! } })).toEqual(['fr extra: not in en', 'fr hello text: a placeholder not written {{name}}, or a stray brace']);
  });

  it.each(translated)('%s is translated: no text longer than 4 characters identical to English outside the allow-list', (language) => {
    const allowed = SAME_AS_ENGLISH_ALLOWED[language] ?? [];
    const same = tables.flatMap(([name, table]) => sameAsEnglish(name, table, language));
    expect(same.filter((entry) => !allowed.includes(entry))).toEqual([]);
    // An allow-list entry that is not needed fails too, so the list cannot grow stale.
    expect(allowed.filter((entry) => !same.includes(entry))).toEqual([]);
  });
});
