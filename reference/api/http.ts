import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { absoluteMedia } from './absolute-media.ts';
import { HttpError, type Reply } from './router.ts';
import { FALLBACK_LANGUAGE, say, sayFieldErrors, translate, type Language } from './messages.ts';
import { acceptsGzip } from '../../scripts/serve/compression.ts';

/** Bodies above this are refused: every SPEC §7 payload is a few hundred bytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * A request refused for its body before any handler sees it (issue "A checkout a traveller can
 * trust", item 5: the API never stalls on a refused body): a declared Content-Length over the
 * limit is a 413 at once, before a byte of the body is read; a GET or HEAD with a body is a 400
 * (its body has no meaning here, and no browser sends one). `Content-Length: 0` is no body.
 */
export function refusedBody(req: IncomingMessage): HttpError | undefined {
  const length = req.headers['content-length'];
  const hasBody = req.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) > 0);
  if (hasBody && (req.method === 'GET' || req.method === 'HEAD')) return new HttpError(400, 'request.invalid');
  // Node's parser has checked that Content-Length is digits, and one value.
  if (length !== undefined && Number(length) > MAX_BODY_BYTES) return new HttpError(413, 'request.tooLarge');
  return undefined;
}

/** Reads and parses a JSON body once; undefined when empty, 400 when malformed, 413 when huge. */
export function jsonBodyReader(req: IncomingMessage): () => Promise<unknown> {
  let parsed: Promise<unknown> | undefined;
  return () => (parsed ??= read(req).then(parse));
}

/*
 * Not `for await (const chunk of req)`: leaving that loop (the throw of a 413) destroys the
 * request, and Node's parser then pushes the rest of the body into a destroyed stream, which
 * pauses the socket for good. The 413 went out saying keep-alive, and the client's next call on
 * that connection was never read: it waited for the keep-alive timeout (66 s), then a reset.
 * Here a body over the limit is let flow on, unbuffered, into nothing, while the answer (which
 * closes the connection, server.ts) is written.
 */
function read(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      settle();
      chunks.length = 0;
      reject(new HttpError(413, 'request.tooLarge'));
    };
    const onEnd = () => {
      settle();
      resolve(Buffer.concat(chunks));
    };
    // The client went away (or the request timed out, answered 408 by Node) before its body ended:
    // nobody reads this answer, and it is no server error to log.
    const onGone = () => {
      settle();
      reject(new HttpError(400, 'request.invalid'));
    };
    const settle = () => {
      req.off('data', onData).off('end', onEnd).off('error', onGone).off('close', onGone);
      req.on('error', () => {}); // a reset while the rest flows away is expected
      req.resume();
    };
    req.on('data', onData).on('end', onEnd).on('error', onGone).on('close', onGone);
  });
}

function parse(body: Buffer): unknown {
  const text = body.toString('utf8');
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
