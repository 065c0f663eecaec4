/**
 * How much sooner a remote app's page shows the app when the visitor's intent prefetched
 * its module (src/client/prefetch.ts) on the page before.
 *
 *   npx --no -- node scripts/bench/remote-prefetch.ts [--runs 7] [--latency 150] [--app cars]
 *
 * Starts a reference API, builds sunny against it into .build/bench-prefetch, serves it, and in
 * Chromium (Debian's, CHROMIUM_PATH) with an emulated network round trip of `--latency` ms,
 * repeats, each in a fresh browser context (cold HTTP cache), logged in as customer@sunny.demo:
 *   - without prefetch: open the home page, then go to /booknow/<app>;
 *   - with prefetch: open the home page, hover a link to /booknow/<app> (the intent that starts
 *     the prefetch), wait for the prefetch to finish, then follow the link.
 * Measured on the target page: milliseconds from its navigation start to the app's
 * `[data-remote-root]` in the DOM (time to mounted). Prints each run and the medians.
 */
import { join, resolve } from 'node:path';
import { benchSite } from './bench-site.ts';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext } from 'playwright';
import { isRemoteAppId } from '../../src/site/remote-apps.ts';
import { SESSION_KEYS } from '../../src/platform/storage.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const DIR = join(ROOT, '.build/bench-prefetch');
const TENANT = 'sunny';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Records, in every page, when a remote app root first appears (ms since that page's navigation start). */
const MOUNT_PROBE = () => {
  const seen = () => {
    if (document.querySelector('[data-remote-root]') && !(window as { __mounted?: number }).__mounted) {
      (window as { __mounted?: number }).__mounted = performance.now();
    }
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
};

async function newContext(browser: Browser, site: string, token: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'access-token', value: token, url: site, sameSite: 'Lax' }]);
  await context.addInitScript(MOUNT_PROBE);
  // The sign-in-to-save prompt is not part of this measure.
  await context.addInitScript((key: string) => sessionStorage.setItem(key, 'true'), SESSION_KEYS.signInPromptDismissed);
  return context;
}

async function run(browser: Browser, site: string, token: string, app: string, latency: number, prefetch: boolean): Promise<number> {
  const context = await newContext(browser, site, token);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (5 * 1024 * 1024) / 8 });
    await page.goto(site, { waitUntil: 'load' });
    await page.evaluate((href) => {
      const link = document.createElement('a');
      link.id = 'bench-link';
      link.href = href;
      link.textContent = 'Go';
      document.querySelector('main')?.prepend(link);
    }, `/booknow/${app}`);
    if (prefetch) {
      const fetched = page.waitForResponse((response) => response.url().includes(`/remotes/${app}.js`));
      await page.hover('#bench-link');
      await fetched;
    }
    await page.click('#bench-link');
    await page.waitForURL(`**/booknow/${app}`);
    await page.waitForFunction(() => (window as { __mounted?: number }).__mounted !== undefined, undefined, { timeout: 30_000 });
    return await page.evaluate(() => (window as { __mounted?: number }).__mounted!);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' }, latency: { type: 'string', default: '150' }, app: { type: 'string', default: 'cars' } } });
  const runs = Math.max(1, Number(values.runs) || 7);
  const latency = Math.max(0, Number(values.latency) || 0);
  const app = values.app!;
  if (!isRemoteAppId(app)) throw new Error(`--app must be a remote app name, got ${JSON.stringify(app)}`);

  const { site, token, close } = await benchSite(DIR, TENANT, 'customer@sunny.demo');
  const closers: Array<() => unknown> = [close];
  try {

    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
    closers.push(() => browser.close());
    const results = { without: [] as number[], with: [] as number[] };
    // Alternated, so a machine that slows down during the bench weighs on both alike.
    for (let i = 0; i < runs; i += 1) {
      results.without.push(await run(browser, site, token, app, latency, false));
      results.with.push(await run(browser, site, token, app, latency, true));
      console.log(`run ${i + 1}: without ${results.without.at(-1)!.toFixed(0)} ms, with prefetch ${results.with.at(-1)!.toFixed(0)} ms`);
    }
    const without = median(results.without);
    const withPrefetch = median(results.with);
    console.log(`\n/booknow/${app}, ${latency} ms round trip, median of ${runs}: time to mounted ${without.toFixed(0)} ms without prefetch, ${withPrefetch.toFixed(0)} ms with (${(without - withPrefetch).toFixed(0)} ms sooner)`);
  } finally {
    for (const close of closers.reverse()) await close();
  }
}

await main();
