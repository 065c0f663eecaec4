import type { IncomingHttpHeaders } from 'node:http';
import type { $ZodIssue } from 'zod/v4/core';
import ar from 'zod/v4/locales/ar.js';
import da from 'zod/v4/locales/da.js';
import de from 'zod/v4/locales/de.js';
import en from 'zod/v4/locales/en.js';
import es from 'zod/v4/locales/es.js';
import fr from 'zod/v4/locales/fr.js';
import no from 'zod/v4/locales/no.js';
import pt from 'zod/v4/locales/pt.js';
import sv from 'zod/v4/locales/sv.js';
import { LANGUAGES, type Language } from '../../src/contract/languages.ts';
import { MESSAGE_TEXTS, type MessageId } from './message-texts.ts';

/*
 * The reference API speaks the visitor's language wherever the contract carries a message (SPEC
 * §1, §7): every request names it in `x-language`, and an answer's `message` and field errors come
 * back in it. A handler names its message by id (message-texts.ts); the error writer (http.ts
 * errorReply) renders it in the request's language, so handlers need not know the request.
 *
 * A field error may also be English text: the words of a zod schema shared with the storefront
 * (src/contract) or of a rule of this API. The catalogue knows those words by their English,
 * placeholders included ("checkIn must be a date YYYY-MM-DD" is `field.namedDate` with field
 * checkIn), and says them in the asked language; words it does not know are answered as written.
 * zod's own words for a check that carries none come from zod's locale of the language.
 */

export type { Language, MessageId };
export type Params = Readonly<Record<string, string | number>>;

/** A message to say in the request's language. */
export type Message =
  /** One of the catalogue's, with its placeholders' values. */
  | { readonly id: MessageId; readonly params?: Params }
  /** Words from elsewhere (demo data, a shared schema): translated when the catalogue knows them, else as written. */
  | { readonly text: string }
  /** zod's own words for an issue whose check carries no message. */
  | { readonly issue: $ZodIssue };

/** What a field error holds: a message, or English text (as `{ text }`). */
export type Text = string | Message;

/** A 400's field errors: `{ "card.number": [ … ] }`, each said in the request's language when answered. */
export type FieldErrors = Record<string, Text[]>;

export const FALLBACK_LANGUAGE: Language = 'en';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * The language a request asks for in `x-language` (SPEC §7): one of the nine, or its primary
 * subtag (`de-AT` → de; Norwegian `nb`/`nn` → no); English when it names none of them.
 */
export function languageOf(req: { headers: IncomingHttpHeaders }): Language {
  const header = req.headers['x-language'];
  const value = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.split(';')[0]?.trim().toLowerCase().replaceAll('_', '-');
  if (!value) return FALLBACK_LANGUAGE;
  if (isLanguage(value)) return value;
  const primary = value.split('-')[0]!;
  if (primary === 'nb' || primary === 'nn') return 'no';
  return isLanguage(primary) ? primary : FALLBACK_LANGUAGE;
}

/** A number written the language's way, as the remote apps write theirs (kit.js translator), never grouped: 3.91 reads 3,91 in German. */
const numberFormats = new Map<Language, Intl.NumberFormat>();
function formatNumber(value: number, language: Language): string {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits: 20 })));
  return format.format(value);
}

/** A catalogue message in `language`, its placeholders filled (numbers written the language's way). */
export function translate(id: MessageId, language: Language, params?: Params): string {
  return MESSAGE_TEXTS[id][language].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params?.[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value, language) : value;
  });
}

/** A catalogue message in the language `req` asks for: for the few answers a handler words itself (a success body's message). */
export const messageFor = (req: { headers: IncomingHttpHeaders }, id: MessageId, params?: Params): string => translate(id, languageOf(req), params);

/*
 * Recognizing English words. A placeholder that names a field (`field`, `start`, `end`) matches
 * one field path, never a phrase, so "Headquarters country is required" is not taken for
 * `{{field}} is required`; a count matches a number; anything else matches any text. The longer
 * the fixed words of a template, the sooner it is tried ("must be one of: …" before "must be one of …").
 */
