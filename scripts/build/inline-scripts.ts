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
 * inlineScriptSources of a page's UTF-8 bytes, without decoding the page: Latin-1 gives one
 * character per byte, so the same pattern finds the same scripts at the same offsets, and each
 * script's own bytes are hashed (what 'sha256-…' of its UTF-8 text is). This costs a fifth of the
 * cost of decoding, on every page of the build.
 */
export function inlineScriptSourcesOfBytes(bytes: Buffer, text = bytes.toString('latin1')): string[] {
  const sources: string[] = [];
  for (const match of text.matchAll(INLINE_SCRIPT)) {
    const script = match[1] ?? '';
    // The same few scripts recur on every page of a site: each is hashed once. Its Latin-1 text
    // stands for its bytes one to one.
    let source = knownSources.get(script);
    if (source === undefined) {
      const start = match.index + match[0].length - '</script>'.length - script.length;
      const body = bytes.subarray(start, start + script.length);
      source = body.toString('utf8').trim() === '' ? '' : `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
      if (knownSources.size >= 512) knownSources.clear();
      // The script is a slice of the page's text, and as a key it would keep the whole page alive
      // (V8 keeps a substring as a view of its parent): the key is a copy of its own.
      knownSources.set(body.toString('latin1'), source);
    }
    if (source) sources.push(source);
  }
  return sources;
}

/** Hashed inline scripts, by their Latin-1 text. */
const knownSources = new Map<string, string>();

/**
 * The hashes of every inline script a site's pages carry: the pre-paint chrome and language
 * scripts and Astro's island loader. The CSP allows exactly these and no other inline code.
 */
export async function siteInlineScriptSources(dir: string, known?: ReadonlyMap<string, { scripts: string[] }>): Promise<string[]> {
  const found = new Set<string>();
  const walk = async (at: string, prefix: string): Promise<void> => {
    for (const entry of await readdir(at, { withFileTypes: true })) {
      const file = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name !== '_astro') await walk(join(at, entry.name), file);
      } else if (entry.name.endsWith('.html')) {
        // Noted by the render (scripts/build/page-facts.ts), else read from the page.
        const sources = known?.get(file)?.scripts ?? inlineScriptSources(await readFile(join(at, entry.name), 'utf8'));
        for (const source of sources) found.add(source);
      }
    }
  };
  await walk(dir, '');
  return [...found].sort();
}
