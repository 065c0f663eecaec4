import { expect, test } from './fixtures/test.ts';
import { E2E } from './environment.ts';

const SUNNY = E2E.siteUrl('sunny');
const BLOG_SCRIPT = /\/remotes\/blog\.js(?:\?attempt=\d+)?$/;
/** The shell's own modules: the page's script and the boot it imports. */
const SHELL_MODULES = /\/_astro\/(?:Shell\.astro_astro_type_script|boot\.)[^/]*\.js$/;

test("a remote app's unhandled rejection is logged and contained: the shell stays (SPEC §4, §8)", async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  // A remote that mounts, then leaves a promise of its own rejected with nobody to catch it.
  await page.route(BLOG_SCRIPT, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: `export function mount(element) {
  element.innerHTML = '<h2>Remote mounted</h2>';
  Promise.reject(new Error('remote'));
}`,
    }),
  );
  // The island may mount the app before the shell's modules have run: here it always does, so the
  // rejection comes while only the head's inline watch listens (src/site/global-failure.ts).
  let mounted!: () => void;
  const appMounted = new Promise<void>((resolve) => (mounted = resolve));
  await page.route(SHELL_MODULES, async (route) => {
    await appMounted;
    await route.continue();
  });
  await page.goto(`${SUNNY}/blog`, { waitUntil: 'commit' });
  await expect(page.locator('[data-remote-app="blog"]').getByRole('heading', { level: 2 })).toHaveText('Remote mounted');
  mounted();
  await expect
    .poll(() => logged.join('\n'))
    .toMatch(new RegExp(`\\[contained-failure\\] unhandled rejection from ${E2E.apiUrl.replace(/[.]/g, '\\.')}/remotes/blog\\.js`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travel blog');
  await expect(page.locator('header.site-header')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  await expect(page.locator('.global-failure')).toHaveCount(0);
  expect(await page.evaluate(() => document.body.dataset.failed)).toBeUndefined();
});

test("the shell's own unhandled rejection still replaces the page with 'Something went wrong.' (SPEC §4)", async ({ page }) => {
  // A module of the site's own, served from its /_astro/ folder, whose promise rejects unhandled.
  const ownModule = `${SUNNY}/_astro/e2e-shell-failure.js`;
  await page.route(ownModule, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "Promise.reject(new Error('shell'));" }),
  );
  await page.goto(`${SUNNY}/blog`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travel blog');
  await page.addScriptTag({ url: ownModule, type: 'module' });
  await expect(page.getByRole('alert')).toContainText('Something went wrong.');
  await expect(page.getByRole('link', { name: 'Reload the page' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
});
