import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { fetchCarRentalCountries, fetchCountries, fetchEnabledCountries } from './countries.ts';

/* TanStack Query keys and options for countries.ts, apart so the fetch module never loads React. */

export const countryKeys = {
  all: ['countries'] as const,
  lists: () => [...countryKeys.all, 'list'] as const,
  list: () => [...countryKeys.lists(), 'all'] as const,
  enabled: () => [...countryKeys.lists(), 'enabled'] as const,
  carRental: (language: string) => [...countryKeys.lists(), 'car-rental', language.toUpperCase()] as const,
};

export const countryQueries = {
  list: (api: ApiClient) => queryOptions({ queryKey: countryKeys.list(), queryFn: () => fetchCountries(api) }),
  enabled: (api: ApiClient) => queryOptions({ queryKey: countryKeys.enabled(), queryFn: () => fetchEnabledCountries(api) }),
  carRental: (api: ApiClient, language = 'EN') =>
    queryOptions({ queryKey: countryKeys.carRental(language), queryFn: () => fetchCarRentalCountries(api, language) }),
};
