import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RenderBundle } from '../../../src/build/bundle-integration.ts';
import { provideSites } from '../../../src/build/sites.ts';
import type { Language } from '../../../src/i18n/languages.ts';
import type { SiteData } from '../../../src/site/site-data.ts';
import { pageFacts, type PageFacts } from '../page-facts.ts';
import { publishedFile } from '../publish.ts';
import { loadBundleApp, outFileOf, type BundleApp, type PagePath } from './bundle-app.ts';

/** The tenant of a page path (`/site/<id>/<lang>/…`, src/build/sites.ts). */
export const tenantOf = (pathname: string) => pathname.split('/')[2] ?? '';

/** A site to render, and the stage its pages are written into (publish.ts openStage). */
export interface ShareSite {
  site: SiteData;
  stageDir: string;
}

export interface ShareJob {
  bundle: RenderBundle;
  /** This share: every page of these sites. */
  sites: ShareSite[];
}

/** One site of a share, rendered: its stage holds every page, or the site failed. */
export interface SiteRendered {
  id: string;
  pages: number;
  /** What publishing needs of each page, by its published file (`de/about.html`). */
  facts: Array<[file: string, facts: PageFacts]>;
  /** The first page that failed and its error; the site's other pages were skipped. */
  failure?: string;
}

export interface ShareResult {
  pages: number;
  /** Milliseconds spent loading the bundle, listing the pages, rendering and writing them. */
  ms: { load: number; list: number; render: number };
}

/** The site and language part of a page path (`/site/<id>/<lang>/…`). */
const siteAndLanguageOf = (pathname: string) => pathname.split('/', 4).join('/');

/**
 * Astro lists a route's pages for every site and language before the next route's. Rendered one
 * site and language at a time instead, a page finds what the one before left in the caches warm
 * (its islands in island-memo.ts, its texts, the processor's own caches), and each site is
 * complete, and can be published, as early as it can be. The order changes no page.
 */
export function bySiteAndLanguage<T extends { pathname: string }>(pages: T[]): T[] {
  const groups = new Map<string, T[]>();
  for (const page of pages) {
    const group = siteAndLanguageOf(page.pathname);
    let members = groups.get(group);
    if (!members) groups.set(group, (members = []));
    members.push(page);
  }
  return [...groups.values()].flat();
}

/**
 * Renders one share of the sites, each page written straight into its site's stage at its
 * published path, and reports each site as soon as its last page is written. The pages read
 * their sites through src/build/sites.ts, which holds this thread's share only.
 *
 * Files are written synchronously: the render keeps every core busy, so a write handed to
 * libuv's pool only waits for a core too, and costs a round trip on top.
 */
export async function renderShare(job: ShareJob, onSite: (site: SiteRendered) => void, load: (bundle: RenderBundle) => Promise<BundleApp> = loadBundleApp): Promise<ShareResult> {
  const t0 = performance.now();
  provideSites(job.sites.map(({ site }) => site));
  const app = await load(job.bundle);
  const t1 = performance.now();
  const mine = bySiteAndLanguage(await app.paths());
  const t2 = performance.now();
  const stages = new Map(job.sites.map((entry) => [entry.site.id, entry]));
  const folders = new Set<string>();
  let pages = 0;
  let current: SiteRendered | undefined;
  const reported = new Set<string>();
  const finish = async () => {
    if (!current) return;
    reported.add(current.id);
    onSite(current);
    pages += current.pages;
    current = undefined;
    // The build's own thread publishes what it is told of meanwhile: let it.
    await new Promise((resolve) => setImmediate(resolve));
  };
  for (const page of mine) {
    const id = tenantOf(page.pathname);
    if (current?.id !== id) {
      await finish();
      current = { id, pages: 0, facts: [] };
    }
    // A page that fails fails its tenant only: its other pages are skipped, its live site is kept.
    if (current.failure !== undefined) continue;
    try {
      // The thread's page buffer, good until the next render: written and read before it.
      const { body } = await app.render(page);
      const file = publishedFileOf(stages.get(id)?.site, page);
      const path = join(stages.get(id)!.stageDir, file);
      const folder = dirname(path);
      if (!folders.has(folder)) {
        mkdirSync(folder, { recursive: true });
        folders.add(folder);
      }
      writeFileSync(path, body);
      current.facts.push([file, pageFacts(body)]);
      current.pages += 1;
    } catch (error) {
      Object.assign(current, { pages: 0, facts: [], failure: `page ${page.pathname}: ${(error as Error).message}` });
    }
  }
  await finish();
  for (const { site } of job.sites) {
    if (!reported.has(site.id)) onSite({ id: site.id, pages: 0, facts: [], failure: 'Astro listed no page of this site' });
  }
  return { pages, ms: { load: t1 - t0, list: t2 - t1, render: performance.now() - t2 } };
}

/** Where a page of Astro's (`site/<id>/<lang>/<rest>`) goes in its site's stage. */
function publishedFileOf(site: SiteData | undefined, page: PagePath): string {
  const [, id, language, ...rest] = outFileOf(page).split('/');
  if (!site) throw new Error(`the page ${page.pathname} belongs to no site of this share (${id})`);
  return publishedFile(site, language as Language, rest.join('/'));
}
