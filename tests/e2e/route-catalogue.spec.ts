import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { APP_SHELL_ROUTES, REMOTE_APPS } from '../../src/site/app-shells.ts';
import { ROUTE_CATALOGUE, type RouteEntry } from '../../src/site/route-catalogue.ts';
import { E2E } from './environment.ts';
import { expect, test } from './fixtures/test.ts';
import { inSuite } from './matrix.ts';
import { logInAs } from './member.ts';

/*
 * SPEC §2.2, §2.3: every path the route catalogue gives to a remote app is served by
 * that app's shell page (a Netlify rewrite, emulated by scripts/serve) and mounts that app, which
 * gets the route (path, catalogue pattern, parameters, query) and link() in its context.
 */

const SUNNY = E2E.siteUrl('sunny');
const PARAM_VALUE = 'AB-12';

/** Every remote app route of the catalogue but the deployed-only share links (they go to /blog here). */
const REMOTE_ROUTES = ROUTE_CATALOGUE.filter((entry: RouteEntry) => entry.app !== 'shell' && !entry.deployedOnly);
/**
 * The routes the browser walks in `npm test`: per app, its first route and its first with a path
 * parameter. That every route of the catalogue is served from its app's shell page with a 200
 * rewrite, its sub-paths and parameters too, is proved route by route from the built _redirects
 * (scripts/build/netlify-files.test.ts, src/site/app-shells.test.ts) and the matcher in
 * src/site/route-catalogue.test.ts; all 81 run here with MATRIX=all.
 */
const WALKED_ROUTES = inSuite(REMOTE_ROUTES, (entry, index) => {
  const before = REMOTE_ROUTES.slice(0, index).filter((other) => other.app === entry.app);
  const hasParam = (route: RouteEntry) => route.path.includes('{');
  return before.length === 0 || (hasParam(entry) && !before.some(hasParam));
});
const sample = (entry: RouteEntry) => entry.path.replace(/\{[^}]+\}/g, PARAM_VALUE);
const paramsOf = (entry: RouteEntry) =>
  Object.fromEntries([...entry.path.matchAll(/\{([^}]+)\}/g)].map((match) => [match[1]!, PARAM_VALUE]));

/**
 * A stand-in remote app for every module: it prints what the shell gave it, so this spec proves
 * the shell's side (page, rewrite, context) whatever state the reference apps are in.
 */
const PROBE = `
export function mount(element, context) {
  const root = document.createElement('div');
  root.dataset.remoteRoot = new URL(import.meta.url).pathname.split('/').pop().replace(/\\.js$/, '');
  root.dataset.remotePattern = context.route.pattern;
  const heading = document.createElement('h1');
  heading.textContent = 'Probe';
  const facts = document.createElement('pre');
  facts.dataset.route = JSON.stringify(context.route);
  facts.dataset.link = context.link('/booknow/hotels/search', { destination: '7' });
  root.append(heading, facts);
  element.append(root);
}
`;

