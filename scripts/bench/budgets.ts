/**
 * The budgets of src/config/budgets.ts, judged on a published site folder (dist/<id>): what a
 * miss says names the tenant, the page and the figure, so a failing `npm test` reads as a report.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { BUDGETS } from '../../src/config/budgets.ts';
import { isLanguage } from '../../src/i18n/languages.ts';
import { homeJsBudget, kb, measurePageJs } from './js-budget.ts';

/** The home page's JavaScript over its budget, as one sentence; undefined within it. */
export async function homeJsMiss(tenant: string, siteDir: string, budget?: number): Promise<string | undefined> {
  const limit = budget ?? (await homeJsBudget(siteDir));
  const measured = await measurePageJs(siteDir, '/');
  if (measured.missing.length) return `tenant ${tenant}, page /: scripts named but not built: ${measured.missing.join(', ')}`;
  if (measured.totalGzip <= limit) return undefined;
  const largest = [...measured.files].sort((a, b) => b.gzip - a.gzip).slice(0, 3);
  return (
    `tenant ${tenant}, page /: ${kb(measured.totalGzip)} KB of JavaScript (gzip) over the budget of ${kb(limit)} KB; ` +
    `largest: ${largest.map((file) => `${file.path} ${kb(file.gzip)} KB`).join(', ')}`
  );
}

/**
 * The HTML pages of a published site by language: the agency's default language at the root
 * ('/'), each other language under '/<lang>/' (scripts/build/publish.ts). Site paths, sorted.
 */
export async function pagesByLanguage(siteDir: string): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  const walk = async (dir: string, path: string, bucket: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name === '_astro' || entry.name.startsWith('.')) continue;
        const top = path === '/' && isLanguage(entry.name);
        await walk(join(dir, entry.name), `${path}${entry.name}/`, top ? `/${entry.name}/` : bucket);
      } else if (entry.name.endsWith('.html')) {
        found.set(bucket, [...(found.get(bucket) ?? []), `${path}${entry.name}`]);
      }
    }
  };
  await walk(siteDir, '/', '/');
  for (const pages of found.values()) pages.sort();
  return found;
}

/** Each language of a site with more pages than its budget, as one sentence naming them. */
export function pageCountMisses(tenant: string, pages: Map<string, string[]>, perLanguage: number = BUDGETS.pagesPerLanguage): string[] {
  return [...pages]
    .filter(([, list]) => list.length > perLanguage)
    .map(([language, list]) => `tenant ${tenant}, ${language}: ${list.length} pages over the budget of ${perLanguage} per language: ${list.join(', ')}`);
}

/** One Lighthouse run's figures a budget judges (scripts/bench/lighthouse-report.ts measureOf). */
export interface LighthouseFigures {
  performance: number;
  cls: number;
  tbtMs: number;
  lcpMs: number;
  benchmarkIndex: number;
  /** The CPU slowdown the run emulated the phone with (scripts/bench/lighthouse-run.ts); the preset's 4 when absent. */
  cpuSlowdown?: number;
  /** What moved, largest first, as `selector (score)`: a CLS miss names the element to fix. */
  shifted?: string[];
}

/**
 * The Lighthouse budgets missed by a page's best run, as one sentence naming the tenant, the page
 * and the figures; undefined within them. The best run is judged because a shared machine's noise
 * only ever lowers a score: a page that reached the budget once can reach it.
 */
export function lighthouseMiss(
  tenant: string,
  page: string,
  runs: LighthouseFigures[],
  budget: { performance: number; cls: number } = { performance: BUDGETS.lighthousePerformance, cls: BUDGETS.lighthouseCls },
): string | undefined {
  if (!runs.length) return `tenant ${tenant}, page ${page}: Lighthouse gave no result`;
  const best = [...runs].sort((a, b) => b.performance - a.performance || a.cls - b.cls)[0]!;
  const misses = [
    ...(best.performance < budget.performance ? [`performance ${best.performance} under the budget of ${budget.performance}`] : []),
    ...(best.cls > budget.cls
      ? [`CLS ${best.cls.toFixed(3)} over the budget of ${budget.cls}${best.shifted?.length ? `, moved: ${best.shifted.join(', ')}` : ''}`]
      : []),
  ];
  if (!misses.length) return undefined;
  return (
    `tenant ${tenant}, page ${page}: ${misses.join('; ')} ` +
    `(best of ${runs.length} run${runs.length === 1 ? '' : 's'}: TBT ${Math.round(best.tbtMs)} ms, LCP ${(best.lcpMs / 1000).toFixed(1)} s, CPU benchmark index ${best.benchmarkIndex}, CPU slowdown ${best.cpuSlowdown ?? 4}x)`
  );
}
