import { queryOptions } from '@tanstack/react-query';
import { fetchBusinessInfo } from './business-info.ts';
import type { ApiClient } from './client.ts';

/* TanStack Query keys and options for business-info.ts, apart so the fetch module never loads React. */

export const businessInfoKeys = {
  all: ['business-info'] as const,
  detail: () => [...businessInfoKeys.all, 'detail'] as const,
};

export const businessInfoQueries = {
  detail: (api: ApiClient) => queryOptions({ queryKey: businessInfoKeys.detail(), queryFn: () => fetchBusinessInfo(api) }),
};
