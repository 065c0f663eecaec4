import { cp, mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { provideSites } from '../../src/build/sites.ts';
import type { SiteData } from '../../src/site/site-data.ts';
import { isInactive } from '../../src/tenant/agency.ts';
import { readRegistry } from '../../src/build/registry-fs.ts';
import { apiUrlFor, collectSite } from './collect.ts';
import { sanitizedHtml } from './sanitized-html.ts';
import { codeFingerprint, siteFingerprint } from './fingerprint.ts';
import { publishSite, readBuildInfo } from './publish.ts';
import { reportLine, summaryTable, writeBuildRecord, type TenantReport } from './report.ts';
import { inShard, type Shard } from './shard.ts';
import { discardBundle, findBundle, makeBundle, runAstroBuild } from './render/bundle-cache.ts';
import { renderPages } from './render/render-pages.ts';
import type { PageFacts } from './page-facts.ts';

export interface BuildOptions {
  root: string;
  tenantsDir: string;
  outDir: string;
  /** Scratch space for the shared Astro output. */
  workDir: string;
  /** Only these tenants; all when empty. */
  only: string[];
  /** AGENCY_API_URL: the API for every tenant, over the registry's own apiUrl. */
  apiOverride?: string;
  /** The embedded reference API, for tenants with no API of their own. */
  embeddedApiUrl: string;
  force: boolean;
  /** `--shard i/n`: only the tenants whose id hashes to shard i of n (shard.ts). */
  shard?: Shard;
  log: (line: string) => void;
}

export interface BuildResult {
  reports: TenantReport[];
  ok: boolean;
  renderMs: number;
  totalMs: number;
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(Array.from({ length: Math.min(size, queue.length) }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  }));
}

/**
 * Renders the given sites. Issue 12: Astro bundles the code once per code fingerprint
 * (render/bundle-cache.ts) and the pages are rendered from that bundle on every core
 * (render/render-pages.ts). STOREFRONT_RENDER=astro renders with Astro's own generation instead:
 * the reference that tests/build/build.test.ts holds the fast path to, byte for byte.
 */
