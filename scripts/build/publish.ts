import { randomBytes } from 'node:crypto';
import { copyFile, link, lstat, mkdir, readdir, readFile, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, posix, relative, resolve } from 'node:path';
import type { Language } from '../../src/i18n/languages.ts';
import { ROUTES } from '../../src/site/routes.ts';
import { localePath } from '../../src/i18n/language-prefix.ts';
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

/** The render's notes on a tenant's pages (page-facts.ts), by their published file (`de/about.html`). */
export type RenderedFacts = ReadonlyMap<string, PageFacts>;

/**
 * Where a page of Astro's output (`site/<id>/<lang>/<rest>`, src/build/sites.ts) is published in
 * its site: the default language at the root, the others under /<lang>/.
 */
export function publishedFile(site: Pick<SiteData, 'defaultLanguage'>, language: Language, rest: string): string {
  return posix.join(localePath(site, language, ROUTES.home), rest).replace(/^\/+/, '');
}

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

/** Where published sites really live; dist/<id> is a symlink into it (see swapIn). */
export const SITES_DIR = '.sites';

/** A tenant's next site, being put together beside the live one. */
export interface Stage {
  site: SiteData;
  outDir: string;
  /** outDir/.sites/<id>.<tag>: the complete site, once staged. */
  dir: string;
  tag: string;
  /** The directory dist/<id> pointed at when the stage was opened. */
  previous: string | undefined;
  /** Set once dist/<id> points at this stage: it is no longer discarded. */
  live: boolean;
}

/** The points of a publish where a test can stop it. */
type PublishStep = 'staging' | 'staged' | 'swapped';

/**
 * Test-only: STOREFRONT_PUBLISH_HOLD=<step> makes publishing log that step and stay there until
 * the process is killed, so a test kills the build at a known point of the swap whatever the
 * machine's speed (tests/build/watch.test.ts).
 */
async function step(site: Pick<SiteData, 'id'>, name: PublishStep): Promise<void> {
  if (process.env.STOREFRONT_PUBLISH_HOLD !== name) return;
  console.log(`  ${site.id}: publish step ${name}, held`);
  await new Promise(() => setInterval(() => {}, 60_000));
}

/** Removes what a killed earlier publish of these tenants left behind; never a live site. */
async function sweep(outDir: string, ids: ReadonlySet<string>, live: ReadonlySet<string>): Promise<void> {
  const sitesDir = resolve(outDir, SITES_DIR);
  const ours = (name: string, pattern: RegExp) => ids.has(pattern.exec(name)?.[1] ?? '');
  for (const name of await readdir(sitesDir).catch(() => [] as string[])) {
    if (ours(name, /^(.+)\.[^.]+$/) && !live.has(resolve(sitesDir, name))) await rm(join(sitesDir, name), { recursive: true, force: true });
  }
  for (const name of await readdir(outDir)) {
    if (ours(name, /^\.(?:staging|link|old)-(.+)-[^-]+$/)) await rm(join(outDir, name), { recursive: true, force: true });
  }
}

/** The directory dist/<id> points at now, if it is a symlink of ours. */
export async function liveTarget(finalDir: string): Promise<string | undefined> {
  const target = await readlink(finalDir).catch(() => undefined);
  return target === undefined ? undefined : resolve(dirname(finalDir), target);
}

/**
 * Opens an empty stage for each tenant's next site in outDir/.sites/<id>.<tag>, after sweeping
 * what a killed earlier build of these tenants left there. The render writes a
 * tenant's pages straight into its stage (at their published paths), so publishing moves no page.
 */
export async function openStages(outDir: string, sites: readonly SiteData[]): Promise<Map<string, Stage>> {
  await mkdir(join(outDir, SITES_DIR), { recursive: true });
  const previous = new Map(await Promise.all(sites.map(async (site) => [site.id, await liveTarget(join(outDir, site.id))] as const)));
  await sweep(outDir, new Set(previous.keys()), new Set([...previous.values()].filter((dir) => dir !== undefined)));
  const stages = new Map<string, Stage>();
  for (const site of sites) {
    const tag = randomBytes(4).toString('hex');
    const dir = join(outDir, SITES_DIR, `${site.id}.${tag}`);
    await mkdir(dir);
    stages.set(site.id, { site, outDir, dir, tag, previous: previous.get(site.id), live: false });
  }
  return stages;
}

/** Links a tenant's pages from Astro's own output into its stage (STOREFRONT_RENDER=astro); returns the page count. */
export async function stageAstroPages(stage: Stage, astroOut: string): Promise<number> {
  const { site } = stage;
  let pages = 0;
  const tenantOut = join(astroOut, 'site', site.id);
  // Astro's folders are the [lang] params; each is published at its home path (the root for the default).
  for (const language of (await readdir(tenantOut)) as Language[]) {
    pages += await linkTree(join(tenantOut, language), join(stage.dir, publishedFile(site, language, '')));
  }
  return pages;
}

