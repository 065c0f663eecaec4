import type { Language } from '../../src/contract/languages.ts';

/** SPEC §1 languages: each named in itself, with the locale it formats in. */
export const LANGUAGE_OPTIONS: { name: string; code: Language; value: string }[] = [
  { name: 'English', code: 'en', value: 'en-US' },
  { name: 'Português', code: 'pt', value: 'pt-BR' },
  { name: 'Español', code: 'es', value: 'es-MX' },
  { name: 'Dansk', code: 'da', value: 'da-DK' },
  { name: 'Norsk', code: 'no', value: 'nb-NO' },
  { name: 'Deutsch', code: 'de', value: 'de-DE' },
  { name: 'العربية', code: 'ar', value: 'ar-AE' },
  { name: 'Français', code: 'fr', value: 'fr-FR' },
  { name: 'Svenska', code: 'sv', value: 'sv-SE' },
];
