import { defineConfig } from '@playwright/test';
import { DECIDED_CONSENT } from './tests/e2e/consent-state.ts';
import { E2E } from './tests/e2e/environment.ts';

// Debian's Chromium: Playwright cannot download a browser on these machines.
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The HTML report keeps each failed screenshot's expected, actual and diff images (README); the
  // screenshot-diffs reporter copies them, with an index, for npm run report's Screenshot regressions.
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: '.build/playwright-report' }],
    ['./tests/e2e/screenshot-diffs-reporter.ts', { project: 'screenshots', outputFolder: '.build/screenshot-diffs' }],
    // Each test's time, for npm run timings (docs/benchmarks.md "Where the suite's time goes").
    ['json', { outputFile: '.build/timings/playwright.json' }],
  ],
  timeout: 30_000,
  use: {
    baseURL: E2E.siteUrl('sunny'),
    // The consent banner's decision, made once for the whole suite (tests/e2e/consent-state.ts).
    storageState: DECIDED_CONSENT,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: [/lighthouse-budgets\.spec\.ts/, /screenshots\.spec\.ts/] },
    // The stand-in's own pages (back office, proposals, agency settings): they test the reference
    // apps, not the storefront, and live with them (reference/e2e).
    { name: 'reference', testDir: 'reference/e2e', use: { browserName: 'chromium' } },
    // Screenshot regression: baselines in tests/e2e/screenshots/, one file per case, no platform suffix
    // (CI runs the same Debian Chromium). Refresh: npm run test:screenshots -- --update-snapshots
    {
      name: 'screenshots',
      use: { browserName: 'chromium' },
      testMatch: /screenshots\.spec\.ts/,
      snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
    },
    // Lighthouse times the main thread, so its verdict is the machine's as much as the page's: it
    // is not part of npm test (test:e2e names the other projects) but runs alone, by
    // npm run test:lighthouse and the CI performance job (.github/workflows/ci.yml).
    { name: 'lighthouse', testMatch: /lighthouse-budgets\.spec\.ts/ },
  ],
});
