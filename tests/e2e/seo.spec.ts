import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { E2E } from './environment.ts';
import { findRoute, versionRedirect } from '../../src/site/route-catalogue.ts';
import { stripLanguage } from '../../src/i18n/language-prefix.ts';
import { PRIVATE_PATHS } from '../../scripts/build/seo-files.ts';

// SEO and the share-link rule of SPEC §2.2, through the served sites.

/**
 * Node cannot resolve `*.localhost`, so requests go to localhost with the tenant's Host header,
 * which is how the site server picks the site (as a CDN does).
 */
function get(request: APIRequestContext, tenant: string, path: string) {
  return request.get(`http://localhost:${E2E.sitePort}${path}`, {
    headers: { Host: new URL(E2E.siteUrl(tenant)).host },
    maxRedirects: 0,
  });
}

/** The registry origin the build wrote into canonical links and the sitemap (not the test port). */
async function registryOrigin(tenant: string): Promise<string> {
  const file = resolve(import.meta.dirname, '../../tenants', `${tenant}.json`);
  return new URL((JSON.parse(await readFile(file, 'utf8')) as { origin: string }).origin).origin;
}

interface SitemapEntry {
  loc: string;
  lastmod: string;
  alternates: Record<string, string>;
}

/** Parsed by Chromium's own XML parser, so a malformed sitemap fails here. */
async function sitemapOf(page: Page, request: APIRequestContext, tenant: string): Promise<SitemapEntry[]> {
  const response = await get(request, tenant, '/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  return page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    const error = doc.querySelector('parsererror');
    if (error) throw new Error(`sitemap.xml is not well-formed: ${error.textContent}`);
    const root = doc.documentElement;
    const sitemapNs = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    if (root.localName !== 'urlset' || root.namespaceURI !== sitemapNs) throw new Error('sitemap.xml has no sitemap urlset');
    return [...root.getElementsByTagNameNS(sitemapNs, 'url')].map((url) => ({
      loc: url.getElementsByTagNameNS(sitemapNs, 'loc')[0]?.textContent ?? '',
      lastmod: url.getElementsByTagNameNS(sitemapNs, 'lastmod')[0]?.textContent ?? '',
      alternates: Object.fromEntries(
        [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [
          link.getAttribute('hreflang') ?? '',
          link.getAttribute('href') ?? '',
        ]),
      ),
    }));
  }, await response.text());
}

async function robotsOf(request: APIRequestContext, tenant: string): Promise<string> {
  const response = await get(request, tenant, '/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  return response.text();
}

/**
 * A remote app's shell page serves many routes, so its head carries no canonical link
 * or alternates from the build; the browser writes those of the visitor's route
 * (src/client/route-head.ts, proved in tests/e2e/route-catalogue.spec.ts). What the served HTML
 * must say: which app it is, and that the route is one of that app's.
 */
function appShellOf(html: string): string | undefined {
  return /<meta name="storefront:app-shell" content="([a-z]+)">/.exec(html.slice(0, html.search(/<\/head>/i)))?.[1];
}

function expectAppShellPage(html: string, path: string, app: string): void {
  expect(seoLinks(html).canonicals, path).toEqual([]);
  expect(findRoute(stripLanguage(path).route)?.app, path).toBe(app);
}

/** The <link> tags of a page's head, attribute names lower-cased. */
function headLinks(html: string): Array<Record<string, string>> {
  const head = html.slice(0, html.search(/<\/head>/i));
  return [...head.matchAll(/<link\b[^>]*>/gi)].map(([tag]) =>
    Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/gi)].map((m) => [m[1]!.toLowerCase(), m[2]!.replaceAll('&amp;', '&')])),
  );
}

function seoLinks(html: string) {
  const links = headLinks(html);
  return {
    canonicals: links.filter((link) => link.rel === 'canonical').map((link) => link.href),
    alternates: links.filter((link) => link.rel === 'alternate' && link.hreflang).map((link) => [link.hreflang!, link.href!] as const),
  };
}

const LANGUAGE_CODES = ['en', 'pt', 'es', 'da', 'no', 'de', 'ar', 'fr', 'sv'];

