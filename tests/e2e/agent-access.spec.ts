import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import ar from '../../locales/ar.json' with { type: 'json' };
import { expect, test } from './fixtures/test.ts';
import { E2E } from './environment.ts';
import { logInAs } from './member.ts';

/*
 * SPEC §2.11, §4 Async lists, §6: the agent side navigation comes from GET api/agency/navigations
 * once a visit, and an agent-area page opens only with the read permission of its side-navigation
 * item: otherwise a "no access" page in the page language, the main remote app never mounted.
 */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const site = (path: string) => `${E2E.siteUrl('sunny')}${path}`;
const NAVIGATIONS = /\/api\/agency\/navigations(?:\?|$)/;

/**
 * Whether the main remote app mounted on the page since it opened: its root (`data-remote-root`,
 * reference/apps/kit.js) appeared. The shell may preload the module; mounting is what counts.
 */
async function watchMounts(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-remote-root="main"]')) (window as { mainMounted?: boolean }).mainMounted = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as { mainMounted?: boolean }).mainMounted === true);
}

test('the navigation loads once a visit: a second page makes no second call, logout forgets it (SPEC §4)', async ({ page, context, request }) => {
  await logInAs(context, request, 'sunny', 'agent@sunny.demo');
  const calls: { url: string; at: string }[] = [];
  page.on('request', (each) => {
    if (NAVIGATIONS.test(each.url())) calls.push({ url: each.url(), at: new URL(page.url()).pathname });
  });
  await page.goto(site('/about'));
  const nav = page.getByRole('navigation', { name: 'Agent navigation' });
  await expect(nav.locator('[data-label="Dashboard"]')).toHaveAttribute('href', '/dashboard');
  expect(calls).toHaveLength(1);
  expect(calls[0]!.url).toMatch(NAVIGATIONS);
  await page.goto(site('/faqs'));
  await expect(nav.locator('[data-label="Dashboard"]')).toHaveAttribute('href', '/dashboard');
  await page.waitForLoadState('networkidle');
  expect(calls.map((call) => call.at)).toEqual(['/about']);
  expect(await page.evaluate(() => sessionStorage.getItem('navigation'))).toContain('"Dashboard"');
  // /logout goes on to the agency's return URL, another site here: the entry is judged back on this one.
  const here = new URL(site('/')).origin;
  await page.route((url) => url.origin !== here && url.origin !== E2E.apiUrl, (route) => route.fulfill({ contentType: 'text/html', body: '<title>return URL</title>' }));
  await page.goto(site('/logout'));
  await expect(page).toHaveTitle('return URL');
  await page.goto(site('/about'));
  expect(await page.evaluate(() => sessionStorage.getItem('navigation'))).toBeNull();
});

test('a failed navigation shows in the sidebar in the page language, and its retry loads it (SPEC §4 Async lists)', async ({ page, context, request }) => {
  await logInAs(context, request, 'sunny', 'agent@sunny.demo');
  let fail = true;
  await page.route(NAVIGATIONS, (route) => (fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }) : route.continue()));
  await page.goto(site('/ar/about'));
  const nav = page.getByRole('navigation', { name: ar.memberMenu.nav.label });
  const failure = nav.getByRole('alert');
  await expect(failure).toContainText(ar.memberMenu.nav.failed);
  await expect(nav.locator('[data-label]')).toHaveCount(0);
  fail = false;
  await failure.getByRole('button', { name: ar.memberMenu.nav.retry }).click();
  await expect(nav.locator('[data-label="Dashboard"]')).toHaveAttribute('href', '/ar/dashboard');
  await expect(nav.getByRole('alert')).toHaveCount(0);
});

test('an agent-area page whose navigation failed shows the failure state, never a spinner, and its retry opens it (SPEC §4 Async lists, §6)', async ({ page, context, request }) => {
  await logInAs(context, request, 'sunny', 'agent@sunny.demo');
  const mounted = await watchMounts(page);
  let fail = true;
  await page.route(NAVIGATIONS, (route) => (fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }) : route.continue()));
  await page.goto(site('/ar/dashboard'));
  const remote = page.locator('[data-remote-app="main"]');
  await expect(remote).toHaveAttribute('data-status', 'failed');
  const failure = remote.getByRole('alert');
  await expect(failure).toContainText(ar.remote.failed);
  expect(await mounted()).toBe(false);
  fail = false;
  await failure.getByRole('button', { name: ar.remote.retry }).click();
  await expect.poll(mounted).toBe(true);
  await expect(remote).toHaveAttribute('data-status', 'ready');
});

/** SPEC §6: the pages each demo user's side navigation gives no read permission for. */
const REFUSED: ReadonlyArray<{ email: string; paths: readonly string[]; back: 'agent' | 'customer' }> = [
  { email: 'agent@sunny.demo', paths: ['/users/agents', '/applications', '/settings/website/theme'], back: 'agent' },
  { email: 'restricted@sunny.demo', paths: ['/deal-link'], back: 'agent' },
  { email: 'sales@sunny.demo', paths: ['/settings/agency', '/settings/payment', '/settings/product', '/payment-links'], back: 'agent' },
  { email: 'customer@sunny.demo', paths: ['/dashboard'], back: 'customer' },
];

for (const { email, paths, back } of REFUSED) {
  test(`${email}: "no access" on ${paths.join(', ')}, the remote app not mounted, the address kept (SPEC §6)`, async ({ page, context, request }) => {
    await logInAs(context, request, 'sunny', email);
    const mounted = await watchMounts(page);
    for (const path of paths) {
      await page.goto(site(path));
      const refused = page.locator(`[data-remote-app="main"][data-no-access="${back}"]`);
      await expect(refused.getByRole('heading', { level: 1, name: 'No access to this page' })).toBeVisible();
      if (back === 'agent') {
        await expect(refused.getByRole('link', { name: 'Back to Command Center' })).toHaveAttribute('href', '/dashboard');
      } else {
        await expect(refused.getByRole('link', { name: 'Go to My Trips' })).toHaveAttribute('href', '/mytrip/mytrips');
        await expect(refused.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
      }
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page.locator('[data-remote-root]')).toHaveCount(0);
      expect(await mounted(), path).toBe(false);
    }
  });
}

test('owner@sunny.demo opens every one of them: the remote app mounts, no "no access" (SPEC §6)', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await logInAs(context, request, 'sunny', 'owner@sunny.demo');
  const mounted = await watchMounts(page);
  for (const path of [...new Set(REFUSED.flatMap((each) => each.paths))]) {
    await page.goto(site(path));
    await expect.poll(mounted, { message: path }).toBe(true);
    await expect(page.locator('[data-no-access]')).toHaveCount(0);
  }
});

for (const [path, title] of [
  ['/users/agents', 'No access to this page'],
  ['/ar/users/agents', ar.noAccess.title],
] as const) {
  test(`axe: zero violations on the "no access" page (${path})`, async ({ page, context, request }) => {
    await logInAs(context, request, 'sunny', 'agent@sunny.demo');
    await page.goto(site(path));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(AXE_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
