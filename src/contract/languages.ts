/* SPEC §1, §7: the languages a request's `x-language` may name, and each one's text direction. */
export { FALLBACK_LANGUAGE, type Language, LANGUAGES, textDirection } from '../i18n/languages.ts';
