/**
 * How long a traveller waits on sunny, under Lighthouse's mobile throttling (150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up, the CPU slowed 4x):
 *   - Search: from the click on the home search panel's Search (the hotels app prefetched on the
 *     intent, a hover, as the shell does) to the first result on screen;
 *   - View Deal: from the click on the first hotel deal's View Deal to the deal's page drawn.
 *
 *   npm run bench:journey [-- --runs 5]
 *
 * Starts a reference API, builds sunny against it into .build/bench-journey, serves it, and in
 * Chromium (Debian's, CHROMIUM_PATH), logged in as customer@sunny.demo, repeats each journey in
 * a fresh browser context. Prints each run, the medians, and the machine. Goal: results visible
 * within 1.5 s of the click.
 */
import { join, resolve } from 'node:path';
import { benchSite } from './bench-site.ts';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { SESSION_KEYS } from '../../src/platform/storage.ts';
import { describeMachine, thisMachine } from './machine.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const DIR = join(ROOT, '.build/bench-journey');
const TENANT = 'sunny';
/** Lighthouse's mobile preset, applied by DevTools throttling. */
const MOBILE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpuSlowdown: 4 };
const READY = '[data-remote-root][data-state="ready"]';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function throttledPage(browser: Browser, site: string, token: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  await context.addCookies([{ name: 'access-token', value: token, url: site, sameSite: 'Lax' }]);
  await context.addInitScript((key: string) => sessionStorage.setItem(key, 'true'), SESSION_KEYS.signInPromptDismissed);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: MOBILE.latency, downloadThroughput: MOBILE.downloadThroughput, uploadThroughput: MOBILE.uploadThroughput });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  return { context, page };
}

/** Milliseconds from Search to the first result on screen. */
async function searchToResults(browser: Browser, site: string, token: string): Promise<number> {
  const { context, page } = await throttledPage(browser, site, token);
  try {
    await page.goto(site, { waitUntil: 'load' });
    // The hover is the intent that prefetches the hotels app (src/client/prefetch.ts) and loads the
    // panel's widgets (as tests/e2e/booking-from-home.spec.ts drives them).
    const prefetched = page.waitForResponse((response) => /\/remotes\/hotels\.js/.test(response.url()), { timeout: 60_000 });
    await page.locator('[data-search-panels] form[data-search-panel]').hover();
    const live = page.locator('[data-search-panels] form[data-search-panel]:not([data-static])');
    await live.waitFor({ state: 'visible', timeout: 60_000 });
    await live.getByRole('combobox', { name: 'Destination' }).fill('Lis');
    // From the keyboard, as the journey crawler picks a suggestion: on the throttled phone the
    // field's hidden twin can still lie over the list while it settles.
    await page.getByRole('listbox').getByRole('option', { name: /Lisbon/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await live.getByRole('button', { name: /Check-in – check-out/ }).click();
    await page.getByRole('grid').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    for (let night = 0; night < 3; night += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.getByRole('grid').waitFor({ state: 'hidden' });
    await prefetched;
    const started = Date.now();
    await live.getByRole('button', { name: 'Search' }).click();
    await page.locator(`${READY} article`).first().waitFor({ state: 'visible', timeout: 60_000 });
    return Date.now() - started;
  } finally {
    await context.close();
  }
}

/** Milliseconds from View Deal to the deal's page drawn. */
async function viewDealToDeal(browser: Browser, site: string, token: string): Promise<number> {
  const { context, page } = await throttledPage(browser, site, token);
  try {
    await page.goto(site, { waitUntil: 'load' });
    const view = page.locator('[data-exclusive-deals] article a[href]').filter({ hasText: /View Deal/ }).first();
    await view.waitFor({ state: 'visible', timeout: 60_000 });
    await view.hover();
    const started = Date.now();
    await view.click();
    await page.locator(READY).first().waitFor({ state: 'visible', timeout: 60_000 });
    return Date.now() - started;
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
  const runs = Math.max(1, Number(values.runs) || 5);
  const { site, token, close } = await benchSite(DIR, TENANT, 'customer@sunny.demo');
  const closers: Array<() => unknown> = [close];
  try {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless', '--disable-gpu'] });
    closers.push(() => browser.close());

    const search: number[] = [];
    const deal: number[] = [];
    // Alternated, so a machine that slows down during the bench weighs on both alike.
    for (let i = 0; i < runs; i += 1) {
      search.push(await searchToResults(browser, site, token));
      deal.push(await viewDealToDeal(browser, site, token));
      console.log(`run ${i + 1}: Search → results ${search.at(-1)} ms, View Deal → deal ${deal.at(-1)} ms`);
    }
    console.log('\n| journey (sunny, Lighthouse mobile throttling) | median | runs | goal |');
    console.log('|---|---|---|---|');
    console.log(`| Search → first result visible (hotels app prefetched on intent) | ${median(search)} ms | ${search.join(', ')} | ≤ 1500 ms |`);
    console.log(`| View Deal → deal page drawn | ${median(deal)} ms | ${deal.join(', ')} | |`);
    console.log(`| machine | ${describeMachine(thisMachine())} | | |`);
  } finally {
    for (const close of closers.reverse()) await close();
  }
}

await main();
