import { bookNowTarget } from '../../src/contract/rules.ts';
import type { AgencyRecord, DemoUser } from './types.ts';

/** Where the academy lives; the storefront appends the access token (SPEC §2.11). */
export const ACADEMY_URL = 'https://academy.travel-storefront.example/sso';

const item = (label: string, path: string, read = true) => ({ label, path, read });

/** SPEC §2.10 customer navigation, served as the agency navigation list. */
export function customerNavigation(record: AgencyRecord) {
  return [
    item('Dashboard', '/mytrip/dashboard'),
    item('Book Now', bookNowTarget(record.agency) ?? '/'),
    item('My Trips', '/mytrip/mytrips'),
    item('Profile', '/mytrip/profile'),
    item('Support', '/mytrip/support'),
    item('Wallet', '/mytrip/wallet/'),
  ];
}

/** SPEC §2.5: agents with the v2 setting get '/v2' on Book Now targets. */
function agentBookNow(record: AgencyRecord, user: DemoUser): string {
  const target = bookNowTarget(record.agency) ?? '/';
  if (target === '/booknow/hotels' && user.enableHotelsV2) return `${target}/v2`;
  if (target === '/booknow/flights' && user.enableFlightsV2) return `${target}/v2`;
  return target;
}

/**
 * SPEC §2.11 agent side navigation; `read: false` items are greyed. SPEC §6: SalesAgent loses
 * Markup, Website, Payment and Product settings; only AgencyOwner and Admin see Website settings.
 */
export function agentNavigation(record: AgencyRecord, user: DemoUser) {
  const manager = user.userType === 'AgencyOwner' || user.userType === 'Admin';
  const sales = user.userType === 'SalesAgent';
  return [
    item('Dashboard', '/dashboard'),
    item('Book Now', agentBookNow(record, user)),
    item('Clients', '/users/clients'),
    item('Agents', '/users/agents', manager),
    item('Bookings', '/bookings'),
    item('Proposals', '/proposals'),
    {
      ...item('Settings', '/settings'),
      children: [
        item('Markup', '/settings/agency', !sales),
        item('Website', '/settings/website/', manager),
        item('Profile', '/settings/profile'),
        item('Payment', '/settings/payment', !sales),
        item('Product', '/settings/product', !sales),
      ],
    },
    { ...item('Wallet', '/wallet/details/'), children: [item('Details', '/wallet/details/')] },
    item('Academy', ACADEMY_URL),
    item('Deal Link', '/deal-link', !user.isRestrictedAgent),
    item('Applications', '/applications', manager),
    item('Customize Theme', '/settings/website/theme', manager),
    item('Payment Links', '/payment-links', !sales),
    item('Support', '/settings/support'),
    item('Searches', '/searches'),
    item('Log Out', '/logout'),
  ];
}
