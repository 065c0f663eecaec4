import type { z } from 'zod';
import type { businessInfoSchema } from '../../src/contract/schemas/storefront.ts';
import type { currentPaymentSchema } from '../../src/contract/schemas/storefront.ts';
import type { AgencyInput } from '../../src/contract/schemas/storefront.ts';
import type { aboutUsSchema, faqSchema } from '../../src/contract/schemas/storefront.ts';

export type DealKind = 'hotels' | 'activities' | 'cars';

/**
 * Everything the reference API knows about one agency. Pictures are `/media/...` paths;
 * answers make them absolute for the host that asked.
 */
export interface AgencyRecord {
  /** The agency's subdomain, the same as agency.subdomain: the key the API finds it by. */
  subdomain: string;
  agency: AgencyInput;
  aboutUs: z.input<typeof aboutUsSchema>;
  faq: z.input<typeof faqSchema>;
  /** The demo business info; an empty contactEmailId means none was given yet (SPEC §4). */
  businessInfo: z.input<typeof businessInfoSchema>;
  payment: z.input<typeof currentPaymentSchema>;
  /** Codes of the cruise lines this agency sells. */
  enabledShipLines: string[];
  /** Deal searches that answer an empty list, so the banner state can be seen (SPEC §2.6). */
  noDealsFor?: DealKind[];
  /**
   * Deal searches that answer HTTP 500 with this server message, so the failure state and its
   * retry can be seen (SPEC §4 Async lists, §8 'unless server gives one').
   */
  failingDealsFor?: Partial<Record<DealKind, string>>;
}

export interface DemoUser {
  id: string;
  /** Subdomain of the agency the user belongs to; a token only works there. */
  agency: string;
  email: string;
  /** Who this user is, for the README's log-in table. */
  role: string;
  userType: string;
  isTravelAgent: boolean;
  isRestrictedAgent: boolean;
  isRewardWalletEnable: boolean;
  enableHotelsV2?: boolean;
  enableFlightsV2?: boolean;
  firstName: string;
  lastName: string;
  credits: { amount: number; currency: string };
}
