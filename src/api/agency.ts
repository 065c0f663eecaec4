import type * as z from 'zod/mini';
import { agencySchema } from '../tenant/agency.ts';
import { aboutUsSchema, faqSchema } from '../tenant/content.ts';
import type { ApiClient } from './client.ts';
import { dataList, dataOf } from './envelopes.ts';

/** SPEC §7 GET /api/agency. */
export const agencyAnswer = dataOf(agencySchema);
/** SPEC §7 GET /api/agency/about-us: a data list whose first item is used (SPEC §3). */
export const aboutUsAnswer = dataList(aboutUsSchema);
/** SPEC §7 GET /api/agency/faqs: a data list whose first item is used (SPEC §3). */
export const faqsAnswer = dataList(faqSchema);

export const agencyPaths = {
  agency: '/api/agency',
  aboutUs: '/api/agency/about-us',
  faqs: '/api/agency/faqs',
} as const;

export const fetchAgency = async (api: ApiClient) => (await api.get(agencyPaths.agency, agencyAnswer)).data;
export const fetchAboutUs = async (api: ApiClient) => (await api.get(agencyPaths.aboutUs, aboutUsAnswer)).data[0] ?? null;
export const fetchFaq = async (api: ApiClient) => (await api.get(agencyPaths.faqs, faqsAnswer)).data[0] ?? null;

export type AgencyAnswer = z.output<typeof agencyAnswer>;
