import { z } from 'zod';
import { canRead, requireRead } from '../agent-access.ts';
import { currentUser, requireUser } from '../current-user.ts';
import { SERVICES, type OfferQueries, type Service } from '../../demo/offers.ts';
import type { DemoUser } from '../../demo/types.ts';
import { PROPOSAL_ID, SEARCH_PAGE, type NewSearch, type Proposal } from '../proposals.ts';
import { agencyRoute, HttpError, ok, validate, type AgencyContext, type Route } from '../router.ts';
import { messageFor } from '../messages.ts';
import { rateFor } from './currency.ts';
import { DEFAULT_SEARCH_PAGE, searchPage, searchQuery } from './search-history.ts';
import { findOffer, priced } from './offers.ts';
import { todayOf } from '../bookable-dates.ts';

/*
 * SPEC §2.3, §2.4 proposalId, §2.11 Proposals and Searches. SPEC §7 names no call for them, so
 * these paths are ours:
 *   GET  /api/searches               the agent's latest searches, newest first (read flag of /searches)
 *   GET  /api/proposals              the agent's proposals, newest first (read flag of /proposals)
 *   POST /api/proposals              proposes an offer of a search to a client (read flag of /proposals)
 *   GET  /api/proposals/:id          a proposal, for its agent or its client
 *   POST /api/proposals/:id/answer   the client accepts or declines it
 * A search is recorded by the results call itself (GET /api/offers/:service, search-history.ts).
 */

const proposalParam = z.object({ id: z.string().regex(PROPOSAL_ID, 'id is not a proposal id') });

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
  if (!proposal) throw new HttpError(404, 'proposal.notFound');
  const role = roleOf(proposal, user);
  if (!role) throw new HttpError(403, 'proposal.otherClient');
  return { proposal, role };
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
    const { title, image, location, startDate, endDate, price, id } = priced(findOffer(request.service, request.offerId, request.query, todayOf(ctx)), request.currency);
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
    if (role === 'agent') throw new HttpError(403, 'proposal.clientAnswers');
    // One answer per proposal: the same answer again is harmless, another one is refused.
    if (proposal.status === answer) return ok({ data: { ...forClient(forAgent(proposal)), role } });
    if (proposal.status !== 'sent') return { status: 409, body: { message: messageFor(ctx.req, 'proposal.answered'), status: proposal.status } };
    const answered = await ctx.store.proposals.answer(proposal, answer, ctx.store.now());
    return ok({ data: { ...forClient(forAgent(answered)), role } });
  }),
];
