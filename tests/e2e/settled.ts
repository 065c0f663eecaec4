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
