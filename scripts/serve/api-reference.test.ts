import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page, writeFiles } from './fixture-sites.ts';
import { API_REFERENCE_PATH } from './api-reference.ts';
import { get } from './http-client.ts';
import { startSiteServer, type SiteServer } from './server.ts';

/* The agency API reference on the site server's plain host (api-reference.ts), offline. */

let distDir: string;
let server: SiteServer;
const plain = (path: string) => get(server.port, 'localhost', path);

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'api-reference-'));
  await writeFiles(join(distDir, 'alpha'), { 'index.html': page('alpha home'), '404.html': page('alpha not found') });
  server = await startSiteServer({ distDir, port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await server.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('the API reference page', () => {
  it('is an HTML page that draws the document with the Redoc bundle served beside it, nothing from elsewhere', async () => {
    const answer = await plain(API_REFERENCE_PATH);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('<title>Agency API for the storefront</title>');
    expect(answer.body).toContain('<redoc spec-url="openapi.json"');
    expect(answer.body).toContain('<script src="redoc.standalone.js"></script>');
    expect(answer.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    // Redoc's own footer logo would come from its CDN: the page's CSP keeps pictures and data to the site.
    expect(answer.body).toContain(`<meta http-equiv="Content-Security-Policy" content="img-src 'self' data:; connect-src 'self'">`);
  });

  it('serves the checked-in document as JSON', async () => {
    const answer = await plain(`${API_REFERENCE_PATH}openapi.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.body).toBe(await readFile(join(import.meta.dirname, '../../docs/api/openapi.json'), 'utf8'));
    expect((JSON.parse(answer.body) as { openapi: string }).openapi).toBe('3.1.0');
  });

  it("serves Redoc's standalone bundle from node_modules as JavaScript", async () => {
    const answer = await plain(`${API_REFERENCE_PATH}redoc.standalone.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.body.length).toBeGreaterThan(500_000);
  });

  it('adds the slash, and answers 404 for anything else under it', async () => {
    const bare = await plain(API_REFERENCE_PATH.slice(0, -1));
    expect(bare.status).toBe(308);
    expect(bare.headers.location).toBe(API_REFERENCE_PATH);
    expect((await plain(`${API_REFERENCE_PATH}nothing.js`)).status).toBe(404);
  });

  it('leaves the plain host list and the tenant sites as they were', async () => {
    expect((await plain('/')).body).toContain('alpha');
    const tenant = await get(server.port, 'alpha.localhost', API_REFERENCE_PATH);
    expect(tenant.status).toBe(404);
    expect(tenant.body).toContain('alpha not found');
  });
});
