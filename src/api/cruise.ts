import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from './client.ts';
import { dataList } from './envelopes.ts';
import { httpUrl } from './fields.ts';

/** SPEC §2.3: the cruise-line pages (MSC's is /mcl). */
export const CRUISE_LINE_PAGES = ['/royal-caribbean', '/carnival', '/mcl', '/celebrity', '/disney'] as const;

/** SPEC §3 cruise ship line. The shape is not shown; `page` links the SPEC §2.3 line page. */
export const shipLineSchema = z.object({
  id: z.number().int().positive(),
  code: z.string().regex(/^[A-Z]{2,5}$/, 'must be an upper-case line code such as RCL'),
  name: z.string().min(1),
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

/** SPEC §3 Cruise guests: default 2 adults (SPEC §9). */
export const DEFAULT_CRUISE_GUESTS = [
  { type: 'adult', count: 2 },
  { type: 'children', count: 0 },
  { type: 'infant', count: 0 },
] as const;
