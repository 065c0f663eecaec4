import type { BookingService } from '../tenant/booking-services.ts';

/*
 * The route catalogue (SPEC §2.1–§2.5): every path of the storefront, once, with what the rest of
 * the code needs to know about it. ROUTES, the Book Now targets, the language and currency rules
 * of the stores, the proposal pages of the head script, robots.txt, the legal pages and
 * `_redirects` all read it; nothing else lists paths.
 *
 * Paths are routes: without the language prefix (src/site/routes.ts adds and strips it). `{name}`
 * stands for one path segment (SPEC §2.3 `{id}`, `{productCode}`…). An entry also answers for the
 * paths under it that have no entry of their own (a remote app's sub-pages, `/checkout/abc`),
 * except `/`, which is the home page only.
 */

/**
 * The remote sub-applications (SPEC §1) by the part of the storefront they draw. `main` is the
 * account, auth and deal-link app. A name is also the app's module name (src/site/remote-apps.ts).
 */
export type RemoteApp = 'main' | 'hotels' | 'flights' | 'cars' | 'activities' | 'cruise' | 'blog';

/**
 * SPEC §2.1: 'public' routes never force a redirect to login. 'guest' routes (the shell's own
 * home, blog, destination, error and logout pages) are open to a logged-out visitor too, but are
 * not on the SPEC §2.1 list: a log-in started there carries the page as `redirect`. 'browse'
 * routes are the booking pages that show offers (landing, search results, details, deals): open
 * to a logged-out visitor where the agency allows non-login flow (SPEC §3 allowNonLoginFlow),
 * 'login' routes where it does not. 'login' is every other route (checkout, payment and
 * confirmation, the customer and agent areas): a logged-out visitor is sent to log in or sign up
 * first (SPEC §4 Login/signup redirect and Checkout redirect, src/client/access.ts).
 */
export type Access = 'public' | 'guest' | 'browse' | 'login';

/**
 * 'index': a page for search results. 'noindex': not for search results, but crawlers may fetch
 * it (a shell page says noindex itself). 'private': per visitor, carrying tokens, or only moving
 * the visitor on: robots.txt keeps crawlers out of it (SPEC §2.3).
 */
export type Indexing = 'index' | 'noindex' | 'private';

/**
 * SPEC §4 Language: what choosing another language does here. 'reload' pages hold content the
 * backend sent in the old language; 'cars-home' pages (car search and results) cannot be shown
 * again in another language and go to the cars home. Every change loads the new address.
 */
export type LanguageChangeRule = 'same-route' | 'reload' | 'cars-home';

/**
 * SPEC §4 Currency: 'reset' on the home path (the stored choice starts again); 'reload' on a flight
 * checkout, whose prices the backend fixed in the old currency: the page loads again with the
 * `currency` parameter renamed `curr` (SPEC §2.4). 'keep' everywhere else.
 */
export type CurrencyRule = 'keep' | 'reset' | 'reload';

/** SPEC §2.5: the agency flags (and agent settings) that turn the v2 booking pages on. */
export type V2Flag = 'enableHotelsV2' | 'enableFlightsV2';

/** SPEC §2.12: the agency field that holds a legal page's text. */
export type LegalContent = 'privacyPolicy' | 'userTermsAndConditions' | 'cookiesPolicy' | 'disclaimer';

export interface RouteEntry {
  path: string;
  access: Access;
  /** Who draws the page: the shell builds it, or a remote app owns it. */
  app: 'shell' | RemoteApp;
  /** A shell page that hands its content to a remote app (the blog). */
  mounts?: RemoteApp;
  indexing: Indexing;
  languageChange: LanguageChangeRule;
  currency: CurrencyRule;
  /** The booking service this page belongs to (SPEC §2.3 families). */
  service?: BookingService;
  /** SPEC §2.9: this page is the service's Book Now target. */
  bookNow?: true;
  /**
   * SPEC §2.2, §2.5: a v2 page, shown when `flag` is on; `of` is the page it replaces when the
   * flag is off (absent for a v2 page with no earlier counterpart).
   */
  v2?: { flag: V2Flag; of?: string };
  /** SPEC §2.3, §2.9: a proposal page: neither header nor footer. */
  proposal?: true;
  /** SPEC §2.2: outside the deployed environments no remote app answers here; the visitor goes to `otherwise`. */
  deployedOnly?: { otherwise: string };
  /** SPEC §2.12: a legal page of the shell and the agency field with its text. */
  legal?: LegalContent;
}

