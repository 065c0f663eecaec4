import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { fetchCurrentPayment } from './payment.ts';

/* TanStack Query keys and options for payment.ts, apart so the fetch module never loads React. */

export const paymentKeys = {
  all: ['payment'] as const,
  current: () => [...paymentKeys.all, 'current'] as const,
};

export const paymentQueries = {
  current: (api: ApiClient) => queryOptions({ queryKey: paymentKeys.current(), queryFn: () => fetchCurrentPayment(api) }),
};
