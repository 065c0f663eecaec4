import * as z from 'zod/mini';
import type { ApiClient } from './client.ts';
import { dataOf } from './envelopes.ts';
import { countryCode, latitude, longitude } from '../validation/fields.ts';

/** SPEC §3 User flags: geoLocation, the visitor's country and position. */
export const geoLocationSchema = z.object({
  country: z.string().check(z.minLength(1)),
  countryCode,
  lat: latitude,
  lon: longitude,
});
export type GeoLocation = z.output<typeof geoLocationSchema>;


/** GET /api/user/geolocation (path ours: the spec names the flag, not the call). */
export const geoLocationAnswer = dataOf(geoLocationSchema);

export const geoLocationPaths = {
  lookup: '/api/user/geolocation',
} as const;

export const fetchGeoLocation = async (api: ApiClient) =>
  (await api.get(geoLocationPaths.lookup, geoLocationAnswer)).data;
