import { glob, readFile } from 'node:fs/promises';
import { posix } from 'node:path';

/*
 * The line between the storefront and its stand-in (docs/architecture.md "The contract"): the
 * reference backend (reference/) reaches the storefront only through src/contract, the storefront's
 * code never imports the stand-in, and its scripts start it only through the reference package's
 * declared entries (reference/package.json `exports`), never by reaching into its folders.
 */

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"]+)\1/g;

export interface CrossingImport {
  file: string;
  specifier: string;
  why: string;
}

/** Every import specifier of a file, as written. */
export function specifiersOf(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[2]!);
}

/** The repository path a relative specifier names, or undefined for a package or built-in. */
export function targetOf(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  return posix.normalize(posix.join(posix.dirname(file), specifier));
}

const isTest = (file: string) => /\.test\.[cm]?[jt]sx?$/.test(file);

/** The imports that cross the line, each with the rule it breaks. */
export function crossings(file: string, source: string): CrossingImport[] {
  const found: CrossingImport[] = [];
  for (const specifier of specifiersOf(source)) {
    const target = targetOf(file, specifier);
    if (file.startsWith('reference/') && target?.startsWith('src/') && !target.startsWith('src/contract/')) {
      found.push({ file, specifier, why: 'the reference package reaches the storefront only through src/contract' });
    }
    if (file.startsWith('src/') && !isTest(file) && (target?.startsWith('reference/') || specifier.startsWith('@agency-storefront/reference'))) {
      found.push({ file, specifier, why: 'the storefront never imports its stand-in: it reaches an agency API by URL' });
    }
    if (file.startsWith('scripts/') && !isTest(file) && target?.startsWith('reference/')) {
      found.push({ file, specifier, why: "scripts start the stand-in through the package's entries (@agency-storefront/reference/…)" });
    }
  }
  return found;
}

/** Every crossing in the repository's src/, scripts/ and reference/ code. */
export async function packageBoundaryCrossings(root: string): Promise<CrossingImport[]> {
  const found: CrossingImport[] = [];
  for await (const file of glob(['src/**/*.{ts,tsx,js,mjs,astro}', 'scripts/**/*.{ts,js,mjs}', 'reference/**/*.{ts,js,mjs}'], { cwd: root, exclude: ['**/node_modules/**'] })) {
    const path = file.split('\\').join('/');
    found.push(...crossings(path, await readFile(posix.join(root, path), 'utf8')));
  }
  return found;
}
