import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { startReferenceApi } from '../../scripts/reference-api/server.ts';
import { startSiteServer } from '../../scripts/serve/server.ts';
import { E2E } from './environment.ts';

const root = resolve(import.meta.dirname, '../..');

/** `npm run build` in its own process; the API answering it lives in this one, so no spawnSync. */
function buildDemoTenants(): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['scripts/build.ts', '--out', '.build/e2e/dist', '--work', '.build/e2e/work'], {
      cwd: root,
      env: { ...process.env, AGENCY_API_URL: E2E.apiUrl, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => done({ code: code ?? 1, output }));
  });
}

/**
 * The stack a visitor meets: the reference API, every demo tenant built against it
 * (as `npm run build` does), and the multi-tenant server applying each site's Netlify rules.
 */
export default async function globalSetup() {
  const api = await startReferenceApi({ port: E2E.apiPort, quiet: true, dataDir: resolve(root, '.build/e2e/api-data') });
  const build = await buildDemoTenants();
  if (build.code !== 0) {
    await api.close();
    throw new Error(`the demo build failed:\n${build.output}`);
  }
  const sites = await startSiteServer({ distDir: resolve(root, '.build/e2e/dist'), port: E2E.sitePort });
  return async () => {
    await sites.close();
    await api.close();
  };
}
