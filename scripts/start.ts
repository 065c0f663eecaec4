/**
 * `npm start`: the whole demo on one machine. Starts the reference API, builds every demo
 * tenant against it, serves each site at http://<id>.localhost:PORT, and runs `npm run watch`
 * wired to the API's rebuild webhook, so a change saved in the agent area (Website settings) is
 * live in seconds; until Ctrl-C.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { referenceApiPort } from '@agency-storefront/reference/port';
import { startReferenceApi } from '@agency-storefront/reference/server';
import { API_REFERENCE_PATH } from './serve/api-reference.ts';
import { startSiteServer } from './serve/server.ts';
import { listSites } from './serve/sites.ts';
import { liveWiring } from './watch/wiring.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const root = resolve(import.meta.dirname, '..');
const apiPort = referenceApiPort();
const apiUrl = `http://localhost:${apiPort}`;

const wiring = liveWiring();
const api = await startReferenceApi({ port: apiPort, quiet: true, rebuildWebhook: wiring.rebuildWebhook });
console.log(`Reference API listening at ${apiUrl}`);

const code = await new Promise<number>((done) => {
  const build = spawn(process.execPath, [resolve(root, 'scripts/build.ts'), ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, AGENCY_API_URL: apiUrl },
  });
  build.on('close', (status) => done(status ?? 1));
});
if (code !== 0) console.warn('\nSome tenants failed to build (see above); serving the sites that are built.\n');

const distDir = resolve(root, 'dist');
const sites = await startSiteServer({ distDir });
console.log(`\nServing every built tenant on port ${sites.port}:`);
for (const id of await listSites(distDir)) console.log(`  ${id.padEnd(10)} ${sites.url(id)}`);
console.log(`\nThe agency API reference (docs/api/openapi.json): http://localhost:${sites.port}${API_REFERENCE_PATH}`);

// Started after the build, so its first look finds every site published and rebuilds nothing.
const watcher = spawn(process.execPath, [resolve(root, 'scripts/watch.ts'), ...wiring.watchArgs], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, AGENCY_API_URL: apiUrl, ...wiring.watchEnv },
});
const watcherClosed = new Promise((closed) => watcher.on('close', closed));
console.log(`\nWatching the agency data: a change saved in Website settings is rebuilt and published in seconds (webhook ${wiring.rebuildWebhook.url}).`);
console.log('\nPress Ctrl-C to stop.');

const stop = async () => {
  if (watcher.exitCode === null) watcher.kill('SIGTERM');
  await watcherClosed;
  await sites.close();
  await api.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
