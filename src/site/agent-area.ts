/*
 * SPEC §2.3, §2.11: which routes are the agent area. Apart from the access rule
 * (src/site/agent-access.ts) and the role table it reads, so a page that only asks "is this the
 * agent area?" (a booking page's remote app) loads neither.
 */

/** SPEC §2.3, §2.11: the routes of the agent area start with one of these (the side navigation's own pages). */
export const AGENT_AREA_ROOTS = [
  '/dashboard',
  '/users',
  '/bookings',
  '/proposals',
  '/settings',
  '/wallet',
  '/deal-link',
  '/applications',
  '/payment-links',
  '/searches',
] as const;

/** SPEC §6 Travel agent: the Command Center, an agent's way back from a page they cannot open. */
export const COMMAND_CENTER = '/dashboard';

/** A path without its trailing slashes ('/' stays). */
export const trimmed = (path: string) => path.replace(/\/+$/, '') || '/';
/** Whether `route` is `base` or below it, segment by segment. */
export const startsWithPath = (route: string, base: string) => route === base || route.startsWith(`${base}/`);

/** Whether a route (no language prefix, no query) is a page of the agent area. */
export const isAgentArea = (route: string): boolean => AGENT_AREA_ROOTS.some((root) => startsWithPath(trimmed(route), root));

