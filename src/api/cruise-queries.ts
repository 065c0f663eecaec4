import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { fetchEnabledShipLines, fetchShipLines } from './cruise.ts';

/* TanStack Query keys and options for cruise.ts, apart so the fetch module never loads React. */

export const cruiseKeys = {
  all: ['cruise'] as const,
  shipLines: () => [...cruiseKeys.all, 'ship-lines'] as const,
  enabledShipLines: () => [...cruiseKeys.all, 'enabled-ship-lines'] as const,
};

export const cruiseQueries = {
  shipLines: (api: ApiClient) => queryOptions({ queryKey: cruiseKeys.shipLines(), queryFn: () => fetchShipLines(api) }),
  enabledShipLines: (api: ApiClient) =>
    queryOptions({ queryKey: cruiseKeys.enabledShipLines(), queryFn: () => fetchEnabledShipLines(api) }),
};
