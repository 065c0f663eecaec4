/**
 * `npm run report [-- --tenant a,b] [--no-lighthouse] [--out DIR] [--dist DIR] [--work DIR] [--api-port N] [--site-port N] [--screenshot-diffs DIR]`
 * One offline page, DIR/index.html (default report/), showing every tenant at a
 * glance: home-page screenshots (1280 and 390 px, default language and Arabic), Lighthouse scores,
 * home-page JavaScript against its budget, axe violations, build status and time, the build's
 * warnings, and the primary colour with its text contrast; then the last screenshot-regression run's
 * failed comparisons, each with its expected, actual and diff image, from --screenshot-diffs
 * (default .build/screenshot-diffs, written by tests/e2e/screenshot-diffs-reporter.ts).
 *
 * Without --dist it builds the tenants afresh (scratch in --work, default .build/report) against
 * the reference API on a free port; with --dist it measures that build as it is, its pages
 * calling the API the build printed into them (API_PORT, default 4500, started unless running).
 * Exits 0 when the report is written, whatever it shows; 1 when it cannot be made; 2 on bad options.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from './report/browser.ts';
import { startLighthouse, type LighthouseRunner } from './report/lighthouse-scores.ts';
import { measureTenant } from './report/measure-tenant.ts';
import { parsePort, parseTenants } from './report/options.ts';
import { renderReport } from './report/render.ts';
import { loadScreenshotDiffs } from './report/screenshot-diffs.ts';
import { SCREENSHOT_DIFFS_DIR } from './report/screenshot-run.ts';
import { startStack } from './report/stack.ts';
import type { TenantResult } from './report/tenant-result.ts';

const root = resolve(import.meta.dirname, '..');
const USAGE = 'Usage: npm run report [-- --tenant a,b] [--no-lighthouse] [--out DIR] [--dist DIR] [--work DIR] [--api-port N] [--site-port N] [--screenshot-diffs DIR]';

async function main(): Promise<number> {
  let values;
  let only: string[];
  let apiPort: number | undefined;
  let sitePort: number;
  try {
    values = parseArgs({
      allowNegative: true,
      options: {
        tenant: { type: 'string', multiple: true, default: [] },
        lighthouse: { type: 'boolean', default: true },
        out: { type: 'string', default: resolve(root, 'report') },
        dist: { type: 'string' },
        work: { type: 'string', default: resolve(root, '.build/report') },
        'api-port': { type: 'string' },
        'site-port': { type: 'string', default: '0' },
        'screenshot-diffs': { type: 'string', default: resolve(root, SCREENSHOT_DIFFS_DIR) },
      },
    }).values;
    only = parseTenants(values.tenant);
    apiPort = values['api-port'] === undefined ? undefined : parsePort(values['api-port'], '--api-port');
    sitePort = parsePort(values['site-port'], '--site-port');
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const outDir = resolve(values.out);
  const log = (line: string) => console.log(line);

  const stack = await startStack({
    root,
    only,
    ...(values.dist === undefined ? {} : { dist: values.dist }),
    workDir: resolve(values.work),
    ...(apiPort === undefined ? {} : { apiPort }),
    sitePort,
    compress: values.lighthouse,
    log,
  });
  let lighthouse: LighthouseRunner | undefined;
  const browser = await launchBrowser().catch(async (error: unknown) => {
    await stack.close();
    throw error;
  });
  try {
    if (stack.buildOutput) log(stack.buildOutput.trimEnd());
    if (!stack.tenants.length) {
      console.error(`No tenant built in ${stack.distDir}: nothing to report.`);
      return 1;
    }
    if (values.lighthouse) lighthouse = await startLighthouse();
    await rm(join(outDir, 'shots'), { recursive: true, force: true });
    await mkdir(join(outDir, 'shots'), { recursive: true });
    log(`Measuring ${stack.tenants.length} tenant(s)${values.lighthouse ? '' : ' (Lighthouse not run)'}…`);
    const tenants: TenantResult[] = [];
    const context = { distDir: stack.distDir, outDir, siteUrl: stack.siteUrl, browser, ...(lighthouse ? { lighthouse } : {}), ...(stack.record ? { record: stack.record } : {}), log };
    // One tenant at a time: the machines are small, and Lighthouse's figures suffer from company.
    for (const id of stack.tenants) tenants.push(await measureTenant(id, context));
    const diffsDir = resolve(values['screenshot-diffs']);
    const screenshotDiffs = await loadScreenshotDiffs(diffsDir, outDir, relative(process.cwd(), diffsDir) || '.');
    const data = { generatedAt: new Date(), dist: relative(process.cwd(), stack.distDir) || '.', tenants, screenshotDiffs };
    await writeFile(join(outDir, 'index.html'), renderReport(data));
    await writeFile(join(outDir, 'report.json'), `${JSON.stringify(data, null, 2)}\n`);
    log(`\nReport: ${join(outDir, 'index.html')}`);
    return 0;
  } finally {
    await lighthouse?.close();
    await browser.close();
    await stack.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`report failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
