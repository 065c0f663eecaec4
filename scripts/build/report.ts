import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

export type TenantStatus = 'built' | 'unchanged' | 'not-found' | 'inactive' | 'failed';

export interface TenantReport {
  id: string;
  status: TenantStatus;
  pages: number;
  /** This tenant's own work: fetching, validating, publishing. */
  ms: number;
  error?: string;
  warnings: string[];
}

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - text.length));

/** The summary printed at the end of a build: one row a tenant, then totals. */
export function summaryTable(reports: TenantReport[], renderMs: number, totalMs: number): string {
  const width = Math.max(6, ...reports.map((r) => r.id.length));
  const rows = reports.map(
    (r) => `  ${pad(r.id, width)}  ${pad(String(r.pages), 5)}  ${pad(`${(r.ms / 1000).toFixed(2)}s`, 7)}  ${r.status}`,
  );
  const pages = reports.reduce((sum, r) => sum + (r.status === 'unchanged' ? 0 : r.pages), 0);
  const failed = reports.filter((r) => r.status === 'failed').length;
  return [
    `  ${pad('tenant', width)}  ${pad('pages', 5)}  ${pad('time', 7)}  status`,
    ...rows,
    '',
    `  ${pages} pages rendered in ${(renderMs / 1000).toFixed(2)}s (bundle and render, shared by the tenants), ${(totalMs / 1000).toFixed(2)}s in all; ` +
      `${reports.length - failed} of ${reports.length} tenants ok${failed ? `, ${failed} failed` : ''}.`,
  ].join('\n');
}

/**
 * The build's machine-readable record, beside the sites in the output folder (dist/.build-report.json):
 * what `npm run report` shows as each tenant's build status, time and warnings.
 * A dot-name, so the site server and the tenant listings never take it for a site.
 */
export const BUILD_RECORD_FILE = '.build-report.json';

/** The build a tenant was last part of: its wall time and the Astro render its tenants shared. */
export interface BuildRun {
  finishedAt: Date;
  totalMs: number;
  renderMs: number;
}

export interface BuildRecord {
  tenants: Array<TenantReport & { finishedAt: string; buildMs: number; renderMs: number }>;
}

/**
 * This build's tenants over the record of earlier builds: a `--tenant a` build replaces a's entry
 * and keeps the others', so the record always describes every site in the folder.
 */
export function mergeBuildRecord(previous: BuildRecord | undefined, reports: TenantReport[], run: BuildRun): BuildRecord {
  const fresh = reports.map((report) => ({ ...report, finishedAt: run.finishedAt.toISOString(), buildMs: run.totalMs, renderMs: run.renderMs }));
  const kept = (previous?.tenants ?? []).filter((entry) => !reports.some((report) => report.id === entry.id));
  return { tenants: [...kept, ...fresh].sort((a, b) => a.id.localeCompare(b.id)) };
}

export async function readBuildRecord(outDir: string): Promise<BuildRecord | undefined> {
  try {
    const record = JSON.parse(await readFile(join(outDir, BUILD_RECORD_FILE), 'utf8')) as BuildRecord;
    return Array.isArray(record.tenants) ? record : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the merged record whole (temp file, then rename), so a reader never sees half of it. */
export async function writeBuildRecord(outDir: string, reports: TenantReport[], run: BuildRun): Promise<void> {
  const record = mergeBuildRecord(await readBuildRecord(outDir), reports, run);
  await mkdir(outDir, { recursive: true });
  const temp = join(outDir, `${BUILD_RECORD_FILE}.${process.pid}.tmp`);
  await writeFile(temp, `${JSON.stringify(record, null, 2)}\n`);
  await rename(temp, join(outDir, BUILD_RECORD_FILE));
}

/** The summary's last line: where the visual report goes and the command that makes it from this build. */
export function reportLine(outDir: string, cwd = process.cwd()): string {
  const dist = relative(cwd, outDir) || '.';
  const arg = /[\s"'$`\\]/.test(dist) ? `'${dist.replaceAll("'", `'\\''`)}'` : dist;
  return `Report: npm run report -- --dist ${arg} → report/index.html`;
}
