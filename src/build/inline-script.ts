import { transformSync } from 'esbuild';

const cache = new Map<string, string>();

/**
 * Minifies a script printed inline in <head>. Those scripts are built from functions'
 * source text, which keeps the compiler's whitespace; every page carries them, so they are
 * worth their bytes. Server-side only (the build), memoised since each page asks again.
 */
export function minifyInlineScript(code: string): string {
  let minified = cache.get(code);
  if (minified === undefined) {
    minified = transformSync(code, { minify: true, target: 'es2020', legalComments: 'none' }).code.trim();
    cache.set(code, minified);
  }
  return minified;
}
