import { glob, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserEntries, browserImportViolations, describeViolation } from './browser-imports.ts';

const root = resolve(import.meta.dirname, '../..');

/** The modules a page's bundled (not is:inline) <script> imports, relative to the root. */
async function pageScriptImports(): Promise<Array<{ page: string; module: string }>> {
  const found: Array<{ page: string; module: string }> = [];
  for await (const page of glob('src/**/*.astro', { cwd: root })) {
    const source = await readFile(join(root, page), 'utf8');
    for (const [, attributes, body] of source.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
      if (/\bis:inline\b|\bset:html\b|type="application\/json"/.test(attributes ?? '')) continue;
      for (const [, specifier] of (body ?? '').matchAll(/\bimport\s*(?:[^'"]*?\sfrom\s*)?['"]([^'"]+)['"]/g)) {
        const module = specifier!.startsWith('.') ? relative(root, resolve(root, dirname(page), specifier!)) : specifier!;
        found.push({ page, module: module.split('\\').join('/') });
      }
    }
  }
  return found;
}

describe('browser import graph', () => {
  it('starts from every island, store and src/client entry', async () => {
    const entries = await browserEntries(root);
    expect(entries).toEqual(expect.arrayContaining(['src/client/boot.ts', 'src/client/logout.ts', 'src/client/directives/interact.ts']));
    expect(entries.some((entry) => entry.startsWith('src/islands/'))).toBe(true);
    expect(entries.some((entry) => entry.startsWith('src/stores/'))).toBe(true);
    expect(entries.filter((entry) => /\.test\.|\.d\.ts$/.test(entry))).toEqual([]);
  });

  it('covers what the pages\' own scripts load: they import src/client entries only', async () => {
    const entries = new Set(await browserEntries(root));
    const imports = await pageScriptImports();
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter(({ module }) => !entries.has(module))).toEqual([]);
  });

  it('never reaches node:*, jsdom, esbuild, classic zod or src/build/, and resolves every import', async () => {
    const violations = await browserImportViolations(root, await browserEntries(root));
    expect(violations.map(describeViolation)).toEqual([]);
  }, 300_000); // dependency-cruiser over the whole browser graph: a hang guard, not a verdict on speed
});