/**
 * Completes a stage around its pages: the shared browser assets (hard links from `assetsDir`),
 * `_redirects`, `_headers` with a CSP that allows exactly the hashes of the site's inline scripts,
 * sitemap.xml, robots.txt and the build info.
 */
export async function completeStage(stage: Stage, fingerprint: string, pages: number, assetsDir: string, rendered?: RenderedFacts): Promise<void> {
  const { site, dir } = stage;
  for (const entry of await readdir(assetsDir, { withFileTypes: true })) {
    // Astro's own output also holds the pages of every tenant (site/): those are staged apart.
    if (entry.name === 'site') continue;
    const source = join(assetsDir, entry.name);
    if (entry.isDirectory()) await linkTree(source, join(dir, entry.name));
    else await link(source, join(dir, entry.name)).catch(() => copyFile(source, join(dir, entry.name)));
  }
  await step(site, 'staging');
  await writeFile(join(dir, '_redirects'), redirectsFile(site));
  await writeFile(join(dir, '_headers'), headersFile(site, await siteInlineScriptSources(dir, rendered)));
  const builtAt = new Date();
  await writeSeoFiles(dir, site, builtAt, rendered);
  const info: BuildInfo = { fingerprint, builtAt: builtAt.toISOString(), pages };
  await writeFile(join(dir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
  await step(site, 'staged');
}

/**
 * Makes a complete stage the live site: outDir/<id> is a symlink to it, replaced by rename(2) of
 * a new symlink over it, which is atomic. (Two directory renames, old out then new in, would
 * leave a moment with no outDir/<id>.) A dist/<id> that is still a real directory (built before
 * symlinks) is moved aside once; that one publish has the two-rename window. The old site's
 * copy is removed after.
 */
export async function swapIn(stage: SwapStage): Promise<void> {
  const { site, outDir, tag, previous } = stage;
  const finalDir = join(outDir, site.id);
  const link = join(outDir, `.link-${site.id}-${tag}`);
  try {
    await symlink(relative(outDir, stage.dir), link);
    const aside = join(outDir, `.old-${site.id}-${tag}`);
    const movedAside = previous === undefined && (await moveLegacyAside(finalDir, aside));
    try {
      await rename(link, finalDir);
    } catch (error) {
      if (movedAside) await rename(aside, finalDir);
      throw error;
    }
    stage.live = true;
    await step(site, 'swapped');
    // Only a directory of ours is removed: dist/<id> may have been pointed elsewhere by hand.
    if (previous && dirname(previous) === resolve(outDir, SITES_DIR)) await rm(previous, { recursive: true, force: true });
    if (movedAside) await rm(aside, { recursive: true, force: true });
  } finally {
    await rm(link, { force: true });
  }
}

/** What swapIn needs of a stage: a complete site directory under outDir/.sites and what was live. */
export type SwapStage = Omit<Stage, 'site'> & { site: Pick<SiteData, 'id'> };

/**
 * Makes a complete site built elsewhere under outDir (a preview's publishable copy,
 * scripts/build/preview.ts) the live outDir/<id>, by the same atomic swap as a build: the
 * directory is renamed into outDir/.sites (one rename, nothing copied) and swapped in. On a
 * failure the directory is put back where it was and the live site is untouched.
 */
export async function promoteSite(outDir: string, id: string, siteDir: string): Promise<void> {
  await mkdir(join(outDir, SITES_DIR), { recursive: true });
  const previous = await liveTarget(join(outDir, id));
  await sweep(outDir, new Set([id]), new Set(previous === undefined ? [] : [previous]));
  const tag = randomBytes(4).toString('hex');
  const stage: SwapStage = { site: { id }, outDir, dir: join(outDir, SITES_DIR, `${id}.${tag}`), tag, previous, live: false };
  await rename(siteDir, stage.dir);
  try {
    await swapIn(stage);
  } catch (error) {
    if (!stage.live) await rename(stage.dir, siteDir);
    throw error;
  }
}

/** Drops a stage that did not go live; the live site is untouched. */
export async function discardStage(stage: Stage): Promise<void> {
  if (!stage.live) await rm(stage.dir, { recursive: true, force: true });
}

/**
 * Publishes a tenant's site from Astro's shared output at outDir/<id>, so that a reader, or a
 * build killed at any moment, sees either the old complete site or the new complete one, never
 * a missing or partial one. A failure before the swap leaves the old site untouched.
 */
export async function publishSite(astroOut: string, outDir: string, site: SiteData, fingerprint: string, rendered?: RenderedFacts): Promise<number> {
  const stage = (await openStages(outDir, [site])).get(site.id)!;
  try {
    const pages = await stageAstroPages(stage, astroOut);
    await completeStage(stage, fingerprint, pages, astroOut, rendered);
    await swapIn(stage);
    return pages;
  } finally {
    await discardStage(stage);
  }
}

/** A real directory cannot be replaced by a symlink in one rename; it is moved out of the way. */
async function moveLegacyAside(finalDir: string, aside: string): Promise<boolean> {
  const stats = await lstat(finalDir).catch(() => undefined);
  if (!stats?.isDirectory()) return false;
  await rename(finalDir, aside);
  return true;
}
