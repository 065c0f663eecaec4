import { describe, expect, it } from 'vitest';
import { APP_SHELL_ROUTES, appShellsOf, hasResortPages, netlifyPattern, REMOTE_APPS, rewriteRoutes } from './app-shells.ts';
import { findRoute, ROUTE_CATALOGUE } from './route-catalogue.ts';
import { versionRules } from './version-redirect.ts';

const menu = (...active: string[]) => ({
  bookingMenuItemOptions: ['Hotels', 'Air Travel', 'Resorts', 'Cars', 'Activities', 'Cruise'].map((title) => ({ title, active: active.includes(title) })),
});

describe('remote app shell pages (SPEC §2.2, §2.3)', () => {
  it('has one shell route per app, a route of that app', () => {
    expect([...REMOTE_APPS].sort()).toEqual(['activities', 'blog', 'cars', 'cruise', 'flights', 'hotels', 'main']);
    for (const app of REMOTE_APPS) expect(findRoute(APP_SHELL_ROUTES[app])?.app, app).toBe(app);
  });

  it('builds every app shell for an agency, and none without one', () => {
    expect(appShellsOf(menu('Hotels')).length).toBe(7);
    expect(appShellsOf(undefined)).toEqual([]);
  });

  it('builds the resort pages (shell pages of their own) only when the Resorts item is active (SPEC §2.2)', () => {
    expect(hasResortPages(menu('Hotels'))).toBe(false);
    expect(hasResortPages(menu('Hotels', 'Resorts'))).toBe(true);
    expect(hasResortPages(undefined)).toBe(false);
  });

  it('writes one rewrite per route family: a splat covers the routes under an entry of the same app', () => {
    const rewrites = rewriteRoutes(REMOTE_APPS);
    const routes = rewrites.map((rewrite) => rewrite.route);
    expect(routes).toContain('/booknow/hotels');
    expect(routes).not.toContain('/booknow/hotels/v2/search');
    expect(routes).toContain('/hotel-details');
    // /mytrip is not a route, so each customer page keeps its own line; a trailing slash is dropped.
    expect(routes).toContain('/mytrip/dashboard');
    expect(routes).toContain('/mytrip/wallet');
    // /blog is the shell's page: the blog app's /blog/share is a line of its own.
    expect(routes).toContain('/blog/share');
    expect(routes).not.toContain('/blog');
    // Every remote route of the catalogue is covered by a line of its own app.
    for (const entry of ROUTE_CATALOGUE.filter((candidate) => candidate.app !== 'shell')) {
      const path = entry.path.replace(/(.)\/$/, '$1');
      const line = rewrites.find((rewrite) => path === rewrite.route || path.startsWith(`${rewrite.route}/`));
      expect(line?.app, entry.path).toBe(entry.app);
    }
    expect(rewriteRoutes(['hotels']).every((rewrite) => rewrite.app === 'hotels')).toBe(true);
  });

  it('turns {name} segments into Netlify placeholders', () => {
    expect(netlifyPattern('/booknow/activities/result-details/{productCode}')).toBe('/booknow/activities/result-details/:productCode');
    expect(netlifyPattern('/users/agents/view/{id}')).toBe('/users/agents/view/:id');
  });
});

describe('version rules (SPEC §2.5)', () => {
  it('lists the redirecting routes, and the routes that stay under a redirecting one, most specific first', () => {
    const on = versionRules({ enableHotelsV2: true, enableFlightsV2: false }, REMOTE_APPS);
    const byRoute = Object.fromEntries(on.map((rule) => [rule.route, rule.to]));
    expect(byRoute['/booknow/hotels']).toBe('/booknow/hotels/v2');
    expect(byRoute['/booknow/hotels/search']).toBe('/booknow/hotels/v2/search');
    expect(byRoute['/booknow/hotels/confirm-payment']).toBeNull();
    expect(byRoute['/booknow/hotels/v2']).toBeNull();
    expect(byRoute['/booknow/flights/v2']).toBe('/booknow/flights');
    expect(byRoute).not.toHaveProperty('/booknow/cars');
    const depths = on.map((rule) => rule.route.split('/').length);
    expect(depths).toEqual([...depths].sort((a, b) => b - a));
  });

  it('writes nothing for an agency without hotels or flights apps', () => {
    expect(versionRules({ enableHotelsV2: true, enableFlightsV2: true }, ['cars', 'main'])).toEqual([]);
  });
});
