import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { lighthouseReport, measureOf, type PageMeasure } from './lighthouse-report.ts';

const row = (overrides: Partial<PageMeasure>): PageMeasure => ({
  tenant: 'sunny',
  page: '/',
  performance: 100,
  cls: 0,
  lcpMs: 1200,
  tbtMs: 30,
  jsBytes: 70 * 1024,
  benchmarkIndex: 1500,
  cpuSlowdown: 4,
  shifted: [],
  ...overrides,
});

describe('measureOf', () => {
  it('reads score, CLS, LCP, TBT, transferred script bytes and what moved from a report', () => {
    const lhr = {
      categories: { performance: { score: 0.934 } },
      environment: { benchmarkIndex: 1234 },
      configSettings: { throttling: { cpuSlowdownMultiplier: 2.47 } },
      audits: {
        'cumulative-layout-shift': { numericValue: 0.031 },
        'largest-contentful-paint': { numericValue: 2150 },
        'total-blocking-time': { numericValue: 120.4 },
        'resource-summary': { details: { type: 'table', items: [{ resourceType: 'total', transferSize: 200_000 }, { resourceType: 'script', transferSize: 80_000 }] } },
        'layout-shifts': { details: { type: 'table', items: [{ node: { selector: 'body > div.page > footer.site-footer' }, score: 0.0284 }, { score: 0.0026 }] } },
      },
    } as unknown as Result;
    expect(measureOf('alpine', '/faqs', lhr)).toEqual({
      tenant: 'alpine',
      page: '/faqs',
      performance: 93,
      cls: 0.031,
      lcpMs: 2150,
      tbtMs: 120.4,
      jsBytes: 80_000,
      benchmarkIndex: 1234,
      cpuSlowdown: 2.47,
      shifted: ['body > div.page > footer.site-footer (0.028)', 'unknown element (0.003)'],
    });
  });
});

describe('lighthouseReport', () => {
  it('marks each missed goal in its cell, and judges home-page JS on home pages only', () => {
    const report = lighthouseReport([
      row({}),
      row({ page: '/about', performance: 94, cls: 0.05, jsBytes: 120 * 1024 }),
      row({ tenant: 'medina', jsBytes: 111 * 1024 }),
    ]);
    const lines = report.split('\n');
    expect(lines[2]).toBe('| sunny | / | 100 | 0.000 | 1.2 s | 30 ms | 70.0 | 70.0 |');
    expect(lines[3]).toBe('| sunny | /about | **94** ✗ | **0.050** ✗ | 1.2 s | 30 ms | 120.0 |  |');
    expect(lines[4]).toBe('| medina | / | 100 | 0.000 | 1.2 s | 30 ms | 111.0 | **111.0** ✗ |');
    expect(report).toContain('performance ≥ 95: 2/3 pages ✗; CLS ≤ 0.02: 2/3 pages ✗; home-page JS ≤ 110 KB gzip: 1/2 tenants ✗');
  });

  it('judges home-page JS on the files when their gzip sizes are given, not on bytes with headers', () => {
    const report = lighthouseReport([row({ jsBytes: 115 * 1024 }), row({ tenant: 'alpine', jsBytes: 80 * 1024 })], { sunny: 88 * 1024, alpine: 112 * 1024 });
    expect(report).toContain('| sunny | / | 100 | 0.000 | 1.2 s | 30 ms | 115.0 | 88.0 |');
    expect(report).toContain('| alpine | / | 100 | 0.000 | 1.2 s | 30 ms | 80.0 | **112.0** ✗ |');
    expect(report).toContain('home-page JS ≤ 110 KB gzip: 1/2 tenants ✗');
  });

  it('flags pages measured while the host was busy', () => {
    const report = lighthouseReport([row({}), row({ page: '/about' }), row({ page: '/faqs', performance: 70, benchmarkIndex: 100 })]);
    expect(report).toContain('| sunny | /faqs ⚠ busy host (CPU index 100) | **70** ✗ |');
    expect(report).toContain('⚠ 1 page(s) ran while the host was busy (CPU index under half the median 1500)');
  });

  it('says so when every goal is met, and lists a page that could not be measured', () => {
    const report = lighthouseReport([row({}), row({ page: '/faqs', error: 'NO_FCP: no paint | at all' })]);
    expect(report).toContain('| sunny | /faqs | **error** ✗ | | | | NO_FCP: no paint \\| at all | |');
    expect(report).toContain('performance ≥ 95: 1/1 pages ✓; CLS ≤ 0.02: 1/1 pages ✓; home-page JS ≤ 110 KB gzip: 1/1 tenants ✓; 1 page(s) could not be measured ✗');
    expect(report).not.toContain('busy');
  });
});
