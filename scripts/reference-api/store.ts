import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import type { businessInfoSchema, BusinessInfo } from '../../src/api/business-info.ts';
import type { Language } from '../../src/i18n/languages.ts';
import { DEMO_AGENCIES } from './demo/agencies/index.ts';
import { HOLDS } from './demo/resorts.ts';
import type { AgencyRecord, DemoUser } from './demo/types.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo/users.ts';
import { validateAgencyRecord } from './validate-records.ts';

export interface StoreOptions {
  dataDir: string;
  secret: string;
  extraAgencies?: readonly AgencyRecord[];
}

export interface HoldState {
  reference_number: string;
  status: 'HELD' | 'RELEASED' | 'CONFIRMED';
  expires_at: string | null;
}

export type Store = ReturnType<typeof createStore>;

/**
 * The API's state: demo and extra agencies (validated up front), users, and what callers
 * change. Business info goes to disk so a restart keeps it; the rest lives for one run.
 */
export function createStore(options: StoreOptions) {
  const agencies = new Map<string, AgencyRecord>();
  for (const record of [...DEMO_AGENCIES, ...(options.extraAgencies ?? [])]) {
    validateAgencyRecord(record);
    agencies.set(record.subdomain, record);
  }
  const usersByEmail = new Map(DEMO_USERS.map((user) => [user.email.toLowerCase(), user]));
  const usersById = new Map(DEMO_USERS.map((user) => [user.id, user]));
  const languages = new Map<string, Language>();
  const holdExpiry = new Date(Date.now() + 15 * 60_000).toISOString();
  const holds = new Map<string, HoldState>(
    HOLDS.map((hold) => [hold.reference_number, { reference_number: hold.reference_number, status: hold.status, expires_at: hold.status === 'HELD' ? holdExpiry : null }]),
  );
  const businessInfoDir = join(options.dataDir, 'business-info');
  let writes = Promise.resolve();

  const fileOf = (subdomain: string) => join(businessInfoDir, `${subdomain}.json`);

  return {
    secret: options.secret,
    agencies,
    agency: (subdomain: string) => agencies.get(subdomain),
    userByEmail: (email: string) => usersByEmail.get(email.trim().toLowerCase()),
    userById: (id: string) => usersById.get(id),
    passwordOf: (_user: DemoUser) => DEMO_PASSWORD,
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

    /** Atomic write (temp file + rename), one at a time, so a reader never sees half a file. */
    saveBusinessInfo(subdomain: string, info: BusinessInfo): Promise<void> {
      const write = async () => {
        await mkdir(businessInfoDir, { recursive: true });
        const temp = `${fileOf(subdomain)}.${process.pid}.${Date.now()}.tmp`;
        await writeFile(temp, `${JSON.stringify(info, null, 2)}\n`, 'utf8');
        await rename(temp, fileOf(subdomain));
      };
      const result = writes.then(write);
      writes = result.catch(() => undefined);
      return result;
    },
  };
}
