import { ALL_COUNTRIES } from '../../demo/countries.ts';
import { agencyRoute, HttpError, ok, type Route } from '../router.ts';

/**
 * The environment variable naming the country every visitor is "located" in (ISO code).
 * A real lookup goes by the client's IP address; here every client is on this machine, so the
 * answer is chosen by the operator, and is the spec's default (United States, SPEC §9) without one.
 * Tests in the browser mock the answer instead.
 */
export const GEO_COUNTRY_ENV = 'REFERENCE_GEO_COUNTRY';
export const DEFAULT_GEO_COUNTRY = 'US';

/** A position in each demo country: its capital, rounded to 4 decimals. */
const CAPITALS: Record<string, [lat: number, lon: number]> = {
  AE: [24.4539, 54.3773], AR: [-34.6037, -58.3816], AT: [48.2082, 16.3738], AU: [-35.2809, 149.13],
  BE: [50.8503, 4.3517], BR: [-15.7939, -47.8828], CA: [45.4215, -75.6972], CH: [46.948, 7.4474],
  CL: [-33.4489, -70.6693], CN: [39.9042, 116.4074], CO: [4.711, -74.0721], DE: [52.52, 13.405],
  DK: [55.6761, 12.5683], EG: [30.0444, 31.2357], ES: [40.4168, -3.7038], FI: [60.1699, 24.9384],
  FR: [48.8566, 2.3522], GB: [51.5074, -0.1278], GR: [37.9838, 23.7275], ID: [-6.2088, 106.8456],
  IE: [53.3498, -6.2603], IN: [28.6139, 77.209], IS: [64.1466, -21.9426], IT: [41.9028, 12.4964],
  JO: [31.9454, 35.9284], JP: [35.6762, 139.6503], KW: [29.3759, 47.9774], MA: [34.0209, -6.8416],
  MV: [4.1755, 73.5093], MX: [19.4326, -99.1332], NL: [52.3676, 4.9041], NO: [59.9139, 10.7522],
  NZ: [-41.2865, 174.7762], PT: [38.7223, -9.1393], QA: [25.2854, 51.531], SA: [24.7136, 46.6753],
  SE: [59.3293, 18.0686], SG: [1.3521, 103.8198], TH: [13.7563, 100.5018], TR: [39.9334, 32.8597],
  US: [38.9072, -77.0369], ZA: [-25.7479, 28.2293],
};

/** SPEC §3 User flags geoLocation: { country, countryCode, lat, lon } for `code`. */
export function geoLocationOf(code: string) {
  const country = ALL_COUNTRIES.find((entry) => entry.code === code);
  const position = CAPITALS[code];
  if (!country || !position) {
    throw new HttpError(500, { text: `${GEO_COUNTRY_ENV}=${code} names no country of the reference API (one of ${Object.keys(CAPITALS).join(', ')})` });
  }
  return { country: country.name, countryCode: country.code, lat: position[0], lon: position[1] };
}

export const geolocationRoutes: Route[] = [
  // Path ours: SPEC §3 names the flag and its default, not the call.
  agencyRoute('GET', '/api/user/geolocation', () =>
    ok({ data: geoLocationOf((process.env[GEO_COUNTRY_ENV] || DEFAULT_GEO_COUNTRY).trim().toUpperCase()) }),
  ),
];
