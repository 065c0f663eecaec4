/** SPEC §1, §9: the nine storefront languages; en is the fallback. */
export const LANGUAGES = ['en', 'pt', 'es', 'da', 'no', 'de', 'ar', 'fr', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Text direction derived from the locale itself, so a new right-to-left language needs no list edit. */
export function textDirection(language: Language): 'ltr' | 'rtl' {
  let direction = directions.get(language);
  if (!direction) directions.set(language, (direction = directionOf(language)));
  return direction;
}

const directions = new Map<Language, 'ltr' | 'rtl'>();

function directionOf(language: Language): 'ltr' | 'rtl' {
  const locale = new Intl.Locale(language) as Intl.Locale & {
    getTextInfo?: () => { direction?: string };
    textInfo?: { direction?: string };
  };
  const info = locale.getTextInfo?.() ?? locale.textInfo;
  if (info?.direction) return info.direction === 'rtl' ? 'rtl' : 'ltr';
  return ['ar', 'fa', 'he', 'ur'].includes(language) ? 'rtl' : 'ltr';
}
