import {
  availabilityQuery,
  holdCheckQuery,
  itineraryUpdateRequest,
  keyQuery,
  regionsQuery,
  resortDealsQuery,
  resortDealsRequest,
} from '../../../src/api/service-requests.ts';
import { REFERENCE_SERVICE_MOUNTS } from '../../../src/api/service-mounts.ts';
import { REGIONS, RESORTS } from '../demo/resorts.ts';
import { HttpError, ok, openRoute, queryOf, validate, type Route } from '../router.ts';
import { rateFor } from './currency.ts';
import { search } from './search.ts';

const BASE = REFERENCE_SERVICE_MOUNTS.resort;
const DAY_MS = 86_400_000;

const regionName = (id: number) => REGIONS.find((region) => region.id === id)?.name ?? '';

/** Great-circle distance in km, to list the resorts nearest the asked position first. */
function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
}

const resortDeal = (resort: (typeof RESORTS)[number], rate: number, currency: string) => ({
  property_id: resort.property_id,
  name: resort.name,
  image: resort.image,
  region: regionName(resort.regionId),
  countryCode: resort.countryCode,
  lat: resort.lat,
  lon: resort.lon,
  star_rating: resort.stars,
  nightly_rate: Math.round(resort.nightly * rate * 100) / 100,
  currency,
  all_inclusive: resort.allInclusive,
});

/** SPEC §7 resort service: a separate backend, not scoped to an agency. */
export const resortServiceRoutes: Route[] = [
  openRoute('GET', `${BASE}/search`, (ctx) => {
    const { key } = validate(keyQuery, queryOf(ctx.url));
    const regions = REGIONS.map((r) => ({ id: `region-${r.id}`, name: r.name, type: 'region' as const, region: r.parent_id ? regionName(r.parent_id) : r.name }));
    const resorts = RESORTS.map((r) => ({ id: r.property_id, name: r.name, type: 'resort' as const, region: regionName(r.regionId), countryCode: r.countryCode }));
    return ok({ data: search([...resorts, ...regions], key, (s) => [s.name, s.region]).items });
  }),
  openRoute('POST', `${BASE}/properties/deals`, async (ctx) => {
    const { currency } = validate(resortDealsQuery, queryOf(ctx.url));
    const at = validate(resortDealsRequest, await ctx.body());
    const rate = rateFor(currency);
    const nearest = [...RESORTS].sort((a, b) => distanceKm(at.lat, at.lon, a.lat, a.lon) - distanceKm(at.lat, at.lon, b.lat, b.lon));
    return ok({ data: nearest.map((resort) => resortDeal(resort, rate, currency)) });
  }),
  openRoute('GET', `${BASE}/properties/availability`, (ctx) => {
    const query = validate(availabilityQuery, queryOf(ctx.url));
    const resort = RESORTS.find((r) => r.property_id === query.property_id);
    if (!resort) throw new HttpError(404, 'Property not found');
    const nights = Math.round((Date.parse(query.check_out) - Date.parse(query.check_in)) / DAY_MS);
    return ok({ data: { property_id: resort.property_id, available: nights <= 21, nights, total: resort.nightly * nights, currency: 'USD' } });
  }),
  openRoute('GET', `${BASE}/properties/hold-check`, (ctx) => {
    const { reference_number } = validate(holdCheckQuery, queryOf(ctx.url));
    const hold = ctx.store.holds.get(reference_number);
    if (!hold) throw new HttpError(404, 'Hold not found');
    return ok({ data: hold });
  }),
  // SPEC §4, §7: PUT with status RELEASE releases a booking hold.
  openRoute('PUT', `${BASE}/itineraries`, async (ctx) => {
    const update = validate(itineraryUpdateRequest, await ctx.body());
    const hold = ctx.store.holds.get(update.reference_number);
    if (!hold) throw new HttpError(404, 'Hold not found');
    if (update.status === 'RELEASE') {
      if (hold.status === 'CONFIRMED') throw new HttpError(409, 'A confirmed booking cannot be released');
      hold.status = 'RELEASED';
    } else {
      if (hold.status === 'RELEASED') throw new HttpError(409, 'A released hold cannot be confirmed');
      hold.status = 'CONFIRMED';
    }
    hold.expires_at = null;
    return ok({ data: hold });
  }),
  openRoute('GET', `${BASE}/regions`, (ctx) => {
    const query = validate(regionsQuery, queryOf(ctx.url));
    if (!query.ids) return ok({ data: REGIONS.filter((r) => r.parent_id === null) });
    const ids = query.ids;
    const data = query.children ? REGIONS.filter((r) => r.parent_id !== null && ids.includes(r.parent_id)) : REGIONS.filter((r) => ids.includes(r.id));
    return ok({ data });
  }),
];
