import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../src/i18n/languages.ts';
import { findRoute, ROUTE_CATALOGUE, versionRedirect } from '../../src/site/route-catalogue.ts';
import type { AgencySite, SiteData } from '../../src/site/site-data.ts';
import { agencySchema } from '../../src/tenant/agency.ts';
import { DEPLOYED_ENVIRONMENTS, type Environment } from '../../src/tenant/registry.ts';
import { findRedirect, readRedirectsFile, type RedirectRule } from '../serve/netlify-redirects.ts';
import { appShellFile, redirectsFile } from './netlify-files.ts';
import { testSiteBase } from './test-sites.ts';

// Only what the redirects read: the not-found kind has no agency to fake.
const site = (environment: Environment, defaultLanguage: Language = 'en'): SiteData => ({
  kind: 'not-found',
  ...testSiteBase(environment, defaultLanguage),
});

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'netlify-files-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The rules as Netlify's own parser reads them, matched as the local server (and Netlify) does. */
async function rulesOf(data: SiteData): Promise<RedirectRule[]> {
  const file = join(dir, `${data.environment}-${data.defaultLanguage}_redirects`);
  await writeFile(file, redirectsFile(data));
  return readRedirectsFile(file);
}

function follow(rules: RedirectRule[], target: string, fileExists = false) {
  const url = new URL(target, 'http://site.invalid');
  const match = findRedirect(rules, { pathname: url.pathname, search: url.search, query: url.searchParams, headers: {} }, fileExists);
  return match && `${match.status} ${match.target}`;
}

describe('_redirects', () => {
  it('sends unmatched paths to /errors in their language, the catch-all last (SPEC §2.2)', async () => {
    const text = redirectsFile(site('prod'));
    expect(text.trim().split('\n').at(-1)).toBe('/*  /errors  302');
    const rules = await rulesOf(site('prod'));
    expect(follow(rules, '/nowhere')).toBe('302 /errors');
    expect(follow(rules, '/ar/nowhere')).toBe('302 /ar/errors');
    expect(follow(rules, '/about', true)).toBeUndefined();
  });

  it('outside the deployed environments sends /blog/share and /destination/share to /blog and /destination (SPEC §2.2)', async () => {
    const rules = await rulesOf(site('local'));
    expect(follow(rules, '/blog/share')).toBe('302 /blog');
    expect(follow(rules, '/blog/share/')).toBe('302 /blog');
    expect(follow(rules, '/blog/share/summer-in-rome?utm=x')).toBe('302 /blog?utm=x');
    expect(follow(rules, '/destination/share?lat=1&long=2')).toBe('302 /destination?lat=1&long=2');
    expect(follow(rules, '/destination/share/rome/today')).toBe('302 /destination');
    expect(follow(rules, '/es/blog/share/x')).toBe('302 /es/blog');
    expect(follow(rules, '/ar/destination/share')).toBe('302 /ar/destination');
    // A page at that path does not shadow the rule; other blog paths are not touched.
    expect(follow(rules, '/blog/share', true)).toBe('302 /blog');
    expect(follow(rules, '/blog/shared')).toBe('302 /errors');
    expect(follow(rules, '/en/blog/share')).toBe('302 /errors');
  });

  it('prefixes the languages other than the agency default', async () => {
    const rules = await rulesOf(site('local', 'de'));
    expect(follow(rules, '/blog/share')).toBe('302 /blog');
    expect(follow(rules, '/en/blog/share/x')).toBe('302 /en/blog');
    expect(follow(rules, '/de/blog/share')).toBe('302 /errors');
  });

  it('writes nothing for share links in prod, qa, uat and dev: the remote blog app answers them', async () => {
    expect(DEPLOYED_ENVIRONMENTS).toEqual(['prod', 'qa', 'uat', 'dev']);
    for (const environment of DEPLOYED_ENVIRONMENTS) {
      expect(redirectsFile(site(environment))).not.toMatch(/share/i);
      const rules = await rulesOf(site(environment));
      expect(follow(rules, '/blog/share')).toBe('302 /errors');
      expect(follow(rules, '/fr/destination/share')).toBe('302 /fr/errors');
    }
  });
});

