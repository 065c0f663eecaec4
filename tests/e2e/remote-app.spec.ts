import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test } from './fixtures/test.ts';
import ar from '../../locales/ar.json' with { type: 'json' };
import { E2E } from './environment.ts';
import { logInAs } from './member.ts';
import { CONSENT_COOKIE } from '../../src/stores/consent.ts';

/** The blog remote's module, first load and retries (?attempt=n). */
const BLOG_SCRIPT = /\/remotes\/blog\.js(?:\?attempt=\d+)?$/;
const SUNNY = E2E.siteUrl('sunny');
const FIRST_ARTICLE = 'Five beaches worth the long flight';

test('/blog mounts the blog remote app: its articles, pictures and buttons (SPEC §1, §2.2)', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|external-script-load|remote-app/i.test(message.text())) problems.push(message.text());
  });
  page.on('requestfailed', (request) => {
    if (request.url().includes('/remotes/') || request.url().includes('/media/')) problems.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  await page.goto(`${SUNNY}/blog`);
  await expect(page).toHaveTitle(/^Travel blog \| /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travel blog');

  const remote = page.locator('[data-remote-app="blog"]');
  const articles = remote.getByRole('article');
  await expect(remote.getByRole('heading', { level: 2, name: FIRST_ARTICLE })).toBeVisible();
  expect(await articles.count()).toBeGreaterThanOrEqual(4);
  await expect(remote).toHaveAttribute('aria-busy', 'false');
  for (const article of await articles.all()) {
    await expect(article.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(article.locator('.blog-remote__excerpt')).not.toBeEmpty();
    // The pictures come from the remotes host, which the site's CSP allows in img-src.
    await article.scrollIntoViewIfNeeded();
    await expect.poll(() => article.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }

  const readMore = articles.first().getByRole('button', { name: 'Read more' });
  await readMore.click();
  await expect(articles.first().getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  await expect(articles.first().getByText(/Grace Bay/)).toBeVisible();
  expect(problems).toEqual([]);
});

test('/es/blog gives the remote app the visitor language', async ({ page }) => {
  await page.goto(`${SUNNY}/es/blog`);
  await expect(page.getByRole('heading', { level: 2, name: 'Cinco playas que valen el vuelo largo' })).toBeVisible();
  await expect(page.locator('.blog-remote')).toHaveAttribute('lang', 'es');
});

test('the loading state is printed by the build and keeps its size until the app is there', async ({ page }) => {
  const html = await readFile(resolve(E2E.dir, 'dist/sunny/blog.html'), 'utf8');
  expect(html).toMatch(/data-remote-app="blog"[^>]*aria-busy="true"/);
  expect(html).toContain('Loading…');

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(BLOG_SCRIPT, async (route) => {
    await held;
    await route.abort();
  });
  await page.goto(`${SUNNY}/blog`);
  const remote = page.locator('[data-remote-app="blog"]');
  await expect(remote.getByRole('status')).toHaveText('Loading…');
  const loading = await remote.boundingBox();
  release();
  await expect(remote.getByRole('alert')).toBeVisible();
  const failed = await remote.boundingBox();
  expect(loading!.height).toBeGreaterThanOrEqual(300);
  expect(failed).toEqual(loading);
});

test('a remote script that fails shows the failure, logs type and URL, and Try again recovers (SPEC §8)', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.route(BLOG_SCRIPT, (route) => route.abort('failed'));
  await page.goto(`${SUNNY}/blog`);

  const remote = page.locator('[data-remote-app="blog"]');
  await expect(remote.getByRole('alert')).toContainText('Failed to load remote component.');
  await expect.poll(() => logged.join('\n')).toMatch(/\[external-script-load\] type=error url=http:\/\/localhost:\d+\/remotes\/blog\.js\b/);
  // One broken component is not a global failure: the page around it stays.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travel blog');
  await expect(page.locator('footer')).toBeVisible();

  await page.unroute(BLOG_SCRIPT);
  await remote.getByRole('button', { name: 'Try again' }).click();
  await expect(remote.getByRole('heading', { level: 2, name: FIRST_ARTICLE })).toBeVisible();
  await expect(remote.getByRole('alert')).toHaveCount(0);
  await expect(remote).toBeFocused();
});

test('a module without mount() is a failure too, in the page language (SPEC §8)', async ({ page }) => {
  await page.route(BLOG_SCRIPT, (route) =>
    route.fulfill({ contentType: 'text/javascript', headers: { 'Access-Control-Allow-Origin': '*' }, body: 'export const notMount = 1;' }),
  );
  await page.goto(`${SUNNY}/ar/blog`);
  const remote = page.locator('[data-remote-app="blog"]');
  await expect(remote.getByRole('alert')).toContainText(ar.remote.failed);
  await expect(remote.getByRole('button', { name: ar.remote.retry })).toBeVisible();
});

test('a logged-in visitor\'s booking app draws before React loads, and the island takes it over once it does (src/site/early-mount.ts)', async ({ page, context, request }) => {
  await logInAs(context, request, 'sunny', 'customer@sunny.demo');
  // React's islands wait until released: the app must draw without them.
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/_astro\/RemoteApp\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The analytics hosts do not resolve offline; any other console error counts.
  page.on('console', (message) => message.type() === 'error' && !message.text().includes('ERR_NAME_NOT_RESOLVED') && errors.push(message.text()));
  const offers: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname.startsWith('/api/offers/hotels') && r.method() === 'GET' && offers.push(r.url()));
  await page.goto(`${SUNNY}/booknow/hotels/v2/search?destination=city-lis&destinationName=Lisbon&checkIn=2027-03-01&checkOut=2027-03-04&rooms=${encodeURIComponent('[{"adults":2,"children":[]}]')}`);
  const remote = page.locator('[data-remote-app="hotels"]');
  await expect(remote.getByRole('heading', { level: 1 })).toHaveText('Hotels in Lisbon');
  await expect(remote.getByRole('link', { name: 'View details' }).first()).toBeVisible();
  // Still the build's loading state underneath: no island has hydrated.
  await expect(remote).toHaveAttribute('data-status', 'loading');
  await expect(remote.locator('[data-remote-root]')).toHaveCount(1);
  release();
  await expect(remote).toHaveAttribute('data-status', 'ready');
  // One app, drawn into the build's host, never a second mount.
  await expect(remote.locator('[data-remote-root]')).toHaveCount(1);
  await expect(remote.locator('[data-remote-root][data-user-known]')).toHaveCount(1);
  expect(offers.length).toBeLessThanOrEqual(1);
  expect(errors).toEqual([]);
});

test('a visitor who is not logged in gets the app from the island, as before', async ({ page }) => {
  await page.goto(`${SUNNY}/booknow/hotels/v2/search?destination=city-lis&destinationName=Lisbon&checkIn=2027-03-01&checkOut=2027-03-04&rooms=${encodeURIComponent('[{"adults":2,"children":[]}]')}`);
  const remote = page.locator('[data-remote-app="hotels"]');
  await expect(remote).toHaveAttribute('data-status', 'ready');
  await expect(remote).not.toHaveAttribute('data-early', /./);
  expect(await page.evaluate(() => '__storefrontEarlyMounts' in window)).toBe(false);
});

test('a logged-in visitor still to be asked for consent gets the app from the island, under the banner (SPEC §2.12)', async ({ page, context, request }) => {
  await logInAs(context, request, 'sunny', 'customer@sunny.demo');
  await context.clearCookies({ name: CONSENT_COOKIE });
  await page.goto(`${SUNNY}/booknow/hotels/v2/search?destination=city-lis&destinationName=Lisbon&checkIn=2027-03-01&checkOut=2027-03-04&rooms=${encodeURIComponent('[{"adults":2,"children":[]}]')}`);
  await expect(page.locator('#consent')).toBeVisible();
  const remote = page.locator('[data-remote-app="hotels"]');
  await expect(remote).toHaveAttribute('data-status', 'ready');
  await expect(remote.getByRole('heading', { level: 1 })).toHaveText('Hotels in Lisbon');
  await expect(remote).not.toHaveAttribute('data-early', /./);
  expect(await page.evaluate(() => '__storefrontEarlyMounts' in window)).toBe(false);
});
