import { atom, task } from 'nanostores';
import type { ApiClient } from '../api/client.ts';
import { DEFAULT_GEOLOCATION, fetchGeoLocation, type GeoLocation } from '../api/geolocation.ts';

/** SPEC §3 User flags: geoLocation; United States until the lookup answers, and when it fails. */
export const $geoLocation = atom<GeoLocation>(DEFAULT_GEOLOCATION);

let lookup: Promise<GeoLocation> | undefined;

/** Looks the visitor up once per page; never rejects, since a failed lookup means the default. */
export function loadGeoLocation(api: () => ApiClient): Promise<GeoLocation> {
  lookup ??= task(async () => {
    try {
      $geoLocation.set(await fetchGeoLocation(api()));
    } catch (error) {
      console.warn('Geolocation lookup failed; using the default (United States).', error);
      $geoLocation.set(DEFAULT_GEOLOCATION);
    }
    return $geoLocation.get();
  });
  return lookup;
}
