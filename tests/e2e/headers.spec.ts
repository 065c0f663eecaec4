import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { expect, test } from './fixtures/test.ts';
import { parseCsp, type Csp } from '../../scripts/build/csp.ts';
import { ANALYTICS_SOURCES } from '../../scripts/build/headers-file.ts';
import { DEMO_AGENCIES } from '../../reference/demo/agencies/index.ts';
import { readHeadersFile } from '../../scripts/serve/netlify-headers.ts';
import { readRegistry } from '../../src/build/registry-fs.ts';
import { planAnalytics } from '../../src/tenant/analytics.ts';
import { E2E } from './environment.ts';
import { DEMO_TENANTS_DIR } from './fixtures/registry.ts';

/*
 * Each demo tenant's `_headers`, as the e2e stack built it, says exactly what
 * that site needs. No browser: the files are read as Netlify's own parser reads them.
 */

const dist = resolve(E2E.dir, 'dist');
const tenants = (await readRegistry(DEMO_TENANTS_DIR)).map((entry) => entry.id);

async function cspOf(tenant: string): Promise<Csp> {
  const rules = await readHeadersFile(join(dist, tenant, '_headers'));
  const all = rules.find((rule) => rule.for === '/*');
  const value = Object.entries(all?.values ?? {}).find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1];
  expect(value, `${tenant}: _headers has a Content-Security-Policy for /*`).toBeTruthy();
  return parseCsp(value!);
}

async function htmlPages(tenant: string): Promise<Array<{ path: string; html: string }>> {
  const root = join(dist, tenant);
  const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html') && !file.startsWith('_astro'));
  return Promise.all(files.map(async (file) => ({ path: `/${file}`, html: await readFile(join(root, file), 'utf8') })));
}

/** Every picture URL a page names: <img src>, srcset candidates, icons. */
function pictureUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [, value] of html.matchAll(/<(?:img|source)\b[^>]*?\s(?:src|srcset)="([^"]*)"/gi)) {
    urls.push(...(value ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*\brel="[^"]*icon[^"]*"[^>]*>/gi)) urls.push(/\bhref="([^"]*)"/.exec(tag)?.[1] ?? '');
  return urls.filter(Boolean);
}

const vendorHosts = (vendor: keyof typeof ANALYTICS_SOURCES) => Object.values(ANALYTICS_SOURCES[vendor]).flat();

test('every demo tenant is built', async () => {
  expect(tenants.length).toBeGreaterThanOrEqual(6);
  for (const tenant of tenants) expect((await readdir(join(dist, tenant))).includes('_headers'), tenant).toBe(true);
});

for (const tenant of tenants) {
  test(`${tenant}: analytics hosts only when analytics is on with a valid ID`, async () => {
    const record = DEMO_AGENCIES.find((agency) => agency.subdomain === tenant);
    const plan = planAnalytics(record?.agency.analytics);
    const sources = [...(await cspOf(tenant)).values()].flat();
    for (const host of vendorHosts('google')) expect(sources.includes(host), `${tenant}: ${host}`).toBe(!!plan.googleAnalyticsId);
    for (const host of vendorHosts('facebook')) expect(sources.includes(host), `${tenant}: ${host}`).toBe(!!plan.facebookPixelId);
  });

  test(`${tenant}: img-src names the hosts of its pictures, and no scheme or wildcard`, async () => {
    const imgSrc = (await cspOf(tenant)).get('img-src') ?? [];
    const bare = imgSrc.filter((source) => source === '*' || (/^[a-z][a-z0-9+.-]*:$/i.test(source) && source !== 'data:'));
    expect(bare, `${tenant}: img-src ${imgSrc.join(' ')}`).toEqual([]);
    const origin = `http://${tenant}.invalid`;
    const missing = new Set<string>();
    for (const { path, html } of await htmlPages(tenant)) {
      for (const url of pictureUrls(html)) {
        const at = new URL(url, `${origin}${path}`);
        if (at.origin === origin || at.protocol === 'data:') continue;
        if (!imgSrc.includes(at.origin)) missing.add(`${at.origin} (${path})`);
      }
    }
    expect([...missing], `${tenant}: pictures from hosts img-src does not name`).toEqual([]);
  });

  test(`${tenant}: no origin is repeated in any directive, nor the site's own beside 'self'`, async () => {
    const csp = await cspOf(tenant);
    const registry = JSON.parse(await readFile(join(DEMO_TENANTS_DIR, `${tenant}.json`), 'utf8')) as { origin: string };
    for (const [directive, sources] of csp) {
      expect(sources.filter((source, index) => sources.indexOf(source) !== index), `${tenant}: ${directive}`).toEqual([]);
      expect(sources, `${tenant}: ${directive}`).not.toContain(new URL(registry.origin).origin);
    }
    expect(csp.get('script-src'), tenant).not.toContain("'unsafe-inline'");
  });

  test(`${tenant}: no style="" attribute in any page, and 'unsafe-inline' styles only with the reason in docs/decisions.md`, async () => {
    const withStyle: string[] = [];
    for (const { path, html } of await htmlPages(tenant)) {
      const markup = html.replace(/<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>/gi, '');
      if (/<[a-z][^>]*\sstyle\s*=/i.test(markup)) withStyle.push(path);
    }
    expect(withStyle, `${tenant}: pages with a style attribute`).toEqual([]);
    if ((await cspOf(tenant)).get('style-src')?.includes("'unsafe-inline'")) {
      const decisions = await readFile(resolve(import.meta.dirname, '../../docs/decisions.md'), 'utf8');
      expect(decisions).toMatch(/style-src[\s\S]{0,40}'unsafe-inline'[\s\S]{0,40}remote/i);
    }
  });
}
