/**
 * `npm run build [-- --tenant a,b] [--force] [--tenants DIR] [--out DIR]`
 * Builds every registry tenant (or some) into dist/<id>/. AGENCY_API_URL points the build at
 * a real agency API; without it the embedded reference API is started for the build.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runBuild } from './build/run.ts';
import { useReferenceApi } from './build/embedded-api.ts';

const root = resolve(import.meta.dirname, '..');

const { values } = parseArgs({
  options: {
    tenant: { type: 'string', multiple: true, default: [] },
    tenants: { type: 'string', default: resolve(root, 'tenants') },
    out: { type: 'string', default: resolve(root, 'dist') },
    work: { type: 'string', default: resolve(root, '.build') },
    force: { type: 'boolean', default: false },
  },
});

const only = values.tenant.flatMap((list) => list.split(',')).map((id) => id.trim()).filter(Boolean);
const apiOverride = process.env.AGENCY_API_URL || undefined;
const embedded = apiOverride ? undefined : await useReferenceApi({ log: console.log });

try {
  const result = await runBuild({
    root,
    tenantsDir: values.tenants,
    outDir: resolve(values.out),
    workDir: resolve(values.work),
    only,
    apiOverride,
    embeddedApiUrl: embedded?.url ?? apiOverride!,
    force: values.force,
    log: console.log,
  });
  const peakMb = process.resourceUsage().maxRSS / 1024;
  console.log(`  peak memory ${peakMb.toFixed(0)} MB`);
  process.exitCode = result.ok ? 0 : 1;
} catch (error) {
  console.error(`build failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await embedded?.close();
}
