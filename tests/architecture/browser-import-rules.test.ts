import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserImportViolations, describeViolation } from './browser-imports.ts';

/*
 * The rules themselves, on a small graph written to a temporary folder: each forbidden target
 * is reached through a chain, and the report names the whole chain. zod is a stand-in laid out
 * like zod 4 (the package root is classic; mini loads core).
 */
const FILES: Record<string, string> = {
  'src/stores/cart.ts': "import { price } from '../site/pricing.ts';\nimport { z } from 'zod';\nexport const cart = price + z;\n",
  'src/site/pricing.ts':
    "import { readFileSync } from 'node:fs';\nimport { rates } from '../build/rates.ts';\nexport const price = rates + String(readFileSync);\n",
  'src/build/rates.ts': "import { JSDOM } from 'jsdom';\nexport const rates = String(JSDOM);\n",
  'src/islands/Clean.tsx': "import { z } from 'zod/mini';\nimport { format } from '../site/format.ts';\nexport const Clean = () => format(z);\n",
  'src/site/format.ts': "import type { price } from './pricing.ts';\nexport const format = (value: unknown): typeof price => Number(value);\n",
  'src/site/format.test.ts': "import { transformSync } from 'esbuild';\nexport const t = transformSync;\n",
  'src/client/minify.ts': "import { transformSync } from 'esbuild';\nexport const minify = transformSync;\n",
  'src/client/typo.ts': "import { gone } from './nowhere.ts';\nexport const typo = gone;\n",
  'node_modules/zod/package.json': JSON.stringify({ name: 'zod', type: 'module', exports: { '.': './index.js', './mini': './mini/index.js' } }),
  'node_modules/zod/index.js': "export * from './v4/classic/external.js';\n",
  'node_modules/zod/v4/classic/external.js': "export * from '../core/index.js';\n",
  'node_modules/zod/mini/index.js': "export * from '../v4/mini/external.js';\n",
  'node_modules/zod/v4/mini/external.js': "export * from '../core/index.js';\n",
  'node_modules/zod/v4/core/index.js': 'export const z = 1;\n',
  'node_modules/jsdom/package.json': JSON.stringify({ name: 'jsdom', main: 'lib/api.js' }),
  'node_modules/jsdom/lib/api.js': 'exports.JSDOM = class {};\n',
  'node_modules/esbuild/package.json': JSON.stringify({ name: 'esbuild', main: 'lib/main.js' }),
  'node_modules/esbuild/lib/main.js': 'exports.transformSync = () => {};\n',
};

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'browser-imports-'));
  for (const [file, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(root, file)), { recursive: true });
    await writeFile(join(root, file), text);
  }
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('browser import rules', () => {
  it('names the whole chain from the entry to each forbidden module', async () => {
    const violations = await browserImportViolations(root, ['src/stores/cart.ts']);
    expect(violations.map(describeViolation).sort()).toEqual([
      'browser-not-to-build: src/stores/cart.ts → src/site/pricing.ts → src/build/rates.ts',
      'browser-not-to-classic-zod: src/stores/cart.ts → node_modules/zod/index.js',
      'browser-not-to-jsdom: src/stores/cart.ts → src/site/pricing.ts → src/build/rates.ts → node_modules/jsdom/lib/api.js',
      'browser-not-to-node: src/stores/cart.ts → src/site/pricing.ts → node:fs',
    ]);
  });

  it('lets zod/mini reach its own core, ignores type-only imports and tests', async () => {
    expect(await browserImportViolations(root, ['src/islands/Clean.tsx'])).toEqual([]);
  });

  it('flags esbuild in a client entry', async () => {
    const violations = await browserImportViolations(root, ['src/client/minify.ts']);
    expect(violations.map(describeViolation)).toEqual(['browser-not-to-esbuild: src/client/minify.ts → node_modules/esbuild/lib/main.js']);
  });

  it('fails on an import it cannot resolve rather than stop the walk there', async () => {
    const violations = await browserImportViolations(root, ['src/client/typo.ts']);
    expect(violations.map(describeViolation)).toEqual(['browser-resolvable: src/client/typo.ts → ./nowhere.ts']);
  });
});
