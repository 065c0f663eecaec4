import { ENABLED_CURRENCIES, EXCHANGE_RATES } from '../../demo/currencies.ts';
import { agencyRoute, HttpError, ok, type Route } from '../router.ts';

export const currencyRoutes: Route[] = [
  agencyRoute('GET', '/api/admin/country/enableCurrencies', () => ok({ data: ENABLED_CURRENCIES })),
  agencyRoute('GET', '/api/multi-currency/exchange', () => ok({ data: { base: 'USD', rates: EXCHANGE_RATES } })),
];

/** Units of `currency` per USD; 400 naming `field` for a currency the API has no rate for. */
export function rateFor(currency: string, field = 'currency'): number {
  const rate = EXCHANGE_RATES[currency];
  if (rate === undefined) {
    throw new HttpError(400, 'request.invalid', { [field]: [{ id: 'field.oneOf', params: { values: Object.keys(EXCHANGE_RATES).join(', ') } }] });
  }
  return rate;
}

/** Converts money fields of a USD object; 2 decimals, like the SPEC §9 currency formats. */
export function convert<T extends Record<string, unknown>>(values: T, rate: number, fields: readonly (keyof T)[]): T {
  if (rate === 1) return values;
  const out: Record<string, unknown> = { ...values };
  for (const field of fields) {
    const value = values[field];
    if (typeof value === 'number') out[field as string] = Math.round(value * rate * 100) / 100;
  }
  return out as T;
}
