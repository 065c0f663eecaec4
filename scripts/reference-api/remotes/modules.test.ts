import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test-server.ts';

/*
 * The reference remote apps as the browser loads them: each module from the remotes
 * host, and every module it imports relatively from the same host, with CORS for the tenant.
 * Their texts in the nine languages: texts.test.ts.
 */

const APPS = ['main', 'hotels', 'flights', 'cars', 'activities', 'cruise', 'blog'];
const HERE = new URL('./', import.meta.url);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.dispose());

/** The relative imports of a module ('./kit.js'). */
const importsOf = (source: string) => [...source.matchAll(/from '\.\/([a-z-]+)\.js'/g)].map((m) => m[1]!);

describe('reference remote app modules', () => {
  it.each(APPS)('%s.js and everything it imports are served to the tenant', async (app) => {
    const seen = new Set<string>();
    const queue = [app];
    while (queue.length) {
      const name = queue.shift()!;
      if (seen.has(name)) continue;
      seen.add(name);
      const response = await api.call(`/remotes/${name}.js`, { agency: 'sunny' });
      expect(response.status, name).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('access-control-allow-origin')).toBe('http://sunny.localhost:4321');
      queue.push(...importsOf(await response.text()));
    }
    expect(seen.has('kit')).toBe(true);
    const module = (await import(new URL(`${app}.js`, HERE).href)) as { mount?: unknown };
    expect(typeof module.mount).toBe('function');
  });

  it('never writes data as markup', async () => {
    for (const file of (await readdir(HERE)).filter((name) => name.endsWith('.js'))) {
      const source = await readFile(new URL(file, HERE), 'utf8');
      expect(source, file).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(|new Function/);
      expect(source.startsWith('// @ts-check'), file).toBe(true);
    }
  });
});
