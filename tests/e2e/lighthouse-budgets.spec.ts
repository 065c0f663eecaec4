import { resolve } from 'node:path';
import type { LaunchedChrome } from 'chrome-launcher';
import { lighthouseMiss, type LighthouseFigures } from '../../scripts/bench/budgets.ts';
import { measureOf } from '../../scripts/bench/lighthouse-report.ts';
import { launchChromium, lighthouseRun, precompress } from '../../scripts/bench/lighthouse-run.ts';
import { BUDGETS } from '../../src/config/budgets.ts';
import { E2E } from './environment.ts';
import { expect, test } from './fixtures/test.ts';

/*
 * Issue 12 item 5: the Lighthouse budgets (src/config/budgets.ts: issue 3 item 8, issue 9) as a
 * failing check, on a representative set: a home page with every service's deals and search
 * panels (sunny, English), an Arabic right-to-left home page (medina), a content page (alpine's
 * About), the FAQ (nordic) and the 'Agency not found!' site (ghost). Its own Playwright project,
 * run after every other browser test (playwright.config.ts), because Lighthouse times the main
 * thread and two test workers beside it would measure the machine, not the page.
 *
 * Up to three runs a page; the best is judged (scripts/bench/budgets.ts lighthouseMiss says why).
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
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(measureOf(tenant, page, await lighthouseRun(chrome!, `${E2E.siteUrl(tenant)}${page}`)));
      if (lighthouseMiss(tenant, page, runs) === undefined) break;
    }
    expect(lighthouseMiss(tenant, page, runs)).toBeUndefined();
  });
}
