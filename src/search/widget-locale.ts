import type { Language } from '../i18n/languages.ts';

/**
 * The locale the search widgets (react-aria) get for a page language: their texts and calendars
 * know Norwegian Bokmål as 'nb', the storefront calls it 'no'. The build keeps only these
 * locales' widget texts (astro.config.mjs).
 */
export function widgetLocale(language: Language): string {
  return language === 'no' ? 'nb' : language;
}
