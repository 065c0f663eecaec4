import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import ar from '../../locales/ar.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import { runBuildProcess } from '../../scripts/build/build-process.ts';
import { E2E } from './environment.ts';
import { expect, test } from './fixtures/test.ts';

/*
 * A sandbox tenant (tenants/viajes.json "sandbox": true) and a preview (npm run preview), as a
 * visitor and a crawler meet them: the ribbon in the page language, meta robots on the page,
 * X-Robots-Tag, robots.txt, no sitemap, and no axe violation with the ribbon in en and ar.
 */

const SANDBOX = 'viajes';

async function axe(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const { prefix, texts, dir } of [
  { prefix: '/en', texts: en.testSite.sandbox, dir: 'ltr' },
  { prefix: '/ar', texts: ar.testSite.sandbox, dir: 'rtl' },
]) {
  test(`a sandbox tenant shows the "Test site" ribbon first on the page and carries noindex, nofollow (${prefix})`, async ({ page }) => {
    const response = await page.goto(`${E2E.siteUrl(SANDBOX)}${prefix}/`);
    // In the HTML as served, ahead of the header: it is painted with the page and moves nothing.
    const html = (await response!.text()).replace(/<style[\s\S]*?<\/style>/g, '');
    expect(html.indexOf('data-test-ribbon="sandbox"')).toBeGreaterThan(-1);
    expect(html.indexOf('data-test-ribbon="sandbox"')).toBeLessThan(html.indexOf('<header'));
    expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    const ribbon = page.getByRole('complementary', { name: texts.label });
    await expect(ribbon).toBeVisible();
    await expect(ribbon).toHaveText(texts.text);
    await expect(ribbon).toHaveCSS('direction', dir);
    const box = (await ribbon.boundingBox())!;
    expect(box.y).toBe(0);
    expect(await axe(page)).toEqual([]);
  });
}

test('a sandbox tenant refuses every crawler in robots.txt and has no sitemap', async ({ page, request }) => {
  const robots = await (await request.get(`http://localhost:${E2E.sitePort}/robots.txt`, { headers: { Host: new URL(E2E.siteUrl(SANDBOX)).host }, maxRedirects: 0 })).text();
  expect(robots).toMatch(/^User-agent: \*\nDisallow: \/$/m);
  expect(robots).not.toMatch(/sitemap/i);
  expect(existsSync(resolve(E2E.dir, 'dist', SANDBOX, 'sitemap.xml'))).toBe(false);
  // Every page of the site, not only the home page, says noindex (about, FAQ, legal, app shells).
  for (const path of ['/about', '/faqs', '/en/booknow/hotels', '/ar/privacy-policy']) {
    const html = await (await page.goto(`${E2E.siteUrl(SANDBOX)}${path}`))!.text();
    expect(html, path).toContain('<meta name="robots" content="noindex, nofollow">');
  }
});

test('a tenant that is not a sandbox has no ribbon and keeps its own robots rules', async ({ page }) => {
  await page.goto(`${E2E.siteUrl('sunny')}/`);
  await expect(page.locator('[data-test-ribbon]')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"][content*="nofollow"]')).toHaveCount(0);
});

test.describe('npm run preview', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const built = await runBuildProcess(
      ['--tenant', SANDBOX, '--tenants', resolve(E2E.dir, 'tenants'), '--out', resolve(E2E.dir, 'dist'), '--work', resolve(E2E.dir, 'work')],
      E2E.apiUrl,
      {},
      'scripts/preview.ts',
    );
    expect(built.code, built.output).toBe(0);
  });

  test('the preview host serves the preview, marked, and the agency API answers it as the same agency', async ({ page }) => {
    const preview = `http://${SANDBOX}--preview.localhost:${E2E.sitePort}`;
    const response = await page.goto(`${preview}/`);
    expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    // viajes speaks Spanish by default.
    const ribbon = page.getByRole('complementary', { name: es.testSite.preview.label });
    await expect(ribbon).toHaveText(es.testSite.preview.text);
    // SPEC §7: the API takes the agency from the Origin; the preview's is viajes--preview.localhost.
    const agency = await page.evaluate(async (api) => {
      const answer = await fetch(`${api}/api/agency`, { credentials: 'include' });
      return ((await answer.json()) as { data: { subdomain: string } }).data.subdomain;
    }, E2E.apiUrl);
    expect(agency).toBe(SANDBOX);
    expect(await axe(page)).toEqual([]);
    // The published site is still the sandbox one, not the preview.
    await page.goto(`${E2E.siteUrl(SANDBOX)}/`);
    await expect(page.locator('[data-test-ribbon]')).toHaveAttribute('data-test-ribbon', 'sandbox');
  });
});
