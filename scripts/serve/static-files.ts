import { statSync } from 'node:fs';
import { resolve, sep } from 'node:path';

/** A request target split into its decoded path (for file lookup and rule matching) and its query. */
export interface RequestPath {
  pathname: string;
  /** The raw query string including `?`, or '' — kept verbatim for redirect pass-through. */
  search: string;
  query: URLSearchParams;
}

/** Netlify reads these as configuration and never serves them. */
const CONFIG_FILES = new Set(['_redirects', '_headers']);

/**
 * Parses a request target (or a rule's target path). Returns null when it is malformed or would
 * leave the site: WHATWG parsing already resolves `..` and `%2e%2e` segments the way browsers do,
 * so what remains to refuse is a `..` smuggled inside a segment (`..%2f`), backslashes and NUL.
 */
export function parseRequestPath(target: string): RequestPath | null {
  let url: URL;
  let pathname: string;
  try {
    // Prefixing keeps `//x/y` a path instead of a protocol-relative URL naming host `x`.
    url = new URL(target.startsWith('/') ? `http://site.invalid${target}` : target);
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (/[\\\0]/.test(pathname)) return null;
  if (pathname.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  return { pathname, search: url.search, query: url.searchParams };
}

/**
 * Finds the file Netlify would serve for a decoded path, as a path relative to the site, or null.
 * `/about` tries `about`, `about.html`, `about/index.html`; `/about/` prefers the index file.
 * Dot-files (except `/.well-known`) and the site's `_redirects`/`_headers` never resolve.
 */
export function resolveStaticFile(siteDir: string, pathname: string): string | null {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment.startsWith('.') && segment !== '.well-known')) return null;
  const base = segments.join('/');
  const candidates =
    base === ''
      ? ['index.html']
      : pathname.endsWith('/')
        ? [`${base}/index.html`, `${base}.html`]
        : [base, `${base}.html`, `${base}/index.html`];
  const root = resolve(siteDir);
  for (const candidate of candidates) {
    if (CONFIG_FILES.has(candidate)) continue;
    const file = resolve(root, candidate);
    // Defence in depth: parseRequestPath already refuses `..`, but nothing may escape the site.
    if (!file.startsWith(root + sep)) continue;
    if (statSync(file, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return null;
}
