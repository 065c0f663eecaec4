/**
 * For the home page's blocking time: what the first Intl object of a page costs the main
 * thread, and what the page-level calls cost after it.
 *
 *   npx --no -- node scripts/bench/intl-setup.ts [--runs 5]
 *
 * In Chromium (Debian's, CHROMIUM_PATH), unthrottled, each probe in a fresh page: the milliseconds
 * `performance.now()` sees around one expression, the first of the page and then a second. Prints
 * each probe's runs and median. Why it matters: Lighthouse's mobile preset multiplies main-thread
 * time by 4, so the 20–90 ms a first formatter costs here is a long task of its own. The money
 * table probe is what pages with prices do instead (src/currency/money-table.ts).
 */
import { readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright';
import { makeMoneyTable } from '../../src/build/money-table.ts';

/**
 * The page's money table (src/currency/money-table.ts): its module, types
 * stripped, and the build's table for English, as a page with prices has them.
 */
async function withMoneyTable(page: Page): Promise<void> {
  const module = stripTypeScriptTypes(readFileSync(new URL('../../src/currency/money-table.ts', import.meta.url), 'utf8'));
  const table = JSON.stringify(makeMoneyTable('en'));
  await page.addScriptTag({ type: 'module', content: `${module}\nwindow.moneyByTable = (amount) => formatByTable(${table}, amount, 'USD', 'exact');` });
  await page.waitForFunction(() => 'moneyByTable' in window);
}

const PROBES: { name: string; first: string; then?: string; prepare?: (page: Page) => Promise<void> }[] = [
  { name: 'time zone, Intl.DateTimeFormat', first: 'Intl.DateTimeFormat().resolvedOptions().timeZone' },
  { name: 'time zone, Temporal', first: 'Temporal.Now.timeZoneId()' },
  { name: 'region names, Intl.DisplayNames', first: 'new Intl.DisplayNames(["de"], { type: "region" }).of("MX")' },
  { name: 'a price, Intl.NumberFormat', first: 'new Intl.NumberFormat("en", { style: "currency", currency: "USD" }).format(12.5)' },
  { name: "a price, the page's money table", first: 'moneyByTable(12.5)', then: 'moneyByTable(1234567.891)', prepare: withMoneyTable },
  {
    name: 'a price, then the time zone by Intl',
    first: 'new Intl.NumberFormat("en", { style: "currency", currency: "USD" }).format(12.5)',
    then: 'Intl.DateTimeFormat().resolvedOptions().timeZone',
  },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
  const runs = Math.max(1, Number(values.runs) || 5);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    console.log(`Chromium ${browser.version()}, unthrottled, a fresh page per run, ${runs} runs; ms (median)\n`);
    console.log('| probe | first call | second call |\n|---|---|---|');
    for (const probe of PROBES) {
      const first: number[] = [];
      const then: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const page = await browser.newPage();
        await page.goto('data:text/html,<p>probe</p>');
        await probe.prepare?.(page);
        const time = (expression: string) => page.evaluate(`(() => { const start = performance.now(); (${expression}); return performance.now() - start; })()`) as Promise<number>;
        first.push(await time(probe.first));
        if (probe.then) then.push(await time(probe.then));
        await page.close();
      }
      const cell = (values: number[]) => (values.length ? `${median(values).toFixed(1)} (${values.map((value) => value.toFixed(0)).join(', ')})` : '');
      console.log(`| ${probe.name} | ${cell(first)} | ${cell(then)} |`);
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