const NUMBER_PLACEHOLDERS = new Set(['min', 'max', 'n', 'days', 'nights', 'count', 'ratio']);
const PLACEHOLDER_PATTERNS: Record<string, string> = {
  field: '[A-Za-z_][\\w.]*',
  start: '[A-Za-z_][\\w.]*',
  end: '[A-Za-z_][\\w.]*',
  min: '\\d+(?:\\.\\d+)?',
  max: '\\d+(?:\\.\\d+)?',
  n: '\\d+',
  days: '\\d+',
  nights: '\\d+',
  count: '\\d+',
  ratio: '\\d+(?:\\.\\d+)?',
};

interface Template {
  id: MessageId;
  pattern: RegExp;
  names: string[];
  fixed: number;
}

let known: { exact: Map<string, MessageId>; templates: Template[] } | undefined;

function catalogue() {
  if (known) return known;
  const exact = new Map<string, MessageId>();
  const templates: Template[] = [];
  for (const id of Object.keys(MESSAGE_TEXTS) as MessageId[]) {
    const english = MESSAGE_TEXTS[id].en;
    if (!english.includes('{{')) {
      if (!exact.has(english)) exact.set(english, id);
      continue;
    }
    const names: string[] = [];
    const parts = english.split(/\{\{(\w+)\}\}/);
    const source = parts
      .map((part, i) => {
        if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part);
        return `(${PLACEHOLDER_PATTERNS[part] ?? '.+?'})`;
      })
      .join('');
    const fixed = parts.filter((_, i) => i % 2 === 0).join('').length;
    templates.push({ id, pattern: new RegExp(`^${source}$`), names, fixed });
  }
  templates.sort((a, b) => b.fixed - a.fixed);
  known = { exact, templates };
  return known;
}

/** The catalogue message whose English is `text`, with its placeholders' values; undefined for words it does not know. */
export function recognize(text: string): { id: MessageId; params?: Params } | undefined {
  const { exact, templates } = catalogue();
  const id = exact.get(text);
  if (id) return { id };
  for (const template of templates) {
    const found = template.pattern.exec(text);
    if (!found) continue;
    // A number is written the asked language's way, unless that would change its English ("3.10").
    const valueOf = (name: string, text: string) => (NUMBER_PLACEHOLDERS.has(name) && String(Number(text)) === text ? Number(text) : text);
    const params = Object.fromEntries(template.names.map((name, i) => [name, valueOf(name, found[i + 1]!)]));
    return { id: template.id, params };
  }
  return undefined;
}

const ZOD_LOCALES = { en, pt, es, da, no, de, ar, fr, sv } satisfies Record<Language, unknown>;
const zodErrors = new Map<Language, ReturnType<typeof en>['localeError']>();

/** What zod's locale of `language` says for `issue` (the words a check without a message of its own gets). */
function zodSays(issue: $ZodIssue, language: Language): string | undefined {
  let localeError = zodErrors.get(language);
  if (!localeError) zodErrors.set(language, (localeError = ZOD_LOCALES[language]().localeError));
  try {
    const said = localeError(issue as never);
    return typeof said === 'string' ? said : (said?.message ?? undefined);
  } catch {
    return undefined;
  }
}

/**
 * A zod issue's message as a field error: zod's own English words (its check carries no message)
 * are said by zod's locale of the language; a message of the schema's own is English text.
 */
export const issueText = (issue: $ZodIssue): Text => (zodSays(issue, 'en') === issue.message ? { issue } : issue.message);

/** A message or text said in `language`. */
export function say(text: Text, language: Language): string {
  if (typeof text === 'string' || 'text' in text) {
    const words = typeof text === 'string' ? text : text.text;
    const found = recognize(words);
    return found ? translate(found.id, language, found.params) : words;
  }
  if ('id' in text) return translate(text.id, language, text.params);
  return zodSays(text.issue, language) ?? text.issue.message;
}

/** Field errors said in `language`. */
export const sayFieldErrors = (errors: FieldErrors, language: Language): Record<string, string[]> =>
  Object.fromEntries(Object.entries(errors).map(([field, texts]) => [field, texts.map((text) => say(text, language))]));
