import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { fetchRegions, fetchResortDeals, fetchSubregions } from './resort-service.ts';

/* TanStack Query keys and options for resort-service.ts, apart so the fetch module never loads React. */

export const resortServiceKeys = {
  all: ['services', 'resort'] as const,
  deals: (lat: number, lon: number, currency: string) => [...resortServiceKeys.all, 'deals', { lat, lon, currency }] as const,
  regions: () => [...resortServiceKeys.all, 'regions'] as const,
  subregions: (ids: number[]) => [...resortServiceKeys.all, 'regions', ids] as const,
};

export const resortServiceQueries = {
  deals: (resortApi: ApiClient, lat: number, lon: number, currency = 'USD') =>
    queryOptions({
      queryKey: resortServiceKeys.deals(lat, lon, currency),
      queryFn: ({ signal }) => fetchResortDeals(resortApi, { lat, lon }, currency, signal),
    }),
  regions: (resortApi: ApiClient) => queryOptions({ queryKey: resortServiceKeys.regions(), queryFn: () => fetchRegions(resortApi) }),
  subregions: (resortApi: ApiClient, ids: number[]) =>
    queryOptions({ queryKey: resortServiceKeys.subregions(ids), queryFn: () => fetchSubregions(resortApi, ids) }),
};
