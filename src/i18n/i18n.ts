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

const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(Object.entries(resources).map(([lng, translation]) => [lng, { translation }])),
  supportedLngs: [...LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/**
 * A translator fixed to one language; Astro escapes what it prints, so i18next does not.
 * Issue 12: the build asks every page for the same texts, so a plain key's text (no options to
 * fill in) is looked up once per language; the rest goes to i18next.
 */
export function translator(language: Language): TFunction {
  let t = translators.get(language);
  if (!t) translators.set(language, (t = remembering(instance.getFixedT(language))));
  return t;
}

const translators = new Map<Language, TFunction>();

function remembering(fixed: TFunction): TFunction {
  const texts = new Map<string, string>();
  const t = (key: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string' || rest.length > 0) return (fixed as unknown as (...args: unknown[]) => unknown)(key, ...rest);
    let text = texts.get(key);
    if (text === undefined) texts.set(key, (text = fixed(key)));
    return text;
  };
  return Object.assign(t, fixed) as unknown as TFunction;
}

/** SPEC §1: every language named in itself, from its own locale file (the language picker's list). */
export const LANGUAGE_NAMES: readonly { code: Language; name: string }[] = LANGUAGES.map((code) => ({
  code,
  name: translator(code)('meta.languageName'),
}));
