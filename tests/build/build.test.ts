import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, readlink, realpath, rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRoute } from '../../src/site/route-catalogue.ts';
import { stripLanguage } from '../../src/i18n/language-prefix.ts';
import { agencyFixture, startFixtureApi, type FixtureApi } from './fixture-api.ts';
import { addTenant, runBuild, siteFiles, workspace, type Workspace } from './run-build.ts';
import { codeFingerprint } from '../../scripts/build/fingerprint.ts';
import { findBundle } from '../../scripts/build/render/bundle-cache.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** A hash of every file of a published site, to prove it was left exactly as it was. */
async function treeHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (path: string): Promise<void> => {
    for (const entry of (await readdir(path, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      // The build's record (dist/.build-report.json) logs every run, failed ones too: not a site.
      if (entry.name === '.build-report.json') continue;
      const full = join(path, entry.name);
      hash.update(full);
      // dist/<id> is a symlink to the live copy under dist/.sites (publish.ts): hash where it points.
      if (entry.isSymbolicLink()) hash.update(await readlink(full));
      else if (entry.isDirectory()) await walk(full);
      else hash.update(await readFile(full));
    }
  };
  await walk(dir);
  return hash.digest('hex');
}

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let api: FixtureApi;
let ws: Workspace;
let first: { code: number; output: string };

beforeAll(async () => {
  api = await startFixtureApi();
  ws = await workspace();
  api.agencies.set('alpha', agencyFixture('alpha'));
  api.agencies.set('beta', agencyFixture('beta', { defaultLanguage: 'ar', status: 'Inactive' }));
  api.agencies.set('broken', agencyFixture('broken', { primaryColor: 'red' }));
  await addTenant(ws, 'alpha');
  await addTenant(ws, 'beta');
  await addTenant(ws, 'broken');
  await addTenant(ws, 'ghost');
  await addTenant(ws, 'typo', { environment: 'staging' });
  api.agencies.set('delta', agencyFixture('delta', { defaultLanguage: 'de' }));
  await addTenant(ws, 'delta', { environment: 'prod', origin: 'https://delta.example.com' });
  first = await runBuild(ws, api.url);
});

afterAll(() => api.close());

describe('a bad tenant among good ones', () => {
  it('exits non-zero and names each bad tenant with its field', () => {
    expect(first.code).toBe(1);
    expect(first.output).toMatch(/tenant "typo" \(.*typo\.json\):\n\s+environment: must be one of prod, qa, uat, dev, local/);
    expect(first.output).toMatch(/tenant "broken": .*answer of GET \/api\/agency:\n\s+data\.primaryColor: must be a hex colour/);
  });

  it('still builds the good tenants, each a complete site', async () => {
    for (const id of ['alpha', 'beta', 'ghost']) {
      expect(existsSync(join(ws.out, id, 'index.html'))).toBe(true);
      expect(existsSync(join(ws.out, id, '_redirects'))).toBe(true);
      expect(existsSync(join(ws.out, id, '_headers'))).toBe(true);
    }
    expect(existsSync(join(ws.out, 'broken'))).toBe(false);
    expect(existsSync(join(ws.out, 'typo'))).toBe(false);
  });

  it('prints a summary table with every tenant', () => {
    expect(first.output).toMatch(/tenant\s+pages\s+time\s+status/);
    expect(first.output).toMatch(/alpha\s+\d+\s+[\d.]+s\s+built/);
    expect(first.output).toMatch(/beta\s+\d+\s+[\d.]+s\s+inactive/);
    expect(first.output).toMatch(/ghost\s+\d+\s+[\d.]+s\s+not-found/);
    expect(first.output).toMatch(/broken\s+0\s+[\d.]+s\s+failed/);
  });
});

describe('what a published site holds', () => {
  it('puts the default language at the root and the others under /<lang>/', async () => {
    expect(await readFile(join(ws.out, 'alpha', 'index.html'), 'utf8')).toContain('<html lang="en" dir="ltr">');
    expect(await readFile(join(ws.out, 'alpha', 'ar', 'about.html'), 'utf8')).toContain('<html lang="ar" dir="rtl">');
    expect(await readFile(join(ws.out, 'beta', 'index.html'), 'utf8')).toContain('<html lang="ar" dir="rtl">');
    expect(existsSync(join(ws.out, 'beta', 'en', 'faqs.html'))).toBe(true);
    const assets = await readdir(join(ws.out, 'alpha', '_astro'));
    expect(assets.some((name) => name.endsWith('.js'))).toBe(true);
  });

  it('builds the agency-not-found site for an agency the API does not know (SPEC §4, §8)', async () => {
    expect(await readFile(join(ws.out, 'ghost', 'index.html'), 'utf8')).toContain('Agency not found!');
    expect(await readFile(join(ws.out, 'ghost', 'about.html'), 'utf8')).toContain('Agency not found!');
  });

  it('builds the blocking modal for an inactive agency (SPEC §2.13, §8)', async () => {
    const html = await readFile(join(ws.out, 'beta', 'en', 'index.html'), 'utf8');
    expect(html).toContain('Agency is inactive, Please contact the administrator');
    expect(html).toMatch(/<div class="page" inert/);
  });

  it('sanitises agency HTML before publishing it', async () => {
    const html = await readFile(join(ws.out, 'alpha', 'about.html'), 'utf8');
    expect(html).toContain('We plan trips.');
    expect(html).not.toContain('alert(1)');
  });

  it('writes the Netlify redirects: unmatched paths go to /errors in their language (SPEC §2.2)', async () => {
    const redirects = await readFile(join(ws.out, 'alpha', '_redirects'), 'utf8');
    expect(redirects).toContain('/ar/*  /ar/errors  302');
    expect(redirects.trim().split('\n').at(-1)).toBe('/*  /errors  302');
  });
});

describe('sitemap.xml and robots.txt (SPEC §2.3)', () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

  it('lists every indexable page of a site on its origin, without the noindex ones', async () => {
    const xml = await readFile(join(ws.out, 'delta', 'sitemap.xml'), 'utf8');
    const urls = locs(xml);
    expect(urls).toContain('https://delta.example.com/');
    expect(urls).toContain('https://delta.example.com/about');
    expect(urls).toContain('https://delta.example.com/en/faqs');
    expect(urls).toContain('https://delta.example.com/ar/');
    expect(urls.filter((url) => /\/(errors|logout)$/.test(url!))).toEqual([]);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://delta.example.com/about"/>');
    const pages = (await readdir(join(ws.out, 'delta'), { recursive: true })).filter((file) => file.endsWith('.html'));
    const noindex = [];
    const appShells = [];
    for (const file of pages) {
      const html = await readFile(join(ws.out, 'delta', file), 'utf8');
      if (html.includes('<meta name="robots" content="noindex">')) noindex.push(file);
      else if (html.includes('<meta name="storefront:app-shell"')) appShells.push(file);
    }
    expect(noindex.length).toBeGreaterThanOrEqual(18);
    // A remote app's shell page stands for the indexed catalogue routes it serves.
    const remoteRoute = (url: string) => findRoute(stripLanguage(new URL(url).pathname).route)?.app !== 'shell';
    expect(appShells.length).toBeGreaterThanOrEqual(7 * 9);
    expect(urls).toContain('https://delta.example.com/carnival');
    expect(urls).toContain('https://delta.example.com/es/booknow/cars');
    expect(urls.filter((url) => !remoteRoute(url!))).toHaveLength(pages.length - noindex.length - appShells.length);
  });

  it('keeps booking and account paths out in prod, and everything out elsewhere', async () => {
    const prod = await readFile(join(ws.out, 'delta', 'robots.txt'), 'utf8');
    expect(prod).toMatch(/^Disallow: \/booknow\/\*\/checkout$/m);
    expect(prod).toMatch(/^Disallow: \/en\/booknow\/\*\/checkout$/m);
    expect(prod).not.toMatch(/^Disallow: \/$/m);
    expect(prod).toContain('Sitemap: https://delta.example.com/sitemap.xml');
    const local = await readFile(join(ws.out, 'alpha', 'robots.txt'), 'utf8');
    expect(local).toMatch(/^Disallow: \/$/m);
    expect(local).toContain('Sitemap: http://alpha.localhost:4321/sitemap.xml');
  });

  it('gives the not-found and the inactive sites an empty sitemap and a closed robots.txt', async () => {
    for (const id of ['ghost', 'beta']) {
      expect(locs(await readFile(join(ws.out, id, 'sitemap.xml'), 'utf8'))).toEqual([]);
      expect(await readFile(join(ws.out, id, 'robots.txt'), 'utf8')).toMatch(/^Disallow: \/$/m);
    }
  });
});

