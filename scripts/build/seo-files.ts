import { open, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../../src/i18n/languages.ts';
import { ROUTE_CATALOGUE, versionRedirect, type RemoteApp, type RouteEntry } from '../../src/site/route-catalogue.ts';
import { localePath, pageOfPath } from '../../src/i18n/language-prefix.ts';
import type { SiteData } from '../../src/site/site-data.ts';
import { isInactive } from '../../src/tenant/agency.ts';
import { DEPLOYED_ENVIRONMENTS } from '../../src/tenant/registry.ts';
import { testMarking } from '../../src/site/test-marking.ts';

/** One published page as the crawler sees it: its language and its route without the prefix. */
export interface SitePage {
  language: Language;
  route: string;
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');
const isParam = (segment: string) => segment.startsWith('{');

/** Whether a robots.txt rule (`*` any run of characters, a prefix otherwise) covers a path. */
function ruleCovers(rule: string, path: string): boolean {
  const body = rule.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${body.join('.*')}`).test(path);
}

/**
 * The robots.txt rules that keep crawlers out of the private routes of the route catalogue
 * (booking results, checkout and confirmation, the customer and agent areas, the pages that only
 * move a visitor on: SPEC §2.3), in as few rules as say the same:
 * - a route with a `{param}` is refused from the param on (`/url/{id}` → `/url/`);
 * - a private page in a folder refuses the folder (`/settings/profile` → `/settings/`), and a
 *   booking step that two or more services share is refused for every service and any `v2/`
 *   (`/booknow/hotels/checkout` and `/booknow/cars/checkout` give one rule, `*` standing for the
 *   service), each only when no route that may be crawled falls under the broader rule;
 * - a rule another one covers is left out (the search rule covers `…/search-details`).
 * The landing pages (/booknow/hotels, /booknow/hotels/v2…) stay crawlable.
 */
export function robotsRules(catalogue: readonly RouteEntry[] = ROUTE_CATALOGUE): string[] {
  const crawlable = catalogue
    .filter((entry) => entry.indexing !== 'private')
    .map((entry) => entry.path.replace(/\{[^}]*\}/g, 'x'));
  const safe = (rule: string) => !crawlable.some((path) => ruleCovers(rule, path));
  const exact = (path: string) => (path.includes('{') ? path.slice(0, path.indexOf('{')) : path);
  // A booking step is the last named segment after /booknow/<service>/: search, checkout…
  const step = (path: string) => {
    const segments = segmentsOf(path);
    const named = segments.filter((segment) => !isParam(segment));
    if (segments[0] !== 'booknow' || named.length < 3) return undefined;
    const name = named.at(-1)!;
    return { service: segments[1]!, name, prefix: `/${segments.slice(0, segments.lastIndexOf(name) + 1).join('/')}` };
  };
  const services = new Map<string, Set<string>>();
  const privateRoutes = catalogue.filter((entry) => entry.indexing === 'private').map((entry) => entry.path);
  for (const path of privateRoutes) {
    const found = step(path);
    if (found) services.set(found.name, (services.get(found.name) ?? new Set()).add(found.service));
  }
  const rules = new Set<string>();
  for (const path of privateRoutes) {
    const found = step(path);
    const segments = segmentsOf(path);
    const broad = found
      ? (services.get(found.name)!.size > 1 ? `/booknow/*/${found.name}` : found.prefix)
      : segments.length > 1
        ? `/${segments[0]}/`
        : exact(path);
    rules.add(safe(broad) ? broad : exact(path));
  }
  const kept = [...rules].filter((rule) => ![...rules].some((other) => other !== rule && ruleCovers(other, rule)));
  // The service-wide rules first, as a reader looks for them.
  return [...kept.filter((rule) => rule.includes('*')), ...kept.filter((rule) => !rule.includes('*'))];
}

/** The robots.txt rules of the private routes, under each language prefix in robotsTxt. */
export const PRIVATE_PATHS: readonly string[] = robotsRules();

/** A page's head: its text up to </head> (all of it if it has none). */
export function headOf(html: string): string {
  const end = html.search(/<\/head\s*>/i);
  return end === -1 ? html : html.slice(0, end);
}

/** Pages whose own HTML asks to stay out of the index; only the head is read. */
export const isNoindex = (html: string): boolean => isNoindexHead(headOf(html));

/** isNoindex of a head already cut out (headOf). */
export function isNoindexHead(head: string): boolean {
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = new Map(
      [...tag.matchAll(/([a-z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi)].map((m) => [
        m[1]!.toLowerCase(),
        (m[2] ?? m[3] ?? m[4] ?? '').toLowerCase(),
      ]),
    );
    if (!['robots', 'googlebot'].includes(attributes.get('name') ?? '')) continue;
    const directives = (attributes.get('content') ?? '').split(',').map((item) => item.trim());
    if (directives.includes('noindex') || directives.includes('none')) return true;
  }
  return false;
}

/**
 * The page a published file answers for. The default language sits at the root and the others
 * under /<lang>/ (see publish.ts); `x.html` and `x/index.html` both answer the route `/x`, the
 * form localePath gives the canonical link.
 */
export function pageOfFile(site: Pick<SiteData, 'defaultLanguage'>, file: string): SitePage | undefined {
  if (!file.endsWith('.html')) return undefined;
  const segments = file.replace(/\.html$/, '').split('/');
  if (segments.at(-1) === 'index') segments.pop();
  return pageOfPath(site, `/${segments.join('/')}`);
}

/** Every HTML file of a staged site, relative and with `/` separators; assets and dot-files skipped. */
async function htmlFiles(dir: string, prefix = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(join(dir, prefix), { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === '_astro') continue;
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await htmlFiles(dir, path)));
    else if (entry.name.endsWith('.html')) files.push(path);
  }
  return files;
}

/**
 * The start of a page up to the end of its head: all isNoindex needs. A build of a hundred
 * agencies reads some nine thousand pages here, so the body is not read.
 */
async function readHead(file: string): Promise<string> {
  const handle = await open(file);
  try {
    const chunks: Buffer[] = [];
    for (;;) {
      const { bytesRead, buffer } = await handle.read({ buffer: Buffer.alloc(16_384) });
      if (bytesRead === 0) break;
      chunks.push(buffer.subarray(0, bytesRead));
      // Latin-1 cannot trip on a character cut by a read; the whole prefix is searched so that a
      // tag cut in two by a read is found too.
      if (/<\/head\s*>/i.test(Buffer.concat(chunks).toString('latin1'))) break;
    }
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    await handle.close();
  }
}

/** The remote app whose shell page this is (Shell.astro's `storefront:app-shell` meta), if any. */
export const appShellOf = (html: string): RemoteApp | undefined => appShellOfHead(headOf(html));

/** appShellOf of a head already cut out (headOf). */
export function appShellOfHead(head: string): RemoteApp | undefined {
  return /<meta\s+name="storefront:app-shell"\s+content="([a-z]+)"/i.exec(head)?.[1] as RemoteApp | undefined;
}

/**
 * The routes a remote app's shell page answers for that belong in the sitemap: the app's
 * indexed catalogue routes without parameters, except those that move the visitor on here (a
 * SPEC §2.5 version redirect with this agency's flags, a deployed-only route outside the deployed
 * environments).
 */
export function appShellRoutes(site: SiteData, app: RemoteApp, catalogue: readonly RouteEntry[] = ROUTE_CATALOGUE): readonly string[] {
  const agency = site.kind === 'agency' ? site.agency : undefined;
  const flags = { enableHotelsV2: agency?.enableHotelsV2 ?? false, enableFlightsV2: agency?.enableFlightsV2 ?? false };
  const deployed = DEPLOYED_ENVIRONMENTS.includes(site.environment);
  // Asked for every language of every site, with few distinct answers.
  const key = `${app}${flags.enableHotelsV2}${flags.enableFlightsV2}${deployed}`;
  if (catalogue !== ROUTE_CATALOGUE) return shellRoutesOf(app, flags, deployed, catalogue);
  let routes = knownShellRoutes.get(key);
  if (!routes) knownShellRoutes.set(key, (routes = Object.freeze(shellRoutesOf(app, flags, deployed, catalogue))));
  return routes;
}

const knownShellRoutes = new Map<string, readonly string[]>();

function shellRoutesOf(app: RemoteApp, flags: { enableHotelsV2: boolean; enableFlightsV2: boolean }, deployed: boolean, catalogue: readonly RouteEntry[]): string[] {
  return catalogue
    .filter((entry) => entry.app === app && entry.indexing === 'index' && !entry.path.includes('{'))
    .filter((entry) => (deployed || !entry.deployedOnly) && versionRedirect(entry.path, flags) === null)
    .map((entry) => (entry.path.length > 1 && entry.path.endsWith('/') ? entry.path.slice(0, -1) : entry.path));
}

/**
 * The indexable pages of a staged site: every HTML page that does not carry robots noindex, and
 * for a remote app's shell page the catalogue routes it serves (appShellRoutes).
 */
export async function indexablePages(siteDir: string, site: SiteData, known?: ReadonlyMap<string, HeadFacts>): Promise<SitePage[]> {
  if (isClosed(site)) return [];
  const pages: SitePage[] = [];
  for (const file of await htmlFiles(siteDir)) {
    const page = pageOfFile(site, file);
    if (!page) continue;
    const { app, noindex } = known?.get(file) ?? headFacts(await readHead(join(siteDir, file)));
    if (app) pages.push(...appShellRoutes(site, app).map((route) => ({ language: page.language, route })));
    else if (!noindex) pages.push(page);
  }
  return pages;
}

/** What the sitemap needs of a page's head; the render notes it (scripts/build/page-facts.ts). */
export interface HeadFacts {
  noindex: boolean;
  app?: RemoteApp;
}

const headFacts = (head: string): HeadFacts => ({ noindex: isNoindexHead(head), app: appShellOfHead(head) });

/** 'Agency not found!' and the inactive blocking modal (SPEC §8): nothing on them to find. */
function isClosed(site: SiteData): boolean {
  return site.kind === 'not-found' || isInactive(site.agency);
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/** W3C datetime, to the second. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * sitemap.xml: one <url> per indexable page on the tenant origin, each listing every language
 * version of its route and x-default (the agency default language), as Google reads hreflang
 * from sitemaps. The URLs are built with localePath, as Shell.astro builds its canonical link.
 */
export function sitemapXml(site: SiteData, pages: readonly SitePage[], lastmod: Date): string {
  const url = (language: Language, route: string) => new URL(localePath(site, language, route), site.origin).href;
  const order = (language: Language) => (language === site.defaultLanguage ? -1 : LANGUAGES.indexOf(language));
  const byRoute = new Map<string, Language[]>();
  for (const page of pages) byRoute.set(page.route, [...(byRoute.get(page.route) ?? []), page.language]);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const route of [...byRoute.keys()].sort()) {
    const languages = [...new Set(byRoute.get(route))].sort((a, b) => order(a) - order(b));
    const alternates = languages.map((language) => [language, url(language, route)]);
    if (languages.includes(site.defaultLanguage)) alternates.push(['x-default', url(site.defaultLanguage, route)]);
    for (const language of languages) {
      lines.push('  <url>', `    <loc>${escapeXml(url(language, route))}</loc>`, `    <lastmod>${w3cDate(lastmod)}</lastmod>`);
      for (const [hreflang, href] of alternates) {
        lines.push(`    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href!)}"/>`);
      }
      lines.push('  </url>');
    }
  }
  lines.push('</urlset>');
  return `${lines.join('\n')}\n`;
}

/**
 * robots.txt. Only prod is meant to be found: qa, uat, dev and local copies of a storefront
 * would compete with the real site in search results with test data, so, as storefronts usually
 * do, they ask every crawler to stay out entirely. So do the not-found and inactive sites.
 * In prod the private paths are refused under the root (default language) and under every
 * other language prefix; spelling the prefixes out, rather than `/*` + path, keeps a rule such as
 * `/errors` from also refusing an unrelated `/blog/errors-to-avoid`.
 */
export function robotsTxt(site: SiteData): string {
  const lines = ['# Generated by scripts/build.'];
  const marking = testMarking(site);
  if (marking) {
    // A sandbox or a preview is not to be found at all: no rule but this one, and no sitemap.
    lines.push(`# Nothing to index: a ${marking === 'preview' ? 'preview' : 'sandbox (test) site'}.`, 'User-agent: *', 'Disallow: /');
    return `${lines.join('\n')}\n`;
  }
  if (site.environment !== 'prod' || isClosed(site)) {
    const why = isClosed(site) ? 'this agency site is not open' : `a ${site.environment} site, not the production one`;
    lines.push(`# Nothing to index: ${why}.`, 'User-agent: *', 'Disallow: /');
  } else {
    lines.push('# Booking results, checkout and account pages are not indexed (SPEC §2.3), in any language.', 'User-agent: *');
    const languages = [site.defaultLanguage, ...LANGUAGES.filter((language) => language !== site.defaultLanguage)];
    for (const language of languages) for (const path of PRIVATE_PATHS) lines.push(`Disallow: ${localePath(site, language, path)}`);
  }
  lines.push('', `Sitemap: ${new URL('/sitemap.xml', site.origin).href}`);
  return `${lines.join('\n')}\n`;
}

/** Writes sitemap.xml and robots.txt into a staged site, from the pages it holds; a sandbox or a preview has no sitemap. */
export async function writeSeoFiles(siteDir: string, site: SiteData, builtAt: Date, known?: ReadonlyMap<string, HeadFacts>): Promise<void> {
  if (testMarking(site)) {
    await writeFile(join(siteDir, 'robots.txt'), robotsTxt(site));
    return;
  }
  const pages = await indexablePages(siteDir, site, known);
  await writeFile(join(siteDir, 'sitemap.xml'), sitemapXml(site, pages, builtAt));
  await writeFile(join(siteDir, 'robots.txt'), robotsTxt(site));
}
