import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

/*
 * Netlify's CDN sends text files compressed to a browser that accepts it; the local server does
 * the same, so a page travels as many bytes here as in production (the JS budget is counted in
 * gzip) and the speed benches and Lighthouse see the site's real weight.
 */

/** The text types the server compresses, with the Content-Type it sends for each. */
const COMPRESSIBLE: Readonly<Record<string, string>> = {
  '.html': 'text/html;charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
};

/** Bytes of compressed files kept in memory; the oldest go first. */
const CACHE_BYTES = 64 * 1024 * 1024;

const gzipped = promisify(gzip);

function isCompressible(file: string): boolean {
  return extname(file).toLowerCase() in COMPRESSIBLE;
}

/** Whether the request accepts gzip (`gzip`, or `*`, with a q above 0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((each) => each.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

interface Compressed {
  body: Buffer;
  etag: string;
  lastModified: string;
}

/**
 * Serves files compressed, each compressed once per version (inode, size, mtime): a rebuilt site
 * is compressed afresh on its first request.
 */
export function createCompressedFiles() {
  const cache = new Map<string, { stamp: string; value: Promise<Compressed>; bytes: number }>();
  let cachedBytes = 0;

  async function compressed(file: string): Promise<Compressed | undefined> {
    const stats = await stat(file).catch(() => undefined);
    if (!stats?.isFile()) return undefined;
    const stamp = `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
    const hit = cache.get(file);
    if (hit?.stamp === stamp) return hit.value;
    if (hit) {
      cache.delete(file);
      cachedBytes -= hit.bytes;
    }
    const value = readFile(file).then(async (raw) => ({
      body: await gzipped(raw, { level: 9 }),
      etag: `W/"${stats.size}-${stats.mtime.getTime()}-gzip"`,
      lastModified: stats.mtime.toUTCString(),
    }));
    const slot = { stamp, value, bytes: 0 };
    cache.set(file, slot);
    const entry = await value.catch(() => undefined);
    if (!entry) {
      if (cache.get(file) === slot) cache.delete(file);
      return undefined;
    }
    if (cache.get(file) === slot) {
      slot.bytes = entry.body.length;
      cachedBytes += slot.bytes;
    }
    for (const [key, old] of cache) {
      if (cachedBytes <= CACHE_BYTES) break;
      if (old === slot) continue;
      cache.delete(key);
      cachedBytes -= old.bytes;
    }
    return entry;
  }

  /**
   * Answers with `file` gzipped when the request accepts it and the file is text; false when it
   * is not for this path (a range request, another type, no gzip, a file gone meanwhile), so the
   * caller serves it as it is. `status` is the answer's code (a 404 page, a rewrite's status).
   */
  return async function sendCompressed(req: IncomingMessage, res: ServerResponse, file: string, status: number): Promise<boolean> {
    if (!isCompressible(file) || req.headers.range) return false;
    res.setHeader('Vary', 'Accept-Encoding');
    if (!acceptsGzip(req.headers['accept-encoding'])) return false;
    const entry = await compressed(file);
    if (!entry) return false;
    // The site's _headers (set before) win over the file server's own, as with sirv.
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', entry.etag);
    res.setHeader('Last-Modified', entry.lastModified);
    if (status === 200 && req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304);
      res.end();
      return true;
    }
    if (!res.hasHeader('Content-Type')) res.setHeader('Content-Type', COMPRESSIBLE[extname(file).toLowerCase()]!);
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', entry.body.length);
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : entry.body);
    return true;
  };
}
