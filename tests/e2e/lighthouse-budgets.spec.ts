import { resolve } from 'node:path';
import type { LaunchedChrome } from 'chrome-launcher';
import { lighthouseMiss, type LighthouseFigures } from '../../scripts/bench/budgets.ts';
import { measureOf } from '../../scripts/bench/lighthouse-report.ts';
import { calibratedCpuSlowdown, launchChromium, lighthouseRun, precompress, PRESET_CPU_SLOWDOWN } from '../../scripts/bench/lighthouse-run.ts';
import { BUDGETS } from '../../src/config/budgets.ts';
import { E2E } from './environment.ts';
import { expect, test } from './fixtures/test.ts';

/*
 * The Lighthouse budgets (src/config/budgets.ts) as a
 * failing check, on a representative set: a home page with every service's deals and search
 * panels (sunny, English), an Arabic right-to-left home page (medina), a content page (alpine's
 * About), the FAQ (nordic) and the 'Agency not found!' site (ghost). Its own Playwright project,
 * run after every other browser test (playwright.config.ts), because Lighthouse times the main
 * thread and two test workers beside it would measure the machine, not the page.
 *
 * Up to three runs a page; the best is judged (scripts/bench/budgets.ts lighthouseMiss says why).
 * The first run uses the mobile preset as it is. When it misses on a host slower than Lighthouse's
 * target, the next runs emulate the same phone on this host (the CPU slowdown scaled to the host's
 * benchmark index, calibratedCpuSlowdown in scripts/bench/lighthouse-run.ts): a shared machine in a
 * slow hour would otherwise fail the page for the machine's sake. A miss names the factor used.
 */

const PAGES = [
  { tenant: 'sunny', page: '/' },
  { tenant: 'medina', page: '/' },
  { tenant: 'alpine', page: '/about' },
  { tenant: 'nordic', page: '/faqs' },
  { tenant: 'ghost', page: '/' },
] as const;
const RUNS = 3;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let chrome: LaunchedChrome | undefined;

test.beforeAll(async () => {
  // The site server serves precompressed siblings, as the CDN compresses: Lighthouse sees the bytes a visitor downloads.
  await precompress(resolve(E2E.dir, 'dist'));
  chrome = await launchChromium();
});

test.afterAll(() => {
  chrome?.kill();
});

for (const { tenant, page } of PAGES) {
  test(`${tenant} ${page}: Lighthouse performance ≥ ${BUDGETS.lighthousePerformance}, CLS ≤ ${BUDGETS.lighthouseCls} (mobile)`, async () => {
    const runs: LighthouseFigures[] = [];
    let cpuSlowdown = PRESET_CPU_SLOWDOWN;
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(measureOf(tenant, page, await lighthouseRun(chrome!, `${E2E.siteUrl(tenant)}${page}`, cpuSlowdown)));
      if (lighthouseMiss(tenant, page, runs) === undefined) break;
      const indices = runs.map((each) => each.benchmarkIndex).sort((a, b) => a - b);
      cpuSlowdown = calibratedCpuSlowdown(indices[Math.floor(indices.length / 2)]!);
    }
    expect(lighthouseMiss(tenant, page, runs)).toBeUndefined();
  });
}
