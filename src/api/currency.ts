import * as z from 'zod/mini';
import type { ApiClient } from './client.ts';
import { dataList, dataOf } from './envelopes.ts';
import { countryCode, currencyCode, httpUrl } from '../validation/fields.ts';

/** SPEC §3 Currency option; `code` is the country (EU for the euro), `currency` the ISO code. */
export const currencyOptionSchema = z.object({
  name: z.string().check(z.minLength(1)),
  code: countryCode,
  currency: currencyCode,
  symbol: z.string().check(z.minLength(1)),
  image: httpUrl,
  emoji: z.string(),
  unicode: z.string(),
});
export type CurrencyOption = z.output<typeof currencyOptionSchema>;

/** SPEC §3: exchange rates are a map by currency code, relative to USD (USD = 1). */
export const exchangeRatesSchema = z.object({
  base: z.literal('USD'),
  rates: z.record(currencyCode, z.number().check(z.positive())),
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
