import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { ENABLED_CURRENCIES } from '../demo/currencies.ts';
import type { AgencyRecord, DemoUser } from '../demo/types.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../demo/users.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { HttpError } from './http-error.ts';
import { readJsonFile } from './json-file.ts';

/** A user and what the API keeps about their log-in. */
export interface Account {
  user: DemoUser;
  /** Undefined for a demo user still on DEMO_PASSWORD. */
  passwordHash: string | undefined;
  isEmailVerified: boolean;
}

export interface SignupInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

const storedUser = z.object({
  id: z.string().check(z.regex(/^[\w-]+$/)),
  agency: z.string(),
  email: z.string(),
  role: z.string(),
  userType: z.string(),
  isTravelAgent: z.boolean(),
  isRestrictedAgent: z.boolean(),
  isRewardWalletEnable: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  credits: z.object({ amount: z.number(), currency: z.string() }),
});
const accountsFile = z.object({
  accounts: z.array(z.object({ user: storedUser, passwordHash: z.string(), isEmailVerified: z.boolean() })),
});

/** One hash of the demo password per process; it also stands in for unknown users (below). */
let demoHash: Promise<string> | undefined;
const demoPasswordHash = () => (demoHash ??= hashPassword(DEMO_PASSWORD));

const keyOf = (agency: string, email: string) => `${agency}\n${email.trim().toLowerCase()}`;

export type Accounts = ReturnType<typeof createAccounts>;

/**
 * Users of every agency: the demo users (DEMO_PASSWORD, verified) and those who signed up.
 * An e-mail address is unique within an agency. Accounts created or changed at run time are
 * written to `file` (atomically, through `write`), so they survive a restart.
 */
export function createAccounts(options: { file: string; write: (file: string, value: unknown) => Promise<void> }) {
  const byId = new Map<string, Account>();
  const byEmail = new Map<string, Account>();
  const add = (account: Account) => {
    byId.set(account.user.id, account);
    byEmail.set(keyOf(account.user.agency, account.user.email), account);
  };
  for (const user of DEMO_USERS) add({ user, passwordHash: undefined, isEmailVerified: true });
  for (const stored of readAccounts(options.file)) {
    const demo = byId.get(stored.user.id);
    if (demo) {
      // The code owns a demo user's record; only the log-in state comes from disk.
      demo.passwordHash = stored.passwordHash;
      demo.isEmailVerified = stored.isEmailVerified;
    } else if (!byEmail.has(keyOf(stored.user.agency, stored.user.email))) {
      add({ ...stored });
    }
  }

  const save = () =>
    options.write(options.file, {
      accounts: [...byId.values()].filter((account) => account.passwordHash !== undefined),
    });

  return {
    byId: (id: string) => byId.get(id),
    /** Every account, demo and signed-up (the agent area's user lists). */
    all: () => [...byId.values()],
    byEmail: (agency: string, email: string) => byEmail.get(keyOf(agency, email)),

    /**
     * The account if the password is its own. Without an account a hash is checked all the
     * same, so the answer takes as long whether or not the e-mail is known.
     */
    async checkPassword(account: Account | undefined, password: string): Promise<Account | undefined> {
      const matches = await verifyPassword(password, account?.passwordHash ?? (await demoPasswordHash()));
      return account && matches ? account : undefined;
    },

    /** What a reset link is bound to: it stops working once the password changes. */
    passwordBinding: (account: Account) => account.passwordHash ?? 'demo-password',

    /** A new Customer of the agency; 409 when the e-mail already has an account there. */
    async signUp(agency: AgencyRecord, input: SignupInput): Promise<Account> {
      const taken = () => byEmail.has(keyOf(agency.subdomain, input.email));
      if (taken()) throw new HttpError(409, 'account.emailTaken');
      const passwordHash = await hashPassword(input.password);
      // Checked again: another sign-up with this e-mail may have finished while hashing.
      if (taken()) throw new HttpError(409, 'account.emailTaken');
      const currency = ENABLED_CURRENCIES.find((c) => c.code === agency.agency.defaultCountry)?.currency ?? 'USD';
      const account: Account = {
        user: {
          id: `u-${randomBytes(12).toString('hex')}`,
          agency: agency.subdomain,
          email: input.email.trim(),
          role: 'Customer (signed up)',
          userType: 'Customer',
          isTravelAgent: false,
          isRestrictedAgent: false,
          isRewardWalletEnable: false,
          firstName: input.firstName,
          lastName: input.lastName,
          credits: { amount: 0, currency },
        },
        passwordHash,
        isEmailVerified: false,
      };
      add(account);
      await save();
      return account;
    },

    /**
     * Sets a new password if `stillAllowed()` holds once the hash is ready (the reset link may
     * have been used meanwhile). Opening the e-mailed link also proves the address.
     */
    async setPassword(account: Account, password: string, stillAllowed: () => boolean): Promise<boolean> {
      const passwordHash = await hashPassword(password);
      if (!stillAllowed()) return false;
      account.passwordHash = passwordHash;
      account.isEmailVerified = true;
      await save();
      return true;
    },

    /**
     * A new first and last name (the agent area's Profile settings). The user record is replaced,
     * never changed in place: a demo user's record is shared by every store of the process. A
     * signed-up account is written to disk; a demo user's name lives for the run.
     */
    async rename(account: Account, firstName: string, lastName: string): Promise<void> {
      account.user = { ...account.user, firstName, lastName };
      if (account.passwordHash !== undefined) await save();
    },

    async markVerified(account: Account): Promise<void> {
      if (account.isEmailVerified) return;
      account.isEmailVerified = true;
      if (account.passwordHash !== undefined) await save();
    },
  };
}

function readAccounts(file: string): z.output<typeof accountsFile>['accounts'] {
  return readJsonFile(file, accountsFile)?.accounts ?? [];
}
