import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReferenceApi, synthesizeAgencies } from '../../reference/api/server.ts';
import { addTenant, runBuild, siteFiles, workspace, type Workspace } from './run-build.ts';

/*
 * The fast render (the render bundle, its hooks into Astro, the island memo, the pages
 * written straight into their sites) publishes byte for byte what Astro's own static generation
 * publishes, on the demo agencies that use every feature (every service, resorts, top
 * destinations, right to left, the partner currency) and on synthesised ones that share their
 * services and default language, so that islands are answered from the memo across sites.
 */

const DEMO = ['sunny', 'medina', 'viajes'];
const SYNTHESISED = synthesizeAgencies(4).map((agency) => agency.subdomain);

let api: Awaited<ReturnType<typeof startReferenceApi>>;
let ws: Workspace;

beforeAll(async () => {
  api = await startReferenceApi({ port: 0, quiet: true, dataDir: await mkdtemp(join(tmpdir(), 'identity-api-')), extraAgencies: synthesizeAgencies(4) });
  ws = await workspace();
  for (const id of [...DEMO, ...SYNTHESISED]) await addTenant(ws, id);
});

afterAll(() => api.close());

describe('the fast render against Astro’s own: the pages stay byte-identical', () => {
  it('publishes the same files, byte for byte, on one render thread and on two', async () => {
    const tenants = [...DEMO, ...SYNTHESISED].join(',');
    const astro = await runBuild(ws, api.url, ['--tenant', tenants, '--force'], { STOREFRONT_RENDER: 'astro' });
    expect(astro.code, astro.output).toBe(0);
    const reference = Object.fromEntries(await Promise.all([...DEMO, ...SYNTHESISED].map(async (id) => [id, await siteFiles(join(ws.out, id))] as const)));
    expect(Object.keys(reference['sunny']!).length).toBeGreaterThan(300);
    for (const threads of ['2', '1']) {
      const fast = await runBuild(ws, api.url, ['--tenant', tenants, '--force'], { STOREFRONT_RENDER_THREADS: threads });
      expect(fast.code, fast.output).toBe(0);
      expect(fast.output).toContain(`on ${threads} thread(s)`);
      for (const id of [...DEMO, ...SYNTHESISED]) expect(await siteFiles(join(ws.out, id)), `${id} on ${threads} thread(s)`).toEqual(reference[id]);
    }
  }, 600_000); // three builds of ten tenants: a hang guard, not a verdict on the machine's speed
});
