import { LANGUAGES, type Language } from './languages.ts';

/*
 * The language prefix (SPEC §1, §4 Language). Every language of a site lives at its own address:
 * the agency default at the root, the others under `/<lang>/`. These two functions are the only
 * place that adds or removes the prefix. Their self-contained forms (no imports, no outer names)
 * are inlined into the <head> scripts with Function.prototype.toString, the languages handed in.
 */

/** A public path split into its language prefix ('' or '/<lang>') and its route. */
export interface LanguageSplit {
  prefix: string;
  route: string;
}

/**
 * Self-contained form of stripLanguage. Only one of `languages` is a prefix: `/go/…` or `/zz`
 * keep their first segment.
 */
export function stripLanguagePrefix(pathname: string, languages: readonly string[]): LanguageSplit {
  const first = pathname.charAt(0) === '/' ? pathname.split('/')[1] ?? '' : '';
  if (languages.indexOf(first) < 0) return { prefix: '', route: pathname };
  return { prefix: `/${first}`, route: pathname.slice(first.length + 1) || '/' };
}

/** Self-contained form of localePath: the route in `language`, for a site whose default is `defaultLanguage`. */
export function addLanguagePrefix(route: string, language: string, defaultLanguage: string): string {
  const prefix = language === defaultLanguage ? '' : `/${language}`;
  return route === '/' ? `${prefix}/` : `${prefix}${route}`;
}

/** The language prefix of a public path and the route after it (contracts §3). */
export function stripLanguage(pathname: string): { prefix: '' | `/${Language}`; route: string } {
  return stripLanguagePrefix(pathname, LANGUAGES) as { prefix: '' | `/${Language}`; route: string };
}

/** The public path of a route in a language, as the visitor's browser sees it. */
export function localePath(site: { defaultLanguage: Language }, language: Language, route: string): string {
  return addLanguagePrefix(route, language, site.defaultLanguage);
}

/**
 * The inverse of localePath on one site: the language and route of a public path. The default
 * language has no prefix, so `/<default>/…` is not one of its pages: undefined.
 */
export function pageOfPath(site: { defaultLanguage: Language }, pathname: string): { language: Language; route: string } | undefined {
  const { prefix, route } = stripLanguage(pathname);
  if (prefix === '') return { language: site.defaultLanguage, route };
  const language = prefix.slice(1) as Language;
  return language === site.defaultLanguage ? undefined : { language, route };
}
