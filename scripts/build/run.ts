import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { provideSites } from '../../src/build/sites.ts';
import type { SiteData } from '../../src/site/site-data.ts';
import { isInactive } from '../../src/tenant/agency.ts';
import { readRegistry } from '../../src/build/registry-fs.ts';
import { apiUrlFor, collectSite } from './collect.ts';
import { codeFingerprint, siteFingerprint } from './fingerprint.ts';
import { publishSite, readBuildInfo } from './publish.ts';
import { reportLine, summaryTable, writeBuildRecord, type TenantReport } from './report.ts';
import { inShard, type Shard } from './shard.ts';

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

/** Renders the given sites with one Astro build (one start-up for all tenants). */
async function renderWithAstro(root: string, workDir: string, sites: SiteData[]): Promise<string> {
  const astroOut = join(workDir, 'astro');
  await rm(astroOut, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  // The pages read these through loadSites()/sitePaths() (src/build/sites.ts).
  provideSites(sites);
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  // A production build whatever the caller runs under (a test runner's NODE_ENV=test is inherited
  // by this process); Astro only fills NODE_ENV in when it is unset.
  process.env.NODE_ENV = 'production';
  const { build } = await import('astro');
  await build({ root, outDir: astroOut, logLevel: (process.env.ASTRO_LOG_LEVEL as 'info' | undefined) ?? 'error', mode: 'production' });
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
      const { site, warnings } = await collectSite(entry.config, apiUrl);
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

  let renderMs = 0;
  if (toBuild.length) {
    log(`Rendering ${toBuild.length} tenant(s) × 9 languages with Astro…`);
    const r0 = performance.now();
    let astroOut: string | undefined;
    try {
      astroOut = await renderWithAstro(options.root, options.workDir, toBuild.map((item) => item.site));
    } catch (error) {
      for (const { site } of toBuild) {
        Object.assign(reports.get(site.id)!, { status: 'failed', error: `rendering failed: ${(error as Error).message}` });
      }
      log(`  Astro build FAILED: ${(error as Error).message}`);
    }
    renderMs = performance.now() - r0;
    if (astroOut) {
      const out = astroOut;
      await pool(toBuild, 4, async ({ site, fingerprint }) => {
        const report = reports.get(site.id)!;
        const t0 = performance.now();
        try {
          report.pages = await publishSite(out, options.outDir, site, fingerprint);
          report.status = site.kind === 'not-found' ? 'not-found' : isInactive(site.agency) ? 'inactive' : 'built';
          log(`  ${site.id}: published ${report.pages} pages to ${join(options.outDir, site.id)}`);
        } catch (error) {
          Object.assign(report, { status: 'failed', error: `publishing failed: ${(error as Error).message}` });
        }
        report.ms += performance.now() - t0;
      });
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
