import { describe, expect, it } from 'vitest';
import { BOOKING_SERVICES } from '../tenant/agency.ts';
import {
  BOOKING_TARGETS,
  CRUISE_LINE_ROUTES,
  DEPLOYED_ONLY_ROUTES,
  LEGAL_ROUTES,
  PROPOSAL_ROUTES,
  ROUTE_CATALOGUE,
  agentV2Settings,
  bookingTarget,
  currencyRule,
  findRoute,
  isIndexable,
  isPublicRoute,
  languageChangeRule,
  matchRoute,
  routeApp,
  v2Flag,
  v2Variant,
  versionRedirect,
  type RouteEntry,
} from './route-catalogue.ts';

const catalogue: readonly RouteEntry[] = ROUTE_CATALOGUE;
const paths = catalogue.map((entry) => entry.path);

describe('the route catalogue', () => {
  it('names every path of SPEC §2.1–§2.3 once', () => {
    const spec = [
      // §2.1, §2.2
      '/', '/login', '/signup', '/forgotpassword', '/about', '/faqs', '/expiry', '/privacy-policy',
      '/user-terms-and-conditions', '/cookies-policy', '/disclaimer', '/blog', '/blog/share', '/destination/share',
      '/logout', '/top-destination', '/destination', '/errors', '/booknow/resort', '/booknow/hotels/v2', '/booknow/flights/v2',
      // §2.3 auth and misc, cruise lines
      '/sso', '/social', '/newPassword', '/verify', '/agency-terms-and-conditions/{id}', '/deal-link', '/url/{id}',
      '/disapproveProposal', '/allowAgentProposal', '/subscription', '/expired', '/cancellation-policy',
      '/hidden-gems-round-the-world', '/royal-caribbean', '/carnival', '/mcl', '/celebrity', '/disney',
      // hotels
      '/booknow/hotels', '/booknow/hotels/search', '/booknow/hotels/search-details', '/booknow/hotels/checkout',
      '/booknow/hotels/confirm-payment', '/booknow/hotels/v2/search', '/booknow/hotels/v2/search-details',
      '/booknow/hotels/v2/details', '/hotel-details', '/booknow/hotels/deal', '/booknow/hotels/deal/{proposalId}',
      // cars
      '/booknow/cars', '/booknow/cars/search', '/booknow/cars/result-details', '/booknow/cars/reservation-details',
      '/booknow/cars/checkout', '/booknow/cars/confirm-payment',
      // activities
      '/booknow/activities', '/booknow/activities/search', '/booknow/activities/result-details/{productCode}',
      '/booknow/activities/bookings/checkout', '/booknow/activities/confirmation/{referenceNumber}',
      // cruise
      '/booknow/cruise', '/booknow/cruise/search', '/booknow/cruise/search-details', '/booknow/cruise/checkout',
      '/booknow/cruise/confirmation/{referenceNumber}',
      // flights
      '/booknow/flights', '/booknow/flights/search', '/booknow/flights/search-details', '/booknow/flights/v2/search',
      '/booknow/flights/v2/search-details', '/booknow/flights/reservation-details', '/booknow/flights/checkout',
      '/booknow/flights/confirmation', '/flight-details',
      // resort
      '/booknow/resort/search', '/booknow/resort/details', '/booknow/resort/checkout',
      // customer and agent areas, checkout
      '/mytrip/dashboard', '/mytrip/mytrips', '/mytrip/profile', '/mytrip/support', '/mytrip/wallet/',
      '/dashboard', '/settings/profile', '/settings/website/', '/settings/support', '/wallet/details/', '/settings/agency',
      '/settings/payment', '/settings/product', '/users/agents/view/{id}', '/users/clients', '/applications', '/checkout',
    ];
    for (const path of spec) expect(paths, path).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('writes every path as a route: one leading slash, no language prefix, params as {name}', () => {
    for (const path of paths) {
      expect(path, path).toMatch(/^\/(?:[A-Za-z0-9-]+|\{[A-Za-z]+\})?(?:\/(?:[A-Za-z0-9-]+|\{[A-Za-z]+\}))*\/?$/);
      expect(path.split('/')[1], path).not.toMatch(/^(?:en|pt|es|da|no|de|ar|fr|sv)$/);
    }
  });

  it('gives each v1 page at most one v2 variant, and every v2 page a flag and a real page to go back to', () => {
    const twins = catalogue.flatMap((entry) => (entry.v2?.of ? [entry.v2.of] : []));
    expect(new Set(twins).size).toBe(twins.length);
    for (const of of twins) expect(paths).toContain(of);
    for (const entry of catalogue.filter((item) => item.path.includes('/v2'))) expect(entry.v2, entry.path).toBeDefined();
  });
});

describe('findRoute', () => {
  it('finds the entry of a route, with or without its trailing slash', () => {
    expect(findRoute('/about')?.path).toBe('/about');
    expect(findRoute('/about/')?.path).toBe('/about');
    expect(findRoute('/mytrip/wallet')?.path).toBe('/mytrip/wallet/');
    expect(findRoute('/settings/website/')?.path).toBe('/settings/website/');
  });

  it('fills a {param} with one segment', () => {
    expect(findRoute('/url/abc123')?.path).toBe('/url/{id}');
    expect(findRoute('/booknow/activities/result-details/PC-1')?.path).toBe('/booknow/activities/result-details/{productCode}');
    expect(findRoute('/users/agents/view/7')?.path).toBe('/users/agents/view/{id}');
  });

  it('answers for the sub-paths of an entry that have none of their own, the most specific entry first', () => {
    expect(findRoute('/booknow/flights/checkout/abc')?.path).toBe('/booknow/flights/checkout');
    expect(findRoute('/allowAgentProposal/abc')?.path).toBe('/allowAgentProposal');
    expect(findRoute('/booknow/hotels/v2/search')?.path).toBe('/booknow/hotels/v2/search');
    expect(findRoute('/booknow/hotels/deal')?.path).toBe('/booknow/hotels/deal');
    expect(findRoute('/booknow/hotels/deal/P-42')?.path).toBe('/booknow/hotels/deal/{proposalId}');
    expect(findRoute('/booknow/hotels/unknown-step')?.path).toBe('/booknow/hotels');
  });

  it('keeps / for the home page alone, and reads index.html as its folder', () => {
    expect(findRoute('/')?.path).toBe('/');
    expect(findRoute('/index.html')?.path).toBe('/');
    expect(findRoute('/blog/index.html')?.path).toBe('/blog');
    expect(findRoute('/nowhere')).toBeUndefined();
    expect(findRoute('/booknow-hotels')).toBeUndefined();
    expect(findRoute('/booknow/flights/checkouts')?.path).toBe('/booknow/flights');
  });
});

describe('isPublicRoute (SPEC §2.1)', () => {
  it.each([
    '/login', '/signup', '/forgotpassword', '/about', '/faqs', '/expiry', '/privacy-policy',
    '/user-terms-and-conditions', '/cookies-policy', '/disclaimer',
    // The rest of the account pages are reachable while logged out too.
    '/newPassword', '/verify', '/sso',
  ])('%s never forces a redirect to login', (route) => {
    expect(isPublicRoute(route)).toBe(true);
  });

  it.each(['/', '/booknow/hotels', '/checkout', '/mytrip/profile', '/dashboard', '/social', '/nowhere'])('%s is not on the list', (route) => {
    expect(isPublicRoute(route)).toBe(false);
  });
});

describe('routeApp', () => {
  it('names the shell for its own pages and the remote app for the others', () => {
    expect(routeApp('/')).toBe('shell');
    expect(routeApp('/privacy-policy')).toBe('shell');
    expect(routeApp('/blog')).toBe('shell');
    expect(findRoute('/blog')?.mounts).toBe('blog');
    expect(routeApp('/blog/share/x')).toBe('blog');
    expect(routeApp('/login')).toBe('shell');
    expect(routeApp('/sso')).toBe('shell');
    expect(routeApp('/social')).toBe('main');
    expect(routeApp('/mytrip/dashboard')).toBe('main');
    expect(routeApp('/booknow/hotels/v2/details')).toBe('hotels');
    expect(routeApp('/hotel-details')).toBe('hotels');
    expect(routeApp('/booknow/flights/v2')).toBe('flights');
    expect(routeApp('/booknow/cars/search')).toBe('cars');
    expect(routeApp('/booknow/activities')).toBe('activities');
    expect(routeApp('/booknow/cruise/checkout')).toBe('cruise');
    expect(routeApp('/royal-caribbean')).toBe('cruise');
    expect(routeApp('/booknow/resort/details')).toBe('shell');
    expect(routeApp('/nowhere')).toBeUndefined();
  });
});

describe('isIndexable', () => {
  it('indexes the public pages and the booking landing pages', () => {
    for (const route of ['/', '/about', '/blog', '/top-destination', '/booknow/hotels', '/booknow/hotels/v2', '/royal-caribbean', '/login']) {
      expect(isIndexable(route), route).toBe(true);
    }
  });

  it('keeps out results, checkout, accounts, the pages that move a visitor on, and unknown paths', () => {
    for (const route of ['/booknow/hotels/search', '/booknow/flights/checkout', '/mytrip/profile', '/errors', '/logout', '/destination', '/sso', '/nowhere']) {
      expect(isIndexable(route), route).toBe(false);
    }
    expect(findRoute('/destination')?.indexing).toBe('noindex');
    expect(findRoute('/errors')?.indexing).toBe('private');
  });
});

describe('languageChangeRule (SPEC §4 Language)', () => {
  it('reloads activities, flight checkout, hotel search, details and checkout', () => {
    for (const route of ['/booknow/activities', '/booknow/activities/confirmation/R1', '/booknow/flights/checkout', '/booknow/hotels/search', '/booknow/hotels/v2/details', '/hotel-details']) {
      expect(languageChangeRule(route), route).toBe('reload');
    }
  });

  it('sends car search and results to the cars home; keeps every other route', () => {
    expect(languageChangeRule('/booknow/cars/search')).toBe('cars-home');
    expect(languageChangeRule('/booknow/cars/result-details/')).toBe('cars-home');
    for (const route of ['/', '/booknow/cars', '/booknow/cars/checkout', '/booknow/flights/search', '/nowhere']) {
      expect(languageChangeRule(route), route).toBe('same-route');
    }
  });
});

describe('currencyRule (SPEC §4 Currency)', () => {
  it('resets on the home path, reloads a flight checkout, keeps elsewhere', () => {
    expect(currencyRule('/')).toBe('reset');
    expect(currencyRule('/index.html')).toBe('reset');
    expect(currencyRule('/booknow/flights/checkout')).toBe('reload');
    expect(currencyRule('/booknow/flights/checkout/abc')).toBe('reload');
    expect(currencyRule('/booknow/flights/v2/checkout')).toBe('reload');
    for (const route of ['/about', '/booknow/hotels/checkout', '/booknow/flights', '/nowhere']) expect(currencyRule(route), route).toBe('keep');
  });
});

describe('v2 pages (SPEC §2.2, §2.5)', () => {
  it('names the flag of a v2 page', () => {
    expect(v2Flag('/booknow/hotels/v2')).toBe('enableHotelsV2');
    expect(v2Flag('/booknow/hotels/v2/details')).toBe('enableHotelsV2');
    expect(v2Flag('/booknow/flights/v2/search-details')).toBe('enableFlightsV2');
    expect(v2Flag('/booknow/hotels')).toBeUndefined();
  });

  it('names the v2 variant of a page', () => {
    expect(v2Variant('/booknow/hotels')).toEqual({ path: '/booknow/hotels/v2', flag: 'enableHotelsV2' });
    expect(v2Variant('/booknow/flights/search')).toEqual({ path: '/booknow/flights/v2/search', flag: 'enableFlightsV2' });
    expect(v2Variant('/booknow/cars')).toBeUndefined();
    expect(v2Variant('/nowhere')).toBeUndefined();
  });

  it('redirects by the agency flag, unless overrideRedirect', () => {
    expect(versionRedirect('/booknow/hotels', { enableHotelsV2: true })).toBe('/booknow/hotels/v2');
    expect(versionRedirect('/booknow/hotels', { enableHotelsV2: true }, true)).toBeNull();
    expect(versionRedirect('/booknow/hotels', { enableFlightsV2: true })).toBeNull();
    expect(versionRedirect('/booknow/hotels/v2', {})).toBe('/booknow/hotels');
    expect(versionRedirect('/booknow/hotels/v2', { enableHotelsV2: true })).toBeNull();
    expect(versionRedirect('/booknow/flights/v2/search', { enableFlightsV2: false })).toBe('/booknow/flights/search');
    expect(versionRedirect('/booknow/flights/search', { enableFlightsV2: true })).toBe('/booknow/flights/v2/search');
    // A v2 page with no earlier counterpart goes back to its service's Book Now target.
    expect(versionRedirect('/booknow/hotels/v2/details', {})).toBe('/booknow/hotels');
    expect(versionRedirect('/booknow/cars', { enableHotelsV2: true, enableFlightsV2: true })).toBeNull();
    expect(versionRedirect('/nowhere', {})).toBeNull();
  });
});

describe('booking targets (SPEC §2.5, §2.9)', () => {
  it('gives every service its Book Now target, in the fixed order', () => {
    expect(BOOKING_TARGETS).toEqual({
      Hotels: '/booknow/hotels',
      'Air Travel': '/booknow/flights',
      Resorts: '/booknow/resort',
      Cars: '/booknow/cars',
      Activities: '/booknow/activities',
      Cruise: '/booknow/cruise',
    });
    expect(Object.keys(BOOKING_TARGETS)).toEqual([...BOOKING_SERVICES]);
  });

  it('adds /v2 for an agent with the service v2 setting', () => {
    expect(bookingTarget('Hotels')).toBe('/booknow/hotels');
    expect(bookingTarget('Hotels', { enableHotelsV2: true })).toBe('/booknow/hotels/v2');
    expect(bookingTarget('Air Travel', { enableFlightsV2: true })).toBe('/booknow/flights/v2');
    expect(bookingTarget('Air Travel', { enableHotelsV2: true })).toBe('/booknow/flights');
    expect(bookingTarget('Cars', { enableHotelsV2: true, enableFlightsV2: true })).toBe('/booknow/cars');
  });

  it('takes the v2 settings from a travel agent’s profile only (SPEC §2.5, §3)', () => {
    const profile = { enableHotelsV2: true, enableFlightsV2: false };
    expect(agentV2Settings(true, profile)).toEqual(profile);
    expect(agentV2Settings(false, profile)).toEqual({});
    expect(agentV2Settings(true, undefined)).toEqual({});
  });
});

describe('route lists read from the catalogue', () => {
  it('lists the proposal pages (SPEC §2.9)', () => {
    expect(PROPOSAL_ROUTES).toEqual(['/disapproveProposal', '/allowAgentProposal']);
  });

  it('lists the deployed-only share links and where they go elsewhere (SPEC §2.2)', () => {
    expect(DEPLOYED_ONLY_ROUTES).toEqual([
      { route: '/blog/share', otherwise: '/blog' },
      { route: '/destination/share', otherwise: '/destination' },
    ]);
  });

  it('lists the legal pages with the agency field of their text (SPEC §2.12)', () => {
    expect(LEGAL_ROUTES).toEqual([
      { route: '/privacy-policy', content: 'privacyPolicy' },
      { route: '/user-terms-and-conditions', content: 'userTermsAndConditions' },
      { route: '/cookies-policy', content: 'cookiesPolicy' },
      { route: '/disclaimer', content: 'disclaimer' },
    ]);
  });

  it('lists the cruise-line pages, each a page of the cruise app', () => {
    expect(CRUISE_LINE_ROUTES).toEqual(['/royal-caribbean', '/carnival', '/mcl', '/celebrity', '/disney']);
    for (const route of CRUISE_LINE_ROUTES) expect(routeApp(route)).toBe('cruise');
  });
});

describe('matchRoute (the parameters a remote app gets)', () => {
  it('gives the entry and the decoded values of its {name} segments', () => {
    expect(matchRoute('/booknow/activities/result-details/ABC1')).toMatchObject({
      entry: { path: '/booknow/activities/result-details/{productCode}', app: 'activities' },
      params: { productCode: 'ABC1' },
    });
    expect(matchRoute('/booknow/hotels/deal/P%2D7')?.params).toEqual({ proposalId: 'P-7' });
    expect(matchRoute('/booknow/cruise/confirmation/R1/receipt')).toMatchObject({ entry: { path: '/booknow/cruise/confirmation/{referenceNumber}' }, params: { referenceNumber: 'R1' } });
    expect(matchRoute('/booknow/hotels/search')?.params).toEqual({});
    expect(matchRoute('/nowhere')).toBeUndefined();
  });

  it('keeps a segment that does not decode as it came', () => {
    expect(matchRoute('/url/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A' });
  });
});
