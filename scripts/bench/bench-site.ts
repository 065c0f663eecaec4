import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { runBuildProcess } from '../build/build-process.ts';
import { startReferenceApi } from '@agency-storefront/reference/server';
import { startSiteServer } from '../serve/server.ts';

const ROOT = resolve(import.meta.dirname, '../..');

export interface BenchSite {
  /** The tenant's home on the local server, e.g. http://sunny.localhost:PORT/ */
  site: string;
  /** A customer's access token for that tenant. */
  token: string;
  close(): Promise<void>;
}

/**
 * A copy of the demo registry (tenants/*.json, or only `only`) in `dir`, every tenant's remotes
 * moved to `apiUrl`'s, as the browser-test registry does: a bench's reference API runs on a port of
 * its own, so the registry's default remotes host answers nothing there.
 */
export async function registryOnApi(dir: string, apiUrl: string, only?: readonly string[]): Promise<void> {
  await mkdir(dir, { recursive: true });
  const names = only ?? (await readdir(join(ROOT, 'tenants'))).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length));
  for (const tenant of names) {
    const config = JSON.parse(await readFile(join(ROOT, 'tenants', `${tenant}.json`), 'utf8')) as { remotesUrl: string };
    config.remotesUrl = `${apiUrl}/remotes`;
    await writeFile(join(dir, `${tenant}.json`), JSON.stringify(config));
  }
}

/**
 * One demo tenant built afresh into `dir` against a reference API of its own (its remotes moved to
 * that API, as the browser-test registry does), served locally, with a customer logged in: what a
 * browser bench measures against.
 */
export async function benchSite(dir: string, tenant: string, customer: string): Promise<BenchSite> {
  await rm(dir, { recursive: true, force: true });
  const api = await startReferenceApi({ port: 0, quiet: true, dataDir: join(dir, 'api-data') });
  const closers: Array<() => Promise<void>> = [() => api.close()];
  const close = async () => {
    for (const each of closers.reverse()) await each();
  };
  try {
    const apiUrl = `http://localhost:${api.port}`;
    await registryOnApi(join(dir, 'tenants'), apiUrl, [tenant]);
    console.log(`Building ${tenant} against ${apiUrl}…`);
    const build = await runBuildProcess(['--tenants', join(dir, 'tenants'), '--out', join(dir, 'dist'), '--work', join(dir, 'work')], apiUrl);
    if (build.code !== 0) throw new Error(`the build failed:\n${build.output}`);
    const sites = await startSiteServer({ distDir: join(dir, 'dist'), port: 0 });
    closers.push(() => sites.close());
    const site = sites.url(tenant);
    const login = await fetch(`${apiUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site },
      body: JSON.stringify({ email: customer, password: 'Travel2026!' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    return { site, token, close };
  } catch (error) {
    await close();
    throw error;
  }
}
