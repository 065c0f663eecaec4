import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser } from '@playwright/test';
import playwrightConfig from '../../playwright.config.ts';
import { CHROME_FLAGS } from '../bench/lighthouse-run.ts';
import type { AxeOutcome } from './tenant-result.ts';

/** The tags the browser tests hold every page to (tests/e2e/a11y.spec.ts). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
export const WIDTHS = [1280, 390] as const;
const HEIGHT: Record<number, number> = { 1280: 800, 390: 844 };

/**
 * Lighthouse's rule (scripts/bench/lighthouse-run.ts): every host but the loopback ones fails at
 * once, so the report works offline and a third-party script (analytics) can neither stall a page
 * nor change what the screenshot shows.
 */
const OFFLINE_FLAGS = CHROME_FLAGS.filter((flag) => flag.startsWith('--host-resolver-rules='));

/** Debian's Chromium with the browser tests' launch arguments (playwright.config.ts), offline. */
export function launchBrowser(): Promise<Browser> {
  const launch = playwrightConfig.use?.launchOptions;
  return chromium.launch({ executablePath: launch?.executablePath, args: [...(launch?.args ?? []), ...OFFLINE_FLAGS] });
}

/** Opens a page and waits for the network to settle, so islands have hydrated before a picture or a check. */
async function open(browser: Browser, url: string, width: number) {
  const page = await browser.newPage({ viewport: { width, height: HEIGHT[width] ?? 800 } });
  const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  if (!response?.ok()) {
    await page.close();
    throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
  }
  // Islands keep no connection open, but a slow API answer should not hold the report forever.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page;
}

/** The first screen of a page at a width, as a PNG file. */
export async function screenshot(browser: Browser, url: string, width: number, file: string): Promise<void> {
  const page = await open(browser, url, width);
  try {
    await page.screenshot({ path: file, animations: 'disabled' });
  } finally {
    await page.close();
  }
}

/** axe-core on a page at desktop width: each violated rule with the number of elements it found. */
export async function axeViolations(browser: Browser, url: string): Promise<AxeOutcome> {
  try {
    const page = await open(browser, url, WIDTHS[0]);
    try {
      // Legacy mode runs axe in the page itself: these pages have no frames to merge (as in tests/e2e/a11y.spec.ts).
      const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(AXE_TAGS).analyze();
      return { state: 'checked', rules: results.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.length })) };
    } finally {
      await page.close();
    }
  } catch (error) {
    return { state: 'failed', error: (error as Error).message.split('\n')[0]! };
  }
}
