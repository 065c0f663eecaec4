import { REFERENCE_SERVICE_MOUNTS } from '../../../src/api/service-mounts.ts';
import { hotelServiceDealsQuery, keyQuery } from '../../../src/api/service-requests.ts';
import { HOTEL_DEALS_V2 } from '../demo/hotel-deals-v2.ts';
import { HOTEL_LOCATIONS } from '../demo/places.ts';
import { ok, openRoute, queryOf, validate, type Route } from '../router.ts';
import { convert, rateFor } from './currency.ts';
import { search } from './search.ts';

const BASE = REFERENCE_SERVICE_MOUNTS.hotel;
const MONEY = ['recommended_selling_price', 'total_rate', 'saved_price', 'base_rate', 'tax_and_fees'] as const;

/** SPEC §7 hotel service: a separate backend, not scoped to an agency. */
export const hotelServiceRoutes: Route[] = [
  openRoute('GET', `${BASE}/deals`, (ctx) => {
    const query = validate(hotelServiceDealsQuery, queryOf(ctx.url));
    const rate = rateFor(query.currency);
    const hotels = HOTEL_DEALS_V2.filter((entry) => !query.top_destination || entry.top).map(({ deal }) => ({
      ...deal,
      rate: convert(deal.rate as Record<string, number | undefined>, rate, MONEY),
    }));
    return ok({ hotels });
  }),
  openRoute('GET', `${BASE}/autocomplete`, (ctx) => {
    const { key } = validate(keyQuery, queryOf(ctx.url));
    return ok({ data: search(HOTEL_LOCATIONS, key, (p) => [p.name, p.city, p.country]).items });
  }),
];
