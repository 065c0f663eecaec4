import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../api/test-server.ts';

/*
 * The reference remote apps as the browser loads them: each app one module from the remotes host,
 * with CORS for the tenant, holding every module it imports (reference/api/remote-bundles.ts).
 * Their texts in the nine languages: texts.test.ts.
 */

const APPS = ['main', 'hotels', 'flights', 'cars', 'activities', 'cruise', 'blog'];
const HERE = new URL('.//', import.meta.url);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.dispose());

describe('reference remote app modules', () => {
  it.each(APPS)('%s.js is served to the tenant as one module holding everything it imports', async (app) => {
    const response = await api.call(`/remotes/${app}.js`, { agency: 'sunny', headers: { 'Accept-Encoding': 'identity' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://sunny.localhost:4321');
    const served = await response.text();
    expect(served).not.toMatch(/^\s*import[\s{*]/m);
    // Self-contained: it runs from an address that could resolve no relative import.
    const module = (await import(`data:text/javascript;base64,${Buffer.from(served).toString('base64')}`)) as { mount?: unknown };
    expect(typeof module.mount).toBe('function');
    // The bundler names each module it holds in a comment: the shared kit is inside.
    expect(served).toContain('// reference/apps/kit.js');
  });

  it('never writes data as markup', async () => {
    for (const file of (await readdir(HERE)).filter((name) => name.endsWith('.js'))) {
      const source = await readFile(new URL(file, HERE), 'utf8');
      expect(source, file).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(|new Function/);
      expect(source.startsWith('// @ts-check'), file).toBe(true);
    }
  });
});