test.describe('sitemap.xml', () => {
  for (const tenant of ['sunny', 'alpine']) {
    test(`${tenant}: every page listed answers 200 with a canonical link equal to its sitemap URL`, async ({ page, request }) => {
      // With the remote apps' indexed routes: about 150 requests on a shared machine.
      test.setTimeout(120_000);
      const origin = await registryOrigin(tenant);
      const entries = await sitemapOf(page, request, tenant);
      // 9 languages × the indexable shell pages (home, about, faqs, legal pages…).
      expect(entries.length).toBeGreaterThanOrEqual(9 * 5);
      const locs = entries.map((entry) => entry.loc);
      expect(new Set(locs).size).toBe(locs.length);
      for (const entry of entries) {
        const url = new URL(entry.loc);
        expect(url.origin, entry.loc).toBe(origin);
        expect(url.pathname, entry.loc).not.toMatch(/\/(errors|logout)$/);
        expect(entry.lastmod, entry.loc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
        expect(Object.keys(entry.alternates).sort(), entry.loc).toEqual([...LANGUAGE_CODES, 'x-default'].sort());
        expect(Object.values(entry.alternates), entry.loc).toContain(entry.loc);

        const response = await get(request, tenant, url.pathname);
        expect(response.status(), entry.loc).toBe(200);
        const html = await response.text();
        expect(html, entry.loc).not.toContain('<meta name="robots" content="noindex">');
        const app = appShellOf(html);
        if (app) {
          expectAppShellPage(html, url.pathname, app);
          expect(findRoute(stripLanguage(url.pathname).route)?.indexing, entry.loc).toBe('index');
          continue;
        }
        const { canonicals, alternates } = seoLinks(html);
        expect(canonicals, entry.loc).toEqual([entry.loc]);
        // The page and the sitemap tell crawlers the same language versions.
        expect(Object.fromEntries(alternates), entry.loc).toEqual(entry.alternates);
      }
    });
  }

  test('sunny: x-default is the agency default language, at the site root', async ({ page, request }) => {
    const origin = await registryOrigin('sunny');
    const home = (await sitemapOf(page, request, 'sunny')).find((entry) => entry.loc === `${origin}/es/`);
    expect(home?.alternates).toMatchObject({ en: `${origin}/`, es: `${origin}/es/`, 'x-default': `${origin}/` });
  });

  for (const tenant of ['ghost', 'paused']) {
    test(`${tenant}: a site with nothing to index has an empty urlset`, async ({ page, request }) => {
      expect(await sitemapOf(page, request, tenant)).toEqual([]);
    });
  }
});

test.describe('robots.txt', () => {
  // Only prod sites are open to crawlers (scripts/build/seo-files.ts). medina is the demo's prod
  // site; the others run in local or qa, so each refuses everything.
  for (const tenant of ['sunny', 'alpine', 'ghost', 'paused']) {
    test(`${tenant}: names its sitemap and, outside prod, keeps every crawler out`, async ({ request }) => {
      const robots = await robotsOf(request, tenant);
      const origin = await registryOrigin(tenant);
      expect(robots).toMatch(/^User-agent: \*$/m);
      expect(robots).toMatch(/^Disallow: \/$/m);
      expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    });
  }
  test('medina (prod): open to crawlers, save the booking results, checkout and account pages in every language', async ({ request }) => {
    const robots = await robotsOf(request, 'medina');
    const origin = await registryOrigin('medina');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    const disallowed = robots.split('\n').filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    // medina's default language (ar) has no prefix; every other language has its own (SPEC §1).
    for (const path of PRIVATE_PATHS) {
      expect(disallowed, path).toContain(path);
      expect(disallowed, `/en${path}`).toContain(`/en${path}`);
    }
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

test.describe('share links (SPEC §2.2)', () => {
  test('sunny (local): /blog/share and /destination/share go to /blog and /destination, in the visitor language', async ({ page, request }) => {
    for (const [from, to] of [
      ['/blog/share', '/blog'],
      ['/blog/share/summer-in-rome?utm_source=x', '/blog?utm_source=x'],
      ['/es/blog/share/verano', '/es/blog'],
      ['/destination/share?lat=41.9&long=12.5', '/destination?lat=41.9&long=12.5'],
      ['/ar/destination/share/rome', '/ar/destination'],
    ] as const) {
      const response = await get(request, 'sunny', from);
      expect(response.status(), from).toBe(302);
      expect(response.headers().location, from).toBe(to);
    }

    const response = await page.goto(`${E2E.siteUrl('sunny')}/fr/blog/share/article-7`);
    expect(new URL(page.url()).pathname).toBe('/fr/blog');
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toBe(`${E2E.siteUrl('sunny')}/fr/blog/share/article-7`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('alpine (qa): share links are left to the remote blog app, not sent to /blog', async ({ page, request }) => {
    for (const path of ['/blog/share', '/blog/share/x', '/en/destination/share']) {
      const response = await get(request, 'alpine', path);
      expect(response.headers().location ?? '', path).not.toMatch(/\/(blog|destination)(\?|$)/);
    }
    await page.goto(`${E2E.siteUrl('alpine')}/blog/share/x`);
    expect(new URL(page.url()).pathname).not.toBe('/blog');
  });
});

test('sunny: every page carries one canonical link to itself and the ten hreflang alternates', async ({ request }) => {
  const origin = await registryOrigin('sunny');
  const siteDir = resolve(E2E.dir, 'dist', 'sunny');
  const files = (await readdir(siteDir, { recursive: true }))
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith('_astro/'));
  expect(files.length).toBeGreaterThanOrEqual(9 * 8);
  for (const file of files) {
    const path = `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
    const onDisk = await readFile(resolve(siteDir, file), 'utf8');
    const app = appShellOf(onDisk);
    const response = await get(request, 'sunny', path);
    if (app) {
      expectAppShellPage(onDisk, path, app);
      // SPEC §2.5: sunny has both v2 flags on, so its v1 landing pages answer with their redirect.
      const { prefix, route } = stripLanguage(path);
      const moved = versionRedirect(route, { enableHotelsV2: true, enableFlightsV2: true });
      if (moved) expect([response.status(), response.headers().location], path).toEqual([302, `${prefix}${moved}`]);
      else expect(response.status(), path).toBe(200);
      continue;
    }
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const { canonicals, alternates } = seoLinks(html);
    expect(canonicals, path).toEqual([`${origin}${path}`]);
    expect(alternates, path).toHaveLength(10);
    expect(alternates.map(([hreflang]) => hreflang).sort(), path).toEqual([...LANGUAGE_CODES, 'x-default'].sort());
    const route = path.replace(/^\/(pt|es|da|no|de|ar|fr|sv)(\/|$)/, '/');
    for (const [hreflang, href] of alternates) {
      const expected = hreflang === 'en' || hreflang === 'x-default' ? route : `/${hreflang}${route === '/' ? '/' : route}`;
      expect(href, `${path} ${hreflang}`).toBe(`${origin}${expected}`);
    }
  }
});

test.describe('link cards and rich results', () => {
  /** Every JSON-LD block of the page, parsed. */
  const jsonLd = (page: Page) =>
    page.locator('script[type="application/ld+json"]').evaluateAll((all) => all.map((script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>));
  const meta = (page: Page, property: string) => page.locator(`meta[property="${property}"], meta[name="${property}"]`);

  test('sunny /faqs: Open Graph and Twitter card, TravelAgency, FAQPage with every question, BreadcrumbList', async ({ page }) => {
    await page.goto(`${E2E.siteUrl('sunny')}/faqs`);
    const title = await page.title();
    await expect(meta(page, 'og:title')).toHaveAttribute('content', title);
    await expect(meta(page, 'twitter:title')).toHaveAttribute('content', title);
    await expect(meta(page, 'twitter:card')).toHaveAttribute('content', 'summary');
    await expect(meta(page, 'og:image')).toHaveAttribute('content', /^https?:\/\//);
    await expect(meta(page, 'og:locale')).toHaveAttribute('content', 'en_US');
    await expect(meta(page, 'og:locale:alternate')).toHaveCount(8);
    await expect(meta(page, 'og:url')).toHaveAttribute('content', await page.locator('link[rel="canonical"]').getAttribute('href') ?? '');
    const blocks = await jsonLd(page);
    expect(blocks.map((block) => block['@type'])).toEqual(['TravelAgency', 'FAQPage', 'BreadcrumbList']);
    const [agency, faq] = blocks as [{ name: string; sameAs: string[] }, { mainEntity: { name: string }[] }];
    expect(agency.name).toBe('Sunny Holidays');
    expect(agency.sameAs).toEqual(await page.locator('footer [data-social]').evaluateAll((all) => all.map((a) => a.getAttribute('href'))));
    expect(faq.mainEntity.map((question) => question.name)).toEqual(await page.locator('.faq__item summary').allTextContents());
  });

  test('medina in Arabic: its locale, and the home page carries no breadcrumb', async ({ page }) => {
    await page.goto(`${E2E.siteUrl('medina')}/`);
    await expect(meta(page, 'og:locale')).toHaveAttribute('content', /^ar_[A-Z]{2}$/);
    expect((await jsonLd(page)).map((block) => block['@type'])).toEqual(['TravelAgency']);
  });
});
