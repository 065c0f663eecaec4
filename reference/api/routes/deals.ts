import { dealSearchWindow } from '../../../src/contract/rules.ts';
import { activitySearchRequest, carSearchRequest, hotelSearchRequest } from '../../../src/contract/schemas/storefront.ts';
import { ACTIVITY_DEAL_DESTINATIONS, ACTIVITY_DEALS } from '../../demo/activity-deals.ts';
import { CAR_DEAL_SEEDS, CAR_DEALS } from '../../demo/car-deals.ts';
import { HOTEL_DEALS, hotelDealId } from '../../demo/hotel-deals.ts';
import { markupShare, type MarkupService } from '../../demo/markups.ts';
import { ACTIVITY_DESTINATIONS, CAR_LOCATIONS } from '../../demo/places.ts';
import { withMarkupShare } from '../../demo/prices.ts';
import type { AgencyRecord, DealKind } from '../../demo/types.ts';
import { dealLink } from '../../rules/deal-links.js';
import { agencyRoute, HttpError, ok, validate, type AgencyContext, type Route } from '../router.ts';
import { convert, rateFor } from './currency.ts';

const MONEY = ['publishedRate', 'totalRate', 'savedPrice', 'baseRate', 'taxAndFee'] as const;

/**
 * The agency's deals of one kind: an empty list for its banner state (noDealsFor), or HTTP 500
 * with a server message for its failure state (failingDealsFor).
 */
function dealsOf<T>(record: AgencyRecord, kind: DealKind, deals: readonly T[]): readonly T[] {
  const failure = record.failingDealsFor?.[kind];
  if (failure) throw new HttpError(500, { text: failure });
  return record.noDealsFor?.includes(kind) ? [] : deals;
}

/** A destination search narrows by name; the home page's empty searchString keeps everything. */
const matches = (text: string, ...fields: string[]) => !text || fields.some((field) => field.toLowerCase().includes(text.toLowerCase()));

/*
 * SPEC §2.6 View Deal: each deal's link opens its details page with the search the deal was found
 * with (deal-links.js names the fields; the offer calls of routes/offers.ts read them).
 */

type HotelSearch = ReturnType<typeof hotelSearchRequest.parse>;
type CarSearch = ReturnType<typeof carSearchRequest.parse>;

/** The rooms of the hotel search as the hotel pages' `rooms` query: one entry a room, the adults shared out, the children in the first. */
function roomsOf(search: HotelSearch): string {
  const rooms = search.occupancies.flatMap((o) =>
    Array.from({ length: o.numOfRoom }, (_, i) => ({ adults: Math.min(8, Math.max(1, Math.round(o.numOfAdults / o.numOfRoom))), children: i === 0 ? o.childAges : [] })),
  );
  return JSON.stringify(rooms);
}

const hotelLink = (deal: (typeof HOTEL_DEALS)[number], search: HotelSearch) =>
  dealLink(deal.link, { destination: hotelDealId(deal), checkIn: search.stayPeriod.start, checkOut: search.stayPeriod.end, rooms: roomsOf(search) });

const placeName = (id: string) => CAR_LOCATIONS.find((p) => p.id === id)?.name ?? '';

function carLink(deal: (typeof CAR_DEALS)[number], search: CarSearch): string {
  const id = new URL(deal.link, 'http://deal.invalid').searchParams.get('offerId')!;
  const seed = CAR_DEAL_SEEDS.get(id)!;
  const [pickUpDate, pickUpTime] = search.pickUpDateTime.split('T') as [string, string];
  const [dropOffDate, dropOffTime] = search.returnDateTime.split('T') as [string, string];
  return dealLink(deal.link, {
    pickUp: seed.pickUpId,
    pickUpName: placeName(seed.pickUpId),
    dropOff: seed.dropOffId,
    dropOffName: placeName(seed.dropOffId),
    pickUpDate,
    pickUpTime: pickUpTime.slice(0, 5),
    dropOffDate,
    dropOffTime: dropOffTime.slice(0, 5),
    driverAge: String(search.age),
    residence: search.countryOfResidence,
  });
}

/** SPEC §7 gives the activity search no dates: its links take the SPEC §9 deal window. */
function activityLink(deal: (typeof ACTIVITY_DEALS)[number], now: Date): string {
  const destination = ACTIVITY_DEAL_DESTINATIONS.get(deal.link.split('/').pop()!)!;
  const window = dealSearchWindow(now);
  const destinationName = ACTIVITY_DESTINATIONS.find((p) => p.id === destination)?.name ?? '';
  return dealLink(deal.link, { destination, destinationName, startDate: window.start, endDate: window.end });
}

/** SPEC §6: the deals carry the markup the agency saved (Markup settings), the demo one until then. */
const shareOf = (ctx: AgencyContext, service: MarkupService) => markupShare(ctx.store.markups.of(ctx.agency.subdomain), service);

export const dealRoutes: Route[] = [
  // SPEC §7: the hotel search answers `{ "response": [ … ] }`, priced in the requested currency.
  agencyRoute('POST', '/api/dealray/deals/hotel-search', async (ctx) => {
    const search = validate(hotelSearchRequest, await ctx.body());
    const rate = rateFor(search.currency);
    const response = dealsOf(ctx.agency, 'hotels', HOTEL_DEALS)
      .filter((deal) => matches(search.searchString, deal.hotel.hotelDetails.name))
      .map((deal) => ({ ...deal, rates: convert(withMarkupShare(deal.rates, shareOf(ctx, 'Hotels')), rate, MONEY), link: hotelLink(deal, search) }));
    return ok({ response });
  }),
  // SPEC §7 gives the activity and car searches no currency: they answer USD.
  agencyRoute('POST', '/api/dealray/deals/activity-search', async (ctx) => {
    validate(activitySearchRequest, await ctx.body());
    const now = new Date();
    const share = shareOf(ctx, 'Activities');
    return ok({ data: dealsOf(ctx.agency, 'activities', ACTIVITY_DEALS).map((deal) => ({ ...deal, rates: withMarkupShare(deal.rates, share), link: activityLink(deal, now) })) });
  }),
  agencyRoute('POST', '/api/dealray/deals/car-search', async (ctx) => {
    const search = validate(carSearchRequest, await ctx.body());
    const deals = dealsOf(ctx.agency, 'cars', CAR_DEALS).filter((deal) => matches(search.searchString, deal.pickupLocation, deal.veh ?? deal.name ?? ''));
    const share = shareOf(ctx, 'Cars');
    return ok({ data: deals.map((deal) => ({ ...deal, rates: withMarkupShare(deal.rates, share), link: carLink(deal, search) })) });
  }),
];
