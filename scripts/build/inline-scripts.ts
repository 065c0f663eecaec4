import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

// An executable inline script: no src, and no type, or a JavaScript type.
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?:(?![^>]*\btype=)|(?=[^>]*\btype="?(?:module|text\/javascript)"?))[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP source of each executable inline script of a page ('sha256-…'), in page order. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/**
 * The hashes of every inline script a site's pages carry: the pre-paint chrome and language
 * scripts and Astro's island loader. The CSP allows exactly these and no other inline code.
 */
export async function siteInlineScriptSources(dir: string): Promise<string[]> {
  const found = new Set<string>();
  const walk = async (at: string): Promise<void> => {
    for (const entry of await readdir(at, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== '_astro') await walk(join(at, entry.name));
      } else if (entry.name.endsWith('.html')) {
        for (const source of inlineScriptSources(await readFile(join(at, entry.name), 'utf8'))) found.add(source);
      }
    }
  };
  await walk(dir);
  return [...found].sort();
}
