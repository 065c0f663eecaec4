import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { prepareSanitizer } from '../../src/build/sanitize.ts';
import { provideSites } from '../../src/build/sites.ts';
import type { SiteData } from '../../src/site/site-data.ts';
import { isInactive } from '../../src/tenant/agency.ts';
import { readRegistry, type RegistryEntry } from '../../src/build/registry-fs.ts';
import { previewOrigin } from '../../src/tenant/preview-host.ts';
import { apiUrlFor } from './collect.ts';
import { readerInThisThread, readerOnThread, type SiteReader } from './read-site.ts';
import { codeFingerprint, siteFingerprint } from './fingerprint.ts';
import { completeStage, discardStage, openStages, readBuildInfo, stageAstroPages, swapIn, type Stage } from './publish.ts';
import { reportLine, summaryTable, writeBuildRecord, type TenantReport } from './report.ts';
import { inShard, type Shard } from './shard.ts';
import { checkAstroSeam } from './render/astro-seam.ts';
import { discardBundle, findBundle, makeBundle, runAstroBuild, type CachedBundle } from './render/bundle-cache.ts';
import { renderPages, renderThreads, RenderThreads } from './render/render-pages.ts';
import type { SiteRendered } from './render/render-share.ts';

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
  /**
   * The embedded reference API, for tenants with no API of their own; absent when the build may
   * not use it (api-source.ts), and such a tenant then fails rather than fetch from nowhere.
   */
  embeddedApiUrl?: string | undefined;
  force: boolean;
  /** `--shard i/n`: only the tenants whose id hashes to shard i of n (shard.ts). */
  shard?: Shard;
  /**
   * Builds each tenant as its preview (scripts/preview.ts): served at its preview origin
   * (src/tenant/preview-host.ts), noindex and with a "Preview" ribbon.
   */
  preview?: boolean;
  log: (line: string) => void;
}

/**
 * What a build works out before it knows its tenants: the code's fingerprint, its kept render
 * bundle, and jsdom loaded for the sanitiser. The watcher's spare build does this while it waits
 * (scripts/watch/child-build.ts, which lets a spare go when the code changes meanwhile).
 */
export interface WarmBuild {
  code: string;
  kept: CachedBundle | undefined;
}

export async function warmBuild(root: string): Promise<WarmBuild> {
  const code = await codeFingerprint(root);
  const kept = process.env.STOREFRONT_RENDER === 'astro' ? undefined : await findBundle(root, code);
  // With a kept bundle the agency data is read, and its HTML sanitised, in this thread.
  if (kept) prepareSanitizer();
  return { code, kept };
}

export interface BuildResult {
  reports: TenantReport[];
  ok: boolean;
  renderMs: number;
  totalMs: number;
}

/** `work`, at most `size` calls of it running at a time. */
function limit<A extends unknown[]>(size: number, work: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (...args) => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      await work(...args);
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(Array.from({ length: Math.min(size, queue.length) }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  }));
}

/** The render bundle for this code: the kept one, or Astro bundles it afresh (render/bundle-cache.ts). */
async function renderBundle(root: string, workDir: string, code: string, log: (line: string) => void): Promise<CachedBundle> {
  const kept = await findBundle(root, code);
  if (kept) {
    log('  code unchanged: the render bundle is reused (no Vite build)');
    return kept;
  }
  log('  bundling the code with Astro (Vite)…');
  const t0 = performance.now();
  const made = await makeBundle(root, workDir, code);
  log(`  bundled in ${((performance.now() - t0) / 1000).toFixed(2)}s`);
  return made;
}

interface Rendering {
  stages: Map<string, Stage>;
  /** Called with each site as its pages are complete in its stage (or it failed), and where the browser assets are. */
  onSite(site: SiteRendered, assetsDir: string): void;
  log: (line: string) => void;
  /** Render threads started ahead, if any (render/render-pages.ts). */
  threads: RenderThreads | undefined;
}

/**
 * Renders the given sites into their stages. Astro bundles the code once per code
 * fingerprint (render/bundle-cache.ts) and the pages are rendered from that bundle on every core
 * (render/render-pages.ts), each site reported as it is complete. STOREFRONT_RENDER=astro renders
 * with Astro's own generation instead: the reference that tests/build/build.test.ts holds the
 * fast path to, byte for byte.
 */
