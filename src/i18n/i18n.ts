import i18next, { type TFunction } from 'i18next';
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

/** The build renders every language, so all resources load at once here; islands load one. */
export const resources = { en, pt, es, da, no, de, ar, fr, sv } satisfies Record<Language, unknown>;

/** How the build's i18next is set up (also what the tests compare its memory with). */
export const I18NEXT_OPTIONS = {
  resources: Object.fromEntries(Object.entries(resources).map(([lng, translation]) => [lng, { translation }])),
  supportedLngs: [...LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
};

const instance = i18next.createInstance();
void instance.init(I18NEXT_OPTIONS);

/**
 * A translator fixed to one language; Astro escapes what it prints, so i18next does not.
 * The build asks every page for the same texts, so a key's text is looked up once per
 * language and set of options, when those options are plain values (texts, numbers, yes/no);
 * other calls go to i18next.
 */
export function translator(language: Language): TFunction {
  let t = translators.get(language);
  if (!t) translators.set(language, (t = remembering(instance.getFixedT(language))));
  return t;
}

const translators = new Map<Language, TFunction>();

function remembering(fixed: TFunction): TFunction {
  const texts = new Map<string, unknown>();
  const t = (key: unknown, ...rest: unknown[]) => {
    const remembered = typeof key === 'string' ? memoKey(key, rest) : undefined;
    if (remembered === undefined) return (fixed as unknown as (...args: unknown[]) => unknown)(key, ...rest);
    if (texts.has(remembered)) return texts.get(remembered);
    // A browser page asks for few texts; a build for a few thousand per language.
    if (texts.size >= 10_000) texts.clear();
    const text = (fixed as unknown as (...args: unknown[]) => unknown)(key, ...rest);
    texts.set(remembered, text);
    return text;
  };
  return Object.assign(t, fixed) as unknown as TFunction;
}

/** The memory key of a call with no options or one object of plain values; undefined for any other call. */
function memoKey(key: string, rest: unknown[]): string | undefined {
  if (rest.length === 0) return key;
  const [options] = rest;
  if (rest.length > 1 || options === null || typeof options !== 'object' || Object.getPrototypeOf(options) !== Object.prototype) return undefined;
  let memo = key;
  for (const [name, value] of Object.entries(options)) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined;
    memo += `\u0000${name}\u0000${typeof value}:${String(value)}`;
  }
  return memo;
}

/** SPEC §1: every language named in itself, from its own locale file (the language picker's list). */
export const LANGUAGE_NAMES: readonly { code: Language; name: string }[] = LANGUAGES.map((code) => ({
  code,
  name: translator(code)('meta.languageName'),
}));
