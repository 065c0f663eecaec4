import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { primaryContrast } from './contrast.ts';
import { escapeHtml } from './escape-html.ts';
import { renderReport } from './render.ts';
import type { ReportData, TenantResult } from './tenant-result.ts';

const EVIL = `<img src=x onerror="alert(1)">'&`;

function tenant(patch: Partial<TenantResult> = {}): TenantResult {
  return {
    id: 'sunny',
    build: { status: 'built', ms: 1050, pages: 234, finishedAt: '2026-11-24T19:24:50.622Z', buildMs: 17_910, renderMs: 16_320 },
    warnings: [],
    screenshots: [
      { language: 'en', width: 1280, file: 'shots/sunny-en-1280.png' },
      { language: 'ar', width: 390, file: 'shots/sunny-ar-390.png' },
    ],
    lighthouse: { state: 'measured', scores: { performance: 97, accessibility: 100, bestPractices: 96, seo: 63 } },
    homeJs: { gzip: 88 * 1024, budget: 90 * 1024 },
    axe: { state: 'checked', rules: [] },
    colour: primaryContrast('#527edb'),
    problems: [],
    ...patch,
  };
}

const report = (tenants: TenantResult[]): ReportData => ({
  generatedAt: new Date('2026-11-24T20:00:00Z'),
  dist: 'dist',
  tenants,
  screenshotDiffs: { source: '.build/screenshot-diffs', state: 'missing' },
});
const dom = (html: string) => new JSDOM(html).window.document;
/** A cell's text as a reader hears it: line breaks and list items apart. */
function cell(doc: Document, id: string, figure: string): string | undefined {
  const element = doc.querySelector(`tr[data-tenant="${id}"] [data-figure="${figure}"]`)?.cloneNode(true) as Element | undefined;
  for (const gap of element?.querySelectorAll('br, li') ?? []) gap.after(' ');
  for (const list of element?.querySelectorAll('ul') ?? []) list.before(' ');
  return element?.textContent?.replace(/\s+/g, ' ').trim();
}

