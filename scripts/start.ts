/**
 * `npm start`: the whole demo on one machine. Starts the reference API, builds every demo
 * tenant against it, and serves each site at http://<id>.localhost:PORT until Ctrl-C.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { referenceApiPort } from './reference-api/port.ts';
import { startReferenceApi } from './reference-api/server.ts';
import { startSiteServer } from './serve/server.ts';
import { listSites } from './serve/sites.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const root = resolve(import.meta.dirname, '..');
const apiPort = referenceApiPort();
const apiUrl = `http://localhost:${apiPort}`;

const api = await startReferenceApi({ port: apiPort, quiet: true });
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
console.log('\nPress Ctrl-C to stop.');

const stop = async () => {
  await sites.close();
  await api.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
