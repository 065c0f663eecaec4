import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { homeJsBudget, measurePageJs } from '../../scripts/bench/js-budget.ts';
import { AXE_TAGS, launchBrowser } from '../../scripts/report/browser.ts';
import { primaryContrast } from '../../scripts/report/contrast.ts';
import { homeFacts } from '../../scripts/report/site-facts.ts';

/**
 * `npm run report` for one demo tenant, without Lighthouse (minutes on this
 * machine), as ops would run it: its own process builds the tenant, serves it, and writes the page.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const DIR = join(ROOT, '.build/report-test');
const OUT = join(DIR, 'report');
const DIST = join(DIR, 'work/dist');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let run: { code: number; output: string };
let doc: Document;

function runReport(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts/report.ts'), ...args], { cwd: ROOT, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => done({ code: code ?? 1, output }));
  });
}

/** A cell's text as a reader hears it: line breaks and list items apart. */
function cell(figure: string): string {
  const element = doc.querySelector(`tr[data-tenant="sunny"] [data-figure="${figure}"]`)?.cloneNode(true) as Element | undefined;
  for (const gap of element?.querySelectorAll('br, li') ?? []) gap.after(' ');
  return element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

beforeAll(async () => {
  await rm(DIR, { recursive: true, force: true });
  run = await runReport([
    '--tenant', 'sunny', '--no-lighthouse', '--api-port', '4630', '--site-port', '4451',
    '--out', OUT, '--work', join(DIR, 'work'),
  ]);
  doc = new JSDOM(await readFile(join(OUT, 'index.html'), 'utf8').catch(() => '')).window.document;
}, 300_000);

describe('npm run report -- --tenant sunny --no-lighthouse', () => {
  it('builds the tenant, then writes the report and says where', () => {
    expect(run.code, run.output).toBe(0);
    // The build's summary ends with the way to the report (linked from the build summary).
    expect(run.output).toContain('Report: npm run report -- --dist .build/report-test/work/dist → report/index.html');
    expect(run.output).toContain(`Report: ${join(OUT, 'index.html')}`);
    expect(existsSync(join(DIST, '.build-report.json'))).toBe(true);
  });

  it('shows the build status and time from the build record', () => {
    expect(cell('build')).toMatch(/^✓ built \d+\.\d\d s own work, \d+ pages in a \d+\.\d\d s build, \d+\.\d\d s of it the shared bundle and render \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/);
    expect(cell('warnings')).toBe('none');
  });

  it('has the four home-page screenshots as PNG files beside the page', async () => {
    const images = [...doc.querySelectorAll<HTMLImageElement>('tr[data-tenant="sunny"] img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      'shots/sunny-en-1280.png', 'shots/sunny-en-390.png', 'shots/sunny-ar-1280.png', 'shots/sunny-ar-390.png',
    ]);
    for (const img of images) {
      const file = join(OUT, img.getAttribute('src')!);
      expect((await stat(file)).size).toBeGreaterThan(10_000);
      expect((await readFile(file)).subarray(0, 8)).toEqual(PNG);
      expect(img.alt).toMatch(/^sunny home page, (English \(en\)|Arabic \(ar\)), (1280|390) px wide$/);
    }
  });

  it('shows the home-page JavaScript the built files load, against its budget', async () => {
    const js = await measurePageJs(join(DIST, 'sunny'), '/');
    const budget = await homeJsBudget(join(DIST, 'sunny'));
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    expect(cell('home-js')).toBe(`${kb(js.totalGzip)} KB of ${kb(budget)} KB ${js.totalGzip <= budget ? '✓ within budget' : '✗ over budget'}`);
  });

  it('shows the axe result of the home page, and Lighthouse as not run', async () => {
    const data = JSON.parse(await readFile(join(OUT, 'report.json'), 'utf8')) as { tenants: Array<{ axe: { state: string; rules: unknown[] } }> };
    expect(data.tenants[0]?.axe.state).toBe('checked');
    const count = data.tenants[0]!.axe.rules.length;
    expect(cell('axe')).toMatch(count === 0 ? /^✓ 0 violations$/ : new RegExp(`^✗ ${count} violations?, \\d+ elements?:`));
    expect(cell('lighthouse')).toBe('not run');
  });

  it("shows the primary colour the site is themed with and its text's contrast ratio", async () => {
    const { primary } = homeFacts(await readFile(join(DIST, 'sunny', 'index.html'), 'utf8'));
    const contrast = primaryContrast(primary!);
    expect(cell('colour')).toBe(`Aa ${contrast.primary} ${contrast.text === '#000000' ? 'black' : 'white'} text ${contrast.ratio.toFixed(2)}:1 ${contrast.level}`);
  });

  it('is itself accessible: axe finds nothing on the report page, its pictures loaded', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(pathToFileURL(join(OUT, 'index.html')).href);
      // Thumbnails load lazily, possibly after the load event: wait for them, not for a time.
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      const loaded = await page.locator('img').evaluateAll((images) => images.map((img) => (img as HTMLImageElement).naturalWidth));
      expect(loaded).toEqual([1280, 390, 1280, 390]);
      const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(AXE_TAGS).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
