import type { Page, Route } from '@playwright/test';
import { APP_FIRST_CAP_MS } from '../../src/client/app-first.ts';
import { E2E } from './environment.ts';
import { expect, test } from './fixtures/test.ts';
import { logInAs } from './member.ts';

/*
 * SPEC §8, §9 on a booking route: a remote app that 404s, throws, lacks mount or never answers
 * (120 s) shows 'Failed to load remote component.' with Try again, is logged with its failure
 * type, and the rest of the page keeps working (header, pickers; no global failure).
 */

const SUNNY = E2E.siteUrl('sunny');
/** The cars app's module: the head's modulepreload, the first import and the retries (?attempt=n). */
const CARS = /\/remotes\/cars\.js(\?attempt=\d+)?$/;
const MODULE_HEADERS = { 'access-control-allow-origin': '*', 'content-type': 'text/javascript' };
const WORKING = `export function mount(element) { element.innerHTML = '<div data-remote-root="cars" data-remote-pattern="/booknow/cars"><h1>Cars back</h1></div>'; }`;

/** Serves `failing` until the first retry (?attempt=1), then a working app. */
async function failThenRecover(page: Page, failing: (route: Route) => Promise<void>): Promise<void> {
  await page.route(CARS, (route) =>
    new URL(route.request().url()).searchParams.has('attempt') ? route.fulfill({ status: 200, headers: MODULE_HEADERS, body: WORKING }) : failing(route),
  );
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function expectContainedFailure(page: Page, type: string, errors: string[]): Promise<void> {
  const remote = page.locator('[data-remote-app="cars"]');
  await expect(remote.getByRole('alert')).toContainText('Failed to load remote component.');
  await expect.poll(() => errors.some((text) => text.includes(`[external-script-load] type=${type}`) && text.includes('/remotes/cars.js'))).toBe(true);
  // The rest of the page keeps working: no global failure, the header and its language picker answer.
  await expect(page.locator('.global-failure')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  const picker = page.locator('.language-menu button[aria-expanded]').first();
  await picker.click();
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  // Try again fetches the module anew and mounts it.
  await remote.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cars back' })).toBeVisible();
  await expect(remote).toHaveAttribute('data-status', 'ready');
}

test.describe('a failing remote app on a booking route (SPEC §8)', () => {
  test.beforeEach(async ({ context, request }) => {
    await logInAs(context, request, 'sunny', 'customer@sunny.demo');
  });

  test('a module that answers 404', async ({ page }) => {
    const errors = consoleErrors(page);
    await failThenRecover(page, (route) => route.fulfill({ status: 404, headers: { 'access-control-allow-origin': '*' }, body: 'Not found' }));
    await page.goto(`${SUNNY}/booknow/cars/search`);
    await expectContainedFailure(page, 'error', errors);
  });

  test('a module that throws when it runs', async ({ page }) => {
    const errors = consoleErrors(page);
    await failThenRecover(page, (route) => route.fulfill({ status: 200, headers: MODULE_HEADERS, body: `throw new Error('remote exploded');` }));
    await page.goto(`${SUNNY}/booknow/cars/search`);
    await expectContainedFailure(page, 'error', errors);
  });

  test('a module without mount', async ({ page }) => {
    const errors = consoleErrors(page);
    await failThenRecover(page, (route) => route.fulfill({ status: 200, headers: MODULE_HEADERS, body: `export const render = () => {};` }));
    await page.goto(`${SUNNY}/booknow/cars/search`);
    await expectContainedFailure(page, 'missing-mount', errors);
  });

  test('a module that never answers, past the 120 s timeout', async ({ page }) => {
    const errors = consoleErrors(page);
    // The clock stands still from before the page loads: the loader arms its 120 s timer at some
    // moment during hydration, and with time flowing a slow host would spend part of the 120 s
    // before the test could count them (the timeout could fire inside runFor(119 000)).
    // Frozen, the page's clock reads the same when the timer is armed and when the count starts.
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1_000);
    // Held forever: neither the head's preload nor the import ever gets an answer.
    await failThenRecover(page, () => new Promise<void>(() => {}));
    // The loader arms its timer in the task that starts loading the shared country list
    // (src/stores/remote-app.ts): once that call is out, the timer is set.
    const loaderStarted = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/code');
    await page.goto(`${SUNNY}/booknow/cars/search`);
    // The logged-in visitor's app was mounted early (src/site/early-mount.ts) and never draws, so
    // the shell and the island wait for it up to APP_FIRST_CAP_MS (src/client/app-first.ts). That
    // wait is armed on the frozen clock once the page is parsed and the shell's script has run.
    await page.waitForLoadState('domcontentloaded');
    await expect(page.locator('html')).toHaveAttribute('data-app-first', 'waiting');
    await page.clock.runFor(APP_FIRST_CAP_MS);
    await loaderStarted;
    const remote = page.locator('[data-remote-app="cars"]');
    await expect(remote).toHaveAttribute('aria-busy', 'true');
    await page.clock.runFor(119_000);
    await expect(remote.getByRole('status')).toBeVisible();
    await expect(remote.getByRole('alert')).toHaveCount(0);
    await page.clock.runFor(2_000);
    await expectContainedFailure(page, 'timeout', errors);
  });
});
