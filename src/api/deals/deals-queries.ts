import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client.ts';
import type { ActivitySearchRequest, CarSearchRequest, HotelSearchRequest } from './search-requests.ts';

/*
 * TanStack Query keys and options for the deal calls, apart so calls.ts never loads React.
 * The calls (with their zod schemas) and the client load when a query first runs, not with the
 * page: the home page's deals island builds these options as it starts (home-page JS budget),
 * and the page has already asked for both modules (src/stores/currency.ts), so no time is lost.
 */

type Calls = typeof import('./calls.ts');
/** The client, or its module still loading. */
type Client = ApiClient | Promise<ApiClient>;

const run = async <T>(api: Client, call: (calls: Calls, client: ApiClient) => Promise<T>): Promise<T> => {
  const [calls, client] = await Promise.all([import('./calls.ts'), api]);
  return call(calls, client);
};

export const dealKeys = {
  all: ['deals'] as const,
  lists: () => [...dealKeys.all, 'list'] as const,
  hotels: (body: HotelSearchRequest) => [...dealKeys.lists(), 'hotels', body] as const,
  activities: (body: ActivitySearchRequest) => [...dealKeys.lists(), 'activities', body] as const,
  cars: (body: CarSearchRequest) => [...dealKeys.lists(), 'cars', body] as const,
};

export const dealQueries = {
  hotels: (api: Client, body: HotelSearchRequest) =>
    queryOptions({ queryKey: dealKeys.hotels(body), queryFn: ({ signal }) => run(api, (calls, client) => calls.fetchHotelDeals(client, body, signal)) }),
  activities: (api: Client, body: ActivitySearchRequest) =>
    queryOptions({ queryKey: dealKeys.activities(body), queryFn: ({ signal }) => run(api, (calls, client) => calls.fetchActivityDeals(client, body, signal)) }),
  cars: (api: Client, body: CarSearchRequest) =>
    queryOptions({ queryKey: dealKeys.cars(body), queryFn: ({ signal }) => run(api, (calls, client) => calls.fetchCarDeals(client, body, signal)) }),
};
