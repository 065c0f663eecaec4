import { atom, task } from 'nanostores';
import type { ApiClient } from '../api/client.ts';
import type { GeoLocation } from '../api/geolocation.ts';

/** SPEC §3, §9: the geolocation a visitor has until (or unless) the lookup answers. */
export const DEFAULT_GEOLOCATION: GeoLocation = { country: 'United States', countryCode: 'US', lat: 38.9072, lon: -77.0369 };

/** SPEC §3 User flags: geoLocation; United States until the lookup answers, and when it fails. */
export const $geoLocation = atom<GeoLocation>(DEFAULT_GEOLOCATION);

let lookup: Promise<GeoLocation> | undefined;

/** Looks the visitor up once per page; never rejects, since a failed lookup means the default. */
export function loadGeoLocation(api: () => ApiClient | Promise<ApiClient>): Promise<GeoLocation> {
  lookup ??= task(async () => {
    try {
      // The schema module loads with the call, not with the page (see stores/currency.ts).
      const [{ fetchGeoLocation }, client] = await Promise.all([import('../api/geolocation.ts'), api()]);
      $geoLocation.set(await fetchGeoLocation(client));
    } catch (error) {
      console.warn('Geolocation lookup failed; using the default (United States).', error);
      $geoLocation.set(DEFAULT_GEOLOCATION);
    }
    return $geoLocation.get();
  });
  return lookup;
}
