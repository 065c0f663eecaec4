import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { SiteData } from '../../src/site/site-data.ts';

/** Everything that shapes a published site besides its data. */
// patches/ holds the patch applied to Astro on install (scripts/build/render/astro-seam.ts).
const CODE_INPUTS = ['src', 'locales', 'public', 'scripts/build', 'patches', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];

async function* files(root: string, path: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(path, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') {
      yield relative(root, path);
      return;
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx')) continue;
    const full = join(path, entry.name);
    if (entry.isDirectory()) yield* files(root, full);
    else if (entry.isFile()) yield relative(root, full);
  }
}

/** One hash of the code and assets that every tenant's site is built from. */
export async function codeFingerprint(root: string): Promise<string> {
  const hash = createHash('sha256');
  for (const input of CODE_INPUTS) {
    for await (const file of files(root, join(root, input))) {
      hash.update(file).update('\0').update(await readFile(join(root, file))).update('\0');
    }
  }
  return hash.digest('hex');
}

/** A tenant is rebuilt only when this changes: its data, or the code. */
export function siteFingerprint(code: string, site: SiteData): string {
  return createHash('sha256').update(code).update(JSON.stringify(site)).digest('hex');
}