describe('rebuilding', () => {
  it('skips tenants whose data and code did not change', async () => {
    const before = await readFile(join(ws.out, 'alpha', '.build-info.json'), 'utf8');
    const again = await runBuild(ws, api.url, ['--tenant', 'alpha,ghost']);
    expect(again.code).toBe(0);
    expect(again.output).toMatch(/alpha\s+\d+\s+[\d.]+s\s+unchanged/);
    expect(await readFile(join(ws.out, 'alpha', '.build-info.json'), 'utf8')).toBe(before);
  });

  it('publishes the same bytes with and without the compile cache (a speed-up changes no page)', async () => {
    const cache = join(ws.work, 'node-compile-cache');
    await rm(cache, { recursive: true, force: true });
    const cold = await runBuild(ws, api.url, ['--tenant', 'alpha', '--force']);
    expect(cold.code).toBe(0);
    const before = await siteFiles(join(ws.out, 'alpha'));
    expect((await readdir(cache)).length).toBeGreaterThan(0);
    const warm = await runBuild(ws, api.url, ['--tenant', 'alpha', '--force']);
    expect(warm.code).toBe(0);
    const after = await siteFiles(join(ws.out, 'alpha'));
    expect(Object.keys(after).length).toBeGreaterThan(100);
    expect(after).toEqual(before);
  });

  it('renders from the kept render bundle, on one thread or two, exactly what Astro renders itself', async () => {
    // The reference: Astro's own static generation, in one process, from a fresh Vite build.
    const astro = await runBuild(ws, api.url, ['--tenant', 'alpha,beta', '--force'], { STOREFRONT_RENDER: 'astro' });
    expect(astro.code).toBe(0);
    const reference = { alpha: await siteFiles(join(ws.out, 'alpha')), beta: await siteFiles(join(ws.out, 'beta')) };
    expect(Object.keys(reference.alpha).length).toBeGreaterThan(100);
    for (const threads of ['1', '2']) {
      const fast = await runBuild(ws, api.url, ['--tenant', 'alpha,beta', '--force'], { STOREFRONT_RENDER_THREADS: threads });
      expect(fast.code, fast.output).toBe(0);
      // The code did not change since the earlier builds of this file: no Vite build.
      expect(fast.output).toContain('the render bundle is reused (no Vite build)');
      expect(fast.output).toContain(`on ${threads} thread(s)`);
      expect(await siteFiles(join(ws.out, 'alpha'))).toEqual(reference.alpha);
      expect(await siteFiles(join(ws.out, 'beta'))).toEqual(reference.beta);
    }
  });

  it('makes the render bundle again when the kept one no longer loads, and still builds', async () => {
    const code = await codeFingerprint(ROOT);
    const kept = (await findBundle(ROOT, code))!;
    await rm(join(kept.render.prerenderDir, kept.render.entryFile));
    const healed = await runBuild(ws, api.url, ['--tenant', 'alpha', '--force']);
    expect(healed.code, healed.output).toBe(0);
    expect(healed.output).toMatch(/the kept render bundle failed \(.*\); bundling again/);
    expect(healed.output).toContain('bundling the code with Astro (Vite)');
    const again = (await findBundle(ROOT, code))!;
    expect(existsSync(join(again.render.prerenderDir, again.render.entryFile))).toBe(true);
  });

  it('rebuilds one tenant whose data changed, and only that one', async () => {
    api.agencies.set('alpha', agencyFixture('alpha', { primaryColor: '#0b3d91' }));
    const betaBefore = await treeHash(join(ws.out, 'beta'));
    const again = await runBuild(ws, api.url, ['--tenant', 'alpha']);
    expect(again.code).toBe(0);
    expect(again.output).toMatch(/alpha\s+\d+\s+[\d.]+s\s+built/);
    expect(await readFile(join(ws.out, 'alpha', 'index.html'), 'utf8')).toContain('--color-primary:rgb(11 61 145)');
    expect(await treeHash(join(ws.out, 'beta'))).toBe(betaBefore);
  });

  it('keeps the good artifact exactly as it was when the new data is malformed', async () => {
    const before = await treeHash(join(ws.out, 'alpha'));
    api.agencies.set('alpha', agencyFixture('alpha', { defaultLanguage: 'it' as 'en' }));
    const again = await runBuild(ws, api.url, ['--tenant', 'alpha']);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/data\.defaultLanguage: must be one of/);
    expect(await treeHash(join(ws.out, 'alpha'))).toBe(before);
    // No scratch left: the hidden entries are the build record and .sites, holding exactly the live copies.
    expect((await readdir(ws.out)).filter((name) => name.startsWith('.')).sort()).toEqual(['.build-report.json', '.sites']);
    const live = await Promise.all(['alpha', 'beta', 'delta', 'ghost'].map(async (id) => (await realpath(join(ws.out, id))).split('/').pop()));
    expect((await readdir(join(ws.out, '.sites'))).sort()).toEqual(live.sort());
  });

  it('keeps every artifact when the API cannot be reached, and says so', async () => {
    const before = await treeHash(ws.out);
    const closed = await closedPort();
    const again = await runBuild(ws, `http://127.0.0.1:${closed}`, ['--tenant', 'alpha,beta']);
    expect(again.code).toBe(1);
    expect(again.output).toContain(`tenant "alpha": cannot reach the agency API at http://127.0.0.1:${closed}`);
    expect(again.output).toMatch(/ECONNREFUSED/);
    expect(await treeHash(ws.out)).toBe(before);
  });

  it('does not mistake a wrong API URL for an unknown agency', async () => {
    const before = await treeHash(ws.out);
    const notAnApi = createHttpServer((_request, response) => {
      response.writeHead(404, { 'Content-Type': 'text/html' });
      response.end('<h1>Not Found</h1>');
    });
    await new Promise<void>((resolve) => notAnApi.listen(0, '127.0.0.1', resolve));
    const { port } = notAnApi.address() as AddressInfo;
    const again = await runBuild(ws, `http://127.0.0.1:${port}`, ['--tenant', 'alpha', '--force']);
    notAnApi.close();
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/GET \/api\/agency answered 404 without a JSON body/);
    expect(await treeHash(ws.out)).toBe(before);
  });

  it('refuses an unknown tenant name', async () => {
    const again = await runBuild(ws, api.url, ['--tenant', 'nobody']);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/no such tenant .*: nobody/);
  });
});