type Options<N extends string | undefined> = Partial<Omit<RouteEntry, 'path' | 'app'>> & { name?: N };
/** Builds an entry; `name` makes the route one of ROUTES (src/site/routes.ts). */
type Build = <const P extends string, const N extends string | undefined = undefined>(
  path: P,
  options?: Options<N>,
) => RouteEntry & { path: P; name: N };

/**
 * The entries drawn by one app. By default a visitor may need to log in, the page is indexed,
 * and a language or currency change keeps the route.
 */
function drawnBy(app: RouteEntry['app'], defaults: Partial<Omit<RouteEntry, 'path' | 'app'>> = {}): Build {
  return (path, options = {}) => {
    const { name, ...rest } = options;
    return { path, app, access: 'login', indexing: 'index', languageChange: 'same-route', currency: 'keep', ...defaults, ...rest, name: name! };
  };
}

// The shell's own pages are open to guests unless they say otherwise.
const shell = drawnBy('shell', { access: 'guest' });
const main = drawnBy('main');
const blog = drawnBy('blog');
// SPEC §2.3: the cruise-line pages show a line's cruises, like a search.
const cruiseLine = drawnBy('cruise', { access: 'browse' });
// A booking page of a service (SPEC §2.3): private unless it is the service's landing page, and
// a booking step (access 'login') unless it shows offers (`browse`).
const hotels = drawnBy('hotels', { service: 'Hotels', indexing: 'private' });
const flights = drawnBy('flights', { service: 'Air Travel', indexing: 'private' });
// SPEC §2.2, §7: the resort pages are the shell's own, on the resort service client.
const resort = drawnBy('shell', { service: 'Resorts', indexing: 'private' });
const cars = drawnBy('cars', { service: 'Cars', indexing: 'private' });
// SPEC §4 Language: every activities page reloads.
const activities = drawnBy('activities', { service: 'Activities', indexing: 'private', languageChange: 'reload' });
const cruise = drawnBy('cruise', { service: 'Cruise', indexing: 'private' });

/** SPEC §3 allowNonLoginFlow: a page that shows offers, open to a logged-out visitor where the agency allows it. */
const browse = { access: 'browse' } as const;
const landing = { indexing: 'index', bookNow: true, ...browse } as const;
/** A v2 page gated by `flag`, standing for the page `of` (SPEC §2.5). */
const v2Of = (flag: V2Flag) => (of?: string) => ({ v2: of === undefined ? { flag } : { flag, of } });
const hotelsV2 = v2Of('enableHotelsV2');
const flightsV2 = v2Of('enableFlightsV2');
const account = { indexing: 'private' } as const;

/** SPEC §2.3: the cruise-line pages (MSC's is /mcl). */
export const CRUISE_LINE_ROUTES = ['/royal-caribbean', '/carnival', '/mcl', '/celebrity', '/disney'] as const;

