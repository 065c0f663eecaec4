import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { readJsonFile } from './json-file.ts';
import { PAYMENT_LINK_ID } from '../rules/payment-link-rules.js';

/*
 * SPEC §2.11 payment-product item: the payment links an agency sends its clients, opened at
 * /url/{id} (SPEC §2.3). SPEC §7 lists no such call; the API keeps them in
 * <dataDir>/payment-links.json (atomic writes), like bookings, so a restart keeps them.
 */

const link = z.object({
  id: z.string().check(z.regex(PAYMENT_LINK_ID)),
  agency: z.string(),
  /** The agent who created it. */
  userId: z.string(),
  amount: z.number(),
  currency: z.string(),
  description: z.string(),
  /** The client it is for. */
  email: z.string(),
  createdAt: z.string(),
});
const linksFile = z.object({ links: z.array(link) });

export type PaymentLink = z.infer<typeof link>;
export type NewPaymentLink = Omit<PaymentLink, 'id' | 'createdAt'>;

export type PaymentLinks = ReturnType<typeof createPaymentLinks>;

export function createPaymentLinks(options: { file: string; write: (file: string, value: unknown) => Promise<void> }) {
  const all: PaymentLink[] = readJsonFile(options.file, linksFile)?.links ?? [];
  return {
    /** An agency's links, newest first. */
    of: (agency: string) => all.filter((l) => l.agency === agency).toReversed(),
    find: (agency: string, id: string) => all.find((l) => l.id === id && l.agency === agency),
    /** Stores a link and resolves once it is on disk. */
    async add(input: NewPaymentLink, now: number): Promise<PaymentLink> {
      let id: string;
      do id = `pl_${randomBytes(10).toString('hex')}`;
      while (all.some((l) => l.id === id));
      const created: PaymentLink = {
        ...input,
        id,
        createdAt: new Date(now).toISOString(),
      };
      all.push(created);
      await options.write(options.file, { links: all });
      return created;
    },
  };
}
