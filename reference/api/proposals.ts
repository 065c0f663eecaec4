import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { SERVICES } from '../demo/offers.ts';
import { readJsonFile } from './json-file.ts';

/*
 * SPEC §2.3, §2.4 proposalId, §2.11 Proposals and Searches: what a travel agent proposes to a
 * client, and the searches the agent ran. SPEC §7 lists no call for either; the API keeps them in
 * <dataDir>/proposals.json and <dataDir>/searches.json (atomic writes), like bookings.
 */

/** A proposal id: PR- and 10 characters without 0/O or 1/I (read out on the phone, put into URLs). */
export const PROPOSAL_ID = /^PR-[A-HJ-NP-Z2-9]{10}$/;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const PROPOSAL_STATUSES = ['sent', 'accepted', 'declined'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** The search an agent may open again: its results page (a catalogue route) and query. */
export const SEARCH_PAGE = /^\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\/?$/;

const price = z.object({ amount: z.number(), currency: z.string() });
const proposal = z.object({
  id: z.string().check(z.regex(PROPOSAL_ID)),
  agency: z.string(),
  agentId: z.string(),
  agentName: z.string(),
  service: z.enum(SERVICES),
  offerId: z.string(),
  /** The search the offer came from: its results page and query, so the offer can be quoted again. */
  searchPage: z.string(),
  query: z.record(z.string(), z.string()),
  title: z.string(),
  image: z.string(),
  location: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  price,
  clientEmail: z.optional(z.string()),
  note: z.optional(z.string()),
  status: z.enum(PROPOSAL_STATUSES),
  createdAt: z.string(),
  answeredAt: z.optional(z.string()),
});
const search = z.object({
  agency: z.string(),
  userId: z.string(),
  service: z.enum(SERVICES),
  searchPage: z.string(),
  query: z.record(z.string(), z.string()),
  place: z.string(),
  startDate: z.string(),
  endDate: z.optional(z.string()),
  guests: z.optional(z.number()),
  searchedAt: z.string(),
});

export type Proposal = z.infer<typeof proposal>;
export type NewProposal = Omit<Proposal, 'id' | 'status' | 'createdAt' | 'answeredAt'>;
export type Search = z.infer<typeof search>;
export type NewSearch = Omit<Search, 'searchedAt'>;

/** SPEC §2.11 Searches: the list shows an agent's latest 20. */
export const SEARCH_LIMIT = 20;

type Write = (file: string, value: unknown) => Promise<void>;

function newId(): string {
  return `PR-${[...randomBytes(10)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

export type Proposals = ReturnType<typeof createProposals>;

export function createProposals(options: { file: string; write: Write }) {
  const all: Proposal[] = readJsonFile(options.file, z.object({ proposals: z.array(proposal) }))?.proposals ?? [];
  const save = () => options.write(options.file, { proposals: all });
  return {
    /** An agent's proposals, newest first. */
    of: (agency: string, agentId: string) => all.filter((p) => p.agency === agency && p.agentId === agentId).toReversed(),
    find: (agency: string, id: string) => all.find((p) => p.id === id && p.agency === agency),
    async add(input: NewProposal, now: number): Promise<Proposal> {
      let id: string;
      do id = newId();
      while (all.some((p) => p.id === id));
      const created: Proposal = { ...input, id, status: 'sent', createdAt: new Date(now).toISOString() };
      all.push(created);
      await save();
      return created;
    },
    /** Records the client's answer; resolves once it is on disk. */
    async answer(target: Proposal, status: Exclude<ProposalStatus, 'sent'>, now: number): Promise<Proposal> {
      Object.assign(target, { status, answeredAt: new Date(now).toISOString() });
      await save();
      return target;
    },
  };
}

export type Searches = ReturnType<typeof createSearches>;

const sameSearch = (a: Search, b: NewSearch) =>
  a.agency === b.agency && a.userId === b.userId && a.service === b.service && a.searchPage === b.searchPage && JSON.stringify(a.query) === JSON.stringify(b.query);

export function createSearches(options: { file: string; write: Write }) {
  let all: Search[] = readJsonFile(options.file, z.object({ searches: z.array(search) }))?.searches ?? [];
  return {
    /** A user's latest searches, newest first (at most SEARCH_LIMIT). */
    of: (agency: string, userId: string) => all.filter((s) => s.agency === agency && s.userId === userId).toReversed().slice(0, SEARCH_LIMIT),
    /**
     * Records a search. A results page asks again on a currency or user change; the same search as
     * the user's newest one moves its time instead of adding a row. Only the latest SEARCH_LIMIT
     * of each user are kept.
     */
    async add(input: NewSearch, now: number): Promise<Search> {
      const mine = all.filter((s) => s.agency === input.agency && s.userId === input.userId);
      const newest = mine.at(-1);
      const recorded: Search = { ...input, searchedAt: new Date(now).toISOString() };
      const dropped = new Set<Search>(newest && sameSearch(newest, input) ? [newest] : []);
      for (const old of mine.slice(0, Math.max(0, mine.length - dropped.size - (SEARCH_LIMIT - 1)))) dropped.add(old);
      all = [...all.filter((s) => !dropped.has(s)), recorded];
      await options.write(options.file, { searches: all });
      return recorded;
    },
  };
}