async function renderSites(root: string, workDir: string, code: string, bundling: Promise<CachedBundle> | undefined, sites: SiteData[], { stages, onSite, log, threads }: Rendering): Promise<void> {
  if (!bundling) {
    await threads?.stop();
    return renderWithAstroGenerate(root, workDir, sites, stages, onSite);
  }
  // Astro's output folder of earlier builds (STOREFRONT_RENDER=astro, or before).
  await rm(join(workDir, 'astro'), { recursive: true, force: true });
  let bundle = await bundling;
  const shares = sites.map((site) => ({ site, stageDir: stages.get(site.id)!.dir }));
  let reported = 0;
  const report = (site: SiteRendered) => {
    reported += 1;
    onSite(site, bundle.clientDir);
  };
  let rendered;
  try {
    rendered = await renderPages(bundle.render, shares, report, { threads });
  } catch (error) {
    // A kept bundle that no longer loads (a file of it removed by hand, a disk error) is made
    // again once, rather than failing every build of this code.
    if (reported > 0) throw error;
    log(`  the kept render bundle failed (${(error as Error).message}); bundling again`);
    await discardBundle(root, code);
    bundle = await renderBundle(root, workDir, code, log);
    rendered = await renderPages(bundle.render, shares, report);
  }
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)}s`;
  const summary = rendered.shares.map(({ pages, ms }) => `${pages} pages: load ${seconds(ms.load)}, list ${seconds(ms.list)}, render ${seconds(ms.render)}`);
  log(`  rendered ${rendered.pages} pages on ${rendered.threads} thread(s) (${summary.join('; ')})`);
}

/** Astro's own static generation, in this thread, then each site's pages staged from its output. */
async function renderWithAstroGenerate(root: string, workDir: string, sites: SiteData[], stages: Map<string, Stage>, onSite: Rendering['onSite']): Promise<void> {
  const astroOut = join(workDir, 'astro');
  await rm(astroOut, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  // The pages read these through loadSites()/sitePaths() (src/build/sites.ts).
  provideSites(sites);
  await runAstroBuild(root, astroOut);
  for (const site of sites) {
    const stage = stages.get(site.id)!;
    onSite({ id: site.id, pages: await stageAstroPages(stage, astroOut), facts: [] }, astroOut);
  }
}

export async function runBuild(options: BuildOptions, warm?: WarmBuild): Promise<BuildResult> {
  const started = performance.now();
  const { log } = options;
  const registry = await readRegistry(resolve(options.tenantsDir));
  const unknown = options.only.filter((id) => !registry.some((entry) => entry.id === id));
  if (unknown.length) throw new Error(`no such tenant in ${options.tenantsDir}: ${unknown.join(', ')}`);
  const named = options.only.length ? registry.filter((entry) => options.only.includes(entry.id)) : registry;
  if (!named.length) throw new Error(`no tenants in ${options.tenantsDir}`);
  const selected = named.filter((entry) => inShard(entry.id, options.shard)).map((entry) => (options.preview ? asPreview(entry) : entry));
  if (options.shard) log(`Shard ${options.shard.index}/${options.shard.count}: ${selected.length} of ${named.length} tenant(s)`);
  // A shard may be empty (more shards than tenants): nothing to do is a success, not an error.
  if (!selected.length) return { reports: [], ok: true, renderMs: 0, totalMs: performance.now() - started };

  const code = warm?.code ?? (await codeFingerprint(options.root));
  // The code's bundle does not depend on the agencies' data, so Astro bundles it (when
  // no kept bundle fits this code) while the data is fetched. Code without a kept bundle is new
  // code, and new code rebuilds every tenant, so the bundle is almost always needed.
  const astroRender = process.env.STOREFRONT_RENDER === 'astro';
  // The fast render runs on Astro's patched page render: an Astro without the patch fails here,
  // with one message naming its version and the patch to refresh.
  if (!astroRender) checkAstroSeam(options.root);
  const kept = astroRender ? undefined : warm ? warm.kept : await findBundle(options.root, code);
  if (kept) log('  code unchanged: the render bundle is reused (no Vite build)');
  const bundling = astroRender ? undefined : kept ? Promise.resolve(kept) : renderBundle(options.root, options.workDir, code, log);
  // Awaited where it is needed; a failure is reported there, not as an unhandled rejection now.
  bundling?.catch(() => undefined);
  // A build of many sites renders on render threads; they get ready meanwhile (render-pages.ts).
  const ahead = renderThreads(selected.length);
  const threads = bundling && ahead > 1 ? RenderThreads.start(ahead) : undefined;
  // While Vite bundles, this thread runs its plugins: the agency data is read on another.
  const reader = bundling && !kept ? readerOnThread() : readerInThisThread();
  try {
    return await buildSites(options, { started, selected, code, bundling, threads, reader });
  } finally {
    // Threads that got no work (or outlived a failure) would keep the process alive.
    await Promise.all([threads?.stop(), reader.stop()]);
  }
}

interface Prepared {
  started: number;
  selected: RegistryEntry[];
  code: string;
  bundling: Promise<CachedBundle> | undefined;
  threads: RenderThreads | undefined;
  reader: SiteReader;
}

async function buildSites(options: BuildOptions, { started, selected, code, bundling, threads, reader }: Prepared): Promise<BuildResult> {
  const { log } = options;
  const reports = new Map<string, TenantReport>();
  const toBuild: Array<{ site: SiteData; fingerprint: string }> = [];
  log(`Fetching agency data for ${selected.length} tenant(s)…`);

  await pool(selected, 8, async (entry) => {
    const t0 = performance.now();
    const report: TenantReport = { id: entry.id, status: 'failed', pages: 0, ms: 0, warnings: [] };
    reports.set(entry.id, report);
    try {
      if (!entry.config) throw new Error(entry.error);
      if (!options.apiOverride && !entry.config.apiUrl && !options.embeddedApiUrl) throw new Error('no agency API: set AGENCY_API_URL, or "apiUrl" in its registry file');
      const apiUrl = apiUrlFor(entry.config, options.apiOverride, options.embeddedApiUrl ?? '');
      const { site, warnings } = await reader.read({ config: entry.config, apiUrl, htmlFile: join(options.workDir, 'sanitized-html', `${entry.id}.json`), code });
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
  // The data thread (and jsdom in it) is not needed for the render.
  await reader.stop();
  log(`  agency data of ${selected.length} tenant(s) read, ${((performance.now() - started) / 1000).toFixed(2)}s into the build`);

  let renderMs = 0;
  if (toBuild.length) {
    log(`Rendering ${toBuild.length} tenant(s) × 9 languages…`);
    const r0 = performance.now();
    const stages = await openStages(options.outDir, toBuild.map(({ site }) => site));
    const fingerprints = new Map(toBuild.map(({ site, fingerprint }) => [site.id, fingerprint]));
    // Each site is published as soon as its pages are rendered, while the others render.
    const publishing: Array<Promise<void>> = [];
    let publishMs = 0;
    const publish = limit(4, async (rendered: SiteRendered, assetsDir: string) => {
      const stage = stages.get(rendered.id)!;
      const { site } = stage;
      const report = reports.get(site.id)!;
      const t0 = performance.now();
      try {
        if (rendered.failure !== undefined) {
          Object.assign(report, { status: 'failed', error: `rendering failed: ${rendered.failure}` });
          log(`  ${site.id}: rendering FAILED, its site is left as it was`);
          return;
        }
        const facts = new Map(rendered.facts.map(([file, noted]) => [file, { ...noted, scripts: noted.scripts.map(intern) }]));
        await completeStage(stage, fingerprints.get(site.id)!, rendered.pages, assetsDir, facts);
        await swapIn(stage);
        report.pages = rendered.pages;
        report.status = site.kind === 'not-found' ? 'not-found' : isInactive(site.agency) ? 'inactive' : 'built';
        log(`  ${site.id}: published ${report.pages} pages to ${join(options.outDir, site.id)}`);
      } catch (error) {
        Object.assign(report, { status: 'failed', error: `publishing failed: ${(error as Error).message}` });
      } finally {
        await discardStage(stage);
        const ms = performance.now() - t0;
        report.ms += ms;
        publishMs += ms;
      }
    });
    // Every page of a tenant carries the same few scripts: one copy of each source is kept, not
    // one per page (a thousand tenants would otherwise hold a million copies).
    const sources = new Map<string, string>();
    const intern = (source: string) => sources.get(source) ?? (sources.set(source, source), source);
    try {
      await renderSites(options.root, options.workDir, code, bundling, toBuild.map((item) => item.site), {
        stages,
        onSite: (site, assetsDir) => void publishing.push(publish(site, assetsDir)),
        log,
        threads,
      });
    } catch (error) {
      for (const { site } of toBuild) {
        const report = reports.get(site.id)!;
        if (report.status === 'failed' && report.error === undefined) report.error = `rendering failed: ${(error as Error).message}`;
      }
      log(`  rendering FAILED: ${(error as Error).message}`);
    }
    const p0 = performance.now();
    await Promise.all(publishing);
    // A site the render never reported (the render failed) keeps its live site; its stage goes.
    await Promise.all([...stages.values()].map(discardStage));
    for (const { site } of toBuild) {
      const report = reports.get(site.id)!;
      if (report.status === 'failed' && report.error === undefined) report.error = 'rendering failed: the render ended without this site';
    }
    renderMs = performance.now() - r0;
    log(`  published ${publishing.length} tenant(s) in ${(publishMs / 1000).toFixed(2)}s of publishing work, ${((performance.now() - p0) / 1000).toFixed(2)}s after the render`);
  } else {
    // Nothing to render: a bundle being made is finished (or fails) before the build ends.
    await bundling?.catch(() => undefined);
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

/** A tenant's entry as its preview: the same agency, asked for and served from the preview origin. */
function asPreview(entry: RegistryEntry): RegistryEntry {
  return entry.config ? { ...entry, config: { ...entry.config, origin: previewOrigin(entry.config.origin), preview: true } } : entry;
}

/** Registry errors already name their tenant and file; every other failure is named here. */
const failureOf = (report: TenantReport) =>
  report.error?.startsWith('tenant ') ? report.error : `tenant "${report.id}": ${report.error}`;

const indent = (text: string) => text.split('\n').map((line) => `    ${line}`).join('\n');
