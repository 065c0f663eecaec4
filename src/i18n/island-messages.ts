import { resources } from './i18n.ts';
import { FALLBACK_LANGUAGE, type Language } from './languages.ts';
import type { Messages } from './island.ts';

/**
 * Build side of island i18n: the raw texts of `keys` in `language`, placeholders
 * left as `{{name}}` for translate() to fill in the browser. Only .astro components call this,
 * so the locale files stay out of the islands' bundles. A key missing from the language falls
 * back to English like the pages do; a key English lacks fails the build, naming it.
 */
export function islandMessages(language: Language, keys: readonly string[]): Messages {
  // Every page asks again for the same lists; the build answers from memory.
  let byLanguage = memo.get(keys);
  if (!byLanguage) memo.set(keys, (byLanguage = new Map()));
  let messages = byLanguage.get(language);
  if (!messages) byLanguage.set(language, (messages = Object.freeze(collect(language, keys))));
  return messages;
}

const memo = new WeakMap<readonly string[], Map<Language, Messages>>();

function collect(language: Language, keys: readonly string[]): Messages {
  const messages: Messages = {};
  for (const key of keys) {
    const text = lookup(resources[language], key) ?? lookup(resources[FALLBACK_LANGUAGE], key);
    if (text === undefined) throw new Error(`Island message "${key}" is not in locales/${FALLBACK_LANGUAGE}.json.`);
    messages[key] = text;
  }
  return messages;
}

/** A dotted key's string in one locale resource (`a11y.flagOf` → resource.a11y.flagOf). */
function lookup(resource: unknown, key: string): string | undefined {
  let node: unknown = resource;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
