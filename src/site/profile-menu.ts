import type { Permissions } from '../roles/permissions.ts';
import { ROUTES } from './routes.ts';

/*
 * SPEC §2.10 profile menu: which items a logged-in visitor gets, and where each goes. Pure, so the
 * rules per role are tested without a browser; the ProfileMenu island draws what this returns.
 * Targets are routes (no language prefix): the island adds the page's language with localePath.
 */

export type ProfileMenuItemId = 'bookNow' | 'myTrips' | 'profileSettings' | 'websiteSettings' | 'support' | 'wallet' | 'logout';

export interface ProfileMenuItem {
  id: ProfileMenuItemId;
  /** The route it opens; absent for the Help item, which opens the support chat instead. */
  route?: string;
  /** SPEC §2.10: the one agency's Help opens the support chat widget. */
  action?: 'chat';
}

export interface ProfileMenuInput {
  permissions: Pick<Permissions, 'seesBookNow' | 'seesMyTrips' | 'seesProfile' | 'canOpenWebsiteSettings' | 'seesSupport' | 'seesRewardWallet' | 'seesAgentNav'>;
  /** The Book Now target (SPEC §2.9, with '/v2' for an agent's v2 setting, SPEC §2.5); none when no service is active. */
  bookNow: string | undefined;
  /** SPEC §2.10: Support is labelled Help and opens the chat for the configured agency (src/config/storefront.json). */
  helpChat: boolean;
  /** SPEC §2.10: inside an embedded partner app there is no Logout (src/site/embedded.ts). */
  embedded: boolean;
}

/** SPEC §2.10, in the spec's order. Agents' Profile, Support and Wallet are their settings area's (SPEC §2.3, §2.11). */
export function profileMenuItems({ permissions: can, bookNow, helpChat, embedded }: ProfileMenuInput): ProfileMenuItem[] {
  const agent = can.seesAgentNav;
  const items: ProfileMenuItem[] = [];
  if (can.seesBookNow && bookNow) items.push({ id: 'bookNow', route: bookNow });
  if (can.seesMyTrips) items.push({ id: 'myTrips', route: ROUTES.myTrips });
  if (can.seesProfile) items.push({ id: 'profileSettings', route: agent ? ROUTES.agentProfile : ROUTES.customerProfile });
  if (can.canOpenWebsiteSettings) items.push({ id: 'websiteSettings', route: ROUTES.websiteSettings });
  if (can.seesSupport) items.push(helpChat ? { id: 'support', action: 'chat' } : { id: 'support', route: agent ? ROUTES.agentSupport : ROUTES.customerSupport });
  if (can.seesRewardWallet) items.push({ id: 'wallet', route: agent ? ROUTES.agentWallet : ROUTES.customerWallet });
  if (!embedded) items.push({ id: 'logout', route: ROUTES.logout });
  return items;
}
