import type { CurrencyOption } from '../api/currency.ts';
import { currencyOfCountry } from './country-currency.ts';

/**
 * SPEC §2.4 `currency` with optional `code` (country), and `curr` (the name a flight checkout
 * reloads with, SPEC §4): the currency an incoming address asks for, if the agency enables it.
 * `currency` (or `curr`) names it; a `code` alone names it by country (DE asks for the euro); a
 * currency that is not enabled, or not a currency code at all, is ignored.
 */
export function currencyFromQuery(search: string, enabled: readonly CurrencyOption[]): string | undefined {
  const query = new URLSearchParams(search);
  const asked = (query.get('currency') ?? query.get('curr'))?.trim().toUpperCase();
  if (asked) return enabled.some((option) => option.currency === asked) ? asked : undefined;
  const country = query.get('code')?.trim().toUpperCase();
  return country && /^[A-Z]{2}$/.test(country) ? currencyOfCountry(country, enabled) : undefined;
}
