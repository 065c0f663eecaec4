import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import type { businessInfoSchema, BusinessInfo } from '../../src/api/business-info.ts';
import type { Language } from '../../src/i18n/languages.ts';
import { createAccounts } from './accounts.ts';
import { createBookings } from './bookings.ts';
import { DEMO_AGENCIES } from './demo/agencies/index.ts';
import { HOLDS } from './demo/resorts.ts';
import type { AgencyRecord } from './demo/types.ts';
import { createJsonWriter } from './json-file.ts';
import { createOutbox } from './outbox.ts';
import { validateAgencyRecord } from './validate-records.ts';

export interface StoreOptions {
  dataDir: string;
  secret: string;
  extraAgencies?: readonly AgencyRecord[];
  /** Print mails (reset and verification links) to the console. */
  logMail?: boolean;
  /** The clock of link tokens and sessions; tests move it. */
  now?: () => number;
}

export interface HoldState {
  reference_number: string;
  status: 'HELD' | 'RELEASED' | 'CONFIRMED';
  expires_at: string | null;
}

export type Store = ReturnType<typeof createStore>;

/**
 * The API's state: demo and extra agencies (validated up front), accounts, and what callers
 * change. Business info, accounts and bookings go to disk so a restart keeps them; the rest lives for one run.
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
  const languages = new Map<string, Language>();
  const holdExpiry = new Date(Date.now() + 15 * 60_000).toISOString();
  const holds = new Map<string, HoldState>(
    HOLDS.map((hold) => [hold.reference_number, { reference_number: hold.reference_number, status: hold.status, expires_at: hold.status === 'HELD' ? holdExpiry : null }]),
  );
  const businessInfoDir = join(options.dataDir, 'business-info');

  const fileOf = (subdomain: string) => join(businessInfoDir, `${subdomain}.json`);

  return {
    secret: options.secret,
    agencies,
    agency: (subdomain: string) => agencies.get(subdomain),
    now: options.now ?? Date.now,
    accounts,
    bookings,
    userById: (id: string) => accounts.byId(id)?.user,
    outbox: createOutbox({ file: join(options.dataDir, 'outbox.jsonl'), log: options.logMail ?? false }),
    languages,
    holds,

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
