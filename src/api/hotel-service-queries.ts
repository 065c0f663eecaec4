import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import type { HotelServiceDealsParams } from './hotel-service.ts';

/*
 * TanStack Query keys and options for hotel-service.ts, apart so the fetch module never loads React.
 * The fetch module (with its schemas) and the client load when the query first runs (see
 * src/api/deals/deals-queries.ts for why).
 */

export const hotelServiceKeys = {
  all: ['services', 'hotel'] as const,
  deals: (params: HotelServiceDealsParams) => [...hotelServiceKeys.all, 'deals', params] as const,
};

export const hotelServiceQueries = {
  deals: (hotelApi: ApiClient | Promise<ApiClient>, params: HotelServiceDealsParams) =>
    queryOptions({
      queryKey: hotelServiceKeys.deals(params),
      queryFn: async ({ signal }) => {
        const [{ fetchHotelServiceDeals }, client] = await Promise.all([import('./hotel-service.ts'), hotelApi]);
        return fetchHotelServiceDeals(client, params, signal);
      },
    }),
};
