import { describe, expect, it } from 'vitest';
import { playwrightTimings, vitestTimings } from './read-reports.ts';
import { fileTotals, slowest, timingReport } from './report.ts';

const root = '/repo';

const playwright = {
  config: { rootDir: '/repo/tests/e2e' },
  suites: [
    {
      title: 'home.spec.ts',
      file: 'home.spec.ts',
      specs: [{ title: 'shows the deals', file: 'home.spec.ts', tests: [{ projectName: 'chromium', results: [{ duration: 1200 }] }] }],
      suites: [
        {
          title: 'header',
          file: 'home.spec.ts',
          specs: [{ title: 'Log In (ar)', file: 'home.spec.ts', tests: [{ projectName: 'chromium', results: [{ duration: 900 }, { duration: 800 }] }] }],
        },
      ],
    },
    {
      title: '../../reference/e2e/settings.spec.ts',
      file: '../../reference/e2e/settings.spec.ts',
      specs: [{ title: 'saves', file: '../../reference/e2e/settings.spec.ts', tests: [{ projectName: 'reference', results: [{ duration: 5000 }] }] }],
    },
  ],
};

const vitest = {
  testResults: [
    { name: '/repo/src/api/client.test.ts', assertionResults: [{ fullName: 'client sends the headers', title: 'sends the headers', duration: 12 }] },
    { name: '/repo/tests/build/build.test.ts', assertionResults: [{ title: 'builds', duration: 40_000 }, { title: 'skipped', duration: null }] },
  ],
};

describe('test timings', () => {
  it('reads each browser test once per project, its retries added, with its file from the repository root', () => {
    expect(playwrightTimings(playwright, root)).toEqual([
      { file: 'tests/e2e/home.spec.ts', name: '[chromium] shows the deals', ms: 1200 },
      { file: 'tests/e2e/home.spec.ts', name: '[chromium] header › Log In (ar)', ms: 1700 },
      { file: 'reference/e2e/settings.spec.ts', name: '[reference] saves', ms: 5000 },
    ]);
  });

  it('reads each unit test, a skipped one as 0', () => {
    expect(vitestTimings(vitest, root)).toEqual([
      { file: 'src/api/client.test.ts', name: 'client sends the headers', ms: 12 },
      { file: 'tests/build/build.test.ts', name: 'builds', ms: 40_000 },
      { file: 'tests/build/build.test.ts', name: 'skipped', ms: 0 },
    ]);
  });

  it('ranks the slowest tests and the costliest files', () => {
    const timings = playwrightTimings(playwright, root);
    expect(slowest(timings, 2).map((timing) => timing.ms)).toEqual([5000, 1700]);
    expect(fileTotals(timings)).toEqual([
      { file: 'reference/e2e/settings.spec.ts', tests: 1, ms: 5000 },
      { file: 'tests/e2e/home.spec.ts', tests: 2, ms: 2900 },
    ]);
  });

  it('prints Markdown tables', () => {
    const report = timingReport(playwrightTimings(playwright, root), 1);
    expect(report).toContain('3 tests, 7.9 s of test time in all');
    expect(report).toContain('| 5.0 | reference/e2e/settings.spec.ts | [reference] saves |');
    expect(report).toContain('| 2.9 | 2 | tests/e2e/home.spec.ts |');
    expect(report).not.toContain('| 1.7 | tests/e2e/home.spec.ts');
  });
});
