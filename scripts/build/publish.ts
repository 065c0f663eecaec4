import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language } from '../../src/i18n/languages.ts';
import { localePath, ROUTES } from '../../src/site/routes.ts';
import type { SiteData } from '../../src/site/site-data.ts';
import { siteInlineScriptSources } from './inline-scripts.ts';
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
async function stage(astroOut: string, site: SiteData, stageDir: string, fingerprint: string): Promise<number> {
  let pages = 0;
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
  await writeFile(join(stageDir, '_redirects'), redirectsFile(site));
  await writeFile(join(stageDir, '_headers'), headersFile(site, await siteInlineScriptSources(stageDir)));
  const builtAt = new Date();
  await writeSeoFiles(stageDir, site, builtAt);
  const info: BuildInfo = { fingerprint, builtAt: builtAt.toISOString(), pages };
  await writeFile(join(stageDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
  return pages;
}

/**
 * Publishes a tenant's site to outDir/<id> by rename, so that readers see either the old
 * complete site or the new complete one. A failure before the swap leaves the old one untouched.
 */
export async function publishSite(astroOut: string, outDir: string, site: SiteData, fingerprint: string): Promise<number> {
  await mkdir(outDir, { recursive: true });
  const tag = randomBytes(4).toString('hex');
  const stageDir = join(outDir, `.staging-${site.id}-${tag}`);
  const oldDir = join(outDir, `.old-${site.id}-${tag}`);
  const finalDir = join(outDir, site.id);
  try {
    await mkdir(stageDir);
    const pages = await stage(astroOut, site, stageDir, fingerprint);
    const hadOld = await rename(finalDir, oldDir).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return false;
        throw error;
      },
    );
    try {
      await rename(stageDir, finalDir);
    } catch (error) {
      if (hadOld) await rename(oldDir, finalDir);
      throw error;
    }
    if (hadOld) await rm(oldDir, { recursive: true, force: true });
    return pages;
  } finally {
    await rm(stageDir, { recursive: true, force: true });
  }
}
