/**
 * `npm run build [-- --tenant a,b] [--force] [--shard i/n] [--archive DIR] [--tenants DIR] [--out DIR] [--tenants-from-stdin] [--deploy] [--demo]`
 * Builds every registry tenant (or some) into dist/<id>/. AGENCY_API_URL points the build at
 * a real agency API; a tenant that names none is built on the embedded reference API's demo data
 * only where build/api-source.ts allows it: never in a deploy build (--deploy, or NETLIFY=true)
 * nor for a tenant of a deployed environment, unless --demo (or STOREFRONT_DEMO=1) asks for it.
 * --shard i/n builds a stable 1/n share of the tenants (for a CI matrix); --archive DIR also
 * writes DIR/<id>.tar.gz and DIR/<id>.manifest.json for every tenant that has a site.
 * --preview builds the tenants as their previews (run by scripts/preview.ts, not by hand).
 */
import { enableCompileCache } from 'node:module';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Shard } from './build/shard.ts';

const root = resolve(import.meta.dirname, '..');

/** The first line of a stream, or undefined when it ends without one. */
async function firstLine(stream: NodeJS.ReadableStream): Promise<string | undefined> {
  let text = '';
  for await (const chunk of stream) {
    text += String(chunk);
    const end = text.indexOf('\n');
    if (end !== -1) return text.slice(0, end);
  }
  return text === '' ? undefined : text;
}

const { values } = parseArgs({
  options: {
    tenant: { type: 'string', multiple: true, default: [] },
    tenants: { type: 'string', default: resolve(root, 'tenants') },
    out: { type: 'string', default: resolve(root, 'dist') },
    work: { type: 'string', default: resolve(root, '.build') },
    force: { type: 'boolean', default: false },
    shard: { type: 'string' },
    archive: { type: 'string' },
    // The watcher's spare build: everything loaded, then the tenant ids are read as one line.
    'tenants-from-stdin': { type: 'boolean', default: false },
    preview: { type: 'boolean', default: false },
    // A build whose sites are published: it refuses to fall back on the demo API (api-source.ts).
    deploy: { type: 'boolean', default: false },
    // A demo site: tenants that name no agency API are built on the embedded reference API.
    demo: { type: 'boolean', default: false },
  },
});

// Each build is a fresh process, and compiling Astro, Vite and their kin took about
// 0.7 s of a 4.8 s tenant rebuild. V8's code cache on disk spares that from the second build on.
// Only modules loaded after this line are cached, so the build's own modules (and jsdom, which
// the sanitiser loads: 0.5-0.7 s uncached, 0.35 s cached) are imported below, not statically.
// The output is not affected, as only compiled code is stored.
enableCompileCache(resolve(values.work, 'node-compile-cache'));
const [{ runBuild, warmBuild }, { useReferenceApi }, { archiveSite }, { parseShard, inShard }, { decideApiSource }, { readRegistry }] = await Promise.all([
  import('./build/run.ts'),
  import('./build/embedded-api.ts'),
  import('./build/archive.ts'),
  import('./build/shard.ts'),
  import('./build/api-source.ts'),
  import('../src/build/registry-fs.ts'),
]);

// Paths are taken from where the command was run; the build itself runs from the project root,
// where Astro keeps its server bundle (it moves an output folder outside the working directory
// to <cwd>/.astro) and where that bundle finds its packages.
for (const key of ['tenants', 'out', 'work'] as const) values[key] = resolve(values[key]);
if (values.archive !== undefined) values.archive = resolve(values.archive);
process.chdir(root);

let shard: Shard | undefined;
try {
  shard = values.shard === undefined ? undefined : parseShard(values.shard);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const warm = values['tenants-from-stdin'] ? await warmBuild(root) : undefined;
const tenantList = values['tenants-from-stdin'] ? await firstLine(process.stdin) : values.tenant.join(',');
// The watcher let its spare go without a build.
if (tenantList === undefined) process.exit(0);
const only = tenantList.split(',').map((id) => id.trim()).filter(Boolean);

// Decided on the tenants this build would build (runBuild's own choice of them) before the
// embedded API starts or anything is fetched: a refused build leaves nothing behind.
const source = decideApiSource({
  env: process.env,
  flags: { deploy: values.deploy, demo: values.demo },
  // An unreadable registry decides nothing here: runBuild reports it as the build's failure.
  tenants: (await readRegistry(values.tenants).catch(() => [])).flatMap((entry) =>
    entry.config && (!only.length || only.includes(entry.id)) && inShard(entry.id, shard) ? [entry.config] : []),
});
if (source.kind === 'refuse') {
  console.error(source.message);
  process.exit(1);
}
for (const line of source.lines) console.log(line);
const apiOverride = source.kind === 'external' ? source.apiOverride : undefined;
const embedded = source.kind === 'embedded' ? await useReferenceApi({ log: console.log }) : undefined;

try {
  const result = await runBuild({
    root,
    tenantsDir: values.tenants,
    outDir: resolve(values.out),
    workDir: resolve(values.work),
    only,
    apiOverride,
    embeddedApiUrl: embedded?.url,
    force: values.force,
    shard,
    preview: values.preview,
    log: console.log,
  }, warm);
  let archivesOk = true;
  if (values.archive !== undefined) {
    const dir = resolve(values.archive);
    // A failed tenant's old site is not this build's artifact, so it is not archived.
    for (const report of result.reports.filter((r) => r.status !== 'failed')) {
      try {
        const manifest = await archiveSite(resolve(values.out), report.id, dir);
        console.log(`  ${report.id}: archived ${manifest.files.length} files to ${resolve(dir, manifest.archive.file)}`);
      } catch (error) {
        archivesOk = false;
        console.error(`  ${report.id}: archive FAILED: ${(error as Error).message}`);
      }
    }
  }
  const peakMb = process.resourceUsage().maxRSS / 1024;
  console.log(`  peak memory ${peakMb.toFixed(0)} MB`);
  process.exitCode = result.ok && archivesOk ? 0 : 1;
} catch (error) {
  console.error(`build failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await embedded?.close();
}
