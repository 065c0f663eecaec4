/**
 * Which language a visitor sees (SPEC §1, §4 Language, §9). Every language of a site lives at its
 * own address (the agency default at `/`, the others under `/<lang>/`), so choosing a language
 * means going to the same route at another address. The choice is remembered in cookies, and a
 * blocking script in <head> (LanguageBoot.astro) sends a returning visitor to their language
 * before the wrong one is painted.
 *
 * Browser-safe and free of imports at run time: the two functions marked self-contained are
 * inlined into that script with Function.prototype.toString.
 */
import { COOKIES } from '../platform/storage.ts';
import { addLanguagePrefix, stripLanguagePrefix } from './language-prefix.ts';
import { LANGUAGES } from './languages.ts';

/** SPEC §4, §9: the language cookie (named in the storage registry), and how long it lasts. */
export const LANGUAGE_COOKIE = COOKIES.language;
export const LANGUAGE_COOKIE_MINUTES = 525_600;
/** SPEC §4: set once the visitor has chosen a language (picker or lng parameter). */
export const SELECTED_LANGUAGE_COOKIE = COOKIES.selectedLanguage;
export const SELECTED_LANGUAGE_VALUE = 'true';
/** SPEC §2.4: the query parameter that overrides the language. */
export const LANGUAGE_QUERY = 'lng';

/**
 * What the self-contained functions need to know, handed in because they cannot import: data,
 * and the one language-prefix pair (./language-prefix.ts) (`strip`, `add`), which the inline
 * script defines from its source as JSON cannot carry a function.
 */
export const LANGUAGE_RULES = {
  languages: LANGUAGES,
  cookie: LANGUAGE_COOKIE,
  chosenCookie: SELECTED_LANGUAGE_COOKIE,
  chosenValue: SELECTED_LANGUAGE_VALUE,
  query: LANGUAGE_QUERY,
  maxAgeSeconds: LANGUAGE_COOKIE_MINUTES * 60,
  strip: stripLanguagePrefix,
  add: addLanguagePrefix,
} as const;
export type LanguageRules = typeof LANGUAGE_RULES;

/** The parts of a location that a language change keeps. */
export interface Place {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The same route as `place` in the language `to`, as a same-site path with the query (without
 * lng) and hash; null when `place` is not the address of a page in `from`, so nobody is sent
 * somewhere unknown. The answer always starts with exactly one '/', never '//': it cannot leave
 * the site.
 *
 * Self-contained (no imports, no outer names) because LanguageBoot.astro inlines it.
 */
export function languageTarget(
  place: Place,
  from: string,
  to: string,
  defaultLanguage: string,
  rules: Pick<LanguageRules, 'languages' | 'query' | 'strip' | 'add'>,
): string | null {
  const languages: readonly string[] = rules.languages;
  if (languages.indexOf(from) < 0 || languages.indexOf(to) < 0 || languages.indexOf(defaultLanguage) < 0) return null;
  if (place.pathname.charAt(0) !== '/') return null;
  // The address is a page of `from` when it is in `from` on this site: the default language sits
  // at the root, so an address under any prefix, its own included, is not one of its pages.
  const split = rules.strip(place.pathname, languages);
  const language = split.prefix === '' ? defaultLanguage : split.prefix.slice(1);
  if (language !== from || (split.prefix !== '' && language === defaultLanguage)) return null;
  // '//host' or '/\host' would name another site; a route has one leading slash.
  const target = rules.add(`/${split.route.replace(/^[/\\]+/, '')}`, to, defaultLanguage);
  // Drop lng and keep every other parameter exactly as written.
  const kept = place.search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && (part.indexOf('=') < 0 ? part : part.slice(0, part.indexOf('='))) !== rules.query);
  return target + (kept.length > 0 ? `?${kept.join('&')}` : '') + place.hash;
}

/** Input of languageBoot: the page as the browser has it when <head> is parsed. */
export interface LanguageBootInput extends Place {
  /** document.cookie */
  cookie: string;
  /** The language this page is in. */
  page: string;
  /** The agency default language, the one at the site root. */
  defaultLanguage: string;
}

export interface LanguageBootDecision {
  /** Cookies to write, name to value. */
  remember: Record<string, string>;
  /** A same-site address to replace this page with before it is painted, or null to stay. */
  redirect: string | null;
  /** This page's address without lng, when lng asked for the language it already shows. */
  cleanAddress: string | null;
}

