import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { E2E } from './environment.ts';
import { streamedSite } from './streamed-page.ts';
import { DEMO_TENANTS } from './demo-tenants.ts';
import { inSuite } from './matrix.ts';

/**
 * The layouts whose shifts differ: sunny (every section, left to right), medina (right to left),
 * nordic (no deals section), ghost (the 'Agency not found!' page). alpine, viajes and paused lay
 * out as sunny does in other colours and texts; they run with MATRIX=all.
 */
const LAYOUTS = inSuite(DEMO_TENANTS, (tenant) => ['sunny', 'medina', 'nordic', 'ghost'].includes(tenant));

/**
 * Pages are whole at first paint. Pictures and island code are held back until
 * after the first paint, as on a slow phone, and the layout must not move when they arrive
 * (CLS ≤ 0.02, the Lighthouse goal, measured by the browser's own layout-shift entries).
 */

const PAGES = ['/', '/about', '/faqs'];
const LATE_MS = 400;

interface Shift {
  value: number;
  /** Chromium's hadRecentInput. */
  afterInput: boolean;
  /** What moved inside the watched part, so a failure names the element to fix. */
  moved: string[];
}
type ShiftWindow = Window & { shifts?: Shift[] };
type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };

/** Records the page's layout shifts, each with the elements it moved inside `within`. */
async function recordShifts(page: Page, within = 'html'): Promise<void> {
  await page.addInitScript((watched) => {
    const win = window as ShiftWindow;
    win.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        const moved = (entry.sources ?? [])
          .map(({ node }) => (node instanceof Element ? node : node?.parentElement))
          .filter((element): element is Element => !!element?.closest(watched))
          .map((element) => `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).trim().split(/\s+/).join('.')}` : ''} (${entry.value.toFixed(4)})`);
        win.shifts!.push({ value: entry.value, afterInput: entry.hadRecentInput, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, within);
}

const recordedShifts = (page: Page): Promise<Shift[]> => page.evaluate(() => (window as ShiftWindow).shifts ?? []);

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:is([client="load"], [client="idle"])'));
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  // Two frames: shifts from the last arrival are reported once laid out.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

// Lighthouse's mobile device (Moto G Power): a phone whose layout viewport widens when content overflows.
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
test.use(PHONE);

for (const tenant of LAYOUTS) {
  test(`${tenant}: home, About and FAQ do not move when late pictures and islands arrive (CLS ≤ 0.02)`, async ({ page }) => {
    await recordShifts(page);
    const late = async (route: { continue(): Promise<void> }) => {
      await new Promise((done) => setTimeout(done, LATE_MS));
      await route.continue();
    };
    await page.route('**/media/**', late);
    await page.route('**/_astro/*.js', late);

    const shifts: Record<string, number> = {};
    const moved: string[] = [];
    for (const path of PAGES) {
      await page.goto(`${E2E.siteUrl(tenant)}${path}`);
      await settled(page);
      const shifted = (await recordedShifts(page)).filter((shift) => !shift.afterInput);
      const total = shifted.reduce((sum, shift) => sum + shift.value, 0);
      shifts[path] = Number(total.toFixed(4));
      if (total > 0.02) moved.push(`${path}: ${shifted.flatMap((shift) => shift.moved).join(', ')}`);
    }
    expect(moved, `layout shift per page: ${JSON.stringify(shifts)}`).toEqual([]);
  });
}

/*
 * The browser paints a page while its HTML is still arriving, so a paint may hold only the start
 * of the footer. Where the footer begins must not depend on how much of it there is, or it moves
 * when the rest arrives: a shift decided by where the parser paused, which the late-arrival test
 * above cannot time (it was 0.07 on alpine's About in one CI run of Lighthouse). Emptying the
 * footer stands for the footer parsed in part.
 */
for (const tenant of LAYOUTS) {
  test(`${tenant}: the footer starts where the page's content ends, however much of it has arrived`, async ({ page }) => {
    const moved: string[] = [];
    for (const path of PAGES) {
      await page.goto(`${E2E.siteUrl(tenant)}${path}`, { waitUntil: 'domcontentloaded' });
      const footer = page.locator('footer.site-footer');
      if ((await footer.count()) === 0) continue;
      const tops = await footer.evaluate((element) => {
        const whole = element.getBoundingClientRect().top;
        element.replaceChildren();
        return { whole, started: element.getBoundingClientRect().top };
      });
      if (tops.whole !== tops.started) moved.push(`${path}: the whole footer starts at ${tops.whole} px, an empty one at ${tops.started} px`);
    }
    expect(moved).toEqual([]);
  });
}

