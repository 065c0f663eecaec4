import { randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { requestRenderBundle, type RenderBundle } from '../../../src/build/bundle-integration.ts';

/*
 * Render bundles kept by code fingerprint (scripts/build/fingerprint.ts), so a build
 * whose code did not change (an agency's data did) skips Vite altogether. A bundle is the render
 * bundle of src/build/bundle-integration.ts plus the browser assets Astro wrote beside it
 * (_astro/, the public/ files). It lives under the project's node_modules/.cache: the bundle's
 * modules import their packages by name, and Node finds those from where the module lies.
 */

const BUNDLE_FILE = 'bundle.json';
/** Bundles kept: the newest few, for a checkout switching back and forth between two branches. */
const KEEP = 3;

export interface CachedBundle {
  render: RenderBundle;
  /** The browser assets, copied into every build's output beside the pages. */
  clientDir: string;
}

/** Astro's build of the project into `outDir`, as production. */
export async function runAstroBuild(root: string, outDir: string): Promise<void> {
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  // A production build whatever the caller runs under (a test runner's NODE_ENV=test is inherited
  // by this process); Astro only fills NODE_ENV in when it is unset.
  process.env.NODE_ENV = 'production';
  const { build } = await import('astro');
  await build({ root, outDir, logLevel: (process.env.ASTRO_LOG_LEVEL as 'info' | undefined) ?? 'error', mode: 'production' });
}

export const bundleCacheDir = (root: string) => join(root, 'node_modules', '.cache', 'storefront-render-bundles');

export async function findBundle(root: string, code: string): Promise<CachedBundle | undefined> {
  const dir = join(bundleCacheDir(root), code);
  try {
    const render = JSON.parse(await readFile(join(dir, BUNDLE_FILE), 'utf8')) as Omit<RenderBundle, 'prerenderDir'>;
    return { render: { ...render, prerenderDir: join(dir, 'prerender') }, clientDir: join(dir, 'client') };
  } catch {
    return undefined;
  }
}

/** Forgets a kept bundle (it failed to load); the next build makes it again. */
export async function discardBundle(root: string, code: string): Promise<void> {
  await rm(join(bundleCacheDir(root), code), { recursive: true, force: true });
}

/**
 * Runs Astro's build for the bundle only (no page is rendered), and keeps it. The bundle is put
 * together in a folder of its own and renamed into place whole, so a build that stops midway
 * leaves no half bundle for the next one to trust.
 */
export async function makeBundle(root: string, workDir: string, code: string): Promise<CachedBundle> {
  const cache = bundleCacheDir(root);
  const partial = join(cache, `.partial-${code.slice(0, 12)}-${randomBytes(4).toString('hex')}`);
  const astroOut = join(workDir, 'astro-bundle');
  await rm(astroOut, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  let captured: Omit<RenderBundle, 'prerenderDir'> | undefined;
  requestRenderBundle(async ({ prerenderDir, ...bundle }) => {
    // Astro deletes its prerender folder once the (empty) generation is over.
    await cp(prerenderDir, join(partial, 'prerender'), { recursive: true });
    captured = bundle;
  });
  try {
    await runAstroBuild(root, astroOut);
    if (!captured) throw new Error('Astro built no render bundle (is storefrontRenderBundle() in astro.config.mjs?)');
    await cp(astroOut, join(partial, 'client'), { recursive: true });
    await writeFile(join(partial, BUNDLE_FILE), JSON.stringify(captured));
    await rename(partial, join(cache, code)).catch(async (error: NodeJS.ErrnoException) => {
      // Another build kept the same bundle first: theirs stands.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      await rm(partial, { recursive: true, force: true });
    });
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  } finally {
    requestRenderBundle(undefined);
    await rm(astroOut, { recursive: true, force: true });
  }
  await prune(cache);
  const bundle = await findBundle(root, code);
  if (!bundle) throw new Error(`the render bundle ${code.slice(0, 12)} was not kept in ${cache}`);
  return bundle;
}

/** A partial bundle this old was left by a build that was stopped. */
const STALE_PARTIAL_MS = 60 * 60_000;

async function prune(cache: string): Promise<void> {
  const entries = await Promise.all((await readdir(cache)).map(async (name) => ({ name, at: (await stat(join(cache, name))).mtimeMs })));
  const kept = entries.filter(({ name }) => !name.startsWith('.')).sort((a, b) => b.at - a.at);
  const stale = entries.filter(({ name, at }) => name.startsWith('.partial-') && Date.now() - at > STALE_PARTIAL_MS);
  await Promise.all([...kept.slice(KEEP), ...stale].map(({ name }) => rm(join(cache, name), { recursive: true, force: true })));
}
