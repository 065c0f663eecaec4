import { E2E } from './environment.ts';
import { expect, test } from './fixtures/test.ts';
import { afterFrames, imagesShown } from './settled.ts';

/*
 * The waits the screenshot project settles pages with (tests/e2e/settled.ts), on a page whose CSP
 * refuses eval: an image still loading at the first check must be waited for, not throw.
 */

const IMAGES = /\.(?:avif|webp|png|jpe?g|svg)(?:\?.*)?$/;

test('imagesShown waits for a first-screen image that is held back, under the page CSP', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(IMAGES, async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${E2E.siteUrl('sunny')}/`, { waitUntil: 'domcontentloaded' });
  const loading = () =>
    page.evaluate(() =>
      [...document.images].some((image) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < innerHeight && !image.complete;
      }),
    );
  await expect.poll(loading).toBe(true);
  // The first screen's images as the wait starts: those it must not return before.
  const waitedFor = await page.evaluate(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
      })
      .map((image) => image.currentSrc || image.src),
  );

  const shown = imagesShown(page, false).then(() => 'shown');
  await afterFrames(page);
  expect(await Promise.race([shown, afterFrames(page).then(() => 'waiting')])).toBe('waiting');

  release();
  expect(await shown).toBe('shown');
  // Every one of them is in. (A picture the page draws after the wait, a deal card's as its
  // answer arrives, is the page's next state: the screenshot's settle waits for network idle first.)
  const missing = await page.evaluate(
    (sources) => sources.filter((source) => ![...document.images].some((image) => (image.currentSrc || image.src) === source && image.complete)),
    waitedFor,
  );
  expect(missing).toEqual([]);
});
