import * as z from 'zod/mini';
import { dataList, dataOf } from '../../api/envelopes.ts';
import { currencyCode, httpUrl } from '../../validation/fields.ts';
import { errorEnvelope } from '../error-envelope.ts';
import { moneySchema, OFFER_SERVICES } from './offers.ts';

/*
 * SPEC §2.3 /disapproveProposal, /allowAgentProposal, §2.4 proposalId, §2.11 Proposals and
 * Searches: an agent proposes an offer of a search to a client, who accepts or declines it; the
 * agent's searches can be opened again. SPEC §7 names no such calls: paths and shapes are the
 * storefront's proposal, as reference/apps/main-proposals.js reads them.
 */

const described = <T extends z.ZodMiniType>(schema: T, text: string) => schema.check(z.describe(text)) as T;

/** PR- and 10 characters without 0/O or 1/I: read out on the phone, put into URLs. */
export const PROPOSAL_ID = /^PR-[A-HJ-NP-Z2-9]{10}$/;
export const PROPOSAL_STATUSES = ['sent', 'accepted', 'declined'] as const;
/** A results page of the route catalogue, where a search or a proposal opens again. */
const SEARCH_PAGE = /^\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\/?$/;
const searchPage = described(z.string().check(z.maxLength(120), z.regex(SEARCH_PAGE)), 'The results page the search ran on, e.g. /booknow/hotels/search.');
const searchQuery = described(z.record(z.string().check(z.maxLength(40)), z.string().check(z.maxLength(500))), 'The results page URL query (at most 20 fields).');

/** SPEC §2.11 Searches: what a travel agent searched, in words a list can show. */
export const searchRecordSchema = z.object({
  service: z.enum(OFFER_SERVICES),
  searchPage,
  query: searchQuery,
  place: z.string(),
  startDate: z.iso.date(),
  endDate: z.optional(z.iso.date()),
  guests: z.optional(z.int().check(z.nonnegative())),
  searchedAt: z.iso.datetime(),
});
export const searchListAnswer = dataList(searchRecordSchema);

const proposalFields = {
  id: z.string().check(z.regex(PROPOSAL_ID)),
  service: z.enum(OFFER_SERVICES),
  offerId: z.string(),
  searchPage,
  query: searchQuery,
  title: z.string(),
  image: httpUrl,
  location: z.string(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  price: described(moneySchema, "The API's own quote for the offer and its search."),
  note: z.optional(z.string()),
  status: z.enum(PROPOSAL_STATUSES),
  createdAt: z.iso.datetime(),
  answeredAt: z.optional(z.iso.datetime()),
  agentName: z.string(),
};

/** A proposal as its agent lists it. */
export const proposalSchema = z.object({ ...proposalFields, clientEmail: described(z.optional(z.string()), 'The client it is addressed to; none lets anyone with the link answer.') });
/** A proposal as one of its two parties opens it: without whom it was addressed to. */
export const proposalViewSchema = z.object({ ...proposalFields, role: described(z.enum(['agent', 'client']), 'Who the caller is to the proposal.') });

export const proposalListAnswer = dataList(proposalSchema);
export const proposalCreatedAnswer = dataOf(proposalSchema);
export const proposalViewAnswer = dataOf(proposalViewSchema);

export const proposalRequest = z.object({
  service: z.enum(OFFER_SERVICES),
  offerId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  query: searchQuery,
  currency: currencyCode,
  searchPage: z.optional(searchPage),
  clientEmail: z.optional(z.union([z.literal(''), z.email().check(z.maxLength(254))])),
  note: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});
export const proposalParams = z.object({ id: z.string().check(z.regex(PROPOSAL_ID)) });
export const proposalAnswerRequest = z.object({ answer: z.enum(['accepted', 'declined']) });
/** 409: the proposal was answered the other way already; `status` is that answer. */
export const proposalAnsweredError = z.extend(errorEnvelope, { status: z.enum(PROPOSAL_STATUSES) });
