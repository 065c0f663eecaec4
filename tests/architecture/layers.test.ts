import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOORS } from '../../.dependency-cruiser.mjs';
import { layerViolations } from './layers.ts';

/*
 * The folders of src/ stand on floors (.dependency-cruiser.mjs, docs/architecture.md "Folder
 * map"): each imports only from the floors below it, so a newcomer reads the house from the
 * ground up and a change low down never needs one high up. The arrows that run back up are named
 * there, file to file, each with its reason.
 */

const root = new URL('../../', import.meta.url).pathname;

describe('the floors of src/', () => {
  it('every folder with code stands on a floor', async () => {
    const folders = (await readdir(join(root, 'src'), { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const withCode = [];
    for (const folder of folders) {
      const files = await readdir(join(root, 'src', folder), { recursive: true });
      if (files.some((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !/\.(test\.[jt]sx?|d\.ts)$/.test(file))) withCode.push(folder);
    }
    expect(withCode.filter((folder) => !FLOORS.flat().includes(folder))).toEqual([]);
  });

  it('no import runs up a floor, save the named arrows', { timeout: 300_000 }, async () => {
    expect(await layerViolations(root)).toEqual([]);
  });
});

/*
 * The rules themselves, on a small tree written to a temporary folder: each planted upward or
 * sideways import is named; the named arrows pass only to their own targets.
 */
const FILES: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, module: 'preserve', noEmit: true } }),
  'src/stores/auth.ts': "export const token = 't';\n",
  'src/stores/session.ts': "export const id = 's';\n",
  'src/stores/cart.ts': "import { token } from './auth.ts';\nexport const cart = token;\n",
  'src/site/routes.ts': "export const ROUTES = { logout: '/logout' };\n",
  'src/site/chrome.ts': "export const chrome = 1;\n",
  'src/api/client.ts': "import { cart } from '../stores/cart.ts';\nexport const client = cart;\n",
  'src/api/browser.ts':
    "import { token } from '../stores/auth.ts';\nimport { id } from '../stores/session.ts';\nimport { ROUTES } from '../site/routes.ts';\nimport { chrome } from '../site/chrome.ts';\nexport const browser = [token, id, ROUTES, chrome];\n",
  'src/tenant/agency.ts': "import type { ROUTES } from '../site/routes.ts';\nexport type Agency = typeof ROUTES;\n",
  'src/currency/format.ts': "import { markup } from '../deals/markup.ts';\nexport const format = markup;\n",
  'src/deals/markup.ts': "import { client } from '../api/client.ts';\nexport const markup = client;\n",
  'src/stores/deals.ts': "import { markup } from '../deals/markup.ts';\nexport const deals = markup;\n",
};

let planted: string;

beforeAll(async () => {
  planted = await mkdtemp(join(tmpdir(), 'floors-'));
  for (const [file, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(planted, file)), { recursive: true });
    await writeFile(join(planted, file), text);
  }
});
afterAll(() => rm(planted, { recursive: true, force: true }));

describe('the floor rules', () => {
  it('name each planted import that runs up or sideways, type-only ones too, and pass the downward ones', async () => {
    expect(await layerViolations(planted)).toEqual([
      'floor-api: src/api/browser.ts → src/site/chrome.ts',
      'floor-api: src/api/client.ts → src/stores/cart.ts',
      'floor-currency: src/currency/format.ts → src/deals/markup.ts',
      'floor-tenant: src/tenant/agency.ts → src/site/routes.ts',
    ]);
  });
});
