import { z } from 'zod';
import { canRead } from '../agent-access.ts';
import { currentUser } from '../current-user.ts';
import { SHIP_LINES } from '../../demo/cruise.ts';
import type { OfferQueries, Service } from '../../demo/offers.ts';
import { ACTIVITY_DESTINATIONS, CAR_LOCATIONS, HOTEL_LOCATIONS } from '../../demo/places.ts';
import { REGIONS } from '../../demo/resorts.ts';
import { SEARCH_PAGE, type NewSearch } from '../proposals.ts';
import type { AgencyContext } from '../router.ts';

/* SPEC §2.11 Searches: what the results call (offers.ts) records of an agent's search, and the
 * search's page and query as the proposal calls (proposals.ts) check them too. */

/** The results page of each service's search when the page does not name its own. */
export const DEFAULT_SEARCH_PAGE = (service: Service) => `/booknow/${service}/search`;

export const searchPage = z.string().max(120).regex(SEARCH_PAGE, 'searchPage must be a site path');
export const searchQuery = z
  .record(z.string().max(40), z.string().max(500), { error: 'query must be the search query' })
  .refine((query) => Object.keys(query).length <= 20, 'query has too many fields');

const placeName = (list: readonly { id: string; name: string }[], id: string) => list.find((p) => p.id === id)?.name ?? id;

/** SPEC §2.11 Searches: what was searched, in words a list can show: place, dates, guests. */
export function searchSummary<S extends Service>(service: S, query: OfferQueries[S], raw: Record<string, string>): Omit<NewSearch, 'agency' | 'userId' | 'service' | 'searchPage' | 'query'> {
  switch (service) {
    case 'hotels': {
      const q = query as OfferQueries['hotels'];
      const guests = q.rooms.reduce((sum, room) => sum + room.adults + room.children.length, 0);
      return { place: raw.destinationName || placeName(HOTEL_LOCATIONS, q.destination), startDate: q.checkIn, endDate: q.checkOut, guests };
    }
    case 'flights': {
      const q = query as OfferQueries['flights'];
      return { place: `${q.from} – ${q.to}`, startDate: q.departDate, ...(q.returnDate ? { endDate: q.returnDate } : {}), guests: q.adults + q.children + q.infants };
    }
    case 'cars': {
      const q = query as OfferQueries['cars'];
      return { place: raw.pickUpName || placeName(CAR_LOCATIONS, q.pickUp), startDate: q.pickUpDate, endDate: q.dropOffDate };
    }
    case 'activities': {
      const q = query as OfferQueries['activities'];
      return { place: raw.destinationName || placeName(ACTIVITY_DESTINATIONS, q.destination), startDate: q.startDate, endDate: q.endDate };
    }
    case 'cruise': {
      const q = query as OfferQueries['cruise'];
      const line = SHIP_LINES.find((l) => String(l.id) === q.line || l.code === q.line);
      return { place: line?.name ?? q.line, startDate: `${q.month}-01`, guests: q.guests.reduce((sum, g) => sum + g.count, 0) };
    }
    default: {
      const q = query as OfferQueries['resort'];
      const region = REGIONS.find((r) => r.id === q.region);
      return { place: raw.regionName || (region?.name ?? ''), startDate: q.checkIn, endDate: q.checkOut, guests: q.adults };
    }
  }
}

/**
 * SPEC §2.11 Searches: a results call of a travel agent who may read /searches is recorded with
 * its results page (`searchPage`, else the service's) and the query the page sent, so the list
 * opens the same results again. Nothing is recorded for customers, anonymous visitors, or a query
 * too large to keep.
 */
export async function recordSearch<S extends Service>(ctx: AgencyContext, service: S, query: OfferQueries[S], raw: Record<string, string>): Promise<void> {
  const user = currentUser(ctx);
  if (!user || !canRead(ctx.agency, user, '/searches')) return;
  const { currency: _currency, searchPage: page, ...kept } = raw;
  const parsedQuery = searchQuery.safeParse(kept);
  if (!parsedQuery.success) return;
  const parsedPage = searchPage.safeParse(page);
  await ctx.store.searches.add(
    {
      agency: ctx.agency.subdomain,
      userId: user.id,
      service,
      searchPage: parsedPage.success ? parsedPage.data : DEFAULT_SEARCH_PAGE(service),
      query: parsedQuery.data,
      ...searchSummary(service, query, raw),
    },
    ctx.store.now(),
  );
}

