import { parseAllHeaders } from '@netlify/headers-parser';
import { createStatCache } from './stat-cache.ts';

/** One `_headers` block: a path pattern and the headers it adds. */
export interface HeaderRule {
  for: string;
  pattern: RegExp;
  values: Record<string, string>;
}

/** Reads a `_headers` file; unparsable lines are reported and skipped. */
export async function readHeadersFile(file: string): Promise<HeaderRule[]> {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
  for (const error of errors) console.warn(`${file}: ${error.message}`);
  // With `minimal: false` the parser compiles each path (splats, placeholders) to `forRegExp`.
  return headers.flatMap((block) =>
    'forRegExp' in block ? [{ for: block.for, pattern: block.forRegExp, values: block.values }] : [],
  );
}

/** `_headers` rules of a file, re-read only when the file changes. */
export const loadHeaders = createStatCache(readHeadersFile, []);

// Netlify ignores custom values for these because its servers own them (docs: Custom headers >
// Limitations); letting `_headers` set Content-Length here would corrupt responses.
const RESERVED = new Set([
  'accept-ranges', 'age', 'allow', 'alt-svc', 'connection', 'content-encoding', 'content-length',
  'content-range', 'date', 'location', 'server', 'trailer', 'transfer-encoding', 'upgrade',
]);

/**
 * Headers for a request path: every matching block contributes, in file order. A header named by
 * several blocks gets their values joined with ", ", the combined form of a repeated field
 * (RFC 9110 §5.3).
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): [name: string, value: string][] {
  const merged = new Map<string, [name: string, value: string]>();
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      if (RESERVED.has(key)) continue;
      const previous = merged.get(key);
      merged.set(key, previous ? [previous[0], `${previous[1]}, ${value}`] : [name, value]);
    }
  }
  return [...merged.values()];
}
