import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { join } from 'node:path';
import sirv from 'sirv';
import type { RequestHandler } from 'sirv';
import { createCompressedFiles } from './compression.ts';
import { headersFor, loadHeaders } from './netlify-headers.ts';
import { findRedirect, loadRedirects } from './netlify-redirects.ts';
import { sendText } from './responses.ts';
import { parseRequestPath, resolveStaticFile } from './static-files.ts';

/** Answers one request for one site directory the way Netlify's CDN would. */
export type SiteHandler = (req: IncomingMessage, res: ServerResponse, siteDir: string) => Promise<void>;

/**
 * Order of work, as on Netlify: `_headers` for the request path go on every answer; then the first
 * applicable `_redirects` rule (3xx redirect, or serve its target with its status); otherwise the
 * static file; otherwise `404.html` with 404.
 */
export function createSiteHandler(): SiteHandler {
  const fileServers = new Map<string, RequestHandler>();
  const fileServer = (siteDir: string): RequestHandler => {
    let handler = fileServers.get(siteDir);
    if (!handler) {
      // Dev mode stats the disk per request instead of snapshotting the tree at start-up, so a
      // rebuilt site is served without a restart. Lookup is done by resolveStaticFile, hence no
      // extension fallbacks. Text is compressed before it gets here (compression.ts).
      handler = sirv(siteDir, { dev: true, etag: true, extensions: [] });
      fileServers.set(siteDir, handler);
    }
    return handler;
  };

  const sendCompressed = createCompressedFiles();

  const serveFile = async (req: IncomingMessage, res: ServerResponse, siteDir: string, file: string, status: number) => {
    if (await sendCompressed(req, res, join(siteDir, file), status)) return;
    // sirv decodes the path only when it contains `%`, so escaping `%` alone round-trips any name.
    req.url = `/${file.replaceAll('%', '%25')}`;
    if (status !== 200) pinStatus(req, res, status);
    // sirv pipes a read stream with no error listener: a file removed between lookup and open
    // (a rebuild in progress) would otherwise crash the whole server.
    res.once('pipe', (source: Readable) => source.once('error', () => res.destroy()));
    fileServer(siteDir)(req, res, () => sendText(res, 404, 'Not found'));
  };

  const serveNotFound = async (req: IncomingMessage, res: ServerResponse, siteDir: string) => {
    const page = resolveStaticFile(siteDir, '/404.html');
    if (page) await serveFile(req, res, siteDir, page, 404);
    else sendText(res, 404, 'Not found');
  };

  return async (req, res, siteDir) => {
    const path = parseRequestPath(req.url ?? '/');
    if (!path) return sendText(res, 400, 'Bad request path');

    const [redirects, headerRules] = await Promise.all([
      loadRedirects(join(siteDir, '_redirects')),
      loadHeaders(join(siteDir, '_headers')),
    ]);
    for (const [name, value] of headersFor(headerRules, path.pathname)) res.setHeader(name, value);

    const file = resolveStaticFile(siteDir, path.pathname);
    const match = findRedirect(redirects, { ...path, headers: req.headers }, file !== null);
    if (!match) {
      if (file) return serveFile(req, res, siteDir, file, 200);
      return serveNotFound(req, res, siteDir);
    }

    if (match.status >= 300 && match.status < 400) {
      res.setHeader('Location', match.target);
      return sendText(res, match.status, `Redirecting to ${match.target}`);
    }
    if (/^https?:\/\//i.test(match.target)) {
      return sendText(res, 502, `Proxy rules are not supported by the local server: ${match.rule.from} -> ${match.rule.to}`);
    }
    // A rewrite (200, 404, any other status) serves the target's file with the rule's status.
    const target = parseRequestPath(match.target);
    const targetFile = target && resolveStaticFile(siteDir, target.pathname);
    if (!targetFile) return serveNotFound(req, res, siteDir);
    return serveFile(req, res, siteDir, targetFile, match.status);
  };
}

/**
 * sirv always answers 200 (or 206/304). Netlify serves 404 pages and non-200 rewrites with the
 * rule's status, so drop the headers that would turn the answer into 206/304 and pin the code.
 */
function pinStatus(req: IncomingMessage, res: ServerResponse, status: number): void {
  delete req.headers['if-none-match'];
  delete req.headers.range;
  const writeHead = res.writeHead.bind(res) as (code: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = ((_code: number, ...rest: unknown[]) => writeHead(status, ...rest)) as ServerResponse['writeHead'];
}
