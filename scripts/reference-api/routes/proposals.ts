import { z } from 'zod';
import { canRead, requireRead } from '../agent-access.ts';
import { currentUser, requireUser } from '../current-user.ts';
import { SHIP_LINES } from '../demo/cruise.ts';
import { SERVICES, type OfferQueries, type Service } from '../demo/offers.ts';
import { ACTIVITY_DESTINATIONS, CAR_LOCATIONS, HOTEL_LOCATIONS } from '../demo/places.ts';
import { REGIONS } from '../demo/resorts.ts';
import type { DemoUser } from '../demo/types.ts';
import { PROPOSAL_ID, SEARCH_PAGE, type NewSearch, type Proposal } from '../proposals.ts';
import { agencyRoute, HttpError, ok, validate, type AgencyContext, type Route } from '../router.ts';
import { rateFor } from './currency.ts';
import { findOffer, priced } from './offers.ts';

/*
 * SPEC §2.3, §2.4 proposalId, §2.11 Proposals and Searches. SPEC §7 names no call for them, so
 * these paths are ours:
 *   GET  /api/searches               the agent's latest searches, newest first (read flag of /searches)
 *   GET  /api/proposals              the agent's proposals, newest first (read flag of /proposals)
 *   POST /api/proposals              proposes an offer of a search to a client (read flag of /proposals)
 *   GET  /api/proposals/:id          a proposal, for its agent or its client
 *   POST /api/proposals/:id/answer   the client accepts or declines it
 * A search is recorded by the results call itself (GET /api/offers/:service, recordSearch below).
 */

/** The results page of each service's search when the page does not name its own. */
const DEFAULT_SEARCH_PAGE = (service: Service) => `/booknow/${service}/search`;

const proposalParam = z.object({ id: z.string().regex(PROPOSAL_ID, 'id is not a proposal id') });
const searchPage = z.string().max(120).regex(SEARCH_PAGE, 'searchPage must be a site path');
const searchQuery = z
  .record(z.string().max(40), z.string().max(500), { error: 'query must be the search query' })
  .refine((query) => Object.keys(query).length <= 20, 'query has too many fields');

const proposalRequest = z.object({
  service: z.enum(SERVICES, { error: `service must be one of ${SERVICES.join(', ')}` }),
  offerId: z.string({ error: 'offerId is required' }).trim().min(1, 'offerId is required').max(100),
  query: searchQuery,
  currency: z.string({ error: 'currency is required' }).regex(/^[A-Z]{3}$/, 'currency must be a 3-letter code'),
  searchPage: searchPage.optional(),
  clientEmail: z.union([z.literal(''), z.email('Please enter a valid email address').max(254)]).optional(),
  note: z.string().trim().max(500, 'note must be at most 500 characters').optional(),
});
const answerRequest = z.object({ answer: z.enum(['accepted', 'declined'], { error: 'answer must be accepted or declined' }) });

/** What the agent's list shows of a proposal: everything but the agency's keys. */
const forAgent = ({ agency: _agency, agentId: _agentId, ...proposal }: Proposal) => proposal;
/** What the client sees: the offer, the note and the answer; not who else it may have gone to. */
const forClient = ({ clientEmail: _email, ...proposal }: ReturnType<typeof forAgent>) => proposal;

/** Who `user` is to a proposal: its agent, its client (the addressed e-mail, or anyone when none was given), or neither. */
function roleOf(proposal: Proposal, user: DemoUser): 'agent' | 'client' | undefined {
  if (proposal.agentId === user.id) return 'agent';
  if (!proposal.clientEmail || proposal.clientEmail.toLowerCase() === user.email.toLowerCase()) return 'client';
  return undefined;
}

/** The proposal `id` of this agency and the caller's role; 404 when there is none, 403 when it was sent to someone else. */
function proposalFor(ctx: AgencyContext) {
  const user = requireUser(ctx);
  const { id } = validate(proposalParam, ctx.params);
  const proposal = ctx.store.proposals.find(ctx.agency.subdomain, id);
  if (!proposal) throw new HttpError(404, 'Proposal not found');
  const role = roleOf(proposal, user);
  if (!role) throw new HttpError(403, 'This proposal was sent to another client');
  return { proposal, role };
}

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

export const proposalRoutes: Route[] = [
  agencyRoute('GET', '/api/searches', (ctx) => {
    const user = requireRead(ctx, '/searches');
    return ok({ data: ctx.store.searches.of(ctx.agency.subdomain, user.id).map(({ agency: _a, userId: _u, ...search }) => search) });
  }),
  agencyRoute('GET', '/api/proposals', (ctx) => {
    const user = requireRead(ctx, '/proposals');
    return ok({ data: ctx.store.proposals.of(ctx.agency.subdomain, user.id).map(forAgent) });
  }),
  agencyRoute('POST', '/api/proposals', async (ctx) => {
    const user = requireRead(ctx, '/proposals');
    const request = validate(proposalRequest, await ctx.body());
    rateFor(request.currency);
    // The price is the API's own quote for the offer and its search, never one the page sends.
    const { title, image, location, startDate, endDate, price, id } = priced(findOffer(request.service, request.offerId, request.query), request.currency);
    const proposal = await ctx.store.proposals.add(
      {
        agency: ctx.agency.subdomain,
        agentId: user.id,
        agentName: `${user.firstName} ${user.lastName}`.trim(),
        service: request.service,
        offerId: id,
        searchPage: request.searchPage ?? DEFAULT_SEARCH_PAGE(request.service),
        query: request.query,
        title,
        image,
        location,
        startDate,
        endDate,
        price,
        ...(request.clientEmail ? { clientEmail: request.clientEmail } : {}),
        ...(request.note ? { note: request.note } : {}),
      },
      ctx.store.now(),
    );
    return ok({ data: forAgent(proposal) }, 201);
  }),
  agencyRoute('GET', '/api/proposals/:id', (ctx) => {
    const { proposal, role } = proposalFor(ctx);
    return ok({ data: { ...forClient(forAgent(proposal)), role } });
  }),
  agencyRoute('POST', '/api/proposals/:id/answer', async (ctx) => {
    const { proposal, role } = proposalFor(ctx);
    const { answer } = validate(answerRequest, await ctx.body());
    if (role === 'agent') throw new HttpError(403, 'Your client answers this proposal');
    // One answer per proposal: the same answer again is harmless, another one is refused.
    if (proposal.status === answer) return ok({ data: { ...forClient(forAgent(proposal)), role } });
    if (proposal.status !== 'sent') return { status: 409, body: { message: 'This proposal was already answered', status: proposal.status } };
    const answered = await ctx.store.proposals.answer(proposal, answer, ctx.store.now());
    return ok({ data: { ...forClient(forAgent(answered)), role } });
  }),
];
