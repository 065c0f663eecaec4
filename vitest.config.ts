import { defineConfig } from 'vitest/config';

// Unit tests sit beside their subject; the build scenarios run real Astro builds, one at a time.
export default defineConfig({
  test: {
    // Each test's time, for npm run timings (docs/benchmarks.md "Where the suite's time goes").
    reporters: ['default', 'json'],
    outputFile: { json: '.build/timings/vitest.json' },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'reference/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
          environment: 'node',
          // A hang guard, never a verdict: loading jsdom or React, or formatting every currency in
          // every language, takes seconds of CPU, and ten times as long on a loaded 2-core machine.
          // No test here judges speed (benchmarks do, scripts/bench).
          testTimeout: 60_000,
          // @astrojs/react's server renderer imports a module only Vite provides (its options):
          // run it through Vite so scripts/build/render/react-renderer.test.ts can provide it.
          server: { deps: { inline: ['@astrojs/react'] } },
        },
      },
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
