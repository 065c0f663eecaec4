import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { fetchActivitySuggestions, fetchAirports, fetchCarSuggestions, fetchHotelSuggestions } from './suggestions.ts';

/* TanStack Query keys and options for suggestions.ts, apart so the fetch module never loads React. */

export const suggestionKeys = {
  all: ['suggestions'] as const,
  hotels: (text: string) => [...suggestionKeys.all, 'hotels', text] as const,
  cars: (text: string) => [...suggestionKeys.all, 'cars', text] as const,
  activities: (text: string) => [...suggestionKeys.all, 'activities', text] as const,
  airports: (text: string) => [...suggestionKeys.all, 'airports', text] as const,
};

export const suggestionQueries = {
  hotels: (api: ApiClient, text: string) =>
    queryOptions({ queryKey: suggestionKeys.hotels(text), queryFn: ({ signal }) => fetchHotelSuggestions(api, { text }, signal) }),
  cars: (api: ApiClient, text: string) =>
    queryOptions({ queryKey: suggestionKeys.cars(text), queryFn: ({ signal }) => fetchCarSuggestions(api, { text }, signal) }),
  activities: (api: ApiClient, text: string) =>
    queryOptions({ queryKey: suggestionKeys.activities(text), queryFn: ({ signal }) => fetchActivitySuggestions(api, { text }, signal) }),
  airports: (api: ApiClient, text: string) =>
    queryOptions({ queryKey: suggestionKeys.airports(text), queryFn: ({ signal }) => fetchAirports(api, text, signal) }),
};
