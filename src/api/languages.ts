import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import type { ApiClient } from './client.ts';
import { dataList } from './envelopes.ts';

/** SPEC §3 Language: the name in the language itself, the code, and the full locale as value. */
export const languageOptionSchema = z.object({
  name: z.string().min(1),
  code: z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` }),
  value: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, 'must be a locale such as en-US'),
});
export type LanguageOption = z.output<typeof languageOptionSchema>;

/** SPEC §7 GET /api/agency/languages. */
export const languagesAnswer = dataList(languageOptionSchema);

export const languagePaths = {
  list: '/api/agency/languages',
} as const;

export const fetchLanguages = async (api: ApiClient) => (await api.get(languagePaths.list, languagesAnswer)).data;

export const languageKeys = {
  all: ['languages'] as const,
  list: () => [...languageKeys.all, 'list'] as const,
};

export const languageQueries = {
  list: (api: ApiClient) => queryOptions({ queryKey: languageKeys.list(), queryFn: () => fetchLanguages(api) }),
};