async function serveProbe(page: Page): Promise<void> {
  await page.route(/\/remotes\/[a-z-]+\.js(\?.*)?$/, (route: Route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', headers: { 'access-control-allow-origin': '*' }, body: PROBE }),
  );
}

test.describe('the route catalogue on remote apps', () => {
  test.beforeEach(async ({ context, request }) => {
    // Checkout and account routes need a log-in (catalogue access 'login', SPEC §2.1); logged in,
    // every route mounts whatever the agency's non-login flow (SPEC §3). The AgencyOwner reads
    // every agent-area page (SPEC §6; a customer gets "no access" there, tests/e2e/agent-access.spec.ts).
    await logInAs(context, request, 'sunny', 'owner@sunny.demo');
  });

  test('publishes one shell page per app and language, and no page per route', () => {
    const dist = join(E2E.dir, 'dist', 'sunny');
    for (const app of REMOTE_APPS) {
      expect(existsSync(join(dist, `${APP_SHELL_ROUTES[app]}.html`)), app).toBe(true);
      expect(existsSync(join(dist, 'es', `${APP_SHELL_ROUTES[app]}.html`)), app).toBe(true);
    }
    expect(existsSync(join(dist, 'booknow/hotels/search.html'))).toBe(false);
    expect(existsSync(join(dist, 'mytrip/dashboard.html'))).toBe(false);
  });

  test(`every remote app mounts with the route, parameters and query (${WALKED_ROUTES.length} of ${REMOTE_ROUTES.length} routes)`, async ({ page }) => {
    test.setTimeout(240_000);
    await serveProbe(page);
    const wrong: string[] = [];
    for (const entry of WALKED_ROUTES) {
      // overrideRedirect: sunny has the v2 flags on; the version redirects have their own spec.
      const path = sample(entry).replace(/(.)\/$/, '$1');
      const response = await page.goto(`${SUNNY}/es${path}?overrideRedirect=true&q=a%20b`);
      const root = page.locator('[data-remote-root]');
      try {
        await expect(root).toHaveAttribute('data-remote-root', entry.app, { timeout: 5000 });
      } catch {
        wrong.push(`${entry.path}: status ${response?.status()}, at ${page.url()}, root ${await root.getAttribute('data-remote-root').catch(() => 'none')}`);
        continue;
      }
      await expect(root).toHaveAttribute('data-remote-pattern', entry.path);
      const route = JSON.parse((await page.locator('[data-route]').getAttribute('data-route'))!);
      expect(route, entry.path).toEqual({
        path,
        pattern: entry.path,
        params: paramsOf(entry),
        query: { overrideRedirect: 'true', q: 'a b' },
      });
      await expect(page.locator('[data-link]')).toHaveAttribute('data-link', '/es/booknow/hotels/search?destination=7');
      // The address stays the visitor's (a rewrite, not a redirect), answered 200.
      expect(new URL(page.url()).pathname, entry.path).toBe(`/es${path}`);
      expect(response?.status(), entry.path).toBe(200);
    }
    expect(wrong).toEqual([]);
  });

  test('a sub-path of an app route is the app\'s too; a path of no route goes to /errors', async ({ page }) => {
    await serveProbe(page);
    await page.goto(`${SUNNY}/booknow/cars/search/step-two?overrideRedirect=1`);
    await expect(page.locator('[data-remote-root="cars"]')).toHaveAttribute('data-remote-pattern', '/booknow/cars/search');
    await page.goto(`${SUNNY}/mytrip`);
    await expect(page).toHaveURL(`${SUNNY}/errors`);
    await page.goto(`${SUNNY}/booknow/trains/search`);
    await expect(page).toHaveURL(`${SUNNY}/errors`);
  });

  test('a path parameter that is not a plain token goes to /errors, not into the app', async ({ page }) => {
    await serveProbe(page);
    await page.goto(`${SUNNY}/booknow/activities/result-details/%3Cscript%3E`);
    await expect(page).toHaveURL(`${SUNNY}/errors`);
    await page.goto(`${SUNNY}/de/users/agents/view/a%20b`);
    await expect(page).toHaveURL(`${SUNNY}/de/errors`);
  });

  test('the shell page prints no h1 and leaves the head links of the route to the browser', async ({ page }) => {
    const html = await readFile(join(E2E.dir, 'dist', 'sunny', 'booknow/cruise.html'), 'utf8');
    expect(html).not.toMatch(/<h1[\s>]/);
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('<meta name="storefront:app-shell" content="cruise">');
    expect(html).toMatch(/<link rel="modulepreload" href="[^"]+\/remotes\/cruise\.js">/);
    await serveProbe(page);
    await page.goto(`${SUNNY}/carnival`);
    await expect(page.locator('[data-remote-root="cruise"]')).toBeVisible({ timeout: 15_000 });
    // On the site's registered origin (the tenant file's), as the build prints it on other pages.
    const origin = await page.locator('[data-app-shell]').getAttribute('data-origin');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/carnival`);
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', `${origin}/es/carnival`);
    await page.goto(`${SUNNY}/booknow/cruise/checkout`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('the sitemap lists the indexed remote routes', async () => {
    const sitemap = await readFile(join(E2E.dir, 'dist', 'sunny', 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/carnival</loc>');
    expect(sitemap).toContain('/booknow/hotels/v2</loc>');
    // sunny has enableHotelsV2: its v1 landing redirects, so it is not listed.
    expect(sitemap).not.toContain('/booknow/hotels</loc>');
    expect(sitemap).not.toContain('/booknow/hotels/checkout');
  });
});

test.describe('the reference remote apps on their routes', () => {
  test.beforeEach(async ({ context, request }) => {
    // The AgencyOwner reads every agent-area page (SPEC §6).
    await logInAs(context, request, 'sunny', 'owner@sunny.demo');
  });

  test('each reference app marks its root with its name and the catalogue pattern', async ({ page }) => {
    test.setTimeout(300_000);
    const wrong: string[] = [];
    for (const entry of WALKED_ROUTES) {
      const path = sample(entry).replace(/(.)\/$/, '$1');
      // Apps may navigate on their own (a deal link, a missing search); the first mount is what counts.
      await page.goto(`${SUNNY}${path}?overrideRedirect=true`);
      if (entry.app === 'blog') {
        // blog.js carries no data-remote-root mark: its mount is what shows.
        await expect(page.locator('[data-remote-app="blog"]'), entry.path).toHaveAttribute('data-status', 'ready');
        continue;
      }
      const root = page.locator(`[data-remote-root="${entry.app}"]`).first();
      const pattern = await root.getAttribute('data-remote-pattern', { timeout: 8000 }).catch(() => undefined);
      if (pattern !== entry.path) wrong.push(`${entry.path} (${entry.app}): ${pattern ?? 'no root'} at ${page.url()}`);
    }
    expect(wrong).toEqual([]);
  });

  test('axe finds no violation on a mounted remote page', async ({ page }) => {
    await page.goto(`${SUNNY}/booknow/cars`);
    await expect(page.locator('[data-remote-root="cars"]')).toBeVisible();
    await expect(page.locator('[data-remote-app="cars"]')).toHaveAttribute('aria-busy', 'false');
    const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
