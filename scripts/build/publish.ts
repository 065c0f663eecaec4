import { randomBytes } from 'node:crypto';
import { copyFile, link, lstat, mkdir, readdir, readFile, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { isLanguage, type Language } from '../../src/i18n/languages.ts';
import { localePath, ROUTES } from '../../src/site/routes.ts';
import type { SiteData } from '../../src/site/site-data.ts';
import { siteInlineScriptSources } from './inline-scripts.ts';
import type { PageFacts } from './page-facts.ts';
import { headersFile } from './headers-file.ts';
import { redirectsFile } from './netlify-files.ts';
import { writeSeoFiles } from './seo-files.ts';

/** Written into each published site; the next build compares fingerprints to skip it. */
export const BUILD_INFO_FILE = '.build-info.json';

export interface BuildInfo {
  fingerprint: string;
  builtAt: string;
  pages: number;
}

export async function readBuildInfo(siteDir: string): Promise<BuildInfo | undefined> {
  try {
    return JSON.parse(await readFile(join(siteDir, BUILD_INFO_FILE), 'utf8')) as BuildInfo;
  } catch {
    return undefined;
  }
}

/** The render's notes on a tenant's pages (page-facts.ts), by Astro's output file (`site/<id>/<lang>/about.html`). */
export type RenderedFacts = ReadonlyMap<string, PageFacts>;

/** Hashed assets are immutable, so a hard link is as good as a copy and much cheaper. */
async function linkTree(from: string, to: string): Promise<number> {
  await mkdir(to, { recursive: true });
  let pages = 0;
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) pages += await linkTree(source, target);
    else {
      await link(source, target).catch(() => copyFile(source, target));
      if (entry.name.endsWith('.html')) pages += 1;
    }
  }
  return pages;
}

/**
 * Assembles one tenant's site from the shared Astro output: the default language at the root,
 * the others under /<lang>/, the shared assets, the Netlify files, sitemap.xml and robots.txt.
 */
