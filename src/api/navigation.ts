import * as z from 'zod/mini';
import type { ApiClient } from './client.ts';
import { dataList } from './envelopes.ts';
import { httpUrl, siteLink } from '../validation/fields.ts';

/** An internal path, or an http(s) link for the few items that leave the site (the academy). */
const navPath = z.union([siteLink, httpUrl], { error: 'must be a site-relative path or an http(s) URL' });

const navigationLeafSchema = z.object({
  label: z.string().check(z.minLength(1)),
  path: navPath,
  /** SPEC §3 read permission: items without it are greyed (SPEC §2.11). */
  read: z.boolean(),
});

/** SPEC §3 Navigation item; a group (Settings, Wallet) carries its items in `children`. */
export const navigationItemSchema = z.extend(navigationLeafSchema, {
  children: z.optional(z.array(navigationLeafSchema)),
});
export type NavigationItem = z.output<typeof navigationItemSchema>;

/** SPEC §7 GET api/agency/navigations: the customer navigation of the agency. */
export const agencyNavigationAnswer = dataList(navigationItemSchema);

export const navigationPaths = {
  agency: '/api/agency/navigations',
} as const;

export const fetchAgencyNavigation = async (api: ApiClient) =>
  (await api.get(navigationPaths.agency, agencyNavigationAnswer)).data;
