import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../src/i18n/languages.ts';
import type { AgencySite, SiteData } from '../../src/site/site-data.ts';
import { agencySchema } from '../../src/tenant/agency.ts';
import type { Environment } from '../../src/tenant/registry.ts';
import type { RouteEntry } from '../../src/site/route-catalogue.ts';
import { appShellOf, appShellRoutes, indexablePages, isNoindex, pageOfFile, PRIVATE_PATHS, robotsRules, robotsTxt, sitemapXml, writeSeoFiles } from './seo-files.ts';
import { testSiteBase } from './test-sites.ts';

function agencySite(patch: { environment?: Environment; defaultLanguage?: Language; status?: string } = {}): AgencySite {
  const { environment = 'prod', defaultLanguage = 'en', status = 'Active' } = patch;
  const agency = agencySchema.parse({
    agencyName: 'Sunny travel',
    subdomain: 'sunny',
    status,
    metaData: { title: 'Sunny travel' },
    logo: 'https://cdn.example.com/logo.svg',
    primaryColor: '#527edb',
    defaultLanguage,
    defaultCountry: 'US',
    bookingMenuItemOptions: [{ title: 'Hotels', active: true }],
  });
  return {
    kind: 'agency',
    ...testSiteBase(environment, defaultLanguage),
    agency,
    aboutUs: null,
    faq: null,
    analytics: { rejected: [] },
  };
}

const missingSite = (): SiteData => ({ ...agencySite(), kind: 'not-found' }) as SiteData;

/**
 * Google's reading of robots.txt (RFC 9309 plus its wildcards): rules of the `*` group, `*` any
 * run of characters, `$` the end; the longest matching rule wins, Allow on a tie; none: allowed.
 */
function isAllowed(robots: string, target: string): boolean {
  let inGroup = false;
  const rules: Array<{ allow: boolean; path: string }> = [];
  for (const raw of robots.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    const [field = '', ...rest] = line.split(':');
    const value = rest.join(':').trim();
    const key = field.trim().toLowerCase();
    if (key === 'user-agent') inGroup = value === '*';
    else if (inGroup && (key === 'allow' || key === 'disallow') && value) rules.push({ allow: key === 'allow', path: value });
  }
  const matches = (path: string) => {
    const anchored = path.endsWith('$');
    const body = (anchored ? path.slice(0, -1) : path).split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`^${body.join('.*')}${anchored ? '$' : ''}`).test(target);
  };
  const best = rules
    .filter((rule) => matches(rule.path))
    .sort((a, b) => b.path.length - a.path.length || Number(b.allow) - Number(a.allow))[0];
  return best ? best.allow : true;
}