function agencySite(patch: { hotelsV2?: boolean; flightsV2?: boolean; resorts?: boolean; defaultLanguage?: Language } = {}): AgencySite {
  const { hotelsV2 = false, flightsV2 = false, resorts = false, defaultLanguage = 'en' } = patch;
  const agency = agencySchema.parse({
    agencyName: 'Sunny travel',
    subdomain: 'sunny',
    status: 'Active',
    metaData: { title: 'Sunny travel' },
    logo: 'https://cdn.example.com/logo.svg',
    primaryColor: '#527edb',
    defaultLanguage,
    defaultCountry: 'US',
    enableHotelsV2: hotelsV2,
    enableFlightsV2: flightsV2,
    bookingMenuItemOptions: [
      { title: 'Hotels', active: true },
      { title: 'Resorts', active: resorts },
    ],
  });
  return { kind: 'agency', ...testSiteBase('local', defaultLanguage), agency, aboutUs: null, faq: null, analytics: { rejected: [] } };
}

/** The shell pages a site publishes, as the build writes them (`<route>.html`). */
const SHELL_FILES = (data: SiteData) =>
  new Set(['hotels', 'flights', 'cars', 'activities', 'cruise', 'main', 'blog'].flatMap((app) =>
    (['en', 'es', 'ar', 'de'] as const).map((language) => appShellFile(data, language, app as 'main'))));

/** Follows a request as the CDN would, with the static files that exist: the answer's status and target. */
function serve(rules: RedirectRule[], data: SiteData, target: string) {
  const url = new URL(target, 'http://site.invalid');
  const exists = SHELL_FILES(data).has(`${url.pathname}.html`);
  const match = findRedirect(rules, { pathname: url.pathname, search: url.search, query: url.searchParams, headers: {} }, exists);
  if (!match) return exists ? `200 ${url.pathname}.html` : '404';
  return `${match.status} ${match.target}`;
}

/** Catalogue routes with sample values in place of `{name}` segments. */
const SAMPLE_ROUTES = ROUTE_CATALOGUE.map((entry) => entry.path.replace(/\{[^}]+\}/g, 'AB-12').replace(/(.)\/$/, '$1'));

