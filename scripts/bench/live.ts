/**
 * `npm run bench:live [-- --runs N]`: "a change is live in seconds", measured as agency ops see it.
 * Starts the reference API wired to `npm run watch` (its signed rebuild webhook), builds sunny
 * once, then N times: owner@sunny.demo saves a new About text through the Website settings call
 * (PUT /api/agency/website-settings), and the clock runs from the API's answer to the first time
 * the site server serves the new text at sunny's /about. Goal: ≤ 2 s for one tenant.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startReferenceApi } from '@agency-storefront/reference/server';
import { get } from '../serve/http-client.ts';
import { startSiteServer } from '../serve/server.ts';
import { describeMachine, thisMachine } from './machine.ts';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
if (!(Number.isInteger(runs) && runs > 0)) throw new Error(`--runs must be a positive whole number, got "${values.runs}"`);

const freePort = () =>
  new Promise<number>((resolvePort) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });

const secret = randomBytes(24).toString('hex');
const watchPort = await freePort();
const base = await mkdtemp(join(tmpdir(), 'storefront-bench-live-'));
const dirs = { tenants: join(base, 'tenants'), out: join(base, 'dist'), work: join(base, 'work'), data: join(base, 'api') };
await mkdir(dirs.tenants);
await writeFile(join(dirs.tenants, 'sunny.json'), JSON.stringify({ origin: 'http://sunny.localhost:4321', environment: 'local', remotesUrl: 'http://localhost:4500/remotes' }));
const api = await startReferenceApi({ port: 0, quiet: true, dataDir: dirs.data, rebuildWebhook: { url: `http://127.0.0.1:${watchPort}`, secret } });

let output = '';
const watcher = spawn(process.execPath, [resolve(root, 'scripts/watch.ts'), '--tenants', dirs.tenants, '--out', dirs.out, '--work', dirs.work, '--port', String(watchPort), '--interval', '3600'], {
  env: { ...process.env, AGENCY_API_URL: api.url, REBUILD_SECRET: secret, ASTRO_TELEMETRY_DISABLED: '1' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
watcher.stdout.on('data', (chunk: Buffer) => (output += chunk));
watcher.stderr.on('data', (chunk: Buffer) => (output += chunk));
const exited = new Promise((done) => watcher.on('close', done));

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));
async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline || watcher.exitCode !== null) throw new Error(`never happened: ${what}\n${output}`);
    await sleep(10);
  }
}

const sites = await startSiteServer({ distDir: dirs.out, port: 0 });
try {
  console.log('Building sunny once through the watcher…');
  await until(() => /sunny: published \(fingerprint/.test(output), 'the first build of sunny');
  const call = (path: string, init: RequestInit & { token?: string } = {}) =>
    fetch(api.url + path, { ...init, headers: { Origin: 'http://sunny.localhost:4321', 'Content-Type': 'application/json', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) } });
  const login = (await (await call('/api/user/login', { method: 'POST', body: JSON.stringify({ email: 'owner@sunny.demo', password: 'Travel2026!' }) })).json()) as { data: { token: string } };
  const token = login.data.token;
  const settings = ((await (await call('/api/agency/website-settings', { token })).json()) as { data: { aboutUs: { content: string } } }).data;

  const seconds: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const marker = `Live run ${run} ${randomBytes(4).toString('hex')}`;
    settings.aboutUs.content = `<p>${marker}</p>`;
    const saved = await call('/api/agency/website-settings', { method: 'PUT', token, body: JSON.stringify(settings) });
    if (saved.status !== 200) throw new Error(`save answered ${saved.status}: ${await saved.text()}`);
    const answered = performance.now();
    // The site server reads dist/ afresh for each request: the first answer with the marker is the live page.
    await until(async () => (await get(sites.port, 'sunny.localhost', '/about')).body.includes(marker), `run ${run} live`, 120_000);
    seconds.push((performance.now() - answered) / 1000);
    console.log(`run ${run}: ${seconds.at(-1)!.toFixed(2)} s`);
    // The next save waits for the watcher to be idle, so each run measures one save alone.
    await until(async () => ((await (await call('/api/agency/website-settings/publishing', { token })).json()) as { data: { state: string } }).data.state === 'live', `run ${run} reported live`);
  }
  const sorted = [...seconds].sort((a, b) => a - b);
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  console.log('');
  console.log('| measure | figure | goal |');
  console.log('|---|---|---|');
  console.log(`| machine | ${describeMachine(thisMachine())} | |`);
  console.log(`| Save (PUT answered) → new /about served, sunny, ${runs} runs | median ${median.toFixed(2)} s, min ${sorted[0]!.toFixed(2)} s, max ${sorted.at(-1)!.toFixed(2)} s | ≤ 2 s |`);
} finally {
  watcher.kill('SIGTERM');
  await exited;
  await sites.close();
  await api.close();
  await rm(base, { recursive: true, force: true });
}
