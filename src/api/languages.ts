import * as z from 'zod/mini';
import { LANGUAGES, type Language } from '../i18n/languages.ts';
import type { ApiClient } from './client.ts';
import { dataList, dataOf } from './envelopes.ts';

export const languageSchema = z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` });

/** SPEC §3 Language: the name in the language itself, the code, and the full locale as value. */
export const languageOptionSchema = z.object({
  name: z.string().check(z.minLength(1)),
  code: languageSchema,
  value: z.string().check(z.regex(/^[a-z]{2}-[A-Z]{2}$/, 'must be a locale such as en-US')),
});
export type LanguageOption = z.output<typeof languageOptionSchema>;

/**
 * SPEC §7 GET /api/agency/languages: the agency's languages. A code the site is not built in is
 * not an error of the answer; the language store keeps only the nine (src/stores/languages.ts).
 */
export const agencyLanguageSchema = z.object({
  name: z.string().check(z.minLength(1)),
  code: z.string().check(z.minLength(1)),
  value: z.optional(z.string()),
});
export type AgencyLanguage = z.output<typeof agencyLanguageSchema>;
export const languagesAnswer = dataList(agencyLanguageSchema);

/** POST /api/user/language body: the language save of SPEC §4. */
export const languageSaveRequest = z.object({ language: languageSchema });
/** Both calls that tell the backend of a language answer with the language now on record. */
export const languageAnswer = dataOf(z.object({ language: languageSchema }));

export const languagePaths = {
  list: '/api/agency/languages',
  /** SPEC §7 GET api/user/changeLanguage/{language}. */
  change: (lang: Language) => `/api/user/changeLanguage/${lang}`,
  /** Path ours: SPEC §7 names the language save without its path. */
  save: '/api/user/language',
} as const;

export const fetchLanguages = async (api: ApiClient) => (await api.get(languagePaths.list, languagesAnswer)).data;

/** SPEC §4 Language: when logged in, the backend is told of the new language. */
export const changeLanguage = async (api: ApiClient, lang: Language) =>
  (await api.get(languagePaths.change(lang), languageAnswer)).data;
export const saveLanguage = async (api: ApiClient, lang: Language) =>
  (await api.post(languagePaths.save, { language: lang }, languageAnswer)).data;
