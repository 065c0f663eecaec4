import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import { fetchActivityDeals, fetchCarDeals, fetchHotelDeals } from './calls.ts';
import type { ActivitySearchRequest, CarSearchRequest, HotelSearchRequest } from './search-requests.ts';

/* TanStack Query keys and options for the deal calls, apart so calls.ts never loads React. */

export const dealKeys = {
  all: ['deals'] as const,
  lists: () => [...dealKeys.all, 'list'] as const,
  hotels: (body: HotelSearchRequest) => [...dealKeys.lists(), 'hotels', body] as const,
  activities: (body: ActivitySearchRequest) => [...dealKeys.lists(), 'activities', body] as const,
  cars: (body: CarSearchRequest) => [...dealKeys.lists(), 'cars', body] as const,
};

export const dealQueries = {
  hotels: (api: ApiClient, body: HotelSearchRequest) =>
    queryOptions({ queryKey: dealKeys.hotels(body), queryFn: ({ signal }) => fetchHotelDeals(api, body, signal) }),
  activities: (api: ApiClient, body: ActivitySearchRequest) =>
    queryOptions({ queryKey: dealKeys.activities(body), queryFn: ({ signal }) => fetchActivityDeals(api, body, signal) }),
  cars: (api: ApiClient, body: CarSearchRequest) =>
    queryOptions({ queryKey: dealKeys.cars(body), queryFn: ({ signal }) => fetchCarDeals(api, body, signal) }),
};