/**
 * SPEC §4 Language, at the start of every page:
 * - `?lng=<code>` overrides: a valid code is remembered as chosen (both cookies) and, if it is
 *   not this page's language, the visitor goes to the same route in it; an invalid one is ignored.
 * - A returning visitor whose cookie names another valid language, arriving at a prefix-free
 *   address (the agency default language), goes to the same route in that language.
 * - Otherwise this is a first visit (or an unreadable cookie): the language shown is recorded.
 *
 * Self-contained (no imports, no outer names) because LanguageBoot.astro inlines it; `target`
 * is languageTarget, handed in for the same reason.
 */
export function languageBoot(
  input: LanguageBootInput,
  rules: LanguageRules,
  target: typeof languageTarget,
): LanguageBootDecision {
  const languages: readonly string[] = rules.languages;
  const place = { pathname: input.pathname, search: input.search, hash: input.hash };
  const remember: Record<string, string> = {};
  let asked: string | null = null;
  const query = input.search.replace(/^\?/, '').split('&');
  for (let i = 0; i < query.length; i += 1) {
    const part = query[i] ?? '';
    const at = part.indexOf('=');
    if ((at < 0 ? part : part.slice(0, at)) === rules.query) {
      asked = at < 0 ? '' : part.slice(at + 1);
      break;
    }
  }
  if (asked !== null && languages.indexOf(asked) >= 0) {
    remember[rules.cookie] = asked;
    remember[rules.chosenCookie] = rules.chosenValue;
    const href = target(place, input.page, asked, input.defaultLanguage, rules);
    if (asked === input.page) return { remember, redirect: null, cleanAddress: href };
    return { remember, redirect: href, cleanAddress: null };
  }
  let stored: string | null = null;
  const jar = input.cookie.split(';');
  for (let i = 0; i < jar.length; i += 1) {
    const part = (jar[i] ?? '').trim();
    if (part.indexOf(`${rules.cookie}=`) === 0) stored = part.slice(rules.cookie.length + 1);
  }
  if (stored !== null && languages.indexOf(stored) >= 0) {
    // An address with a language prefix names its language outright (a shared link, a search
    // result, hreflang): it is honoured. Only the prefix-free addresses follow the cookie.
    if (stored === input.page || input.page !== input.defaultLanguage) return { remember, redirect: null, cleanAddress: null };
    return { remember, redirect: target(place, input.page, stored, input.defaultLanguage, rules), cleanAddress: null };
  }
  remember[rules.cookie] = input.page;
  return { remember, redirect: null, cleanAddress: null };
}

/**
 * The inline script of LanguageBoot.astro. It is the same text on every page (the page's own
 * facts come from data attributes on the script element), so one CSP hash covers it. It hides
 * the document before replacing it, so nothing of the wrong language is ever painted, and it runs
 * again when the browser restores a page from its back/forward cache.
 */
export function languageBootScript(): string {
  // The same text on every page of the build, made once.
  return (bootScript ??= `(function(){var s=document.currentScript,d=s&&s.dataset,h=document.documentElement;if(!d||!d.page||!d.defaultLanguage)return;var t=(${languageTarget.toString()}),b=(${languageBoot.toString()}),r=${JSON.stringify(LANGUAGE_RULES)};r.strip=(${stripLanguagePrefix.toString()});r.add=(${addLanguagePrefix.toString()});function run(){try{var l=location,o=b({pathname:l.pathname,search:l.search,hash:l.hash,cookie:document.cookie,page:d.page,defaultLanguage:d.defaultLanguage},r,t);for(var k in o.remember)document.cookie=k+'='+encodeURIComponent(o.remember[k])+';path=/;max-age='+r.maxAgeSeconds+';SameSite=Lax'+(l.protocol==='https:'?';Secure':'');if(o.redirect&&new URL(o.redirect,l.href).origin===l.origin){h.style.setProperty('visibility','hidden','important');l.replace(o.redirect)}else if(o.cleanAddress&&new URL(o.cleanAddress,l.href).origin===l.origin){history.replaceState(history.state,'',o.cleanAddress)}}catch(e){h.style.visibility=''}}run();addEventListener('pageshow',function(e){if(e.persisted)run()})})();`);
}

let bootScript: string | undefined;