async function renderSites(
  root: string,
  workDir: string,
  code: string,
  sites: SiteData[],
  log: (line: string) => void,
): Promise<{ astroOut: string; facts?: Map<string, Map<string, PageFacts>>; failures?: Map<string, string> }> {
  const astroOut = join(workDir, 'astro');
  await rm(astroOut, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  if (process.env.STOREFRONT_RENDER === 'astro') return { astroOut: await renderWithAstroGenerate(root, astroOut, sites) };
  let bundle = await findBundle(root, code);
  let rendered;
  if (bundle) {
    log('  code unchanged: the render bundle is reused (no Vite build)');
    try {
      rendered = await renderPages(bundle.render, sites, astroOut);
    } catch (error) {
      // A kept bundle that no longer loads (a file of it removed by hand, a disk error) is made
      // again once, rather than failing every build of this code.
      log(`  the kept render bundle failed (${(error as Error).message}); bundling again`);
      await discardBundle(root, code);
      bundle = undefined;
      await rm(astroOut, { recursive: true, force: true });
    }
  }
  if (!bundle) {
    log('  bundling the code with Astro (Vite)…');
    bundle = await makeBundle(root, workDir, code);
  }
  rendered ??= await renderPages(bundle.render, sites, astroOut);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)}s`;
  const shares = rendered.shares.map(({ pages, ms }) => `${pages} pages: load ${seconds(ms.load)}, list ${seconds(ms.list)}, render ${seconds(ms.render)}`);
  log(`  rendered ${rendered.pages} pages on ${rendered.threads} thread(s) (${shares.join('; ')})`);
  await cp(bundle.clientDir, astroOut, { recursive: true });
  const facts = new Map<string, Map<string, PageFacts>>();
  // Every page of a tenant carries the same few scripts: one copy of each source is kept, not one
  // per page (a thousand tenants would otherwise hold a million copies).
  const sources = new Map<string, string>();
  const intern = (source: string) => sources.get(source) ?? (sources.set(source, source), source);
  for (const share of rendered.shares) {
    for (const [file, noted] of share.facts) {
      const id = file.split('/')[1]!;
      if (!facts.has(id)) facts.set(id, new Map());
      facts.get(id)!.set(file, { ...noted, scripts: noted.scripts.map(intern) });
    }
  }
  const failures = new Map(rendered.shares.flatMap((share) => share.failures.map(({ tenant, message }) => [tenant, message] as const)));
  return { astroOut, facts, failures };
}

/** Astro's own static generation, in this thread. */
async function renderWithAstroGenerate(root: string, astroOut: string, sites: SiteData[]): Promise<string> {
  // The pages read these through loadSites()/sitePaths() (src/build/sites.ts).
  provideSites(sites);
  await runAstroBuild(root, astroOut);
  return astroOut;
}

export async function runBuild(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const { log } = options;
  const registry = await readRegistry(resolve(options.tenantsDir));
  const unknown = options.only.filter((id) => !registry.some((entry) => entry.id === id));
  if (unknown.length) throw new Error(`no such tenant in ${options.tenantsDir}: ${unknown.join(', ')}`);
  const named = options.only.length ? registry.filter((entry) => options.only.includes(entry.id)) : registry;
  if (!named.length) throw new Error(`no tenants in ${options.tenantsDir}`);
  const selected = named.filter((entry) => inShard(entry.id, options.shard));
  if (options.shard) log(`Shard ${options.shard.index}/${options.shard.count}: ${selected.length} of ${named.length} tenant(s)`);
  // A shard may be empty (more shards than tenants): nothing to do is a success, not an error.
  if (!selected.length) return { reports: [], ok: true, renderMs: 0, totalMs: performance.now() - started };

  const reports = new Map<string, TenantReport>();
  const toBuild: Array<{ site: SiteData; fingerprint: string }> = [];
  const code = await codeFingerprint(options.root);
  log(`Fetching agency data for ${selected.length} tenant(s)…`);

  await pool(selected, 8, async (entry) => {
    const t0 = performance.now();
    const report: TenantReport = { id: entry.id, status: 'failed', pages: 0, ms: 0, warnings: [] };
    reports.set(entry.id, report);
    try {
      if (!entry.config) throw new Error(entry.error);
      const apiUrl = apiUrlFor(entry.config, options.apiOverride, options.embeddedApiUrl);
      const html = await sanitizedHtml(join(options.workDir, 'sanitized-html', `${entry.id}.json`), code);
      const { site, warnings } = await collectSite(entry.config, apiUrl, html.sanitize);
      await html.save();
      report.warnings = warnings;
      const fingerprint = siteFingerprint(code, site);
      const previous = await readBuildInfo(join(options.outDir, site.id));
      if (!options.force && previous?.fingerprint === fingerprint) {
        Object.assign(report, { status: 'unchanged', pages: previous.pages });
        log(`  ${entry.id}: unchanged, kept`);
      } else {
        toBuild.push({ site, fingerprint });
        log(`  ${entry.id}: data ok${site.kind === 'not-found' ? ' (agency not found)' : ''}`);
      }
      for (const warning of warnings) log(`  ${entry.id}: warning: ${warning}`);
    } catch (error) {
      report.error = (error as Error).message;
      log(`  ${entry.id}: FAILED\n${indent(failureOf(report))}`);
    }
    report.ms = performance.now() - t0;
  });
  log(`  agency data of ${selected.length} tenant(s) read, ${((performance.now() - started) / 1000).toFixed(2)}s into the build`);

  let renderMs = 0;
  if (toBuild.length) {
    log(`Rendering ${toBuild.length} tenant(s) × 9 languages…`);
    const r0 = performance.now();
    let astroOut: string | undefined;
    let facts: Map<string, Map<string, PageFacts>> | undefined;
    let failures: Map<string, string> | undefined;
    try {
      ({ astroOut, facts, failures } = await renderSites(options.root, options.workDir, code, toBuild.map((item) => item.site), log));
    } catch (error) {
      for (const { site } of toBuild) {
        Object.assign(reports.get(site.id)!, { status: 'failed', error: `rendering failed: ${(error as Error).message}` });
      }
      log(`  rendering FAILED: ${(error as Error).message}`);
    }
    renderMs = performance.now() - r0;
    if (astroOut) {
      const out = astroOut;
      const p0 = performance.now();
      await pool(toBuild, 4, async ({ site, fingerprint }) => {
        const report = reports.get(site.id)!;
        const failed = failures?.get(site.id);
        if (failed !== undefined) {
          Object.assign(report, { status: 'failed', error: `rendering failed: ${failed}` });
          log(`  ${site.id}: rendering FAILED, its site is left as it was`);
          return;
        }
        const t0 = performance.now();
        try {
          report.pages = await publishSite(out, options.outDir, site, fingerprint, facts?.get(site.id));
          report.status = site.kind === 'not-found' ? 'not-found' : isInactive(site.agency) ? 'inactive' : 'built';
          log(`  ${site.id}: published ${report.pages} pages to ${join(options.outDir, site.id)}`);
        } catch (error) {
          Object.assign(report, { status: 'failed', error: `publishing failed: ${(error as Error).message}` });
        }
        report.ms += performance.now() - t0;
      });
      log(`  published ${toBuild.length} tenant(s) in ${((performance.now() - p0) / 1000).toFixed(2)}s`);
    }
  }

  const ordered = selected.map((entry) => reports.get(entry.id)!);
  const totalMs = performance.now() - started;
  log('');
  log(summaryTable(ordered, renderMs, totalMs));
  const failed = ordered.filter((r) => r.status === 'failed');
  if (failed.length) {
    log('');
    log('Failed tenants (their previous sites, if any, are left as they were):');
    for (const r of failed) log(indent(failureOf(r)));
  }
  await writeBuildRecord(options.outDir, ordered, { finishedAt: new Date(), totalMs, renderMs });
  log('');
  log(reportLine(options.outDir));
  return { reports: ordered, ok: failed.length === 0, renderMs, totalMs };
}

/** Registry errors already name their tenant and file; every other failure is named here. */
const failureOf = (report: TenantReport) =>
  report.error?.startsWith('tenant ') ? report.error : `tenant "${report.id}": ${report.error}`;

const indent = (text: string) => text.split('\n').map((line) => `    ${line}`).join('\n');
