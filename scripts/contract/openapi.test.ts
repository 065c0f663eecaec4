import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../reference/api/routes/index.ts';
import { flightServicePaths } from '../../src/api/flight-service.ts';
import { hotelServicePaths } from '../../src/api/hotel-service.ts';
import { resortServicePaths } from '../../src/api/resort-service.ts';
import { REFERENCE_SERVICE_MOUNTS } from '../../src/api/service-mounts.ts';
import { OPERATIONS } from '../../src/contract/operations/index.ts';
import { caselessPattern, openApiDocument } from './openapi.ts';
import { documentText, DOCUMENT_PATH } from './write.ts';

const root = resolve(import.meta.dirname, '../..');

describe('docs/api/openapi.json', () => {
  it('is what the generator writes from the registry now', async () => {
    const onDisk = await readFile(DOCUMENT_PATH, 'utf8').catch(() => '');
    // A diff of the whole document helps no one: the message says what to do.
    expect(onDisk === documentText(), 'docs/api/openapi.json is stale: run `npm run contract:write` and check the file in').toBe(true);
  });

  it('holds every operation once, with its SPEC section or proposal, and errors as the error envelope', () => {
    const document = openApiDocument() as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations.map((op) => op.operationId).sort()).toEqual(OPERATIONS.map((op) => op.id).sort());
    for (const op of operations) {
      expect(op['x-spec'] ?? op['x-storefront-proposal'], String(op.operationId)).toBeTruthy();
      for (const [status, answer] of Object.entries(op.responses as Record<string, { content?: Record<string, { schema: unknown }> }>)) {
        if (Number(status) >= 400 && answer.content) expect(answer.content['application/json']?.schema, `${op.operationId} ${status}`).toBeDefined();
      }
    }
  });

  it('writes a case-insensitive pattern as one JSON Schema can match without flags', () => {
    expect(caselessPattern('^#(?:[0-9a-f]{3}|[0-9a-f]{6})$')).toBe('^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$');
    expect(caselessPattern('^ab\\d[x]$')).toBe('^[aA][bB]\\d[xX]$');
  });
});

/*
 * No call goes undocumented: every path the storefront's clients call (src/api), every path the
 * reference apps call, and every route of the reference API has an operation.
 */

/**
 * Paths that are not calls of the agency API contract, each with its reason. Prefixes end in `/`.
 */
const INTERNAL: Record<string, string> = {
  '/health': "the build's probe for a reference API already running on its port (scripts/build/embedded-api.ts), not a storefront call",
  '/media/': 'pictures the answers link to by absolute URL; a real backend serves its pictures from wherever it likes',
  '/remotes/': 'the content-delivery host of the remote sub-applications (SPEC §1, §7), scripts rather than API calls',
  '/idp/': "the demo identity provider's sign-in pages an SSO agency's returnUrl leads to (SPEC §4), a site of the agency's own",
};
const isInternal = (path: string) => Object.keys(INTERNAL).some((entry) => (entry.endsWith('/') ? path.startsWith(entry) : path === entry));

/** Path segments, a parameter (`{id}`, `:id`) matching any one segment. */
const segments = (path: string) => path.split('/').map((segment) => (/^(\{\w+\}|:\w+)$/.test(segment) ? '*' : segment));
const samePath = (a: string, b: string) => {
  const [x, y] = [segments(a), segments(b)];
  return x.length === y.length && x.every((segment, i) => segment === '*' || y[i] === '*' || segment === y[i]);
};
const documented = (method: string | undefined, path: string) => OPERATIONS.some((op) => (!method || op.method === method) && samePath(op.path, path));

/**
 * The `/api/…` paths written in a source file: literals, and templates whose `${…}` fills a whole
 * segment (`/api/proposals/${id}/answer`); a query or an expression glued to a segment ends the path.
 */
function calledPaths(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(['"`])\/api\//g)) {
    const quote = match[1]!;
    let path = '';
    for (let i = match.index + 1; i < source.length; i++) {
      const c = source[i]!;
      if (c === quote || c === '?' || c === '\n') break;
      if (quote === '`' && c === '$' && source[i + 1] === '{') {
        if (!path.endsWith('/')) break;
        let depth = 0;
        for (i += 1; i < source.length; i++) {
          if (source[i] === '{') depth++;
          else if (source[i] === '}' && --depth === 0) break;
        }
        path += ':param';
        continue;
      }
      path += c;
    }
    found.push(path);
  }
  return found;
}

async function sourceFiles(folder: string, extension: RegExp): Promise<string[]> {
  const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && extension.test(entry.name) && !/\.test\./.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
}

async function pathsIn(folder: string, extension: RegExp): Promise<Map<string, string>> {
  const paths = new Map<string, string>();
  for (const file of await sourceFiles(folder, extension)) {
    for (const path of calledPaths(await readFile(file, 'utf8'))) paths.set(path, file.slice(root.length + 1));
  }
  return paths;
}

describe('every call has an operation', () => {
  it('reads paths out of sources: literals, whole-segment templates, not queries', () => {
    const source = "get('/api/code'); post(`/api/proposals/${encodeURIComponent(id)}/answer`); api(`/api/offers/${s}?${q}`); api(`/api/agency/bookings${search ? `?${search}` : ''}`);";
    expect(calledPaths(source)).toEqual(['/api/code', '/api/proposals/:param/answer', '/api/offers/:param', '/api/agency/bookings']);
  });

  it("for each path the storefront's clients call (src/api)", async () => {
    const paths = await pathsIn('src/api', /\.ts$/);
    expect(paths.size).toBeGreaterThan(25);
    const services = [
      ...Object.values(hotelServicePaths).map((path) => REFERENCE_SERVICE_MOUNTS.hotel + path),
      ...Object.values(flightServicePaths).map((path) => REFERENCE_SERVICE_MOUNTS.flight + path),
      ...Object.values(resortServicePaths).map((path) => REFERENCE_SERVICE_MOUNTS.resort + path),
    ];
    const missing = [...[...paths].map(([path, file]) => `${path} (${file})`), ...services].filter((entry) => !documented(undefined, entry.split(' ')[0]!));
    expect(missing, 'add an operation to src/contract/operations').toEqual([]);
  });

  it('for each path the reference apps call (reference/apps)', async () => {
    const paths = await pathsIn('reference/apps', /\.js$/);
    expect(paths.size).toBeGreaterThan(10);
    const missing = [...paths].filter(([path]) => !documented(undefined, path)).map(([path, file]) => `${path} (${file})`);
    expect(missing, 'add an operation to src/contract/operations').toEqual([]);
  });

  it('for each route of the reference API, but the internal ones', () => {
    const missing = ROUTES.filter((route) => !isInternal(route.path) && !documented(route.method, route.path)).map((route) => `${route.method} ${route.path}`);
    expect(missing, 'add an operation to src/contract/operations, or say in INTERNAL why it is none').toEqual([]);
  });

  it('lists as internal only paths the reference API serves', () => {
    for (const entry of Object.keys(INTERNAL)) expect(ROUTES.some((route) => isInternal(route.path) && route.path.startsWith(entry)), entry).toBe(true);
  });

  it('and the reference API serves every operation', () => {
    const unserved = OPERATIONS.filter((op) => !ROUTES.some((route) => route.method === op.method && samePath(route.path, op.path))).map((op) => `${op.method} ${op.path}`);
    expect(unserved).toEqual([]);
  });
});
