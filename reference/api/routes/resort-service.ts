import { daysBetween } from '../../../src/contract/rules.ts';
import {
  availabilityQuery,
  holdCheckQuery,
  holdRequest,
  itineraryUpdateRequest,
  keyQuery,
  regionsQuery,
  resortDealsQuery,
  resortDealsRequest,
} from '../../../src/contract/schemas/storefront.ts';
import { REFERENCE_SERVICE_MOUNTS } from '../../../src/contract/sites.ts';
import { countryName, placeName } from '../../../src/contract/rules.ts';
import type { Booking } from '../bookings.ts';
import { currentUser } from '../current-user.ts';
import { idempotent } from '../idempotency.ts';
import { REGIONS, RESORTS } from '../../demo/resorts.ts';
import type { AgencyRecord, DemoUser } from '../../demo/types.ts';
import type { HoldState } from '../store.ts';
import { HttpError, ok, openRoute, queryOf, validate, type Context, type Route } from '../router.ts';
import { BOOKABLE_DATES } from '../../rules/bookable-dates.js';
import { todayOf, validateBookable } from '../bookable-dates.ts';
import { rateFor } from './currency.ts';
import { search } from './search.ts';

const BASE = REFERENCE_SERVICE_MOUNTS.resort;
/** Stays longer than this are not offered (available false); SPEC §5 caps a stay at 60 days. */
const MAX_BOOKABLE_NIGHTS = 28;
/** Eagle Beach Retreat is always sold out, so the storefront can show its unavailable state. */
const SOLD_OUT = new Set(['R-7003']);

type Resort = (typeof RESORTS)[number];
type Stay = { property_id: string; check_in: string; check_out: string; adults: number; children: number; currency: string };

const regionName = (id: number) => REGIONS.find((region) => region.id === id)?.name ?? '';
const cents = (value: number) => Math.round(value * 100) / 100;
const resortOf = (propertyId: string): Resort => {
  const resort = RESORTS.find((r) => r.property_id === propertyId);
  if (!resort) throw new HttpError(404, 'resort.propertyNotFound');
  return resort;
};

/** The stay priced in its currency (400 for one without a rate), and whether it can be booked. */
function availability(resort: Resort, stay: Stay) {
  const nights = daysBetween(stay.check_in, stay.check_out);
  const nightly_rate = cents(resort.nightly * rateFor(stay.currency));
  return {
    property_id: resort.property_id,
    available: nights <= MAX_BOOKABLE_NIGHTS && !SOLD_OUT.has(resort.property_id),
    nights,
    adults: stay.adults,
    children: stay.children,
    nightly_rate,
    total: cents(nightly_rate * nights),
    currency: stay.currency,
    property: {
      name: resort.name,
      image: resort.image,
      region: regionName(resort.regionId),
      countryCode: resort.countryCode,
      star_rating: resort.stars,
      all_inclusive: resort.allInclusive,
    },
  };
}

/** Great-circle distance in km, to list the resorts nearest the asked position first. */
function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
}

/** The logged-in traveller of the Origin's agency, if the call carries one's token. */
function travellerOf(ctx: Context & { agency?: AgencyRecord }): { agency: AgencyRecord; user: DemoUser; key: string } | undefined {
  const agency = ctx.agency;
  const user = agency && currentUser({ ...ctx, agency });
  return agency && user ? { agency, user, key: `${agency.subdomain}/${user.id}` } : undefined;
}

/**
 * A hold someone else placed or booked is not shown to be there (404, as an unknown one): its
 * reference is short enough to guess. One placed without a log-in belongs to no one yet.
 */
function ownHold(ctx: Context & { agency?: AgencyRecord }, reference: string): HoldState {
  const hold = ctx.store.holds.get(reference);
  const owner = ctx.store.holds.ownerOf(reference);
  if (!hold || (owner !== undefined && owner !== travellerOf(ctx)?.key)) throw new HttpError(404, 'hold.notFound');
  return hold;
}

/** A confirmed stay as a booking of the traveller (routes/bookings.ts), listed by My Trips. */
function resortBooking(hold: HoldState, agency: AgencyRecord, user: DemoUser, payment: Booking['payment']): Omit<Booking, 'reference' | 'status' | 'createdAt'> {
  const resort = resortOf(hold.property_id);
  return {
    agency: agency.subdomain,
    userId: user.id,
    service: 'resort',
    offerId: resort.property_id,
    title: resort.name,
    image: resort.image,
    // Bookings are stored in English, as the other services' are.
    location: placeName([regionName(resort.regionId), countryName(resort.countryCode, 'en')]),
    facts: [
      { key: 'checkIn', value: hold.check_in },
      { key: 'checkOut', value: hold.check_out },
      { key: 'nights', value: String(daysBetween(hold.check_in, hold.check_out)) },
      { key: 'guests', value: String(hold.adults + hold.children) },
      { key: 'allInclusive', value: resort.allInclusive ? 'yes' : 'no' },
    ],
    startDate: hold.check_in,
    endDate: hold.check_out,
    price: { amount: hold.total, currency: hold.currency },
    traveller: { firstName: user.firstName, lastName: user.lastName, email: user.email },
    // The hold's approved payment (POST /api/bookings with its hold), as My Trips shows it for every service.
    ...(payment ? { payment } : {}),
  };
}

const resortDeal = (resort: Resort, rate: number, currency: string) => ({
  property_id: resort.property_id,
  name: resort.name,
  image: resort.image,
  region: regionName(resort.regionId),
  countryCode: resort.countryCode,
  lat: resort.lat,
  lon: resort.lon,
  star_rating: resort.stars,
  nightly_rate: cents(resort.nightly * rate),
  currency,
  all_inclusive: resort.allInclusive,
});

