/**
 * `npm run bench:build [-- --tenants N] [--kept K] [--rebuilds R]`: synthesises N agencies in the
 * reference API and measures a full build of all of them with the code bundled afresh (CI's first
 * build of a commit), K more with the bundle kept (every agency's data changed, not the code),
 * then R single-tenant rebuilds, as agency ops run them.
 * Goals (2-core machine): ≥ 500 pages/s over 100 tenants × 9 languages; a
 * single-tenant rebuild in ≤ 4 s.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runBuildProcess } from '../build/build-process.ts';
import { startReferenceApi, synthesizeAgencies } from '@agency-storefront/reference/server';
import { codeFingerprint } from '../build/fingerprint.ts';
import { bundleCacheDir } from '../build/render/bundle-cache.ts';
import { describeMachine, hostTookText, stolenBetween, stolenSoFar, thisMachine } from './machine.ts';

const root = resolve(import.meta.dirname, '../..');

const { values } = parseArgs({ options: { tenants: { type: 'string', default: '100' }, rebuilds: { type: 'string', default: '3' }, kept: { type: 'string', default: '1' } } });
const count = Number(values.tenants);
const rebuilds = Number(values.rebuilds);
const keptRuns = Number(values.kept);

interface Run {
  seconds: number;
  pages: number;
  peakMb: number;
  code: number;
  phases: string;
  /** Seconds of core time the host took from the machine during the build (Linux only). */
  stolen: number | undefined;
}

async function build(dirs: { tenants: string; out: string; work: string }, apiUrl: string, args: string[]): Promise<Run> {
  const stolenBefore = stolenSoFar();
  const { code, output, seconds } = await runBuildProcess(['--tenants', dirs.tenants, '--out', dirs.out, '--work', dirs.work, ...args], apiUrl);
  if (code !== 0) console.error(output);
  const pages = Number(/(\d+) pages rendered/.exec(output)?.[1] ?? 0);
  const peakMb = Number(/peak memory (\d+) MB/.exec(output)?.[1] ?? 0);
  // The build's own account of where its time went (scripts/build/run.ts).
  const phases = [
    /agency data of \d+ tenant\(s\) read, ([\d.]+)s into the build/.exec(output)?.[1],
    /rendered \d+ pages on (\d+) thread/.exec(output)?.[1],
    /published \d+ tenant\(s\) in [\d.]+s of publishing work, ([\d.]+)s after the render/.exec(output)?.[1],
    /bundled in ([\d.]+)s/.exec(output)?.[1] ?? '0 (kept)',
  ];
  const threadsLine = /rendered \d+ pages on \d+ thread\(s\) \(([^)]*)\)/.exec(output)?.[1] ?? '';
  const stolen = stolenBetween(stolenBefore, stolenSoFar());
  return { seconds, pages, peakMb, code, stolen, phases: `bundled in ${phases[3]} s, meanwhile data read at ${phases[0]} s; ${phases[1]} render thread(s): ${threadsLine}; last publish ${phases[2]} s after the render` };
}

const agencies = synthesizeAgencies(count);
const api = await startReferenceApi({ port: 0, quiet: true, extraAgencies: agencies });
const base = await mkdtemp(join(tmpdir(), 'storefront-bench-'));
const dirs = { tenants: join(base, 'tenants'), out: join(base, 'dist'), work: join(base, 'work') };
await mkdir(dirs.tenants);
for (const agency of agencies) {
  const entry = { origin: `http://${agency.subdomain}.localhost:4321`, environment: 'prod', remotesUrl: 'https://remotes.example.com' };
  await writeFile(join(dirs.tenants, `${agency.subdomain}.json`), JSON.stringify(entry));
}

try {
  // The full build starts from no render bundle, as CI's first build of a commit does; the
  // rebuilds that follow reuse it, as agency ops' rebuilds do (scripts/build/render/bundle-cache.ts).
  await rm(join(bundleCacheDir(root), await codeFingerprint(root)), { recursive: true, force: true });
  console.log(`Full build: ${count} tenants × 9 languages (the code bundled afresh)…`);
  const full = await build(dirs, api.url, ['--force']);
  if (full.code !== 0) throw new Error('the full build failed');
  // The same full build with the bundle kept: every tenant's data changed, the code did not.
  const kept: Run[] = [];
  for (let i = 0; i < keptRuns; i += 1) {
    console.log(`Full build again, the bundle kept (${i + 1} of ${keptRuns})…`);
    kept.push(await build(dirs, api.url, ['--force']));
  }
  const one = agencies[Math.floor(count / 2)]!.subdomain;
  const singles: Run[] = [];
  for (let i = 0; i < rebuilds; i += 1) singles.push(await build(dirs, api.url, ['--tenant', one, '--force']));
  const times = singles.map((run) => run.seconds).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const singlesStolen = singles.some((run) => run.stolen === undefined) ? undefined : singles.reduce((sum, run) => sum + run.stolen!, 0);
  console.log('');
  console.log('| measure | figure | goal |');
  console.log('|---|---|---|');
  console.log(`| machine | ${describeMachine(thisMachine())} | |`);
  console.log(`| full build, ${count} tenants × 9 languages | ${full.pages} pages in ${full.seconds.toFixed(1)} s | |`);
  console.log(`| pages per second (full build, wall clock) | ${(full.pages / full.seconds).toFixed(0)} | ≥ 500 |`);
  console.log(`| peak memory (full build) | ${full.peakMb} MB | |`);
  console.log(`| full build: bundle and fetch, render, publish | ${full.phases}${hostTookText(full.stolen)} | |`);
  for (const run of kept) {
    console.log(`| full build, bundle kept | ${run.pages} pages in ${run.seconds.toFixed(1)} s = ${(run.pages / run.seconds).toFixed(0)} pages/s; peak ${run.peakMb} MB${hostTookText(run.stolen)} | ≥ 500 |`);
  }
  // `--rebuilds 0` measures the full build alone (the 1000-tenant memory figure).
  if (singles.length) {
    console.log(`| single-tenant rebuild (median of ${rebuilds}) | ${median.toFixed(2)} s (${singles[0]!.pages} pages; runs ${times.map((t) => t.toFixed(2)).join(', ')} s)${hostTookText(singlesStolen)} | ≤ 4 s |`);
    console.log(`| peak memory (single-tenant rebuild) | ${Math.max(...singles.map((run) => run.peakMb))} MB | |`);
  }
} finally {
  await api.close();
  await rm(base, { recursive: true, force: true });
}
