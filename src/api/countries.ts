import * as z from 'zod/mini';
import type { ApiClient } from './client.ts';
import { dataList } from './envelopes.ts';
import { countryCode, httpUrl } from '../validation/fields.ts';

const name = z.string().check(z.minLength(1));

/** SPEC §7 GET /api/code: every country, with its dialling code and flag. */
export const countrySchema = z.object({
  name,
  code: countryCode,
  dialCode: z.string().check(z.regex(/^\+\d{1,4}$/, 'must look like +44')),
  flag: httpUrl,
});
export type Country = z.output<typeof countrySchema>;

/** SPEC §7 GET /api/admin/country/enable: the countries the agency sells in (business-info hqCountry, SPEC §5). */
export const enabledCountrySchema = z.object({
  name,
  code: countryCode,
  flag: httpUrl,
});
export type EnabledCountry = z.output<typeof enabledCountrySchema>;

/** SPEC §7 GET /api/car-rental/findCountries/{lang}: residence countries for the car search. */
export const carRentalCountrySchema = z.object({ name, code: countryCode });
export type CarRentalCountry = z.output<typeof carRentalCountrySchema>;

export const countriesAnswer = dataList(countrySchema);
export const enabledCountriesAnswer = dataList(enabledCountrySchema);
export const carRentalCountriesAnswer = dataList(carRentalCountrySchema);

export const countryPaths = {
  all: '/api/code',
  enabled: '/api/admin/country/enable',
  /** SPEC §7 shows the language segment in upper case: EN. */
  carRental: (language: string) => `/api/car-rental/findCountries/${encodeURIComponent(language.toUpperCase())}`,
} as const;

export const fetchCountries = async (api: ApiClient) => (await api.get(countryPaths.all, countriesAnswer)).data;
export const fetchEnabledCountries = async (api: ApiClient) =>
  (await api.get(countryPaths.enabled, enabledCountriesAnswer)).data;
export const fetchCarRentalCountries = async (api: ApiClient, language = 'EN') =>
  (await api.get(countryPaths.carRental(language), carRentalCountriesAnswer)).data;
