import { formatByTable, type MoneyPrecision, type MoneyTable } from '../currency/money-table.ts';
import { scriptJson } from '../site/script-json.ts';

/*
 * Build side of src/currency/money-table.ts: reads how this Node's Intl writes money in a
 * language, then checks the table against Intl for every currency Intl knows, at both
 * precisions and on amounts that exercise rounding and grouping. A currency the table does not
 * reproduce exactly is listed as Intl's, so the browser never writes a price Intl would not.
 */

const NUMBER_PARTS = new Set<Intl.NumberFormatPartTypes>(['integer', 'group', 'decimal', 'fraction']);

/**
 * Amounts the check formats: halves, carries (9.995, 999.5), grouping edges, 1.005 (not
 * 1.00499…). The number's digits do not depend on the currency, only its minor unit does, so all
 * of them are checked for one currency of each minor unit and two for every currency.
 */
export const CHECKED_AMOUNTS = [
  0, 0.004, 0.005, 0.5, 1, 1.005, 2.5, 4.45, 9.995, 12.345, 99.5, 999.5, 1234, 1234.5678, 9999.5, 12345, 123456.789, 1234567.891,
  98765432.1, 1e-7, -0, -0.4, -18, -1234.5,
];
const EACH_CURRENCY_AMOUNTS = [0.5, 1234567.891, -18];
const PRECISIONS: MoneyPrecision[] = ['whole', 'exact'];

const intlFormat = (language: string, currency: string, precision: MoneyPrecision) =>
  new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    ...(precision === 'whole' ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  });

/** The pattern of one currency: its parts, the number's run as #. */
function patternOf(language: string, currency: string): string {
  let pattern = '';
  let inNumber = false;
  for (const part of intlFormat(language, currency, 'exact').formatToParts(1234567.5)) {
    if (!NUMBER_PARTS.has(part.type)) pattern += part.value;
    else if (!inNumber) pattern += '#';
    inNumber = NUMBER_PARTS.has(part.type);
  }
  return pattern;
}

/**
 * Where the language puts a negative amount's sign: first, or just before the number (with the
 * marks bidirectional languages put around it: ar '\u200f\u200e-18.00 US$').
 */
function minusOf(language: string): MoneyTable['minus'] {
  const format = intlFormat(language, 'USD', 'exact');
  const positive = format.format(18);
  const negative = format.format(-18);
  const parts = format.formatToParts(18);
  const numberAt = parts.slice(0, parts.findIndex((part) => NUMBER_PARTS.has(part.type))).reduce((length, part) => length + part.value.length, 0);
  const inserted = (at: number) => {
    const sign = negative.slice(at, at + negative.length - positive.length);
    return sign && positive.slice(0, at) + sign + positive.slice(at) === negative ? sign : undefined;
  };
  const first = inserted(0);
  if (first) return { sign: first, at: 'start' };
  const beforeNumber = inserted(numberAt);
  return beforeNumber ? { sign: beforeNumber, at: 'number' } : undefined;
}

const partOf = (parts: Intl.NumberFormatPart[], type: Intl.NumberFormatPartTypes) => parts.find((part) => part.type === type)?.value;

/** The money table of `language`, or undefined when its numbers are not written the table's way. */
export function makeMoneyTable(language: string): MoneyTable | undefined {
  const parts = intlFormat(language, 'USD', 'exact').formatToParts(1234567.5);
  const group = partOf(parts, 'group');
  const decimal = partOf(parts, 'decimal');
  if (!group || !decimal) return undefined;
  const plain = new Intl.NumberFormat(language, { useGrouping: false }).format(1234567890);
  if (plain.length !== 10) return undefined;
  const digits = [...'0123456789'].map((digit) => plain.charAt((Number(digit) + 9) % 10)).join('');
  const currencies = Intl.supportedValuesOf('currency');

  // The commonest pattern, with the code as ¤, is the language's; the others are listed.
  const patterns = new Map(currencies.map((currency) => [currency, patternOf(language, currency)]));
  const counts = new Map<string, number>();
  for (const [currency, pattern] of patterns) {
    const general = pattern.split(currency).join('¤');
    counts.set(general, (counts.get(general) ?? 0) + 1);
  }
  const pattern = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  const minus = minusOf(language);
  const minorUnits = Object.fromEntries(
    currencies.map((currency) => [currency, intlFormat('en', currency, 'exact').resolvedOptions().maximumFractionDigits ?? 2] as const).filter(([, units]) => units !== 2),
  );
  const table: MoneyTable = {
    language,
    ...(digits === '0123456789' ? {} : { digits }),
    group,
    decimal,
    minimumGrouping: intlFormat(language, 'USD', 'whole').format(1234).includes(group) ? 1 : 2,
    pattern,
    patterns: Object.fromEntries([...patterns].filter(([currency, own]) => own !== pattern.split('¤').join(currency))),
    minorUnits,
    ...(minus ? { minus } : {}),
    intl: [],
  };
  if (!pattern.includes('#')) return undefined;
  // Without a sign the language's negatives are Intl's (formatByTable leaves them): not checked.
  const writable = (amounts: readonly number[]) => (minus === undefined ? amounts.filter((amount) => amount > 0 || Object.is(amount, 0)) : amounts);
  const fully = new Set<number>();
  table.intl = currencies.filter((currency) => {
    const units = minorUnits[currency] ?? 2;
    const amounts = fully.has(units) ? EACH_CURRENCY_AMOUNTS : CHECKED_AMOUNTS;
    fully.add(units);
    return !reproduces(table, language, currency, writable(amounts));
  });
  if (table.intl.length === currencies.length) return undefined;
  for (const currency of table.intl) delete table.patterns[currency];
  return table;
}

function reproduces(table: MoneyTable, language: string, currency: string, amounts: readonly number[]): boolean {
  return PRECISIONS.every((precision) => {
    const intl = intlFormat(language, currency, precision);
    return amounts.every((amount) => formatByTable(table, amount, currency, precision) === intl.format(amount));
  });
}

const texts = new Map<string, string | undefined>();

/**
 * The text of a page's money table block, made once per language and build; undefined when the
 * language has no table.
 */
export function moneyTableJson(language: string): string | undefined {
  if (!texts.has(language)) {
    const table = makeMoneyTable(language);
    texts.set(language, table && scriptJson(table));
  }
  return texts.get(language);
}
