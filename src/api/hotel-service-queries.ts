import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { fetchHotelServiceDeals, type HotelServiceDealsParams } from './hotel-service.ts';

/* TanStack Query keys and options for hotel-service.ts, apart so the fetch module never loads React. */

export const hotelServiceKeys = {
  all: ['services', 'hotel'] as const,
  deals: (params: HotelServiceDealsParams) => [...hotelServiceKeys.all, 'deals', params] as const,
};

export const hotelServiceQueries = {
  deals: (hotelApi: ApiClient, params: HotelServiceDealsParams) =>
    queryOptions({ queryKey: hotelServiceKeys.deals(params), queryFn: ({ signal }) => fetchHotelServiceDeals(hotelApi, params, signal) }),
};
