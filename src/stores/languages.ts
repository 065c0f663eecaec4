import { onMount } from 'nanostores';
import type { AgencyLanguage } from '../api/languages.ts';
import { isLanguage, type Language } from '../i18n/languages.ts';
import { asyncList, LIST_BEFORE_START, type AsyncList } from './async-list.ts';

/*
 * SPEC §4 Async lists "languages", §7 GET /api/agency/languages: the languages the agency offers,
 * loaded when the language picker first listens (it hydrates on interaction). The picker offers
 * those among the nine the site is built in, and all nine while the list loads and after a
 * failure (the list emptied, the message kept): a visitor can always change language.
 */

export const LANGUAGES_BEFORE_START: AsyncList<AgencyLanguage> = LIST_BEFORE_START;
const languages = asyncList<AgencyLanguage>({ name: 'The agency languages' });
export const $agencyLanguages = languages.$list;

export interface LanguagesEnvironment {
  fetchLanguages: () => Promise<AgencyLanguage[]>;
}

async function fetchBrowserLanguages(): Promise<AgencyLanguage[]> {
  const [{ fetchLanguages }, { browserApi }] = await Promise.all([import('../api/languages.ts'), import('../api/browser.ts')]);
  return fetchLanguages(browserApi());
}

let environment: LanguagesEnvironment = { fetchLanguages: fetchBrowserLanguages };

/** Back to before the load (tests). */
export const resetAgencyLanguages = (): void => languages.reset();

/** Tests hand in their own call. */
export function setLanguagesEnvironment(next: Partial<LanguagesEnvironment>): void {
  environment = { ...environment, ...next };
}

onMount($agencyLanguages, () => {
  if ($agencyLanguages.get().status !== 'idle') return;
  void languages.load(() => environment.fetchLanguages());
});

/**
 * The languages to offer, in the order of `built` (the nine, each named in itself): on success
 * those the agency lists, and always the page's own language, so the picker names where the
 * visitor is; while loading, on failure, or when the agency lists none of the nine, all of them.
 */
export function offeredLanguages<T extends { code: Language }>(state: AsyncList<AgencyLanguage>, built: readonly T[], current: Language): T[] {
  if (state.status !== 'success') return [...built];
  const listed = new Set(state.items.map((item) => item.code).filter(isLanguage));
  if (listed.size === 0) return [...built];
  return built.filter((option) => listed.has(option.code) || option.code === current);
}
