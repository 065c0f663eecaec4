import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { escapeHtml, sendText } from './responses.ts';

/*
 * The agency API contract (docs/api/openapi.json, `npm run contract:write`) as a browsable page on
 * the local site server's plain host: http://localhost:4321/api-reference/. Redoc draws it from its
 * standalone bundle in node_modules, so the page works offline; the document is read on every
 * request, so a rewritten one shows on reload.
 */

/** Where the page lives on the plain (tenant-less) host. */
export const API_REFERENCE_PATH = '/api-reference/';

const root = resolve(import.meta.dirname, '../..');
const DOCUMENT = resolve(root, 'docs/api/openapi.json');
const REDOC_BUNDLE = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');

export interface ApiReferenceOptions {
  /** The OpenAPI document to show. Default: docs/api/openapi.json. */
  documentPath?: string;
  /** Redoc's standalone bundle. Default: the installed `redoc` package's. */
  redocBundle?: string;
}

/** A request this module answers: true when it did. */
export type ApiReferenceHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/**
 * The page: Redoc reads the document next to it and shows where each call comes from (x-spec,
 * x-storefront-proposal). Its CSP keeps the page offline: Redoc's footer asks a CDN for its logo,
 * and nothing but the page's own files may load pictures or data.
 */
export function apiReferencePage(title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="Content-Security-Policy" content="img-src 'self' data:; connect-src 'self'">
<title>${escapeHtml(title)}</title>
<style>body { margin: 0; }</style>
</head>
<body>
<redoc spec-url="openapi.json" show-extensions="x-spec,x-storefront-proposal,x-writes" expand-responses="200,201" required-props-first="true" sort-required-params-first="true"></redoc>
<script src="redoc.standalone.js"></script>
</body>
</html>
`;
}

function send(res: ServerResponse, type: string, body: string | Buffer, head: boolean): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(head ? undefined : body);
}

/** Answers the page, its document and Redoc's script under API_REFERENCE_PATH; leaves every other request alone. */
export function createApiReferenceHandler(options: ApiReferenceOptions = {}): ApiReferenceHandler {
  const documentPath = options.documentPath ?? DOCUMENT;
  const redocBundle = options.redocBundle ?? REDOC_BUNDLE;
  return async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname !== API_REFERENCE_PATH.slice(0, -1) && !pathname.startsWith(API_REFERENCE_PATH)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      sendText(res, 405, 'Method not allowed');
      return true;
    }
    const head = req.method === 'HEAD';
    const file = pathname.slice(API_REFERENCE_PATH.length);
    if (pathname === API_REFERENCE_PATH.slice(0, -1)) {
      res.statusCode = 308;
      res.setHeader('Location', API_REFERENCE_PATH);
      res.end();
    } else if (file === '') {
      const document = JSON.parse(await readFile(documentPath, 'utf8')) as { info?: { title?: string } };
      send(res, 'text/html; charset=utf-8', apiReferencePage(document.info?.title ?? 'API reference'), head);
    } else if (file === 'openapi.json') {
      send(res, 'application/json; charset=utf-8', await readFile(documentPath), head);
    } else if (file === 'redoc.standalone.js') {
      send(res, 'text/javascript; charset=utf-8', await readFile(redocBundle), head);
    } else {
      sendText(res, 404, 'Not found');
    }
    return true;
  };
}
