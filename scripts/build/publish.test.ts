import { existsSync, readFileSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, readdir, readFile, readlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SiteData } from '../../src/site/site-data.ts';
import { publishSite, SITES_DIR } from './publish.ts';
import { testSiteBase } from './test-sites.ts';

const site = { kind: 'not-found', ...testSiteBase('local') } as SiteData;
let astroOut: string;
let dist: string;

async function put(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
}

async function render(version: string): Promise<void> {
  for (const lang of ['en', 'de']) await put(join(astroOut, 'site', 'sunny', lang, 'index.html'), `<html lang="${lang}">${version}</html>`);
  await put(join(astroOut, '_astro', 'app.js'), `console.log(${JSON.stringify(version)})`);
}

beforeEach(async () => {
  const base = await mkdtemp(join(tmpdir(), 'storefront-publish-'));
  astroOut = join(base, 'astro');
  dist = join(base, 'dist');
});

/** Watches dist/sunny on every turn of the event loop while `work` runs: each await of the publish is seen. */
async function watched<T>(work: () => Promise<T>): Promise<{ result: T; checks: number; broken: string[] }> {
  const broken: string[] = [];
  let checks = 0;
  let running = true;
  const look = () => {
    checks += 1;
    const info = join(dist, 'sunny', '.build-info.json');
    if (!existsSync(join(dist, 'sunny', 'index.html')) || !existsSync(info)) broken.push(`check ${checks}: dist/sunny missing or partial`);
    else JSON.parse(readFileSync(info, 'utf8'));
    if (running) setImmediate(look);
  };
  setImmediate(look);
  const result = await work();
  running = false;
  return { result, checks, broken };
}

describe('publishSite: an atomic swap', () => {
  it('publishes dist/<id> as a symlink to a complete copy under dist/.sites', async () => {
    await render('v1');
    expect(await publishSite(astroOut, dist, site, 'f1')).toBe(2);
    expect((await lstat(join(dist, 'sunny'))).isSymbolicLink()).toBe(true);
    expect(await readlink(join(dist, 'sunny'))).toMatch(/^\.sites\/sunny\.[0-9a-f]{8}$/);
    expect(await readFile(join(dist, 'sunny', 'de', 'index.html'), 'utf8')).toBe('<html lang="de">v1</html>');
    expect((await readdir(dist)).sort()).toEqual([SITES_DIR, 'sunny']);
  });

  it('never shows a missing or partial dist/<id> while a new version replaces the old one', async () => {
    await render('v1');
    await publishSite(astroOut, dist, site, 'f1');
    await render('v2');
    const { checks, broken } = await watched(() => publishSite(astroOut, dist, site, 'f2'));
    expect(checks).toBeGreaterThan(5);
    expect(broken).toEqual([]);
    expect(await readFile(join(dist, 'sunny', 'index.html'), 'utf8')).toBe('<html lang="en">v2</html>');
    // The old copy is gone: one live copy, no scratch.
    expect(await readdir(join(dist, SITES_DIR))).toHaveLength(1);
    expect((await readdir(dist)).sort()).toEqual([SITES_DIR, 'sunny']);
  });

  it('sweeps what a killed publish of the same tenant left, and nothing of other tenants', async () => {
    await render('v1');
    await publishSite(astroOut, dist, site, 'f1');
    const live = await readlink(join(dist, 'sunny'));
    await put(join(dist, SITES_DIR, 'sunny.deadbeef', 'index.html'), 'half');
    await put(join(dist, '.staging-sunny-0000', 'index.html'), 'half');
    await put(join(dist, SITES_DIR, 'other.cafecafe', 'index.html'), 'another tenant');
    await render('v2');
    await publishSite(astroOut, dist, site, 'f2');
    expect(await readlink(join(dist, 'sunny'))).not.toBe(live);
    expect((await readdir(join(dist, SITES_DIR))).sort()).toEqual(['other.cafecafe', (await readlink(join(dist, 'sunny'))).split('/')[1]].sort());
    expect(existsSync(join(dist, '.staging-sunny-0000'))).toBe(false);
  });

  it('replaces a dist/<id> that is still a real directory (from a build before the symlinks)', async () => {
    await put(join(dist, 'sunny', 'index.html'), 'legacy');
    await render('v1');
    await publishSite(astroOut, dist, site, 'f1');
    expect((await lstat(join(dist, 'sunny'))).isSymbolicLink()).toBe(true);
    expect(await readFile(join(dist, 'sunny', 'index.html'), 'utf8')).toBe('<html lang="en">v1</html>');
    expect((await readdir(dist)).sort()).toEqual([SITES_DIR, 'sunny']);
  });

  it('keeps the old site and leaves no scratch when staging fails', async () => {
    await render('v1');
    await publishSite(astroOut, dist, site, 'f1');
    const live = await readlink(join(dist, 'sunny'));
    await render('v2');
    const failing = { ...site, id: 'sunny', defaultLanguage: 'xx' } as unknown as SiteData;
    await expect(publishSite(join(astroOut, 'missing'), dist, failing, 'f2')).rejects.toThrow();
    expect(await readlink(join(dist, 'sunny'))).toBe(live);
    expect(await readdir(join(dist, SITES_DIR))).toEqual([live.split('/')[1]]);
    expect((await readdir(dist)).sort()).toEqual([SITES_DIR, 'sunny']);
  });
});
