/*
 * For the home page's blocking time: a page's first Intl.NumberFormat sets up ICU's number
 * formatting on the main thread, 40–50 ms on this machine's Chromium before any throttling
 * (`npm run bench:intl`), four times that in Lighthouse's phone. The deal cards need prices while
 * the page loads, so the build writes down how its own Intl formats money in the page language (a
 * money table, src/build/money-table.ts) and the browser formats with it: separators, grouping,
 * each currency's symbol and minor unit. Anything the table does not cover goes to Intl.
 */

/** The id of the page's money table block (src/components/MoneyTable.astro). */
export const MONEY_TABLE_ID = 'storefront-money-table';

/** How the build's Intl writes an amount of money in one language. */
export interface MoneyTable {
  language: string;
  /** The language's digits 0 to 9 (one UTF-16 unit each), when they are not ASCII's. */
  digits?: string;
  group: string;
  decimal: string;
  /** CLDR's minimum grouping digits: with 2, four-digit amounts are not grouped (es: 1234 €). */
  minimumGrouping: number;
  /** How most currencies are written: # is the number, ¤ the currency's ISO code. */
  pattern: string;
  /** The currencies written otherwise, with a symbol of their own ($, kr, US$): # is the number. */
  patterns: Record<string, string>;
  /** ISO 4217 minor units other than 2 (JPY 0, KWD 3). */
  minorUnits: Record<string, number>;
  /**
   * A negative amount's sign, before the whole text (en '-$18.00') or before the number (nl
   * '€ -18,00', ar with its marks); without it Intl writes negative amounts.
   */
  minus?: { sign: string; at: 'start' | 'number' };
  /** Currencies the table could not reproduce; Intl writes them. */
  intl: string[];
}

/** SPEC §9: 0 decimals on deal cards (`whole`), the currency's minor unit elsewhere (`exact`). */
export type MoneyPrecision = 'whole' | 'exact';

/** ISO 4217 codes as Intl writes them when it has no symbol for one. */
const CURRENCY_CODE = /^[A-Z]{3}$/;

/** The currency's minor unit as the table has it (ISO 4217; 2 unless listed). */
export const tableMinorUnit = (table: MoneyTable, currency: string): number => table.minorUnits[currency] ?? 2;

/**
 * `amount` in `currency` as the table writes it, or undefined when the table does not cover it
 * (a non-finite or huge amount, a negative one in a language without `minus`, a currency listed
 * as Intl's, a code Intl would have to check): the caller asks Intl then.
 */
export function formatByTable(table: MoneyTable, amount: number, currency: string, precision: MoneyPrecision): string | undefined {
  if (!CURRENCY_CODE.test(currency) || table.intl.includes(currency)) return undefined;
  // Intl writes a minus for -0 too, and for what rounds to 0 (-0.4 is '-$0').
  const negative = amount < 0 || Object.is(amount, -0);
  if (negative && table.minus === undefined) return undefined;
  const rounded = roundedDigits(Math.abs(amount), precision === 'whole' ? 0 : tableMinorUnit(table, currency));
  if (!rounded) return undefined;
  const [integer, fraction] = rounded;
  const number = localDigits(table, grouped(table, integer) + (fraction ? table.decimal + fraction : ''));
  const pattern = table.patterns[currency] ?? table.pattern.split('¤').join(currency);
  const sign = negative ? table.minus! : undefined;
  const text = pattern.split('#').join(sign?.at === 'number' ? sign.sign + number : number);
  return sign?.at === 'start' ? sign.sign + text : text;
}

/**
 * The integer and fraction digits of `amount` rounded to `places` the way Intl rounds by
 * default (half away from zero, on the shortest decimal that reads back as the number: 1.005
 * is 1.01, where toFixed gives 1.00). Undefined for what the table leaves to Intl: a negative or
 * non-finite amount, 10^21 and more.
 */
export function roundedDigits(amount: number, places: number): [string, string] | undefined {
  if (!Number.isFinite(amount) || amount < 0) return undefined;
  const text = String(amount);
  // JavaScript writes under 10^-6 with an exponent: 0 at any place a currency has (at most 4).
  if (text.includes('e-') && places < 6) return ['0', '0'.repeat(places)];
  if (text.includes('e')) return undefined;
  const [integer = '0', fraction = ''] = text.split('.');
  if (fraction.length <= places) return [integer, fraction.padEnd(places, '0')];
  let digits = integer + fraction.slice(0, places);
  if (fraction.charCodeAt(places) >= 53 /* '5' */) digits = incremented(digits);
  const cut = digits.length - places;
  return [digits.slice(0, cut) || '0', digits.slice(cut)];
}

/** A string of decimal digits plus one in its last place. */
function incremented(digits: string): string {
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === '9') index -= 1;
  if (index < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, index) + String(Number(digits[index]) + 1) + '0'.repeat(digits.length - index - 1);
}

/** Groups of three from the right, once the integer is long enough for the language. */
function grouped(table: MoneyTable, integer: string): string {
  if (integer.length < 3 + table.minimumGrouping) return integer;
  const head = integer.length % 3 || 3;
  const groups = [integer.slice(0, head)];
  for (let at = head; at < integer.length; at += 3) groups.push(integer.slice(at, at + 3));
  return groups.join(table.group);
}

function localDigits(table: MoneyTable, text: string): string {
  const { digits } = table;
  return digits ? text.replace(/[0-9]/g, (digit) => digits[Number(digit)]!) : text;
}

/** Browser side: the page's money table, when the page has one in its own language. */
export function readMoneyTable(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document): MoneyTable | undefined {
  const text = doc?.getElementById(MONEY_TABLE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const table = JSON.parse(text) as unknown;
    return isMoneyTable(table) ? table : undefined;
  } catch {
    return undefined;
  }
}

const isMinus = (value: unknown): boolean =>
  !!value && typeof value === 'object' && typeof (value as { sign?: unknown }).sign === 'string' && ['start', 'number'].includes((value as { at?: unknown }).at as string);

/** The shape formatByTable relies on; a block that lacks it leaves the page to Intl. */
export function isMoneyTable(value: unknown): value is MoneyTable {
  if (!value || typeof value !== 'object') return false;
  const table = value as Record<string, unknown>;
  const texts = (record: unknown, kind: 'string' | 'number') =>
    !!record && typeof record === 'object' && !Array.isArray(record) && Object.values(record).every((entry) => typeof entry === kind);
  return (
    typeof table.language === 'string' &&
    (table.digits === undefined || (typeof table.digits === 'string' && table.digits.length === 10)) &&
    typeof table.group === 'string' &&
    typeof table.decimal === 'string' &&
    (table.minimumGrouping === 1 || table.minimumGrouping === 2) &&
    typeof table.pattern === 'string' &&
    table.pattern.includes('#') &&
    (table.minus === undefined || isMinus(table.minus)) &&
    texts(table.patterns, 'string') &&
    texts(table.minorUnits, 'number') &&
    Array.isArray(table.intl) &&
    table.intl.every((code) => typeof code === 'string')
  );
}
