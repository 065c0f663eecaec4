import type { CurrencyOption } from '../api/currency.ts';

/**
 * Countries whose money is the euro: the euro area (Bulgaria since 2026) and the states that use
 * it by agreement or alone. The enabled-currency list names the euro by the country code EU
 * (SPEC §3 Currency option), so a visitor in Germany would otherwise find no currency at all.
 */
const EURO_COUNTRIES = new Set([
  'AT', 'BE', 'BG', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK',
  'AD', 'MC', 'SM', 'VA', 'ME', 'XK',
]);

/** The enabled currency of a country: the option the API gives for it, or the euro for a euro country. */
export function currencyOfCountry(country: string | undefined, enabled: readonly CurrencyOption[]): string | undefined {
  if (!country) return undefined;
  const own = enabled.find((option) => option.code === country);
  if (own) return own.currency;
  if (EURO_COUNTRIES.has(country)) return enabled.find((option) => option.currency === 'EUR')?.currency;
  return undefined;
}
