import { queryOptions } from '@tanstack/react-query';
import { fetchAboutUs, fetchAgency, fetchFaq } from './agency.ts';
import type { ApiClient } from './client.ts';

/* TanStack Query keys and options for agency.ts, apart so the fetch module (which the build calls) never loads React. */

export const agencyKeys = {
  all: ['agency'] as const,
  detail: () => [...agencyKeys.all, 'detail'] as const,
  aboutUs: () => [...agencyKeys.all, 'about-us'] as const,
  faqs: () => [...agencyKeys.all, 'faqs'] as const,
};

export const agencyQueries = {
  detail: (api: ApiClient) => queryOptions({ queryKey: agencyKeys.detail(), queryFn: () => fetchAgency(api) }),
  aboutUs: (api: ApiClient) => queryOptions({ queryKey: agencyKeys.aboutUs(), queryFn: () => fetchAboutUs(api) }),
  faqs: (api: ApiClient) => queryOptions({ queryKey: agencyKeys.faqs(), queryFn: () => fetchFaq(api) }),
};