function parseXml(xml: string): Document {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

function sitemapEntries(xml: string) {
  const doc = parseXml(xml);
  return [...doc.getElementsByTagNameNS(SITEMAP_NS, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent,
    lastmod: url.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent,
    alternates: Object.fromEntries(
      [...url.getElementsByTagNameNS(XHTML_NS, 'link')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    ),
  }));
}

describe('isNoindex', () => {
  it('reads the robots meta of the head, whatever the attribute order, quotes or case', () => {
    expect(isNoindex('<head><meta name="robots" content="noindex"></head>')).toBe(true);
    expect(isNoindex("<head><META content='NOINDEX, follow' NAME='Robots' /></head>")).toBe(true);
    expect(isNoindex('<head><meta name="googlebot" content="none"></head>')).toBe(true);
    expect(isNoindex('<head><meta name="robots" content="index, follow"></head>')).toBe(false);
    expect(isNoindex('<head><meta name="description" content="noindex"></head>')).toBe(false);
    expect(isNoindex('<head></head><body><p>&lt;meta name="robots" content="noindex"&gt;</p></body>')).toBe(false);
    expect(isNoindex('<head></head><body><meta name="robots" content="noindex"></body>')).toBe(false);
  });
});

describe('pageOfFile', () => {
  it('maps published files to the language and route the canonical link names', () => {
    const site = agencySite({ defaultLanguage: 'de' });
    expect(pageOfFile(site, 'index.html')).toEqual({ language: 'de', route: '/' });
    expect(pageOfFile(site, 'about.html')).toEqual({ language: 'de', route: '/about' });
    expect(pageOfFile(site, 'en/index.html')).toEqual({ language: 'en', route: '/' });
    expect(pageOfFile(site, 'ar/faqs.html')).toEqual({ language: 'ar', route: '/faqs' });
    expect(pageOfFile(site, 'blog/index.html')).toEqual({ language: 'de', route: '/blog' });
    expect(pageOfFile(site, 'fr/top-destination/index.html')).toEqual({ language: 'fr', route: '/top-destination' });
    expect(pageOfFile(site, 'logo.svg')).toBeUndefined();
  });
});

describe('sitemap.xml', () => {
  let dir: string;
  const page = (robots?: string) =>
    `<!doctype html><html><head><title>x</title>${robots ? `<meta name="robots" content="${robots}">` : ''}</head><body></body></html>`;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'seo-files-'));
    const files: Record<string, string> = {
      'index.html': page(),
      'about.html': page(),
      'errors.html': page('noindex'),
      'logout.html': page('noindex'),
      'tips&tricks.html': page(),
      'es/index.html': page(),
      'es/about.html': page(),
      'es/errors.html': page('noindex'),
      'ar/index.html': page(),
      'ar/about.html': page('noindex'),
      // A head longer than one read, its robots meta cut by the read boundary.
      'fr/about.html': `<!doctype html><html><head><style>${'x'.repeat(16_330)}</style><meta name="robots" content="noindex"></head><body></body></html>`,
      '_astro/chunk.html': page(),
      '.staging/index.html': page(),
      '_astro/app.js': '',
    };
    for (const [file, content] of Object.entries(files)) {
      await mkdir(dirname(join(dir, file)), { recursive: true });
      await writeFile(join(dir, file), content);
    }
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('lists every published page but those that ask for noindex, and no asset', async () => {
    const pages = await indexablePages(dir, agencySite());
    expect(pages.map((p) => `${p.language} ${p.route}`).sort()).toEqual(
      ['en /', 'en /about', 'en /tips&tricks', 'es /', 'es /about', 'ar /'].sort(),
    );
  });

  it('is valid XML with absolute URLs on the tenant origin, hreflang alternates, x-default and lastmod', async () => {
    const site = agencySite();
    const xml = sitemapXml(site, await indexablePages(dir, site), new Date('2026-11-22T10:11:12.345Z'));
    const doc = parseXml(xml);
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
    const entries = sitemapEntries(xml);
    expect(entries.map((entry) => entry.loc)).toEqual([
      'https://sunny.example.com/',
      'https://sunny.example.com/es/',
      'https://sunny.example.com/ar/',
      'https://sunny.example.com/about',
      'https://sunny.example.com/es/about',
      'https://sunny.example.com/tips&tricks',
    ]);
    expect(xml).toContain('<loc>https://sunny.example.com/tips&amp;tricks</loc>');
    expect(entries.every((entry) => entry.lastmod === '2026-11-22T10:11:12Z')).toBe(true);
    const home = {
      en: 'https://sunny.example.com/',
      es: 'https://sunny.example.com/es/',
      ar: 'https://sunny.example.com/ar/',
      'x-default': 'https://sunny.example.com/',
    };
    expect(entries[0]!.alternates).toEqual(home);
    expect(entries[2]!.alternates).toEqual(home);
    // The Arabic About page is noindex: no alternate may point at it.
    expect(entries[4]!.alternates).toEqual({
      en: 'https://sunny.example.com/about',
      es: 'https://sunny.example.com/es/about',
      'x-default': 'https://sunny.example.com/about',
    });
  });

  it('lists, for a remote app\'s shell page, the indexed routes of the catalogue it serves', async () => {
    const shellDir = await mkdtemp(join(tmpdir(), 'seo-app-shell-'));
    try {
      await mkdir(join(shellDir, 'booknow'), { recursive: true });
      await mkdir(join(shellDir, 'es/booknow'), { recursive: true });
      const shellPage = (app: string) => `<!doctype html><html><head><meta name="storefront:app-shell" content="${app}"></head><body></body></html>`;
      await writeFile(join(shellDir, 'booknow/cruise.html'), shellPage('cruise'));
      await writeFile(join(shellDir, 'es/booknow/cruise.html'), shellPage('cruise'));
      await writeFile(join(shellDir, 'checkout.html'), shellPage('main'));
      const routes = (await indexablePages(shellDir, agencySite())).map((p) => `${p.language} ${p.route}`).sort();
      expect(routes).toEqual(
        ['/booknow/cruise', '/royal-caribbean', '/carnival', '/mcl', '/celebrity', '/disney']
          .flatMap((route) => [`en ${route}`, `es ${route}`])
          .concat(['en /cancellation-policy'])
          .sort(),
      );
    } finally {
      await rm(shellDir, { recursive: true, force: true });
    }
  });

  it('leaves version-redirected and deployed-only routes out of an app shell\'s sitemap entries', () => {
    const base = agencySite({ environment: 'local' });
    const v2 = { ...base, agency: { ...base.agency, enableHotelsV2: true } };
    expect(appShellRoutes(v2, 'hotels')).toEqual(['/booknow/hotels/v2']);
    expect(appShellRoutes(base, 'hotels')).toEqual(['/booknow/hotels']);
    expect(appShellRoutes(base, 'blog')).toEqual(['/hidden-gems-round-the-world']);
    expect(appShellRoutes(agencySite({ environment: 'prod' }), 'blog')).toEqual(['/blog/share', '/destination/share', '/hidden-gems-round-the-world']);
    expect(appShellOf('<head><meta name="storefront:app-shell" content="hotels"></head>')).toBe('hotels');
    expect(appShellOf('<head></head><body><meta name="storefront:app-shell" content="hotels"></body>')).toBeUndefined();
  });

  it('puts the agency default language at the root and x-default on it', () => {
    const site = agencySite({ defaultLanguage: 'de' });
    const pages = [
      { language: 'de', route: '/faqs' },
      { language: 'en', route: '/faqs' },
    ] as const;
    const [first, second] = sitemapEntries(sitemapXml(site, pages, new Date()));
    expect(first!.loc).toBe('https://sunny.example.com/faqs');
    expect(second!.loc).toBe('https://sunny.example.com/en/faqs');
    expect(second!.alternates['x-default']).toBe('https://sunny.example.com/faqs');
  });

  it('is an empty urlset for the not-found and the inactive sites, whatever their pages say', async () => {
    for (const site of [missingSite(), agencySite({ status: 'Inactive' })]) {
      const pages = await indexablePages(dir, site);
      expect(pages).toEqual([]);
      const xml = sitemapXml(site, pages, new Date());
      expect(parseXml(xml).documentElement.localName).toBe('urlset');
      expect(sitemapEntries(xml)).toEqual([]);
    }
  });

  it('is written beside robots.txt into the staged site', async () => {
    await writeSeoFiles(dir, agencySite(), new Date());
    expect(sitemapEntries(await readFile(join(dir, 'sitemap.xml'), 'utf8'))).toHaveLength(6);
    expect(await readFile(join(dir, 'robots.txt'), 'utf8')).toContain('Sitemap: https://sunny.example.com/sitemap.xml');
  });

  it('is not written for a sandbox tenant or a preview, even in prod; robots.txt is', async () => {
    for (const site of [{ ...agencySite(), sandbox: true as const }, { ...agencySite(), preview: true as const }]) {
      const staged = await mkdtemp(join(tmpdir(), 'seo-marked-'));
      await writeFile(join(staged, 'index.html'), '<html><head><title>x</title></head><body></body></html>');
      await writeSeoFiles(staged, site, new Date());
      await expect(readFile(join(staged, 'sitemap.xml'), 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
      expect(await readFile(join(staged, 'robots.txt'), 'utf8')).toMatch(/^Disallow: \/$/m);
      await rm(staged, { recursive: true, force: true });
    }
  });
});

describe('robotsRules', () => {
  it('refuses the private routes of the catalogue in as few rules as say the same', () => {
    expect([...PRIVATE_PATHS].sort()).toEqual(
      [
        '/booknow/*/search',
        '/booknow/*/result-details',
        '/booknow/*/reservation-details',
        '/booknow/*/details',
        '/booknow/*/checkout',
        '/booknow/*/confirm-payment',
        '/booknow/*/confirmation',
        '/booknow/hotels/deal',
        '/checkout',
        '/hotel-details',
        '/flight-details',
        '/mytrip/',
        '/dashboard',
        '/settings',
        '/bookings',
        '/proposals',
        '/searches',
        '/payment-links',
        '/wallet/',
        '/users/',
        '/applications',
        '/disapproveProposal',
        '/allowAgentProposal',
        '/deal-link',
        '/url/',
        '/logout',
        '/errors',
        '/newPassword',
        '/verify',
        '/sso',
      ].sort(),
    );
  });

  it('never lets a broader rule refuse a route that may be crawled', () => {
    const page = (path: string, indexing: RouteEntry['indexing'], service?: RouteEntry['service']): RouteEntry => ({
      path,
      access: 'login',
      app: 'main',
      indexing,
      languageChange: 'same-route',
      currency: 'keep',
      ...(service ? { service } : {}),
    });
    const rules = robotsRules([
      page('/account/orders/{id}', 'private'),
      page('/account/help', 'index'),
      page('/booknow/a/checkout', 'private', 'Hotels'),
      page('/booknow/b/checkout', 'private', 'Cars'),
      page('/booknow/c/checkout', 'index', 'Cruise'),
      page('/booknow/a/v2/search', 'private', 'Hotels'),
    ]);
    expect(rules).toEqual(['/account/orders/', '/booknow/a/checkout', '/booknow/b/checkout', '/booknow/a/v2/search']);
  });
});

describe('robots.txt', () => {
  const privatePaths = [
    '/booknow/hotels/search?destination=Rome',
    '/booknow/hotels/search-details',
    '/booknow/hotels/checkout',
    '/booknow/hotels/confirm-payment',
    '/booknow/hotels/v2/search',
    '/booknow/hotels/v2/search-details',
    '/booknow/hotels/v2/details?propertyId=1&correlationId=2',
    '/booknow/hotels/deal',
    '/booknow/hotels/deal/P-42',
    '/hotel-details',
    '/booknow/cars/search',
    '/booknow/cars/result-details',
    '/booknow/cars/reservation-details',
    '/booknow/cars/checkout',
    '/booknow/cars/confirm-payment',
    '/booknow/activities/search',
    '/booknow/activities/result-details/PC-1',
    '/booknow/activities/bookings/checkout',
    '/booknow/activities/confirmation/ABC',
    '/booknow/cruise/search',
    '/booknow/cruise/search-details',
    '/booknow/cruise/checkout',
    '/booknow/cruise/confirmation/R-1',
    '/booknow/flights/search',
    '/booknow/flights/search-details',
    '/booknow/flights/v2/search',
    '/booknow/flights/v2/search-details',
    '/booknow/flights/reservation-details',
    '/booknow/flights/checkout',
    '/booknow/flights/confirmation',
    '/flight-details',
    '/booknow/resort/search',
    '/booknow/resort/details',
    '/booknow/resort/checkout',
    '/checkout',
    '/mytrip/dashboard',
    '/mytrip/wallet/',
    '/dashboard',
    '/settings/profile',
    '/settings/website/',
    '/wallet/details/',
    '/users/agents/view/7',
    '/users/clients',
    '/applications',
    '/logout',
    '/errors',
    '/deal-link',
    '/url/abc123',
    '/disapproveProposal',
    '/allowAgentProposal',
  ];
  const publicPaths = [
    '/',
    '/about',
    '/faqs',
    '/login',
    '/signup',
    '/privacy-policy',
    '/blog',
    '/blog/errors-to-avoid',
    '/top-destination',
    '/booknow/hotels',
    '/booknow/hotels/v2',
    '/booknow/flights',
    '/booknow/flights/v2',
    '/booknow/cars',
    '/booknow/activities',
    '/booknow/cruise',
    '/booknow/resort',
    '/royal-caribbean',
  ];

  it('in prod keeps the booking results, checkout and account pages out, under every language prefix', () => {
    const robots = robotsTxt(agencySite());
    expect(isAllowed(robots, '/booknow/hotels/checkout')).toBe(false);
    expect(isAllowed(robots, '/es/booknow/flights/search-details?x=1')).toBe(false);
    expect(isAllowed(robots, '/booknow/activities/confirmation/ABC')).toBe(false);
    expect(isAllowed(robots, '/')).toBe(true);
    expect(isAllowed(robots, '/about')).toBe(true);
    expect(isAllowed(robots, '/fr/faqs')).toBe(true);
    expect(isAllowed(robots, '/booknow/hotels')).toBe(true);
    for (const prefix of ['', '/pt', '/es', '/da', '/no', '/de', '/ar', '/fr', '/sv']) {
      for (const path of privatePaths) expect(isAllowed(robots, `${prefix}${path}`), `${prefix}${path}`).toBe(false);
      for (const path of publicPaths) expect(isAllowed(robots, `${prefix}${path}`), `${prefix}${path}`).toBe(true);
    }
  });

  it('in prod names the sitemap on the tenant origin', () => {
    expect(robotsTxt(agencySite())).toMatch(/^Sitemap: https:\/\/sunny\.example\.com\/sitemap\.xml$/m);
  });

  it('prefixes the languages other than the agency default', () => {
    const robots = robotsTxt(agencySite({ defaultLanguage: 'de' }));
    expect(isAllowed(robots, '/en/booknow/cars/checkout')).toBe(false);
    expect(isAllowed(robots, '/booknow/cars/checkout')).toBe(false);
    expect(robots).not.toContain('Disallow: /de/');
    expect(robots.match(/^Disallow: \/errors$/gm)).toHaveLength(1);
    expect(robots.match(/^Disallow: /gm)).toHaveLength(PRIVATE_PATHS.length * 9);
  });

  it('for a sandbox tenant or a preview refuses everything and names no sitemap, even in prod', () => {
    for (const site of [{ ...agencySite(), sandbox: true as const }, { ...agencySite(), preview: true as const }]) {
      const robots = robotsTxt(site);
      for (const path of ['/', '/about', '/fr/faqs', '/booknow/hotels']) expect(isAllowed(robots, path)).toBe(false);
      expect(robots).not.toMatch(/sitemap/i);
    }
  });

  it('outside prod, and for a not-found or inactive agency, refuses everything', () => {
    const closed = [
      ...(['qa', 'uat', 'dev', 'local'] as const).map((environment) => agencySite({ environment })),
      missingSite(),
      agencySite({ status: 'Inactive' }),
    ];
    for (const site of closed) {
      const robots = robotsTxt(site);
      for (const path of ['/', '/about', '/fr/faqs', '/booknow/hotels']) expect(isAllowed(robots, path)).toBe(false);
      expect(robots).toContain('Sitemap: https://sunny.example.com/sitemap.xml');
    }
  });
});
