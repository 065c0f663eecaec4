import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import type { businessInfoSchema, BusinessInfo } from '../../src/contract/schemas/storefront.ts';
import type { Language } from '../../src/contract/languages.ts';
import { createAccounts } from './accounts.ts';
import { createBookings, type NewBooking } from './bookings.ts';
import { DEMO_AGENCIES } from '../demo/agencies/index.ts';
import { DEFAULT_MARKUPS, type Markup } from '../demo/markups.ts';
import { createSiteChanges } from './site-changes.ts';
import { createRebuildNotifier, type RebuildWebhook } from './rebuild-notifier.ts';
import { HOLDS } from '../demo/resorts.ts';
import type { AgencyRecord } from '../demo/types.ts';
import { createIdempotencyStore } from './idempotency-store.ts';
import { createJsonWriter } from './json-file.ts';
import { createOutbox } from './outbox.ts';
import { createPaymentLinks } from './payment-links.ts';
import { createPendingPayments } from './payments.ts';
import { createProposals, createSearches } from './proposals.ts';
import { validateAgencyRecord } from './validate-records.ts';

export interface StoreOptions {
  dataDir: string;
  secret: string;
  extraAgencies?: readonly AgencyRecord[];
  /** Print mails (reset and verification links) to the console. */
  logMail?: boolean;
  /** The clock of link tokens, sessions and resort holds; tests move it. */
  now?: () => number;
  /** How long a resort hold stays HELD before it reads EXPIRED; default 15 minutes. */
  holdTtlMs?: number;
  /** The rebuild webhook of `npm run watch`, told of every site change (rebuild-notifier.ts). */
  rebuildWebhook?: RebuildWebhook;
}

/** A resort hold lasts 15 minutes unless the options say otherwise. */
export const DEFAULT_HOLD_TTL_MS = 15 * 60_000;

/** What a resort hold holds: the stay and its total in the currency it was placed in. */
export interface HoldStay {
  property_id: string;
  check_in: string;
  check_out: string;
  adults: number;
  children: number;
  total: number;
  currency: string;
}

export interface HoldState extends HoldStay {
  reference_number: string;
  status: 'HELD' | 'RELEASED' | 'CONFIRMED' | 'EXPIRED';
  expires_at: string | null;
}

/** A resort hold's approved payment (POST /api/bookings with `hold`): the booking it becomes carries it. */
export type HoldPayment = NonNullable<NewBooking['payment']>;

/** A payment waiting for its extra confirmation step: a booking to store, or a resort hold to pay. */
export type PendingPayment = NewBooking | { hold: string; payment: HoldPayment };

export type Store = ReturnType<typeof createStore>;

/**
 * The API's state: demo and extra agencies (validated up front), accounts, and what callers
 * change. Business info, accounts, bookings, payment links and the answers of idempotency keys go to disk so a restart keeps them; the rest lives for one run.
 */
