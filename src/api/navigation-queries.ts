import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { fetchAgencyNavigation } from './navigation.ts';

/* TanStack Query keys and options for navigation.ts, apart so the fetch module never loads React. */

export const navigationKeys = {
  all: ['navigation'] as const,
  agency: () => [...navigationKeys.all, 'agency'] as const,
};

export const navigationQueries = {
  agency: (api: ApiClient) => queryOptions({ queryKey: navigationKeys.agency(), queryFn: () => fetchAgencyNavigation(api) }),
};