/*
 * The same, as the network does it: a page's HTML stops inside a part of the page until the test
 * lets the rest go, and nothing of that part may move meanwhile. During the pause the browser
 * renders what it has (the test waits for a frame), as a phone does while it waits: a footer or a
 * hero in part. Not a header in part: the first frame waits for the header's end (Shell.astro's
 * render-blocking rel=expect), so while the header is paused no frame comes.
 */
const RENDER_WAIT_MS = 3_000;
for (const { tenant, path, part, pauseBefore, paintsInPause } of [
  { tenant: 'alpine', path: '/about', part: 'header', pauseBefore: '<div class="site-header__menu"', paintsInPause: false },
  { tenant: 'alpine', path: '/about', part: 'footer', pauseBefore: '<nav class="site-footer__column"', paintsInPause: true },
  { tenant: 'sunny', path: '/', part: '.hero', pauseBefore: '<p class="hero__subtitle"', paintsInPause: true },
] as const) {
  test(`${tenant} ${path}: ${part} does not move when the HTML pauses inside it`, async ({ page }) => {
    const site = await streamedSite(pauseBefore);
    try {
      await recordShifts(page, part);
      const url = site.url(tenant, path);
      const loaded = page.goto(url);
      await site.paused;
      await page.waitForURL(url, { waitUntil: 'commit' });
      // A frame callback runs only when the browser renders (the way the HTML standard's own tests see render-blocking).
      // A paint that should happen is awaited however slow the machine is; only "no paint" needs a
      // bound, and a slow machine can only make that one pass, never fail.
      const painted = await page.evaluate(
        ({ waitMs, expectPaint }) => new Promise<boolean>((done) => {
          requestAnimationFrame(() => done(true));
          if (!expectPaint) setTimeout(() => done(false), waitMs);
        }),
        { waitMs: RENDER_WAIT_MS, expectPaint: paintsInPause },
      );
      site.resume();
      await loaded;
      await settled(page);
      expect(painted, 'whether the page painted while its HTML was paused').toBe(paintsInPause);
      // Every shift counts here, hadRecentInput or not: the test gives no input, and Chromium's phone
      // emulation marked the header tools' shifts as after input while nothing was pressed.
      expect((await recordedShifts(page)).flatMap((shift) => shift.moved)).toEqual([]);
    } finally {
      await site.close();
    }
  });
}

for (const [width, device] of [['phone', PHONE], ['desktop', { viewport: { width: 1280, height: 720 } }]] as const) {
  test.describe(() => {
    test.use(device);
    test(`the agency logo keeps its box when the picture arrives (${width})`, async ({ page }) => {
      let release!: () => void;
      const arrived = new Promise<void>((done) => (release = done));
      await page.route('**/media/agency/**', async (route) => {
        await arrived;
        await route.continue();
      });
      await page.goto(`${E2E.siteUrl('sunny')}/`, { waitUntil: 'domcontentloaded' });
      const logo = page.locator('header img.logo:visible');
      const before = await logo.boundingBox();
      release();
      await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      expect(await logo.boundingBox(), 'the logo box after the picture loaded').toEqual(before);
    });
  });
}
