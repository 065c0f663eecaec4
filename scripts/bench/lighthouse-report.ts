/** The Lighthouse benchmark's figures and table (scripts/bench/lighthouse.ts), apart so they can be tested without a browser. */
import type { Result } from 'lighthouse';
import { BUDGETS } from '../../src/config/budgets.ts';
import { kb } from './js-budget.ts';

/**
 * The home pages measured here are the demo agencies', which
 * show the Product Deals, so their JS goal is the deals budget (`npm test` judges each home page
 * on its own budget, scripts/bench/js-budget.ts homeJsBudget).
 */
export const GOALS = { performance: BUDGETS.lighthousePerformance, cls: BUDGETS.lighthouseCls, homeJs: BUDGETS.homePageWithDealsJsGzip };

export interface PageMeasure {
  tenant: string;
  page: string;
  performance: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Bytes of script the page transferred: gzip bodies plus HTTP headers. */
  jsBytes: number;
  /** Lighthouse's CPU benchmark of the host during the run; low means a busy machine. */
  benchmarkIndex: number;
  /** The CPU slowdown the run's throttling emulated the phone with. */
  cpuSlowdown: number;
  /** Lighthouse's layout-shifts audit: the elements that moved, largest first, as `selector (score)`. */
  shifted: string[];
  error?: string;
}

/** The figures of one Lighthouse report. */
export function measureOf(tenant: string, page: string, lhr: Result): PageMeasure {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details;
  const items = summary && 'items' in summary ? (summary.items as { resourceType?: string; transferSize?: number }[]) : [];
  const shifts = lhr.audits['layout-shifts']?.details;
  const shiftItems = shifts && 'items' in shifts ? (shifts.items as { node?: { selector?: string }; score?: number }[]) : [];
  return {
    tenant,
    page,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    jsBytes: items.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
    cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? 4,
    shifted: shiftItems.map((item) => `${item.node?.selector ?? 'unknown element'} (${(item.score ?? 0).toFixed(3)})`),
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

const miss = (text: string, missed: boolean) => (missed ? `**${text}** ✗` : text);

/**
 * The Markdown table, misses in bold with ✗, and one summary line against the goals. The home-page
 * JS goal is judged on `homeJs` (gzip bytes of the files, from js-budget.ts) when given: Lighthouse's
 * transfer sizes also count each response's HTTP headers, about 1 KB per file on this server.
 */
export function lighthouseReport(rows: PageMeasure[], homeJs: Record<string, number> = {}): string {
  const lines = [
    '| tenant | page | performance | CLS | LCP | TBT | JS transferred (KB, gzip + headers) | home JS (gzip KB, files) |',
    '|---|---|---|---|---|---|---|---|',
  ];
  const indices = rows.filter((row) => !row.error).map((row) => row.benchmarkIndex).sort((a, b) => a - b);
  const typical = indices[Math.floor(indices.length / 2)] ?? 0;
  const busy = (row: PageMeasure) => row.benchmarkIndex < typical / 2;
  const homeBytes = (row: PageMeasure) => homeJs[row.tenant] ?? row.jsBytes;
  for (const row of rows) {
    if (row.error) {
      lines.push(`| ${row.tenant} | ${row.page} | **error** ✗ | | | | ${row.error.replaceAll('|', '\\|')} | |`);
      continue;
    }
    const home = row.page === '/';
    const page = busy(row) ? `${row.page} ⚠ busy host (CPU index ${Math.round(row.benchmarkIndex)})` : row.page;
    const budget = home ? miss(kb(homeBytes(row)), homeBytes(row) > GOALS.homeJs) : '';
    lines.push(
      `| ${row.tenant} | ${page} | ${miss(String(row.performance), row.performance < GOALS.performance)} | ${miss(row.cls.toFixed(3), row.cls > GOALS.cls)} | ${(row.lcpMs / 1000).toFixed(1)} s | ${Math.round(row.tbtMs)} ms | ${kb(row.jsBytes)} | ${budget} |`,
    );
  }
  const measured = rows.filter((row) => !row.error);
  const homes = measured.filter((row) => row.page === '/');
  const count = (list: PageMeasure[], noun: string, ok: (row: PageMeasure) => boolean) => {
    const passed = list.filter(ok).length;
    return `${passed}/${list.length} ${noun} ${passed === list.length ? '✓' : '✗'}`;
  };
  const errors = rows.length - measured.length;
  const busyCount = measured.filter(busy).length;
  lines.push(
    '',
    `Goals: performance ≥ ${GOALS.performance}: ${count(measured, 'pages', (row) => row.performance >= GOALS.performance)}; ` +
      `CLS ≤ ${GOALS.cls}: ${count(measured, 'pages', (row) => row.cls <= GOALS.cls)}; ` +
      `home-page JS ≤ ${GOALS.homeJs / 1024} KB gzip: ${count(homes, 'tenants', (row) => homeBytes(row) <= GOALS.homeJs)}` +
      (errors ? `; ${errors} page(s) could not be measured ✗` : '') +
      (measured.length
        ? `. Lowest score ${Math.min(...measured.map((row) => row.performance))}, worst CLS ${Math.max(...measured.map((row) => row.cls)).toFixed(3)}, most home JS ${kb(Math.max(0, ...homes.map(homeBytes)))} KB.`
        : '.') +
      (busyCount ? ` ⚠ ${busyCount} page(s) ran while the host was busy (CPU index under half the median ${Math.round(typical)}): their score and TBT are not representative; rerun, or use --runs 3.` : ''),
  );
  return lines.join('\n');
}