export const ROUTE_CATALOGUE = [
  // SPEC §2.1, §2.2: the shell's own pages.
  shell('/', { name: 'home', currency: 'reset' }),
  shell('/about', { name: 'about', access: 'public' }),
  shell('/faqs', { name: 'faqs', access: 'public' }),
  shell('/privacy-policy', { name: 'privacyPolicy', access: 'public', legal: 'privacyPolicy' }),
  shell('/user-terms-and-conditions', { name: 'userTerms', access: 'public', legal: 'userTermsAndConditions' }),
  shell('/cookies-policy', { name: 'cookiesPolicy', access: 'public', legal: 'cookiesPolicy' }),
  shell('/disclaimer', { name: 'disclaimer', access: 'public', legal: 'disclaimer' }),
  shell('/errors', { name: 'errors', indexing: 'private' }),
  shell('/logout', { name: 'logout', indexing: 'private' }),
  shell('/blog', { name: 'blog', mounts: 'blog' }),
  // Only for agencies with displayTopDestinations; /destination answers one visitor's query.
  shell('/top-destination', { name: 'topDestination' }),
  shell('/destination', { name: 'destination', indexing: 'noindex' }),
  blog('/blog/share', { deployedOnly: { otherwise: '/blog' } }),
  blog('/destination/share', { deployedOnly: { otherwise: '/destination' } }),
  blog('/hidden-gems-round-the-world'),

  // SPEC §2.1, §2.3: auth and misc.
  // The account pages are the shell's, reachable while logged out. /newPassword, /verify
  // and /sso carry one-time tokens, so crawlers stay out of them.
  shell('/login', { name: 'login', access: 'public' }),
  shell('/signup', { name: 'signup', access: 'public' }),
  shell('/forgotpassword', { name: 'forgotPassword', access: 'public', indexing: 'noindex' }),
  main('/expiry', { access: 'public', indexing: 'noindex' }),
  shell('/sso', { name: 'sso', access: 'public', indexing: 'private' }),
  main('/social', { indexing: 'noindex' }),
  shell('/newPassword', { name: 'newPassword', access: 'public', indexing: 'private' }),
  shell('/verify', { name: 'verify', access: 'public', indexing: 'private' }),
  main('/agency-terms-and-conditions/{id}'),
  main('/deal-link', account),
  main('/url/{id}', account),
  main('/disapproveProposal', { ...account, proposal: true }),
  main('/allowAgentProposal', { ...account, proposal: true }),
  main('/subscription', { name: 'subscription', indexing: 'noindex' }),
  main('/expired', { indexing: 'noindex' }),
  main('/cancellation-policy'),
  main('/checkout', account),

  ...CRUISE_LINE_ROUTES.map((path) => cruiseLine(path)),

  // SPEC §2.3 Hotels. SPEC §4 Language: search, details and checkout reload.
  hotels('/booknow/hotels', landing),
  hotels('/booknow/hotels/search', { ...browse, languageChange: 'reload' }),
  hotels('/booknow/hotels/search-details', { ...browse, languageChange: 'reload' }),
  hotels('/booknow/hotels/checkout', { languageChange: 'reload' }),
  hotels('/booknow/hotels/confirm-payment'),
  hotels('/booknow/hotels/v2', { ...browse, indexing: 'index', ...hotelsV2('/booknow/hotels') }),
  hotels('/booknow/hotels/v2/search', { ...browse, languageChange: 'reload', ...hotelsV2('/booknow/hotels/search') }),
  hotels('/booknow/hotels/v2/search-details', { ...browse, languageChange: 'reload', ...hotelsV2('/booknow/hotels/search-details') }),
  hotels('/booknow/hotels/v2/details', { ...browse, name: 'hotelV2Details', languageChange: 'reload', ...hotelsV2() }),
  // SPEC §2.2 /booknow/hotels/v2*: the v2 app's own checkout.
  hotels('/booknow/hotels/v2/checkout', { languageChange: 'reload', ...hotelsV2('/booknow/hotels/checkout') }),
  hotels('/booknow/hotels/deal', browse),
  hotels('/booknow/hotels/deal/{proposalId}', browse),
  hotels('/hotel-details', { ...browse, languageChange: 'reload' }),

  // SPEC §2.3 Flights. SPEC §4: a flight checkout reloads on a language or currency change.
  flights('/booknow/flights', landing),
  flights('/booknow/flights/search', browse),
  flights('/booknow/flights/search-details', browse),
  flights('/booknow/flights/reservation-details', browse),
  flights('/booknow/flights/checkout', { languageChange: 'reload', currency: 'reload' }),
  flights('/booknow/flights/confirmation'),
  flights('/booknow/flights/v2', { ...browse, indexing: 'index', ...flightsV2('/booknow/flights') }),
  flights('/booknow/flights/v2/search', { ...browse, ...flightsV2('/booknow/flights/search') }),
  flights('/booknow/flights/v2/search-details', { ...browse, ...flightsV2('/booknow/flights/search-details') }),
  // SPEC §2.2 /booknow/flights/v2*: the v2 app's own checkout, a flight checkout too.
  flights('/booknow/flights/v2/checkout', { languageChange: 'reload', currency: 'reload', ...flightsV2('/booknow/flights/checkout') }),
  flights('/flight-details', browse),

  // SPEC §2.3 Resort (SPEC §2.2: only when the Resorts booking menu item is active).
  resort('/booknow/resort', { ...landing, name: 'resort' }),
  resort('/booknow/resort/search', { ...browse, name: 'resortSearch' }),
  resort('/booknow/resort/details', { ...browse, name: 'resortDetails' }),
  resort('/booknow/resort/checkout', { name: 'resortCheckout' }),

  // SPEC §2.3 Cars. SPEC §4 Language: search and results go to the cars home.
  cars('/booknow/cars', landing),
  cars('/booknow/cars/search', { ...browse, languageChange: 'cars-home' }),
  cars('/booknow/cars/result-details', { ...browse, languageChange: 'cars-home' }),
  cars('/booknow/cars/reservation-details', browse),
  cars('/booknow/cars/checkout'),
  cars('/booknow/cars/confirm-payment'),

  // SPEC §2.3 Activities.
  activities('/booknow/activities', landing),
  activities('/booknow/activities/search', browse),
  activities('/booknow/activities/result-details/{productCode}', browse),
  activities('/booknow/activities/bookings/checkout'),
  activities('/booknow/activities/confirmation/{referenceNumber}'),

  // SPEC §2.3 Cruise.
  cruise('/booknow/cruise', landing),
  cruise('/booknow/cruise/search', browse),
  cruise('/booknow/cruise/search-details', browse),
  cruise('/booknow/cruise/checkout'),
  cruise('/booknow/cruise/confirmation/{referenceNumber}'),

  // SPEC §2.3 customer area.
  main('/mytrip/dashboard', account),
  main('/mytrip/mytrips', { ...account, name: 'myTrips' }),
  main('/mytrip/profile', { ...account, name: 'customerProfile' }),
  main('/mytrip/support', { ...account, name: 'customerSupport' }),
  main('/mytrip/wallet/', { ...account, name: 'customerWallet' }),

  // SPEC §2.3, §2.11 agent area.
  main('/dashboard', account),
  main('/settings/profile', { ...account, name: 'agentProfile' }),
  main('/settings/website/', { ...account, name: 'websiteSettings' }),
  main('/settings/support', { ...account, name: 'agentSupport' }),
  main('/settings/agency', account),
  main('/settings/payment', account),
  main('/settings/product', account),
  main('/wallet/details/', { ...account, name: 'agentWallet' }),
  main('/users/agents/view/{id}', account),
  main('/users/clients', account),
  main('/applications', account),
  // SPEC §2.11 side-navigation items that SPEC §2.3 does not list: each has a page of its own.
  main('/settings', account),
  main('/settings/website/theme', { ...account, name: 'themeSettings' }),
  main('/users/agents', account),
  main('/bookings', account),
  main('/bookings/{id}', account),
  main('/proposals', account),
  main('/searches', account),
  main('/payment-links', account),
] as const satisfies readonly RouteEntry[];

