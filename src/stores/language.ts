import { atom } from 'nanostores';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MINUTES,
  LANGUAGE_RULES,
  SELECTED_LANGUAGE_COOKIE,
  SELECTED_LANGUAGE_VALUE,
  languageTarget,
  type Place,
} from '../i18n/language-choice.ts';
import type { Language } from '../i18n/languages.ts';
import { BOOKING_TARGETS, languageChangeRule, type LanguageChangeRule } from '../site/route-catalogue.ts';
import { localePath, stripLanguage } from '../i18n/language-prefix.ts';
import { isLoggedIn } from './auth.ts';
import { writeCookie } from '../platform/storage.ts';

/** SPEC §4 Language: car search and result pages send a language change to the cars home. */
export const CARS_HOME = BOOKING_TARGETS.Cars;

/** How long a language change waits for the backend before going on without it. */
export const BACKEND_WAIT_MS = 3000;

export interface LanguageChange {
  rule: LanguageChangeRule;
  /** A same-site address in the new language. */
  href: string;
  /**
   * Replace the current history entry: the page in the old language would only send a visitor
   * who goes back to it on to the new one (the cookie now names it). The cars home is a page of
   * its own, so it gets an entry.
   */
  replace: boolean;
}

/**
 * SPEC §4 Language. Every language lives at its own address, so each change loads a whole page
 * (never a soft navigation): that is the 'reload' of the reload pages, with their query kept so
 * the search runs again; car search and results go to the cars home instead. Null when the
 * current address is not a page of `from` (nothing sensible to go to) or nothing changes.
 */
export function planLanguageChange(place: Place, from: Language, to: Language, defaultLanguage: Language): LanguageChange | null {
  if (from === to) return null;
  const href = languageTarget(place, from, to, defaultLanguage, LANGUAGE_RULES);
  if (href === null) return null;
  // SPEC §4 Language: the route catalogue says what a change does on this route.
  const rule = languageChangeRule(stripLanguage(place.pathname).route);
  if (rule === 'cars-home') return { rule, href: localePath({ defaultLanguage }, to, CARS_HOME), replace: false };
  return { rule, href, replace: true };
}

/** SPEC §4, §9: remember the visitor's choice for a year (pll_language and has_selected_language). */
export function rememberLanguage(language: Language, secure: boolean): void {
  const options = { secure, expires: LANGUAGE_COOKIE_MINUTES / (24 * 60) };
  writeCookie(LANGUAGE_COOKIE, language, options);
  writeCookie(SELECTED_LANGUAGE_COOKIE, SELECTED_LANGUAGE_VALUE, options);
}

/** SPEC §7 GET api/user/changeLanguage/{language}; loaded only for a logged-in visitor. */
async function tellBackend(language: Language): Promise<void> {
  const [{ changeLanguage }, { browserApi }] = await Promise.all([import('../api/languages.ts'), import('../api/browser.ts')]);
  await changeLanguage(browserApi(), language);
}

export interface LanguageChangeDeps {
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'protocol' | 'replace' | 'assign'>;
  /** SPEC §3: logged in when the access-token cookie is present. */
  isLoggedIn: () => boolean;
  tellBackend: (language: Language) => Promise<unknown>;
  waitMs: number;
}

const browserDeps = (): LanguageChangeDeps => ({
  location: window.location,
  isLoggedIn,
  tellBackend,
  waitMs: BACKEND_WAIT_MS,
});

/** The language being switched to while the change is under way (the picker shows it busy). */
export const $languageChanging = atom<Language | null>(null);

/**
 * SPEC §4 Language: the visitor chose `to` on a page in `from`. Remembers the choice, tells the
 * backend when logged in (its failure or silence never blocks the change), then loads the page
 * the plan names.
 */
export async function chooseLanguage(
  to: Language,
  page: { language: Language; defaultLanguage: Language },
  deps: LanguageChangeDeps = browserDeps(),
): Promise<LanguageChange | null> {
  const { location } = deps;
  const plan = planLanguageChange(location, page.language, to, page.defaultLanguage);
  if (!plan) return null;
  $languageChanging.set(to);
  rememberLanguage(to, location.protocol === 'https:');
  if (deps.isLoggedIn()) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const told = Promise.resolve()
      .then(() => deps.tellBackend(to))
      .catch((error: unknown) => {
      console.warn('The backend was not told of the language change; going on.', error);
    });
    await Promise.race([told, new Promise<void>((resolve) => (timer = setTimeout(resolve, deps.waitMs)))]);
    clearTimeout(timer);
  }
  if (plan.replace) location.replace(plan.href);
  else location.assign(plan.href);
  return plan;
}
