import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { resources } from '../../src/i18n/i18n.ts';
import { runBuildProcess } from '../../scripts/build/build-process.ts';
import { previewsDir, publishableDir } from '../../scripts/build/preview-paths.ts';
import { startSiteServer } from '../../scripts/serve/server.ts';
import { get } from '../../scripts/serve/http-client.ts';
import { agencyFixture, startFixtureApi, type FixtureApi } from './fixture-api.ts';
import { addTenant, runBuild, workspace, type Workspace } from './run-build.ts';

/** Every file of a site, by its path inside the site, and its bytes: one hash, through the dist/<id> symlink. */
async function siteHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (path: string, relative: string): Promise<void> => {
    for (const entry of (await readdir(path, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const name = `${relative}/${entry.name}`;
      if (entry.isDirectory()) await walk(join(path, entry.name), name);
      else hash.update(name).update('\0').update(await readFile(join(path, entry.name))).update('\0');
    }
  };
  await walk(await realpath(dir), '');
  return hash.digest('hex');
}

/** Every HTML page of a site, relative. */
async function htmlPages(dir: string, prefix = ''): Promise<string[]> {
  const pages: string[] = [];
  for (const entry of await readdir(join(dir, prefix), { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === '_astro') continue;
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) pages.push(...(await htmlPages(dir, path)));
    else if (entry.name.endsWith('.html')) pages.push(path);
  }
  return pages;
}

const preview = (ws: Workspace, api: FixtureApi, args: string[]) =>
  runBuildProcess(['--tenants', ws.tenants, '--out', ws.out, '--work', ws.work, ...args], api.url, {}, 'scripts/preview.ts');

let api: FixtureApi;
let ws: Workspace;
let first: { code: number; output: string };

beforeAll(async () => {
  api = await startFixtureApi();
  ws = await workspace();
  api.agencies.set('trial', agencyFixture('trial'));
  api.agencies.set('livepay', agencyFixture('livepay'));
  api.payments.set('livepay', { currentGateway: 'adyen', currentPaymentGateway: 'Adyen', isTestMode: false });
  api.agencies.set('plain', agencyFixture('plain'));
  await addTenant(ws, 'trial', { sandbox: true });
  await addTenant(ws, 'livepay', { sandbox: true });
  await addTenant(ws, 'plain');
  first = await runBuild(ws, api.url);
});

afterAll(async () => {
  await api?.close();
});

describe('a sandbox tenant (registry "sandbox": true)', () => {
  it('has a robots.txt that refuses everything and names no sitemap, and no sitemap.xml', async () => {
    expect(first.output).toMatch(/trial: published/);
    const robots = await readFile(join(ws.out, 'trial', 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*\nDisallow: \/$/m);
    expect(robots).not.toMatch(/sitemap/i);
    expect(existsSync(join(ws.out, 'trial', 'sitemap.xml'))).toBe(false);
    expect(await readFile(join(ws.out, 'trial', '_headers'), 'utf8')).toContain('  X-Robots-Tag: noindex, nofollow');
    // A tenant without the flag keeps its sitemap.
    expect(existsSync(join(ws.out, 'plain', 'sitemap.xml'))).toBe(true);
  });

  it('carries meta robots noindex, nofollow and the "Test site" ribbon on every page, in the page language', async () => {
    const pages = await htmlPages(join(ws.out, 'trial'));
    expect(pages.length).toBeGreaterThan(9 * 5);
    const seen = new Set<string>();
    for (const page of pages) {
      const html = await readFile(join(ws.out, 'trial', page), 'utf8');
      expect(html, page).toContain('<meta name="robots" content="noindex, nofollow">');
      const language = /<html lang="([a-z]+)"/.exec(html)![1] as (typeof LANGUAGES)[number];
      const { label, text } = resources[language].testSite.sandbox;
      expect(html, page).toMatch(new RegExp(`<aside class="test-ribbon"[^>]* data-test-ribbon="sandbox" aria-label="${label}"`));
      expect(html, page).toContain(`>${text}</p>`);
      seen.add(language);
    }
    expect([...seen].sort()).toEqual([...LANGUAGES].sort());
    // The nine ribbons are nine translations, not one text.
    expect(new Set(LANGUAGES.map((language) => resources[language].testSite.sandbox.text)).size).toBe(9);
    const plain = await readFile(join(ws.out, 'plain', 'index.html'), 'utf8');
    expect(plain).not.toContain('data-test-ribbon="');
    expect(plain).not.toContain('nofollow');
  });

  it('is refused when its agency takes live payments, naming the tenant and the field; the others build', async () => {
    expect(first.code).toBe(1);
    expect(first.output).toMatch(/tenant "livepay": sandbox: the agency's payment gateway Adyen \(adyen\) runs in live mode \(isTestMode: false\)/);
    expect(existsSync(join(ws.out, 'livepay'))).toBe(false);
  });
});

describe('npm run preview', () => {
  it('builds the changed config into a preview, leaves the published site byte for byte, and serves the preview at <id>--preview', async () => {
    const published = await siteHash(join(ws.out, 'plain'));
    // The change: the tenant is made a qa site (its robots.txt says so).
    await addTenant(ws, 'plain', { environment: 'qa' });
    const built = await preview(ws, api, ['--tenant', 'plain']);
    expect(built.code, built.output).toBe(0);
    expect(await siteHash(join(ws.out, 'plain'))).toBe(published);

    const marked = join(previewsDir(ws.out), 'plain');
    const home = await readFile(join(marked, 'index.html'), 'utf8');
    expect(home).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(home).toContain(`aria-label="${resources.en.testSite.preview.label}"`);
    expect(home).toContain('<link rel="canonical" href="http://plain--preview.localhost:4321/">');
    expect(existsSync(join(marked, 'sitemap.xml'))).toBe(false);
    const publishable = await readFile(join(publishableDir(ws.out), 'plain', 'robots.txt'), 'utf8');
    expect(publishable).toContain('a qa site');
    expect(await readFile(join(publishableDir(ws.out), 'plain', 'index.html'), 'utf8')).not.toContain('data-test-ribbon="');

    const server = await startSiteServer({ distDir: ws.out, port: 0 });
    try {
      const answer = await get(server.port, 'plain--preview.localhost', '/');
      expect(answer.status).toBe(200);
      expect(answer.body).toContain(resources.en.testSite.preview.text);
      expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect((await get(server.port, 'plain.localhost', '/')).body).not.toContain('data-test-ribbon="');
    } finally {
      await server.close();
    }
  });

  it('--publish makes the published site exactly the preview\'s publishable copy, atomically', async () => {
    const copy = await siteHash(join(publishableDir(ws.out), 'plain'));
    const published = await preview(ws, api, ['--tenant', 'plain', '--publish']);
    expect(published.code, published.output).toBe(0);
    expect(await siteHash(join(ws.out, 'plain'))).toBe(copy);
    expect(await readFile(join(ws.out, 'plain', 'robots.txt'), 'utf8')).toContain('a qa site');
    // dist/<id> is still the build's symlink into dist/.sites, and a copy is published once.
    expect(await realpath(join(ws.out, 'plain'))).toMatch(/[\\/]\.sites[\\/]plain\.[0-9a-f]+$/);
    const again = await preview(ws, api, ['--tenant', 'plain', '--publish']);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/tenant "plain": no preview to publish/);
  });

  it('never promotes a broken preview, nor an older good one', async () => {
    const good = await preview(ws, api, ['--tenant', 'plain']);
    expect(good.code, good.output).toBe(0);
    const published = await siteHash(join(ws.out, 'plain'));
    await addTenant(ws, 'plain', { environment: 'qa', sandbox: 'yes' });
    const broken = await preview(ws, api, ['--tenant', 'plain']);
    expect(broken.code).toBe(1);
    expect(broken.output).toMatch(/tenant "plain" \(.*plain\.json\):\n\s+sandbox: must be true or false/);
    const refused = await preview(ws, api, ['--tenant', 'plain', '--publish']);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/no preview to publish/);
    expect(await siteHash(join(ws.out, 'plain'))).toBe(published);
  });
});
