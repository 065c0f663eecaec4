/**
 * `npm run timings [-- --playwright FILE] [--vitest FILE] [--top N] [--root DIR]`
 * Where the suite's time goes: the N (default 30) slowest tests and each file's total, from the
 * JSON reports the last `npm test` wrote (.build/timings/playwright.json, .build/timings/vitest.json).
 * Prints Markdown for docs/benchmarks.md. --root names the checkout the reports were written in
 * (another clone's), so files are named from it. Exits 2 when neither report exists.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { playwrightTimings, vitestTimings, type TestTiming } from './timings/read-reports.ts';
import { timingReport } from './timings/report.ts';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: resolve(import.meta.dirname, '..') },
    playwright: { type: 'string', default: '.build/timings/playwright.json' },
    vitest: { type: 'string', default: '.build/timings/vitest.json' },
    top: { type: 'string', default: '30' },
  },
});

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(resolve(values.root, path), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`${path}: not a JSON report (${(error as Error).message})`);
  }
}

const root = resolve(values.root);
const browser = await readJson(values.playwright);
const unit = await readJson(values.vitest);
if (browser === undefined && unit === undefined) {
  console.error(`No report: run npm test first (it writes ${values.playwright} and ${values.vitest}).`);
  process.exit(2);
}
const top = Number(values.top);
for (const [title, timings] of [
  ['Browser tests (Playwright)', browser === undefined ? undefined : playwrightTimings(browser as never, root)],
  ['Unit and build tests (Vitest)', unit === undefined ? undefined : vitestTimings(unit as never, root)],
] as [string, TestTiming[] | undefined][]) {
  if (!timings) continue;
  console.log(`### ${title}\n\n${timingReport(timings, top)}`);
}
