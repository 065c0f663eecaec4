import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from './client.ts';
import { dataList, dataOf } from './envelopes.ts';
import { countryCode, currencyCode, httpUrl } from './fields.ts';


/** SPEC §3 Currency option; `code` is the country (EU for the euro), `currency` the ISO code. */
export const currencyOptionSchema = z.object({
  name: z.string().min(1),
  code: countryCode,
  currency: currencyCode,
  symbol: z.string().min(1),
  image: httpUrl,
  emoji: z.string(),
  unicode: z.string(),
});
export type CurrencyOption = z.output<typeof currencyOptionSchema>;

/** SPEC §3: exchange rates are a map by currency code, relative to USD (USD = 1). */
export const exchangeRatesSchema = z.object({
  base: z.literal('USD'),
  rates: z.record(currencyCode, z.number().positive()),
});
export type ExchangeRates = z.output<typeof exchangeRatesSchema>;

/** SPEC §7 GET /api/admin/country/enableCurrencies: `{ "data": [ … ] }`, first item AED (SPEC §3). */
export const enabledCurrenciesAnswer = dataList(currencyOptionSchema);
/** SPEC §7 GET /api/multi-currency/exchange. */
export const exchangeRatesAnswer = dataOf(exchangeRatesSchema);

export const currencyPaths = {
  enabled: '/api/admin/country/enableCurrencies',
  exchange: '/api/multi-currency/exchange',
} as const;

export const fetchEnabledCurrencies = async (api: ApiClient) =>
  (await api.get(currencyPaths.enabled, enabledCurrenciesAnswer)).data;
export const fetchExchangeRates = async (api: ApiClient) =>
  (await api.get(currencyPaths.exchange, exchangeRatesAnswer)).data;

/** SPEC §5 currency search: case-insensitive match on name plus currency code. */
export function matchesCurrency(option: Pick<CurrencyOption, 'name' | 'currency'>, search: string): boolean {
  return `${option.name} ${option.currency}`.toLowerCase().includes(search.trim().toLowerCase());
}

/** Converts a USD amount with the SPEC §3 rates; unknown codes stay in USD. */
export function fromUsd(amount: number, currency: string, rates: ExchangeRates['rates']): number {
  return amount * (rates[currency] ?? 1);
}

export const currencyKeys = {
  all: ['currency'] as const,
  enabled: () => [...currencyKeys.all, 'enabled'] as const,
  exchange: () => [...currencyKeys.all, 'exchange'] as const,
};

export const currencyQueries = {
  enabled: (api: ApiClient) => queryOptions({ queryKey: currencyKeys.enabled(), queryFn: () => fetchEnabledCurrencies(api) }),
  exchange: (api: ApiClient) => queryOptions({ queryKey: currencyKeys.exchange(), queryFn: () => fetchExchangeRates(api) }),
};
