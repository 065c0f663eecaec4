import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS } from '../../src/config/budgets.ts';
import { homeJsMiss, lighthouseMiss, pageCountMisses, pagesByLanguage } from './budgets.ts';
import { homeJsBudget } from './js-budget.ts';

let site: string;
const write = async (file: string, text: string) => {
  await mkdir(dirname(join(site, file)), { recursive: true });
  await writeFile(join(site, file), text);
};

beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'budgets-'));
  // Random text barely compresses: 4 KB of it stays about 4 KB in gzip.
  const noise = Array.from({ length: 4096 }, () => String.fromCharCode(33 + Math.floor(Math.random() * 90))).join('');
  await write('index.html', '<script type="module" src="/_astro/a.js"></script>');
  await write('_astro/a.js', `export const a=${JSON.stringify(noise)};`);
  await write('_astro/ignored.html', '');
  await write('about.html', '');
  await write('blog/post.html', '');
  await write('es/index.html', '');
  await write('es/about.html', '');
  await write('es/blog/post.html', '');
  await write('ar/index.html', '');
});
afterAll(() => rm(site, { recursive: true, force: true }));

describe('home-page JavaScript budget', () => {
  it('passes within the budget and names the tenant, the page and the figure over it', async () => {
    expect(await homeJsMiss('sunny', site, 10 * 1024)).toBeUndefined();
    const miss = await homeJsMiss('sunny', site, 1024);
    expect(miss).toMatch(/^tenant sunny, page \/: \d+\.\d KB of JavaScript \(gzip\) over the budget of 1\.0 KB; largest: \/_astro\/a\.js \d+\.\d KB$/);
  });
});

describe('home-page budget by what the page shows', () => {
  it('gives a home page with the Product Deals section the deals budget, others the shell budget', async () => {
    expect(await homeJsBudget(site)).toBe(BUDGETS.homePageJsGzip);
    const withDeals = await mkdtemp(join(tmpdir(), 'budgets-deals-'));
    await writeFile(join(withDeals, 'index.html'), '<section data-exclusive-deals></section>');
    expect(await homeJsBudget(withDeals)).toBe(BUDGETS.homePageWithDealsJsGzip);
    await rm(withDeals, { recursive: true, force: true });
  });
});

describe('page-count budget', () => {
  it('counts the pages of each language: the default at the root, the others under /<lang>/', async () => {
    expect(Object.fromEntries(await pagesByLanguage(site))).toEqual({
      '/': ['/about.html', '/blog/post.html', '/index.html'],
      '/es/': ['/es/about.html', '/es/blog/post.html', '/es/index.html'],
      '/ar/': ['/ar/index.html'],
    });
  });

  it('names the tenant, the language, the figure and the pages of a language over budget', async () => {
    const pages = await pagesByLanguage(site);
    expect(pageCountMisses('sunny', pages, 3)).toEqual([]);
    expect(pageCountMisses('sunny', pages, 2)).toEqual([
      'tenant sunny, /: 3 pages over the budget of 2 per language: /about.html, /blog/post.html, /index.html',
      'tenant sunny, /es/: 3 pages over the budget of 2 per language: /es/about.html, /es/blog/post.html, /es/index.html',
    ]);
  });
});

describe('Lighthouse budget', () => {
  const run = (performance: number, cls = 0, tbtMs = 100) => ({ performance, cls, tbtMs, lcpMs: 1500, benchmarkIndex: 2000 });

  it('passes when the best run is within both budgets', () => {
    expect(lighthouseMiss('sunny', '/', [run(80), run(96), run(90)], { performance: 95, cls: 0.02 })).toBeUndefined();
  });

  it('names the tenant, the page and each figure of the best run over budget', () => {
    expect(lighthouseMiss('medina', '/ar/', [run(91, 0.01, 600), run(93, 0.03, 420)], { performance: 95, cls: 0.02 })).toBe(
      'tenant medina, page /ar/: performance 93 under the budget of 95; CLS 0.030 over the budget of 0.02 (best of 2 runs: TBT 420 ms, LCP 1.5 s, CPU benchmark index 2000, CPU slowdown 4x)',
    );
  });

  it('names what moved when CLS is over budget', () => {
    const moved = { ...run(97, 0.074), shifted: ['body > div.page > footer.site-footer (0.074)'] };
    expect(lighthouseMiss('alpine', '/about', [moved], { performance: 95, cls: 0.02 })).toMatch(
      /^tenant alpine, page \/about: CLS 0\.074 over the budget of 0\.02, moved: body > div\.page > footer\.site-footer \(0\.074\) \(best of 1 run:/,
    );
  });

  it('reads the budgets of src/config/budgets.ts by default, and counts no result as a miss', () => {
    expect(lighthouseMiss('alpine', '/about', [run(BUDGETS.lighthousePerformance)])).toBeUndefined();
    expect(lighthouseMiss('alpine', '/about', [run(BUDGETS.lighthousePerformance - 1)])).toMatch(/^tenant alpine, page \/about: performance/);
    expect(lighthouseMiss('alpine', '/about', [])).toBe('tenant alpine, page /about: Lighthouse gave no result');
  });
});
