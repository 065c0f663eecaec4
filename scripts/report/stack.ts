import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { builtTenants } from '../bench/js-budget.ts';
import { runBuildProcess } from '../build/build-process.ts';
import { useReferenceApi } from '../build/embedded-api.ts';
import { readBuildRecord, type BuildRecord } from '../build/report.ts';
import { startReferenceApi } from '@agency-storefront/reference/server';
import { startSiteServer, type SiteServer } from '../serve/server.ts';
import { copySites } from './site-copy.ts';
import { copyRegistry } from './registry-copy.ts';

export interface StackOptions {
  root: string;
  /** Tenants asked for with --tenant; all when empty. */
  only: string[];
  /** --dist: measure this build instead of making one. */
  dist?: string;
  /** Scratch: the report's own build, and the compressed copy Lighthouse is served. */
  workDir: string;
  /** The reference API's port; default API_PORT or 4500, as `npm run build` prints into the pages (embedded-api.ts). */
  apiPort?: number;
  sitePort: number;
  /** Lighthouse needs the `.gz` files the local server serves as a CDN compresses (lighthouse-run.ts). */
  compress: boolean;
  log: (line: string) => void;
}

export interface Stack {
  distDir: string;
  record?: BuildRecord;
  tenants: string[];
  /** The build's own output when the report made the build, for ops to read. */
  buildOutput?: string;
  siteUrl: (id: string) => string;
  close(): Promise<void>;
}

/** Starts the reference API, builds (unless --dist), and serves the sites as `npm start` does. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const closers: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer().catch(() => {});
  };
  try {
    // The pages call the API the build printed into them: API_PORT (default 4500) unless told
    // otherwise, started here or reused when one runs there already (`npm start`). So a report
    // with --dist of a default build, or of the report's own build, finds the API its pages name.
    let apiUrl: string;
    if (options.apiPort === undefined) {
      const api = await useReferenceApi({ log: options.log });
      closers.push(() => api.close());
      apiUrl = api.url;
    } else {
      const api = await startReferenceApi({ port: options.apiPort, quiet: true, dataDir: join(options.workDir, 'api-data') });
      closers.push(() => api.close());
      apiUrl = `http://localhost:${api.port}`;
    }
    let distDir: string;
    let buildOutput: string | undefined;
    if (options.dist === undefined) {
      distDir = join(options.workDir, 'dist');
      const tenantsDir = await copyRegistry(join(options.root, 'tenants'), join(options.workDir, 'tenants'), apiUrl);
      options.log(`Building ${options.only.length ? options.only.join(', ') : 'every tenant'} against the reference API at ${apiUrl}…`);
      const only = options.only.length ? ['--tenant', options.only.join(',')] : [];
      const build = await runBuildProcess(['--tenants', tenantsDir, '--out', distDir, '--work', join(options.workDir, 'build'), ...only], apiUrl);
      buildOutput = build.output;
      options.log(build.code === 0 ? 'Build done.' : 'The build failed for some tenants: the report shows which.');
    } else {
      distDir = resolve(options.dist);
    }

    const record = await readBuildRecord(distDir);
    const built = await builtTenants(distDir).catch(() => [] as string[]);
    const known = [...new Set([...built, ...(record?.tenants.map((t) => t.id) ?? [])])].sort();
    const tenants = options.only.length ? options.only : known;

    let serveDir = distDir;
    if (options.compress) {
      // The report's own build is scratch; a dist given with --dist is copied, never written to.
      const measured = tenants.filter((id) => built.includes(id));
      if (options.dist !== undefined) {
        serveDir = join(options.workDir, 'serve');
        await rm(serveDir, { recursive: true, force: true });
        await copySites(distDir, measured, serveDir);
      }
    }
    const sites: SiteServer = await startSiteServer({ distDir: serveDir, port: options.sitePort });
    closers.push(() => sites.close());
    return { distDir, ...(record ? { record } : {}), tenants, ...(buildOutput ? { buildOutput } : {}), siteUrl: (id) => sites.url(id), close };
  } catch (error) {
    await close();
    throw error;
  }
}
