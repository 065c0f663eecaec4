import { expect, type Page } from '@playwright/test';

/**
 * Resolves after the page has rendered two more frames: by then its layout, its intersection
 * observers and the paint timing entries of what had arrived are all reported. It is the event a
 * "nothing happened" check waits for instead of a fixed time, so a slow machine cannot change it.
 */
export async function afterFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Waits until start-up has applied the access rule (SPEC §2.1, §4) and kept the visitor on this
 * page (src/client/boot.ts marks <html data-access>): a page that stays can be judged at once.
 */
export async function accessKept(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-access', 'kept');
}

/**
 * Resolves once the images a screenshot shows are in and decoded: those of the first screen (lazy
 * ones load once in view), or every image of a full-page shot. One function polls in the page:
 * Playwright evaluates a string predicate again at each poll, inside the page, where the CSP (no
 * 'unsafe-eval') refuses it as soon as the first check finds an image still loading.
 */
export async function imagesShown(page: Page, fullPage: boolean): Promise<void> {
  await page.evaluate(async (all) => {
    const shown = () =>
      [...document.images].filter((image) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < (all ? Infinity : innerHeight);
      });
    while (!shown().every((image) => image.complete)) await new Promise((next) => setTimeout(next, 100));
    await Promise.all(shown().map((image) => image.decode().catch(() => undefined)));
  }, fullPage);
}
