import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { absoluteMedia } from './absolute-media.ts';
import { HttpError, type Reply } from './router.ts';
import { FALLBACK_LANGUAGE, say, sayFieldErrors, translate, type Language } from './messages.ts';
import { acceptsGzip } from '../../scripts/serve/compression.ts';

/** Bodies above this are refused: every SPEC §7 payload is a few hundred bytes. */
const MAX_BODY_BYTES = 1024 * 1024;

/** Reads and parses a JSON body once; undefined when empty, 400 when malformed, 413 when huge. */
export function jsonBodyReader(req: IncomingMessage): () => Promise<unknown> {
  let parsed: Promise<unknown> | undefined;
  return () => (parsed ??= read(req));
}

async function read(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'request.tooLarge');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'request.malformedJson', { '(body)': [{ id: 'request.notJson' }] });
  }
}

/** The JSON error answer of SPEC §7/§8: `{ "message": … }`, field errors on 400, said in the request's `language` (messages.ts languageOf). */
export function errorReply(error: unknown, language: Language = FALLBACK_LANGUAGE): Reply {
  if (error instanceof HttpError) {
    const message = say(error.said, language);
    return { status: error.status, body: error.errors ? { message, errors: sayFieldErrors(error.errors, language) } : { message } };
  }
  return { status: 500, body: { message: translate('server.error', language) } };
}

/** Text a CDN compresses on the fly: the remote app modules (routes/remotes.ts) and SVG media. */
const COMPRESSIBLE_RAW = /^(?:text\/|image\/svg\+xml)/;

/** Writes a reply: JSON (media paths made absolute on `base`, never cached) or an image with an ETag. */
export function send(req: IncomingMessage, res: ServerResponse, reply: Reply, headers: Record<string, string>, base: string): number {
  const status = reply.status ?? 200;
  const all: Record<string, string> = { ...headers, ...reply.headers };
  let content: string | undefined;
  if (reply.raw) {
    const etag = `"${createHash('sha1').update(reply.raw.content).digest('base64url').slice(0, 22)}"`;
    Object.assign(all, {
      'Content-Type': reply.raw.type,
      'Cache-Control': `public, max-age=${reply.raw.cacheSeconds}`,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened on its own must not run anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'Cross-Origin-Resource-Policy': 'cross-origin',
      // A page of its own (the demo identity provider, routes/idp.ts) sets its own policy.
      ...reply.headers,
    });
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, all).end();
      return 304;
    }
    content = reply.raw.content;
  } else if (reply.body !== undefined) {
    Object.assign(all, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    content = JSON.stringify(absoluteMedia(reply.body, base));
  }
  let bytes: string | Buffer | undefined = content;
  // The remote apps' host serves their modules compressed, as the CDN does the site's: a results
  // or checkout page's first paint of the app waits for the app's whole module graph (SPEC §1, §7).
  if (content !== undefined && reply.raw && COMPRESSIBLE_RAW.test(reply.raw.type)) {
    all.Vary = all.Vary ? `${all.Vary}, Accept-Encoding` : 'Accept-Encoding';
    if (acceptsGzip(req.headers['accept-encoding'])) {
      bytes = gzipSync(content);
      all['Content-Encoding'] = 'gzip';
    }
  }
  if (bytes !== undefined) all['Content-Length'] = String(Buffer.byteLength(bytes));
  res.writeHead(status, all);
  res.end(req.method === 'HEAD' ? undefined : bytes);
  return status;
}
