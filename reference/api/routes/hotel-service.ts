import { REFERENCE_SERVICE_MOUNTS } from '../../../src/contract/sites.ts';
import { hotelServiceDealsQuery, keyQuery } from '../../../src/contract/schemas/storefront.ts';
import { HOTEL_DEALS_V2 } from '../../demo/hotel-deals-v2.ts';
import { markupShare } from '../../demo/markups.ts';
import { HOTEL_LOCATIONS } from '../../demo/places.ts';
import { wholesaleWith } from '../../demo/prices.ts';
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
    // SPEC §6: priced with the hotel markup the asking agency saved (its Origin), the demo one otherwise.
    const share = ctx.agency ? markupShare(ctx.store.markups.of(ctx.agency.subdomain), 'Hotels') : undefined;
    const hotels = HOTEL_DEALS_V2.filter((entry) => !query.top_destination || entry.top).map(({ deal }) => ({
      ...deal,
      rate: convert(
        share === undefined ? deal.rate : { ...deal.rate, base_rate: wholesaleWith(deal.rate.total_rate, deal.rate.tax_and_fees, share) },
        rate,
        MONEY,
      ) as Record<string, number | undefined>,
    }));
    return ok({ hotels });
  }),
  openRoute('GET', `${BASE}/autocomplete`, (ctx) => {
    const { key } = validate(keyQuery, queryOf(ctx.url));
    return ok({ data: search(HOTEL_LOCATIONS, key, (p) => [p.name, p.city, p.country]).items });
  }),
];
