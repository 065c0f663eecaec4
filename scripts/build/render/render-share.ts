import type { RenderBundle } from '../../../src/build/bundle-integration.ts';
import { provideSites } from '../../../src/build/sites.ts';
import type { SiteData } from '../../../src/site/site-data.ts';
import { pageFacts, type PageFacts } from '../page-facts.ts';
import { loadBundleApp, outFileOf, type BundleApp } from './bundle-app.ts';

/** The tenant of a page path (`/site/<id>/<lang>/…`, src/build/sites.ts). */
export const tenantOf = (pathname: string) => pathname.split('/')[2] ?? '';

export interface ShareJob {
  bundle: RenderBundle;
  /** This share: every page of these sites. */
  sites: SiteData[];
  outDir: string;
}

export interface ShareResult {
  pages: number;
  /** What publishing needs of each page, by its file (`site/<id>/<lang>/about.html`). */
  facts: Array<[file: string, facts: PageFacts]>;
  /** Tenants a page of which failed to render, with the first such page and its error. */
  failures: Array<{ tenant: string; message: string }>;
  /** Milliseconds spent loading the bundle, listing the pages, rendering and writing them. */
  ms: { load: number; list: number; render: number };
}

/** Files written at once by one thread (libuv's pool has four threads by default). */
const WRITES_IN_FLIGHT = 8;

/**
 * Renders one share of the sites: the pages read their sites through src/build/sites.ts, which
 * holds this thread's share only, so each thread lists and keeps only its own tenants' pages.
 */
export async function renderShare(job: ShareJob, load: (bundle: RenderBundle) => Promise<BundleApp> = loadBundleApp): Promise<ShareResult> {
  const t0 = performance.now();
  provideSites(job.sites);
  const app = await load(job.bundle);
  const t1 = performance.now();
  const mine = await app.paths();
  const t2 = performance.now();
  const facts: ShareResult['facts'] = [];
  // One page renders at a time, as in Astro's own generation (pages may share module state, such
  // as the i18n instance), while earlier pages' files are written: writing took a quarter of a
  // thread's time when each page waited for the one before.
  const writing = new Set<Promise<void>>();
  const failures: ShareResult['failures'] = [];
  for (const page of mine) {
    const tenant = tenantOf(page.pathname);
    // A page that fails fails its tenant only: its other pages are skipped, its live site is kept.
    if (failures.some((failure) => failure.tenant === tenant)) continue;
    let rendered;
    try {
      rendered = await app.render(page);
    } catch (error) {
      failures.push({ tenant, message: `page ${page.pathname}: ${(error as Error).message}` });
      continue;
    }
    facts.push([outFileOf(page), pageFacts(rendered.body)]);
    const write = rendered.write(job.outDir).finally(() => writing.delete(write));
    writing.add(write);
    if (writing.size >= WRITES_IN_FLIGHT) await Promise.race(writing);
  }
  await Promise.all(writing);
  return { pages: facts.length, facts, failures, ms: { load: t1 - t0, list: t2 - t1, render: performance.now() - t2 } };
}
