import type { TestTiming } from './read-reports.ts';

export interface FileTotal {
  file: string;
  tests: number;
  ms: number;
}

/** The `count` slowest tests, slowest first. */
export function slowest(timings: readonly TestTiming[], count: number): TestTiming[] {
  return [...timings].sort((a, b) => b.ms - a.ms || a.name.localeCompare(b.name)).slice(0, count);
}

/** The time of each file's tests added up, the costliest file first. */
export function fileTotals(timings: readonly TestTiming[]): FileTotal[] {
  const totals = new Map<string, FileTotal>();
  for (const timing of timings) {
    const total = totals.get(timing.file) ?? { file: timing.file, tests: 0, ms: 0 };
    total.tests += 1;
    total.ms += timing.ms;
    totals.set(timing.file, total);
  }
  return [...totals.values()].sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file));
}

const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(7);

/** The report as Markdown tables, ready for docs/benchmarks.md. */
export function timingReport(timings: readonly TestTiming[], count = 30): string {
  const all = timings.reduce((sum, timing) => sum + timing.ms, 0);
  const lines = [
    `${timings.length} tests, ${(all / 1000).toFixed(1)} s of test time in all (workers run side by side, so the wall clock is shorter).`,
    '',
    `The ${Math.min(count, timings.length)} slowest tests:`,
    '',
    '| s | file | test |',
    '|--:|---|---|',
    ...slowest(timings, count).map((timing) => `| ${seconds(timing.ms).trim()} | ${timing.file} | ${timing.name.replaceAll('|', '\\|')} |`),
    '',
    'Per file:',
    '',
    '| s | tests | file |',
    '|--:|--:|---|',
    ...fileTotals(timings).map((total) => `| ${seconds(total.ms).trim()} | ${total.tests} | ${total.file} |`),
  ];
  return `${lines.join('\n')}\n`;
}