export function createStore(options: StoreOptions) {
  const agencies = new Map<string, AgencyRecord>();
  for (const record of [...DEMO_AGENCIES, ...(options.extraAgencies ?? [])]) {
    validateAgencyRecord(record);
    agencies.set(record.subdomain, record);
  }
  const write = createJsonWriter();
  const accounts = createAccounts({ file: join(options.dataDir, 'accounts.json'), write });
  const bookings = createBookings({ file: join(options.dataDir, 'bookings.json'), write });
  const paymentLinks = createPaymentLinks({ file: join(options.dataDir, 'payment-links.json'), write });
  const languages = new Map<string, Language>();
  const now = options.now ?? Date.now;
  const holds = createHolds(now, options.holdTtlMs ?? DEFAULT_HOLD_TTL_MS);
  const businessInfoDir = join(options.dataDir, 'business-info');

  const fileOf = (subdomain: string) => join(businessInfoDir, `${subdomain}.json`);

  // Listeners told when an agency's public site data changes (site-changes.ts).
  const siteChanges = createSiteChanges();
  // SPEC §6 agency markups saved in the agent area's Markup settings, for the run.
  const markups = new Map<string, readonly Markup[]>();
  const rebuilds = createRebuildNotifier(options.rebuildWebhook);
  siteChanges.listen(rebuilds.changed);

  return {
    secret: options.secret,
    siteChanges,
    /** What became of each tenant's newest site change: publishing, live, failed, or off (no watcher). */
    publishing: rebuilds.state,
    agencies,
    agency: (subdomain: string) => agencies.get(subdomain),
    /**
     * Replaces an agency's record with `change(record)` (the agent area's settings), checked
     * against the SPEC §3 schemas first. The demo records themselves are never changed, so
     * every store starts from them; the change lives for the run.
     */
    updateAgency(subdomain: string, change: (record: AgencyRecord) => AgencyRecord): AgencyRecord {
      const record = agencies.get(subdomain);
      if (!record) throw new Error(`No agency ${subdomain}`);
      const next = change(record);
      validateAgencyRecord(next);
      agencies.set(subdomain, next);
      return next;
    },
    markups: {
      of: (subdomain: string): readonly Markup[] => markups.get(subdomain) ?? DEFAULT_MARKUPS,
      save: (subdomain: string, list: readonly Markup[]): void => void markups.set(subdomain, list),
    },
    now,
    accounts,
    bookings,
    proposals: createProposals({ file: join(options.dataDir, 'proposals.json'), write }),
    searches: createSearches({ file: join(options.dataDir, 'searches.json'), write }),
    paymentLinks,
    userById: (id: string) => accounts.byId(id)?.user,
    outbox: createOutbox({ file: join(options.dataDir, 'outbox.jsonl'), log: options.logMail ?? false }),
    languages,
    holds,
    /** Bookings waiting for their payment's extra confirmation step (payments.ts). */
    pendingPayments: createPendingPayments<PendingPayment>(now),
    /** The first answers of the payment calls, by Idempotency-Key, kept for 24 hours (idempotency.ts). */
    idempotency: createIdempotencyStore({ file: join(options.dataDir, 'idempotency.json'), write, now }),

    /** The submitted business info if there is one on disk, else the demo record's. */
    async businessInfo(record: AgencyRecord): Promise<z.input<typeof businessInfoSchema>> {
      try {
        return JSON.parse(await readFile(fileOf(record.subdomain), 'utf8')) as BusinessInfo;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return record.businessInfo;
        throw error;
      }
    },

    /** Atomic write, so a reader never sees half a file. */
    saveBusinessInfo: (subdomain: string, info: BusinessInfo): Promise<void> => write(fileOf(subdomain), info),
  };
}

/**
 * Resort holds (SPEC §4): the demo ones, and those POST /itineraries places. A HELD hold reads
 * EXPIRED once `now()` reaches its expires_at (kept), in every answer; what callers get is a copy.
 */
function createHolds(now: () => number, ttlMs: number) {
  const expiry = () => new Date(now() + ttlMs).toISOString();
  const records = new Map<string, HoldState>(HOLDS.map((hold) => [hold.reference_number, { ...hold, expires_at: hold.status === 'HELD' ? expiry() : null }]));
  // Who placed or booked a hold (agency and user id), kept out of the answers.
  const owners = new Map<string, string>();
  // The approved payment of a hold, kept out of the answers; the booking CONFIRM stores carries it.
  const payments = new Map<string, HoldPayment>();
  const asOfNow = (hold: HoldState): HoldState =>
    hold.status === 'HELD' && hold.expires_at !== null && Date.parse(hold.expires_at) <= now() ? { ...hold, status: 'EXPIRED' } : { ...hold };

  return {
    ttlMs,
    get: (reference: string): HoldState | undefined => {
      const hold = records.get(reference);
      return hold && asOfNow(hold);
    },
    /** The traveller a hold belongs to, if a logged-in one placed or booked it. */
    ownerOf: (reference: string): string | undefined => owners.get(reference),
    /** Gives a hold to a traveller (on booking one placed without a log-in). */
    claim: (reference: string, owner: string): void => void owners.set(reference, owner),
    /** A new HELD hold `RS-` + 6 digits, until now + TTL; its owner when a logged-in traveller placed it. */
    place(stay: HoldStay, owner?: string): HoldState {
      let reference: string;
      do reference = `RS-${String(randomInt(1_000_000)).padStart(6, '0')}`;
      while (records.has(reference));
      const hold: HoldState = { reference_number: reference, status: 'HELD', expires_at: expiry(), ...stay };
      records.set(reference, hold);
      if (owner) owners.set(reference, owner);
      return { ...hold };
    },
    /** Records the approved payment of a hold the caller found HELD. */
    pay: (reference: string, payment: HoldPayment): void => void payments.set(reference, payment),
    paymentOf: (reference: string): HoldPayment | undefined => payments.get(reference),
    /** Ends a hold the caller found HELD (or CONFIRMED again): expires_at becomes null. */
    end(reference: string, status: 'RELEASED' | 'CONFIRMED'): HoldState {
      const hold = records.get(reference);
      if (!hold) throw new Error(`No hold ${reference}`);
      Object.assign(hold, { status, expires_at: null });
      return { ...hold };
    },
  };
}
