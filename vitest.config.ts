import { defineConfig } from 'vitest/config';

// Unit tests sit beside their subject; the build scenarios run real Astro builds, one at a time.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
          environment: 'node',
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
