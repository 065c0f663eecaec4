import { readdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { runBuildProcess } from '../../scripts/build/build-process.ts';
import { startReferenceApi } from '../../reference/api/server.ts';
import { startSiteServer } from '../../scripts/serve/server.ts';
import { recordBuiltAgencies } from './built-agencies.ts';
import { E2E } from './environment.ts';
import { writeE2eRegistry } from './fixtures/registry.ts';
import { E2E_EXTRA_AGENCIES } from './fixtures/xss-agency.ts';

/**
 * The stack a visitor meets: the reference API, every demo tenant built against it
 * (as `npm run build` does), and the multi-tenant server applying each site's Netlify rules.
 * The browser tests add tenants of their own (tests/e2e/fixtures: the `xss` agency), which
 * `npm start` never sees.
 */
export default async function globalSetup() {
  const api = await startReferenceApi({
    port: E2E.apiPort,
    quiet: true,
    dataDir: resolve(E2E.dir, 'api-data'),
    extraAgencies: [...E2E_EXTRA_AGENCIES],
  });
  const tenants = await writeE2eRegistry(resolve(E2E.dir, 'tenants'), E2E.apiUrl);
  // Before the build, while nothing else asks the API: the data each site is built from.
  await recordBuiltAgencies((await readdir(tenants)).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length)));
  const build = await runBuildProcess(
    ['--tenants', tenants, '--out', resolve(E2E.dir, 'dist'), '--work', resolve(E2E.dir, 'work')],
    E2E.apiUrl,
  );
  if (build.code !== 0) {
    await api.close();
    throw new Error(`the demo build failed:\n${build.output}`);
  }
  const sites = await startSiteServer({ distDir: resolve(E2E.dir, 'dist'), port: E2E.sitePort });
  return async () => {
    await sites.close();
    await api.close();
  };
}