type Named = Extract<(typeof ROUTE_CATALOGUE)[number], { name: string }>;
/** The routes the code names (ROUTES in src/site/routes.ts). */
export type RouteName = Named['name'];
export type NamedRoutes = { readonly [E in Named as E['name']]: E['path'] };

/* Lookups. */

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');
const isParam = (segment: string) => segment.startsWith('{') && segment.endsWith('}');
const COMPILED: ReadonlyArray<{ segments: string[]; entry: RouteEntry }> = ROUTE_CATALOGUE.map((entry) => ({
  segments: segmentsOf(entry.path),
  entry,
}));

/**
 * The catalogue entry that answers for a route (a path without the language prefix; query and
 * hash are not part of it): the most specific entry whose segments start the route, a literal
 * segment beating a `{param}`. `/` answers for the home page only; `…/index.html` is its folder.
 */
export function findRoute(route: string): RouteEntry | undefined {
  const segments = segmentsOf(route);
  if (segments.at(-1) === 'index.html') segments.pop();
  let best: RouteEntry | undefined;
  let bestScore = -1;
  for (const { segments: pattern, entry } of COMPILED) {
    if (pattern.length === 0 ? segments.length !== 0 : pattern.length > segments.length) continue;
    let literals = 0;
    const fits = pattern.every((segment, i) => {
      if (isParam(segment)) return true;
      literals += 1;
      return segment === segments[i];
    });
    const score = pattern.length * 1000 + literals;
    if (fits && score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return best;
}

/** A route matched to its catalogue entry, with the values of the entry's `{name}` segments (decoded). */
export interface RouteMatch {
  entry: RouteEntry;
  params: Record<string, string>;
}

/**
 * findRoute with the path parameters: `/booknow/activities/result-details/ABC1` gives the entry
 * `…/result-details/{productCode}` and `{ productCode: 'ABC1' }`. A segment that does not decode
 * is kept as written. Validating a value is the reader's business (src/site/remote-apps.ts).
 */
export function matchRoute(route: string): RouteMatch | undefined {
  const entry = findRoute(route);
  if (!entry) return undefined;
  const segments = segmentsOf(route);
  const params: Record<string, string> = {};
  segmentsOf(entry.path).forEach((segment, i) => {
    if (!isParam(segment)) return;
    const raw = segments[i] ?? '';
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // A malformed escape stays as it came; validation refuses it downstream.
    }
    params[segment.slice(1, -1)] = value;
  });
  return { entry, params };
}

/** SPEC §2.1: a route that never forces a redirect to login. */
export function isPublicRoute(route: string): boolean {
  return findRoute(route)?.access === 'public';
}

/**
 * SPEC §2.1, §3 allowNonLoginFlow, §4: whether a logged-out visitor needs an account on a route:
 * always on a 'login' route, on a 'browse' route only where the agency does not allow non-login
 * flow, never elsewhere (a path the storefront does not have included).
 */
export function needsAccount(route: string, allowNonLoginFlow: boolean): boolean {
  const access = findRoute(route)?.access;
  return access === 'login' || (access === 'browse' && !allowNonLoginFlow);
}

/** Who draws the page of a route: 'shell', a remote app, or undefined for a path the storefront does not have. */
export function routeApp(route: string): RouteEntry['app'] | undefined {
  return findRoute(route)?.app;
}

/** Whether a route belongs in search results (an unknown path does not). */
export function isIndexable(route: string): boolean {
  return findRoute(route)?.indexing === 'index';
}

/** SPEC §4 Language; a path the catalogue does not know keeps its route. */
export function languageChangeRule(route: string): LanguageChangeRule {
  return findRoute(route)?.languageChange ?? 'same-route';
}

/** SPEC §4 Currency; a path the catalogue does not know keeps the currency as it is. */
export function currencyRule(route: string): CurrencyRule {
  return findRoute(route)?.currency ?? 'keep';
}

/** The agency flag that turns on the v2 page of a route, when it is one (SPEC §2.5). */
export function v2Flag(route: string): V2Flag | undefined {
  return findRoute(route)?.v2?.flag;
}

/** The v2 page that stands for a route's page when its flag is on (SPEC §2.5), with that flag. */
export function v2Variant(route: string): { path: string; flag: V2Flag } | undefined {
  const page = findRoute(route)?.path;
  if (page === undefined) return undefined;
  const twin = ROUTE_CATALOGUE.find((entry: RouteEntry) => entry.v2?.of === page);
  return twin?.v2 && { path: twin.path, flag: twin.v2.flag };
}

export type V2Settings = Partial<Record<V2Flag, boolean>>;

/**
 * SPEC §2.5 version redirect: with the flag on, a page that has a v2 variant goes to it; with the
 * flag off, a v2 page goes back to the page it stands for, or to its service's Book Now target.
 * The query flag overrideRedirect turns this off. Null: stay.
 */
export function versionRedirect(route: string, flags: V2Settings, overrideRedirect = false): string | null {
  if (overrideRedirect) return null;
  const page = findRoute(route);
  if (!page) return null;
  if (page.v2) {
    if (flags[page.v2.flag]) return null;
    return page.v2.of ?? (page.service ? BOOKING_TARGETS[page.service] : null);
  }
  const twin = v2Variant(page.path);
  return twin && flags[twin.flag] ? twin.path : null;
}

/** SPEC §2.9: where Book Now goes for each service. */
export const BOOKING_TARGETS = Object.fromEntries(
  ROUTE_CATALOGUE.flatMap((entry: RouteEntry) => (entry.bookNow && entry.service ? [[entry.service, entry.path]] : [])),
) as Record<BookingService, string>;

/** SPEC §2.5, §3: the v2 settings that steer Book Now: a travel agent's own; nobody else has any. */
export function agentV2Settings(isAgent: boolean, profile: V2Settings | null | undefined): V2Settings {
  return isAgent && profile ? { enableHotelsV2: profile.enableHotelsV2, enableFlightsV2: profile.enableFlightsV2 } : {};
}

/** SPEC §2.5, §2.9: the Book Now target of a service; an agent with the service's v2 setting gets its v2 page. */
export function bookingTarget(service: BookingService, settings: V2Settings = {}): string {
  const target = BOOKING_TARGETS[service];
  const twin = v2Variant(target);
  return twin && settings[twin.flag] ? twin.path : target;
}

/** SPEC §2.3, §2.9: the proposal pages, which show neither header nor footer. */
export const PROPOSAL_ROUTES: readonly string[] = ROUTE_CATALOGUE.filter((entry: RouteEntry) => entry.proposal).map(
  (entry) => entry.path,
);

/** SPEC §2.2: the remote app's routes that go elsewhere outside the deployed environments. */
export const DEPLOYED_ONLY_ROUTES: ReadonlyArray<{ route: string; otherwise: string }> = ROUTE_CATALOGUE.flatMap(
  (entry: RouteEntry) => (entry.deployedOnly ? [{ route: entry.path, otherwise: entry.deployedOnly.otherwise }] : []),
);

/** SPEC §2.12: the shell's legal pages, each with the agency field that holds its text. */
export const LEGAL_ROUTES: ReadonlyArray<{ route: string; content: LegalContent }> = ROUTE_CATALOGUE.flatMap(
  (entry: RouteEntry) => (entry.legal ? [{ route: entry.path, content: entry.legal }] : []),
);
