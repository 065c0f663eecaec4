import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readerInThisThread, readerOnThread, type SiteRead } from '../../scripts/build/read-site.ts';
import type { TenantConfig } from '../../src/tenant/registry.ts';
import { agencyFixture, startFixtureApi, type FixtureApi } from './fixture-api.ts';

/*
 * While the code is bundled, the agency data is read on a thread of its own
 * (scripts/build/read-site.ts). It must read exactly what the build's own thread reads, fail a
 * tenant as that thread does, and end when told.
 */

let api: FixtureApi;
let work: string;

beforeAll(async () => {
  api = await startFixtureApi();
  api.agencies.set('alpha', agencyFixture('alpha'));
  api.agencies.set('broken', agencyFixture('broken', { primaryColor: 'red' }));
  work = await mkdtemp(join(tmpdir(), 'read-site-'));
});

afterAll(() => api.close());

const tenant = (id: string): TenantConfig => ({ id, origin: `http://${id}.localhost:4321`, environment: 'prod', remotesUrl: 'https://remotes.example.com' }) as TenantConfig;
const request = (id: string, folder: string): SiteRead => ({ config: tenant(id), apiUrl: api.url, htmlFile: join(work, folder, `${id}.json`), code: 'code-1' });

describe('reading the agency data on a thread of its own', () => {
  it('gives the same site as the build\u2019s own thread, sanitised, and keeps the sanitised HTML for the next build', async () => {
    const reader = readerOnThread();
    try {
      const [onThread, here] = await Promise.all([reader.read(request('alpha', 'thread')), readerInThisThread().read(request('alpha', 'here'))]);
      expect(onThread).toEqual(here);
      if (onThread.site.kind !== 'agency') throw new Error('alpha is an agency');
      // SPEC §8: agency HTML is sanitised (the fixture's About Us carries a script).
      expect(onThread.site.aboutUs?.content).toBe('<p>We plan trips.</p>');
      expect(JSON.parse(await readFile(join(work, 'thread', 'alpha.json'), 'utf8'))).toMatchObject({ code: 'code-1' });
    } finally {
      await reader.stop();
    }
  });

  it('fails a tenant with the message the build\u2019s own thread gives (naming the field), and reads the next one', async () => {
    const reader = readerOnThread();
    try {
      const here = await readerInThisThread().read(request('broken', 'here')).catch((error: Error) => error.message);
      expect(here).toMatch(/primaryColor/);
      await expect(reader.read(request('broken', 'thread'))).rejects.toThrow(here as string);
      await expect(reader.read(request('alpha', 'thread'))).resolves.toMatchObject({ site: { id: 'alpha', kind: 'agency' } });
    } finally {
      await reader.stop();
    }
  });

  it('refuses reads once stopped, rather than wait for ever', async () => {
    const reader = readerOnThread();
    await reader.stop();
    await expect(reader.read(request('alpha', 'thread'))).rejects.toThrow(/stopped/);
  });
});
