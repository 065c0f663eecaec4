import { formatByTable, readMoneyTable, type MoneyPrecision, type MoneyTable } from './money-table.ts';

export type { MoneyPrecision };

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, language: string, precision: MoneyPrecision): Intl.NumberFormat {
  const key = `${language}|${currency}|${precision}`;
  let found = formatters.get(key);
  if (!found) {
    // Without fraction options Intl applies the currency's ISO 4217 minor unit itself.
    const options: Intl.NumberFormatOptions =
      precision === 'whole' ? { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 } : { style: 'currency', currency };
    found = new Intl.NumberFormat(language, options);
    formatters.set(key, found);
  }
  return found;
}

// The page's money table (src/currency/money-table.ts), read the first time a price is written.
let page: { table: MoneyTable | undefined } | undefined;

/** Tests: the page's money table as given (undefined: none) instead of the document's. */
export function usePageMoneyTable(table: MoneyTable | undefined): void {
  page = { table };
}

/**
 * An amount in the page language, e.g. formatMoney(1234.5, 'EUR', 'de') → '1.234,50 €'. In the
 * page's language the page's money table writes it, as the build's Intl would: a page that shows
 * prices while it loads sets up no Intl number formatting. Otherwise, Intl.
 */
export function formatMoney(amount: number, currency: string, language: string, precision: MoneyPrecision = 'exact'): string {
  const table = (page ??= { table: readMoneyTable() }).table;
  const byTable = table?.language === language ? formatByTable(table, amount, currency, precision) : undefined;
  return byTable ?? formatter(currency, language, precision).format(amount);
}

/** The currency's minor unit (decimals), as Intl knows it from ISO 4217. */
export function minorUnit(currency: string): number {
  return formatter(currency, 'en', 'exact').resolvedOptions().maximumFractionDigits ?? 2;
}
