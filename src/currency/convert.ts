import type { ExchangeRates } from '../api/currency.ts';

export interface Money {
  amount: number;
  currency: string;
}

/**
 * A USD amount in `currency` with the SPEC §3 rates (units of each currency per USD). Without a
 * rate for `currency` the amount stays in USD and says so, rather than print dollars as pesos.
 */
export function fromUsd(amountUsd: number, currency: string, rates: ExchangeRates['rates']): Money {
  if (currency === 'USD') return { amount: amountUsd, currency };
  const rate = rates[currency];
  return rate === undefined ? { amount: amountUsd, currency: 'USD' } : { amount: amountUsd * rate, currency };
}