describe('the report page', () => {
  it('is a real table: a caption, column headers, one row header per tenant', () => {
    const doc = dom(renderReport(report([tenant(), tenant({ id: 'medina' })])));
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.querySelector('table caption')?.textContent).toBe('Every tenant at a glance');
    expect([...doc.querySelectorAll('thead th')].map((th) => [th.getAttribute('scope'), th.textContent])).toEqual([
      ['col', 'Tenant'],
      ['col', 'Build'],
      ['col', 'Lighthouse'],
      ['col', 'Home-page JS (gzip)'],
      ['col', 'Axe violations'],
      ['col', 'Primary colour and text contrast'],
      ['col', 'Warnings'],
      ['col', 'Home page'],
    ]);
    expect([...doc.querySelectorAll('tbody th[scope="row"]')].map((th) => th.textContent)).toEqual(['sunny', 'medina']);
  });

  it('shows every figure in words, so colour never carries a meaning alone', () => {
    const doc = dom(renderReport(report([tenant()])));
    expect(cell(doc, 'sunny', 'build')).toBe('✓ built 1.05 s own work, 234 pages in a 17.91 s build, 16.32 s of it the shared bundle and render 2026-11-24 19:24:50 UTC');
    expect(cell(doc, 'sunny', 'lighthouse')).toBe('Performance 97 Accessibility 100 Best practices 96 SEO 63');
    expect(cell(doc, 'sunny', 'home-js')).toBe('88.0 KB of 90.0 KB ✓ within budget');
    expect(cell(doc, 'sunny', 'axe')).toBe('✓ 0 violations');
    expect(cell(doc, 'sunny', 'colour')).toBe('Aa #527edb black text 5.36:1 AA');
    expect(cell(doc, 'sunny', 'warnings')).toBe('none');
  });

  it('names misses and failures: over budget, axe rules with their element counts, a failed build', () => {
    const doc = dom(renderReport(report([
      tenant({ homeJs: { gzip: 95 * 1024, budget: 90 * 1024 }, axe: { state: 'checked', rules: [{ id: 'color-contrast', nodes: 3 }, { id: 'region', nodes: 1 }] } }),
      tenant({ id: 'broken', build: { status: 'failed', ms: 20, pages: 0, finishedAt: '2026-11-24T19:24:50.622Z', error: 'data.primaryColor: must be a hex colour' }, screenshots: [], homeJs: undefined, axe: undefined, colour: undefined, lighthouse: { state: 'not-run' } }),
      tenant({ id: 'ghost', build: undefined, lighthouse: { state: 'failed', error: 'NO_FCP: no content' } }),
    ])));
    expect(cell(doc, 'sunny', 'home-js')).toBe('95.0 KB of 90.0 KB ✗ over budget');
    expect(cell(doc, 'sunny', 'axe')).toBe('✗ 2 violations, 4 elements: color-contrast (3) region (1)');
    expect(cell(doc, 'broken', 'build')).toMatch(/^✗ failed 0\.02 s own work, 0 pages .* data\.primaryColor: must be a hex colour$/);
    expect(cell(doc, 'broken', 'lighthouse')).toBe('not run');
    expect(cell(doc, 'broken', 'home-js')).toBe('—');
    expect(cell(doc, 'ghost', 'lighthouse')).toBe('✗ failed: NO_FCP: no content');
    expect(doc.querySelector('tr[data-tenant="ghost"] td')?.textContent).toBe('? no build record');
  });

  it('gives every screenshot an alt text naming tenant, language and width, linked to the full picture', () => {
    const doc = dom(renderReport(report([tenant()])));
    const images = [...doc.querySelectorAll('img')];
    expect(images.map((img) => img.alt)).toEqual(['sunny home page, English (en), 1280 px wide', 'sunny home page, Arabic (ar), 390 px wide']);
    expect(images.map((img) => img.closest('a')?.getAttribute('href'))).toEqual(['shots/sunny-en-1280.png', 'shots/sunny-ar-390.png']);
  });

  it('escapes every tenant-provided string, in text and in attributes', () => {
    const html = renderReport(report([
      tenant({
        warnings: [EVIL],
        problems: [`page <b>gone</b>`],
        axe: { state: 'checked', rules: [{ id: EVIL, nodes: 1 }] },
        build: { status: 'failed', ms: 1, pages: 0, finishedAt: EVIL, error: EVIL },
        lighthouse: { state: 'failed', error: EVIL },
        screenshots: [{ language: 'ar', width: 390, file: `shots/"${EVIL}.png` }],
      }),
    ]));
    const doc = dom(html);
    expect(doc.querySelectorAll('img')).toHaveLength(1);
    expect(doc.querySelectorAll('[onerror], b, script')).toHaveLength(0);
    expect(cell(doc, 'sunny', 'warnings')).toBe(`${EVIL} report: page <b>gone</b>`);
    expect(cell(doc, 'sunny', 'axe')).toContain(EVIL);
    expect(doc.querySelector('time')?.getAttribute('datetime')).toBe(EVIL);
  });

  it('ends with the Screenshot regressions section (scripts/report/screenshot-diffs.ts)', () => {
    const doc = dom(renderReport(report([tenant()])));
    expect([...doc.querySelectorAll('main > *')].at(-1)?.querySelector('h2')?.textContent).toBe('Screenshot regressions');
  });

  it('works offline: inline CSS only, no script, no link, no address elsewhere', () => {
    const html = renderReport(report([tenant()]));
    const doc = dom(html);
    expect(doc.querySelectorAll('script, link, iframe, object')).toHaveLength(0);
    expect(doc.querySelector('style')?.textContent).toContain('table');
    expect(html).not.toMatch(/https?:\/\/|\/\/[a-z]|@import|url\(/i);
  });

  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