describe('_redirects: remote app routes (SPEC §2.2, §2.3)', () => {
  it('serves every remote route of the catalogue, its sub-paths and parameters from its app\'s shell page, with a 200 rewrite', async () => {
    const data = agencySite({ resorts: true });
    const rules = await rulesOf(data);
    let checked = 0;
    for (const route of SAMPLE_ROUTES) {
      const entry = findRoute(route)!;
      if (entry.app === 'shell' || entry.deployedOnly) continue;
      for (const path of [route, `${route}/more/steps`]) {
        for (const language of ['en', 'es'] as const) {
          const localised = language === 'en' ? path : `/es${path}`;
          const owner = findRoute(path)!;
          // overrideRedirect: the version redirects are the other describe's business.
          const answer = serve(rules, data, `${localised}?q=1&overrideRedirect=1`);
          // The route's own shell page (itself a static file) or a 200 rewrite to it.
          expect(answer.replace(/\?.*$/, ''), localised).toBe(`200 ${appShellFile(data, language, owner.app as 'main')}`);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(280);
  });

  it('keeps unmatched paths going to /errors, the catch-all last', async () => {
    const data = agencySite({ resorts: true });
    const text = redirectsFile(data);
    expect(text.trim().split('\n').at(-1)).toBe('/*  /errors  302');
    const rules = await rulesOf(data);
    expect(serve(rules, data, '/mytrip')).toBe('302 /errors');
    expect(serve(rules, data, '/booknow')).toBe('302 /errors');
    expect(serve(rules, data, '/booknow/trains')).toBe('302 /errors');
    expect(serve(rules, data, '/es/preferences')).toBe('302 /es/errors');
    expect(serve(rules, data, '/users')).toBe('302 /errors');
  });

  it('publishes /booknow/resort* only when the Resorts booking menu item is active (SPEC §2.2)', async () => {
    const off = agencySite({ resorts: false });
    expect(redirectsFile(off)).not.toContain('/booknow/resort');
    const rules = await rulesOf(off);
    expect(serve(rules, off, '/booknow/resort/search')).toBe('302 /errors');
    // With Resorts, the pages are the shell's own static files; no rewrite is needed.
    const on = agencySite({ resorts: true });
    expect(redirectsFile(on)).not.toContain('/booknow/resort');
  });

  it('writes few lines: splats cover an app\'s pages under its landing route', () => {
    const text = redirectsFile(agencySite({ resorts: true }));
    const perLanguage = text.split('\n').filter((line) => /^\/(?!es|pt|da|no|de|ar|fr|sv)\S*\s+\S+\s+200$/.test(line)).length;
    expect(text).toContain('/booknow/hotels/*  /booknow/hotels.html  200');
    expect(text).not.toContain('/booknow/hotels/search  /booknow/hotels.html  200');
    expect(text).toContain('/booknow/activities/*  /booknow/activities.html  200');
    // /users/agents/view/{id} is under the Agents page's splat: its app answers the id.
    expect(text).toContain('/users/agents/*  /checkout.html  200');
    expect(text).not.toContain('/users/agents/view/:id');
    expect(text).toContain('/es/royal-caribbean/*  /es/booknow/cruise.html  200');
    expect(perLanguage).toBeLessThanOrEqual(80);
  });
});

describe('_redirects: version redirects (SPEC §2.5)', () => {
  const cases = [
    { name: 'both v2 flags on', hotelsV2: true, flightsV2: true },
    { name: 'both off', hotelsV2: false, flightsV2: false },
    { name: 'hotels off, flights on', hotelsV2: false, flightsV2: true },
  ];
  for (const flags of cases) {
    it(`agrees with versionRedirect on every catalogue route and its sub-paths, ${flags.name}`, async () => {
      const data = agencySite({ ...flags, resorts: true });
      const rules = await rulesOf(data);
      const settings = { enableHotelsV2: flags.hotelsV2, enableFlightsV2: flags.flightsV2 };
      for (const route of SAMPLE_ROUTES) {
        const entry = findRoute(route)!;
        if (entry.app === 'shell' || entry.deployedOnly) continue;
        for (const path of [route, `${route}/x`]) {
          const expected = versionRedirect(path, settings);
          const answer = serve(rules, data, `/de${path}?a=1`);
          if (expected === null) expect(answer, path).toMatch(/^200 /);
          else expect(answer, path).toBe(`302 /de${expected}?a=1`);
          // overrideRedirect disables it; overrideRedirect=false does not.
          expect(serve(rules, data, `/de${path}?a=1&overrideRedirect=true`), path).toMatch(/^200 /);
          expect(serve(rules, data, `${path}?overrideRedirect`), path).toMatch(/^200 /);
          if (expected !== null) {
            expect(serve(rules, data, `${path}?overrideRedirect=false`), path).toBe(`302 ${expected}?overrideRedirect=false`);
            // No loop: the target stays.
            expect(serve(rules, data, expected), `${path} -> ${expected}`).toMatch(/^200 /);
          }
        }
      }
    });
  }

  it('sends /booknow/hotels and its sub-paths to v2 with the flag on, and v2 back with it off, keeping the query', async () => {
    const on = agencySite({ hotelsV2: true });
    const onRules = await rulesOf(on);
    expect(serve(onRules, on, '/booknow/hotels?tab=1')).toBe('302 /booknow/hotels/v2?tab=1');
    expect(serve(onRules, on, '/booknow/hotels/search?destination=7')).toBe('302 /booknow/hotels/v2/search?destination=7');
    expect(serve(onRules, on, '/booknow/hotels/confirm-payment')).toBe('200 /booknow/hotels.html');
    expect(serve(onRules, on, '/booknow/flights')).toBe('200 /booknow/flights.html');
    const off = agencySite({ hotelsV2: false, flightsV2: false });
    const offRules = await rulesOf(off);
    expect(serve(offRules, off, '/booknow/hotels/v2/search?x=1')).toBe('302 /booknow/hotels/search?x=1');
    expect(serve(offRules, off, '/booknow/hotels/v2/details?propertyId=1')).toBe('302 /booknow/hotels?propertyId=1');
    expect(serve(offRules, off, '/booknow/flights/v2')).toBe('302 /booknow/flights');
    expect(serve(offRules, off, '/booknow/hotels')).toBe('200 /booknow/hotels.html');
  });
});