async function stage(astroOut: string, site: SiteData, stageDir: string, fingerprint: string, midway: () => Promise<void>, rendered?: RenderedFacts): Promise<number> {
  let pages = 0;
  // The render's notes on this tenant's pages, by their published file (see page-facts.ts).
  const known = new Map<string, PageFacts>();
  for (const entry of await readdir(astroOut, { withFileTypes: true })) {
    if (entry.name === 'site') continue;
    const source = join(astroOut, entry.name);
    if (entry.isDirectory()) await linkTree(source, join(stageDir, entry.name));
    else await link(source, join(stageDir, entry.name)).catch(() => copyFile(source, join(stageDir, entry.name)));
  }
  const tenantOut = join(astroOut, 'site', site.id);
  // Astro's folders are the [lang] params; each is published at its home path (the root for the default).
  for (const language of (await readdir(tenantOut)) as Language[]) {
    pages += await linkTree(join(tenantOut, language), join(stageDir, localePath(site, language, ROUTES.home)));
  }
  for (const [file, facts] of rendered ?? []) {
    const [, id, language, ...rest] = file.split('/');
    if (id !== site.id || !isLanguage(language)) continue;
    known.set(posix.join(localePath(site, language, ROUTES.home), ...rest).replace(/^\/+/, ''), facts);
  }
  await midway();
  await writeFile(join(stageDir, '_redirects'), redirectsFile(site));
  await writeFile(join(stageDir, '_headers'), headersFile(site, await siteInlineScriptSources(stageDir, known)));
  const builtAt = new Date();
  await writeSeoFiles(stageDir, site, builtAt, known);
  const info: BuildInfo = { fingerprint, builtAt: builtAt.toISOString(), pages };
  await writeFile(join(stageDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
  return pages;
}

/** Where published sites really live; dist/<id> is a symlink into it (see publishSite). */
export const SITES_DIR = '.sites';

/**
 * Test-only: STOREFRONT_PUBLISH_PAUSE_MS makes publishing log each step and wait there, so a
 * test can kill the build at a known point of the swap (tests/build/watch.test.ts).
 */
async function step(site: SiteData, name: string): Promise<void> {
  const pause = Number(process.env.STOREFRONT_PUBLISH_PAUSE_MS ?? 0);
  if (!(pause > 0)) return;
  console.log(`  ${site.id}: publish step ${name}`);
  await new Promise((resolve) => setTimeout(resolve, pause));
}

/** Removes what a killed earlier publish of this tenant left behind; never the live site. */
async function sweep(outDir: string, id: string, live: string | undefined): Promise<void> {
  const sitesDir = resolve(outDir, SITES_DIR);
  for (const name of await readdir(sitesDir).catch(() => [] as string[])) {
    if (name.startsWith(`${id}.`) && resolve(sitesDir, name) !== live) await rm(join(sitesDir, name), { recursive: true, force: true });
  }
  for (const name of await readdir(outDir)) {
    if (name.startsWith(`.staging-${id}-`) || name.startsWith(`.link-${id}-`) || name.startsWith(`.old-${id}-`)) {
      await rm(join(outDir, name), { recursive: true, force: true });
    }
  }
}

/** The directory dist/<id> points at now, if it is a symlink of ours. */
async function liveTarget(finalDir: string): Promise<string | undefined> {
  const target = await readlink(finalDir).catch(() => undefined);
  return target === undefined ? undefined : resolve(dirname(finalDir), target);
}

/**
 * Publishes a tenant's site at outDir/<id> so that a reader, or a build killed at any moment,
 * sees either the old complete site or the new complete one, never a missing or partial one.
 * The site is staged complete in outDir/.sites/<id>.<tag>; outDir/<id> is a symlink to it,
 * replaced by rename(2) of a new symlink over it, which is atomic. (Two directory renames, old
 * out then new in, would leave a moment with no outDir/<id>.) A failure before the swap leaves
 * the old site untouched. A dist/<id> that is still a real directory (built before symlinks)
 * is moved aside once; that one publish has the two-rename window.
 */
export async function publishSite(astroOut: string, outDir: string, site: SiteData, fingerprint: string, rendered?: RenderedFacts): Promise<number> {
  await mkdir(join(outDir, SITES_DIR), { recursive: true });
  const tag = randomBytes(4).toString('hex');
  const finalDir = join(outDir, site.id);
  const previous = await liveTarget(finalDir);
  await sweep(outDir, site.id, previous);
  const stageDir = join(outDir, SITES_DIR, `${site.id}.${tag}`);
  const link = join(outDir, `.link-${site.id}-${tag}`);
  let swapped = false;
  try {
    await mkdir(stageDir);
    const pages = await stage(astroOut, site, stageDir, fingerprint, () => step(site, 'staging'), rendered);
    await step(site, 'staged');
    await symlink(relative(outDir, stageDir), link);
    const aside = join(outDir, `.old-${site.id}-${tag}`);
    const movedAside = previous === undefined && (await moveLegacyAside(finalDir, aside));
    try {
      await rename(link, finalDir);
    } catch (error) {
      if (movedAside) await rename(aside, finalDir);
      throw error;
    }
    swapped = true;
    await step(site, 'swapped');
    // Only a directory of ours is removed: dist/<id> may have been pointed elsewhere by hand.
    if (previous && dirname(previous) === resolve(outDir, SITES_DIR)) await rm(previous, { recursive: true, force: true });
    if (movedAside) await rm(aside, { recursive: true, force: true });
    return pages;
  } finally {
    await rm(link, { force: true });
    if (!swapped) await rm(stageDir, { recursive: true, force: true });
  }
}

/** A real directory cannot be replaced by a symlink in one rename; it is moved out of the way. */
async function moveLegacyAside(finalDir: string, aside: string): Promise<boolean> {
  const stats = await lstat(finalDir).catch(() => undefined);
  if (!stats?.isDirectory()) return false;
  await rename(finalDir, aside);
  return true;
}
