import { activitySearchRequest, carSearchRequest, hotelSearchRequest } from '../../../src/api/deals/search-requests.ts';
import { ACTIVITY_DEALS } from '../demo/activity-deals.ts';
import { CAR_DEALS } from '../demo/car-deals.ts';
import { HOTEL_DEALS } from '../demo/hotel-deals.ts';
import type { AgencyRecord, DealKind } from '../demo/types.ts';
import { agencyRoute, HttpError, ok, validate, type Route } from '../router.ts';
import { convert, rateFor } from './currency.ts';

const MONEY = ['publishedRate', 'totalRate', 'savedPrice', 'baseRate', 'taxAndFee'] as const;

/**
 * The agency's deals of one kind: an empty list for its banner state (noDealsFor), or HTTP 500
 * with a server message for its failure state (failingDealsFor).
 */
function dealsOf<T>(record: AgencyRecord, kind: DealKind, deals: readonly T[]): readonly T[] {
  const failure = record.failingDealsFor?.[kind];
  if (failure) throw new HttpError(500, failure);
  return record.noDealsFor?.includes(kind) ? [] : deals;
}

/** A destination search narrows by name; the home page's empty searchString keeps everything. */
const matches = (text: string, ...fields: string[]) => !text || fields.some((field) => field.toLowerCase().includes(text.toLowerCase()));

export const dealRoutes: Route[] = [
  // SPEC §7: the hotel search answers `{ "response": [ … ] }`, priced in the requested currency.
  agencyRoute('POST', '/api/dealray/deals/hotel-search', async (ctx) => {
    const search = validate(hotelSearchRequest, await ctx.body());
    const rate = rateFor(search.currency);
    const response = dealsOf(ctx.agency, 'hotels', HOTEL_DEALS)
      .filter((deal) => matches(search.searchString, deal.hotel.hotelDetails.name))
      .map((deal) => ({ ...deal, rates: convert(deal.rates, rate, MONEY) }));
    return ok({ response });
  }),
  // SPEC §7 gives the activity and car searches no currency: they answer USD.
  agencyRoute('POST', '/api/dealray/deals/activity-search', async (ctx) => {
    validate(activitySearchRequest, await ctx.body());
    return ok({ data: dealsOf(ctx.agency, 'activities', ACTIVITY_DEALS) });
  }),
  agencyRoute('POST', '/api/dealray/deals/car-search', async (ctx) => {
    const search = validate(carSearchRequest, await ctx.body());
    return ok({ data: dealsOf(ctx.agency, 'cars', CAR_DEALS).filter((deal) => matches(search.searchString, deal.pickupLocation, deal.veh ?? deal.name ?? '')) });
  }),
];