/** SPEC §7 resort service: a separate backend, not scoped to an agency. */
export const resortServiceRoutes: Route[] = [
  openRoute('GET', `${BASE}/search`, (ctx) => {
    const { key } = validate(keyQuery, queryOf(ctx.url));
    const regions = REGIONS.map((r) => ({
      id: `region-${r.id}`,
      name: r.name,
      type: 'region' as const,
      region: r.parent_id ? regionName(r.parent_id) : r.name,
      lat: r.lat,
      lon: r.lon,
    }));
    const resorts = RESORTS.map((r) => ({
      id: r.property_id,
      name: r.name,
      type: 'resort' as const,
      region: regionName(r.regionId),
      countryCode: r.countryCode,
      lat: r.lat,
      lon: r.lon,
    }));
    return ok({ data: search([...resorts, ...regions], key, (s) => [s.name, s.region]).items });
  }),
  openRoute('POST', `${BASE}/properties/deals`, async (ctx) => {
    const { currency } = validate(resortDealsQuery, queryOf(ctx.url));
    const at = validate(resortDealsRequest, await ctx.body());
    const rate = rateFor(currency);
    const nearest = [...RESORTS].sort((a, b) => distanceKm(at.lat, at.lon, a.lat, a.lon) - distanceKm(at.lat, at.lon, b.lat, b.lon));
    return ok({ data: nearest.map((resort) => resortDeal(resort, rate, currency)) });
  }),
  // Priced in the asked currency; over 28 nights, or at a sold-out property, available is false.
  // A stay that cannot be booked at all (a past check_in, SPEC §5's 60 nights) is a 400.
  openRoute('GET', `${BASE}/properties/availability`, (ctx) => {
    const query = validateBookable(availabilityQuery, queryOf(ctx.url), BOOKABLE_DATES.resortStay, todayOf(ctx), 'plain');
    return ok({ data: availability(resortOf(query.property_id), query) });
  }),
  openRoute('GET', `${BASE}/properties/hold-check`, (ctx) => {
    const { reference_number } = validate(holdCheckQuery, queryOf(ctx.url));
    return ok({ data: ownHold(ctx, reference_number) });
  }),
  // Places a hold: HELD until now + the hold TTL, then EXPIRED. 201 with the hold, which belongs to
  // the logged-in traveller who placed it.
  openRoute('POST', `${BASE}/itineraries`, async (ctx) => {
    const stay = validateBookable(holdRequest, await ctx.body(), BOOKABLE_DATES.resortStay, todayOf(ctx), 'plain');
    const offer = availability(resortOf(stay.property_id), stay);
    if (!offer.available) throw new HttpError(409, 'resort.unavailable');
    const { property_id, check_in, check_out, adults, children, currency } = stay;
    const placed = ctx.store.holds.place({ property_id, check_in, check_out, adults, children, total: offer.total, currency }, travellerOf(ctx)?.key);
    return ok({ data: placed }, 201);
  }),
  // SPEC §4, §7: PUT with status RELEASE releases a booking hold; CONFIRM books it for the
  // logged-in traveller (401 without one): the stay becomes their booking, which My Trips lists.
  // A logged-in traveller's Idempotency-Key answers a repeat with the first answer (idempotency.ts).
  openRoute('PUT', `${BASE}/itineraries`, idempotent((ctx) => travellerOf(ctx)?.key, async (ctx) => {
    const update = validate(itineraryUpdateRequest, await ctx.body());
    const traveller = update.status === 'CONFIRM' ? travellerOf(ctx) : undefined;
    if (update.status === 'CONFIRM' && !traveller) throw new HttpError(401, 'auth.unauthorized');
    const hold = ownHold(ctx, update.reference_number);
    if (hold.status === 'EXPIRED') throw new HttpError(409, 'hold.expired');
    if (update.status === 'RELEASE') {
      if (hold.status === 'CONFIRMED') throw new HttpError(409, 'hold.confirmed');
      if (hold.status === 'RELEASED') throw new HttpError(409, 'hold.alreadyReleased');
      return ok({ data: ctx.store.holds.end(hold.reference_number, 'RELEASED') });
    }
    if (hold.status === 'RELEASED') throw new HttpError(409, 'hold.released');
    if (hold.status === 'CONFIRMED' || !traveller) return ok({ data: hold });
    // Confirmed and claimed before the write, so a second Confirm meanwhile books nothing twice.
    const booked = ctx.store.holds.end(hold.reference_number, 'CONFIRMED');
    ctx.store.holds.claim(booked.reference_number, traveller.key);
    if (!ctx.store.bookings.has(booked.reference_number)) await ctx.store.bookings.add(resortBooking(booked, traveller.agency, traveller.user, ctx.store.holds.paymentOf(booked.reference_number)), ctx.store.now(), booked.reference_number);
    return ok({ data: booked });
  })),
  openRoute('GET', `${BASE}/regions`, (ctx) => {
    const query = validate(regionsQuery, queryOf(ctx.url));
    if (!query.ids) return ok({ data: REGIONS.filter((r) => r.parent_id === null) });
    const ids = query.ids;
    const data = query.children ? REGIONS.filter((r) => r.parent_id !== null && ids.includes(r.parent_id)) : REGIONS.filter((r) => ids.includes(r.id));
    return ok({ data });
  }),
];
