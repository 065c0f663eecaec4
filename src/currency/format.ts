/**
 * How many decimals an amount shows: `whole` for deal cards (SPEC §9: 0 decimals on cards),
 * `exact` for the currency's own minor unit (2 for USD and EUR, 0 for JPY, 3 for JOD and KWD).
 */
export type MoneyPrecision = 'whole' | 'exact';

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

/** An amount in the page language, e.g. formatMoney(1234.5, 'EUR', 'de') → '1.234,50 €'. */
export function formatMoney(amount: number, currency: string, language: string, precision: MoneyPrecision = 'exact'): string {
  return formatter(currency, language, precision).format(amount);
}

/** The currency's minor unit (decimals), as Intl knows it from ISO 4217. */
export function minorUnit(currency: string): number {
  return formatter(currency, 'en', 'exact').resolvedOptions().maximumFractionDigits ?? 2;
}
