import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SESSION_KEYS } from '../../src/platform/storage.ts';
import { OVERLAYS_HOST_ID } from '../../src/client/overlays.ts';
import { E2E } from './environment.ts';

/*
 * SPEC §2.13, §4, §9 Sign-in-to-save modal: logged-out visitors on the home path, after 5000 ms
 * or when the exclusive-deals section scrolls past the viewport midpoint; not again in the same
 * session once dismissed. Page time is Playwright's clock, paused so only the test moves it.
 */

const SUNNY = E2E.siteUrl('sunny');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const TITLE = 'Unlock instant savings by signing in';

/** Opens `path` with the page clock paused; resolves once the page has settled (the prompt started). */
async function openPaused(page: Page, path: string): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto(`${SUNNY}${path}`);
  await page.waitForLoadState('networkidle');
}

const prompt = (page: Page, name = TITLE) => page.getByRole('dialog', { name });

/** Scrolls to `y`; resolves once the page has handled that scroll (the shell's listeners run first). */
async function scrollHandled(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        addEventListener('scroll', () => resolve(), { once: true });
        scrollTo(0, top);
      }),
    y,
  );
}

/**
 * No modal was asked for: the overlay host names the open modal as soon as the store has it
 * (src/client/overlays.ts), so this needs no wait for the dialog's code to load.
 */
const noModalAsked = (page: Page) => expect(page.locator(`#${OVERLAYS_HOST_ID}`)).not.toHaveAttribute('data-modal');

test.describe('sign-in-to-save modal (SPEC §2.13, §4)', () => {
  test('opens on the home page after 5 s, with Sign Up and Log In carrying the page as redirect', async ({ page }) => {
    await openPaused(page, '/?tab=Hotels');
    await page.clock.runFor(4_000);
    await expect(prompt(page)).toHaveCount(0);
    await page.clock.runFor(1_000);
    const dialog = prompt(page);
    await expect(dialog).toBeVisible();
    // Time flows again, so the lazily loaded body can render.
    await page.clock.resume();
    await expect(dialog.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', `/signup?redirect=${encodeURIComponent('/?tab=Hotels')}`);
    await expect(dialog.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/?tab=Hotels')}`);
  });

  test('opens when the exclusive-deals section scrolls past the viewport midpoint', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 600 });
    await openPaused(page, '/');
    const section = page.locator('[data-exclusive-deals]');
    const top = (await section.boundingBox())!.y;
    // Not yet past the midpoint: scrolling a little does nothing.
    expect(top).toBeGreaterThan(300);
    await scrollHandled(page, top - 320);
    await noModalAsked(page);
    await expect(prompt(page)).toHaveCount(0);
    await page.evaluate((y) => window.scrollTo(0, y), top - 290);
    await expect(prompt(page)).toBeVisible();
  });

  test('does not open again in the same session once dismissed', async ({ page }) => {
    await openPaused(page, '/');
    await page.clock.runFor(5_000);
    await expect(prompt(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(prompt(page)).toHaveCount(0);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEYS.signInPromptDismissed)).toBe('true');

    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(10_000);
    await scrollHandled(page, 2_000);
    await noModalAsked(page);
    await expect(prompt(page)).toHaveCount(0);
  });

  test('is not shown off the home path', async ({ page }) => {
    await openPaused(page, '/about');
    await page.clock.runFor(6_000);
    await noModalAsked(page);
    await expect(prompt(page)).toHaveCount(0);
  });

  for (const [language, path, title] of [
    ['en', '/', TITLE],
    ['ar', '/ar/', 'سجّل الدخول لتحصل على توفير فوري'],
  ] as const) {
    test(`has no axe violations while open (${language})`, async ({ page }) => {
      await openPaused(page, path);
      await page.clock.runFor(5_000);
      await expect(prompt(page, title)).toBeVisible();
      await page.clock.resume();
      await expect(prompt(page, title).getByRole('link')).toHaveCount(2);
      const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(TAGS).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('never interrupts typing: 10 s of typing in the home search form, then 5 s of quiet after leaving it', async ({ page }) => {
    await openPaused(page, '/');
    const panels = page.locator('[data-search-panels]');
    // A field with focus holds the countdown, however long the panel's widgets take to load.
    await panels.locator('form[data-search-panel] input').first().focus();
    await page.clock.resume();
    await panels.locator('form[data-search-panel]').first().hover();
    const live = panels.locator('form[data-search-panel]:not([data-static])');
    await expect(live).toBeVisible();
    const destination = live.getByRole('combobox', { name: 'Destination' });
    await destination.click();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    for (const letter of 'Lisbon Porto') {
      await page.keyboard.type(letter);
      await page.clock.runFor(1_000);
    }
    await expect(prompt(page)).toHaveCount(0);
    await destination.blur();
    await page.clock.runFor(4_000);
    await expect(prompt(page)).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expect(prompt(page)).toBeVisible();
  });
});
