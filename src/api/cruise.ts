import * as z from 'zod/mini';
import type { ApiClient } from './client.ts';
import { dataList } from './envelopes.ts';
import { httpUrl } from '../validation/fields.ts';
import { CRUISE_LINE_ROUTES } from '../site/route-catalogue.ts';

/** SPEC §2.3: the cruise-line pages (MSC's is /mcl), from the route catalogue. */
export const CRUISE_LINE_PAGES = CRUISE_LINE_ROUTES;

/** SPEC §3 cruise ship line. The shape is not shown; `page` links the SPEC §2.3 line page. */
export const shipLineSchema = z.object({
  id: z.int().check(z.positive()),
  code: z.string().check(z.regex(/^[A-Z]{2,5}$/, 'must be an upper-case line code such as RCL')),
  name: z.string().check(z.minLength(1)),
  logo: httpUrl,
  page: z.enum(CRUISE_LINE_PAGES),
});
export type ShipLine = z.output<typeof shipLineSchema>;

/** SPEC §7 GET /api/cruise/ship-lines. */
export const shipLinesAnswer = dataList(shipLineSchema);
/** SPEC §7 enabled cruise lines: the lines this agency sells. */
export const enabledShipLinesAnswer = dataList(shipLineSchema);

export const cruisePaths = {
  shipLines: '/api/cruise/ship-lines',
  enabledShipLines: '/api/cruise/enabled-ship-lines',
} as const;

export const fetchShipLines = async (api: ApiClient) => (await api.get(cruisePaths.shipLines, shipLinesAnswer)).data;
export const fetchEnabledShipLines = async (api: ApiClient) =>
  (await api.get(cruisePaths.enabledShipLines, enabledShipLinesAnswer)).data;

/** SPEC §3 Cruise guests: default 2 adults (SPEC §9). */
export const DEFAULT_CRUISE_GUESTS = [
  { type: 'adult', count: 2 },
  { type: 'children', count: 0 },
  { type: 'infant', count: 0 },
] as const;
