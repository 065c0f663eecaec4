/**
 * Island i18n, browser side. An island receives the texts it needs as a
 * `messages` prop, built at build time from the same locale files the pages use
 * (islandMessages in ./island-messages.ts), and reads them with translate(). This module stays
 * tiny and imports nothing, so no locale file and no i18next reach the browser.
 */

/** Flat key → text, in one language (e.g. `{ 'remote.retry': 'Try again' }`). */
export type Messages = Record<string, string>;

/** `{{name}}`: i18next's syntax, the one placeholder syntax of every locale file (locales.test.ts). */
const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

/**
 * The text for `key` with each `{{name}}` replaced by `values[name]`. A placeholder without a
 * value is left as written, and a missing key answers the key, so a gap shows instead of hiding.
 */
export function translate(messages: Messages, key: string, values?: Record<string, string | number>): string {
  const text = messages[key] ?? key;
  if (!values) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
}
