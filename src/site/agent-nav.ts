import type { NavigationItem } from '../api/navigation.ts';
import type { AgentSetting, Permissions } from '../roles/permissions.ts';
import { AGENT_SETTINGS } from '../roles/permissions.ts';
import { safeRedirectTarget } from './safe-redirect.ts';

/*
 * SPEC §2.11 agent side navigation: what each item of the navigation call (SPEC §7 GET
 * api/agency/navigations, SPEC §3 Navigation item) becomes in the sidebar. Pure; the
 * AgentNav island draws the result.
 *
 * - An item without read permission is greyed and not reachable: no href (the island renders
 *   it with aria-disabled), and so are a SalesAgent's Markup, Website, Payment and Product
 *   settings (permissions.disabledSettings, SPEC §6), whatever the call says.
 * - The 'Book Now' item takes the path of the first active service, with '/v2' for an agent's
 *   v2 setting (SPEC §2.5, §3), computed by the shell, not taken from the call.
 * - Site paths get the page's language prefix; one that would leave the site (safeRedirectTarget
 *   refuses it) is not reachable.
 * - An external link is reachable only when its host is a configured academy host
 *   (src/config/storefront.json academyHosts), over https, and only that link is given the
 *   access token (query parameter `token`): the token never goes to any other host.
 */

/** The query parameter that carries the access token to the academy (SPEC §2.11). */
export const ACADEMY_TOKEN_PARAM = 'token';

export interface AgentNavLink {
  /** The label of the call, in English; the island translates the known ones (AGENT_NAV_LABELS). */
  label: string;
  /** Absent: greyed and not reachable. */
  href?: string;
  /** Leaves the site (the academy): opens in a new tab. */
  external?: boolean;
  children?: AgentNavLink[];
}

export interface AgentNavInput {
  permissions: Pick<Permissions, 'disabledSettings'>;
  /** The Book Now route, v2 applied; undefined when no service is active. */
  bookNow: string | undefined;
  /** The access token, for the academy link. */
  token: string | undefined;
  academyHosts: readonly string[];
  /** The site's origin, for the same-site check of internal paths. */
  origin: string;
  /** Adds the page's language prefix to a route (localePath). */
  localize: (route: string) => string;
}

/** SPEC §2.11: the labels the shell knows, with their locale keys (agentNav.items.*). */
export const AGENT_NAV_LABELS: Record<string, string> = {
  Dashboard: 'dashboard',
  'Book Now': 'bookNow',
  Clients: 'clients',
  Agents: 'agents',
  Bookings: 'bookings',
  Proposals: 'proposals',
  Settings: 'settings',
  Markup: 'markup',
  Website: 'website',
  Profile: 'profile',
  Payment: 'payment',
  Product: 'product',
  Wallet: 'wallet',
  Details: 'details',
  Academy: 'academy',
  'Deal Link': 'dealLink',
  Applications: 'applications',
  'Customize Theme': 'customizeTheme',
  'Payment Links': 'paymentLinks',
  Support: 'support',
  Searches: 'searches',
  'Log Out': 'logOut',
};

const isSetting = (label: string): label is AgentSetting => (AGENT_SETTINGS as readonly string[]).includes(label);

/** The academy link with the token, or undefined when the URL is not an https URL of a configured academy host. */
export function academyHref(path: string, token: string | undefined, academyHosts: readonly string[]): string | undefined {
  let url: URL;
  try {
    url = new URL(path);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return undefined;
  if (!academyHosts.includes(url.hostname)) return undefined;
  if (token) url.searchParams.set(ACADEMY_TOKEN_PARAM, token);
  return url.href;
}

function linkOf(item: NavigationItem | Omit<NavigationItem, 'children'>, input: AgentNavInput, inSettings: boolean): AgentNavLink {
  const { label } = item;
  const blocked = !item.read || (inSettings && isSetting(label) && input.permissions.disabledSettings.includes(label));
  if (blocked) return { label };
  if (label === 'Book Now') return input.bookNow ? { label, href: input.localize(input.bookNow) } : { label };
  if (/^https?:/i.test(item.path)) {
    const href = academyHref(item.path, input.token, input.academyHosts);
    return href ? { label, href, external: true } : { label };
  }
  const route = safeRedirectTarget(item.path, input.origin, '');
  return route ? { label, href: input.localize(route) } : { label };
}

/** SPEC §2.11: the sidebar's links, in the call's order. A group is greyed when it is; its items are judged each on its own. */
export function agentNavLinks(items: readonly NavigationItem[], input: AgentNavInput): AgentNavLink[] {
  return items.map((item) => {
    const link = linkOf(item, input, false);
    if (!item.children) return link;
    const inSettings = item.label === 'Settings';
    return { ...link, children: item.children.map((child) => (item.read ? linkOf(child, input, inSettings) : { label: child.label })) };
  });
}

/** SPEC §2.11: the credit balance shows only when above 0. */
export const showsCredits = (amount: number) => amount > 0;

/**
 * SPEC §2.11, §4 Currency: the credits in the visitor's currency with the SPEC §3 rates (units per
 * USD). Without both rates the credits stay in their own currency rather than show a wrong sum.
 */
export function creditsIn(
  credits: { amount: number; currency: string },
  currency: string | undefined,
  rates: Readonly<Record<string, number>>,
): { amount: number; currency: string } {
  if (!currency || currency === credits.currency) return credits;
  const from = credits.currency === 'USD' ? 1 : rates[credits.currency];
  const to = currency === 'USD' ? 1 : rates[currency];
  if (!from || !to) return credits;
  return { amount: (credits.amount / from) * to, currency };
}
