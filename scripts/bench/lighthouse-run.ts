/**
 * One Lighthouse run as the benchmark (scripts/bench/lighthouse.ts) and the budget check
 * (tests/e2e/lighthouse-budgets.spec.ts) both make it: Debian's Chromium, offline, the mobile
 * preset with simulated throttling, performance only.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

// Headless Chromium as the e2e suite runs it; every host but the loopback ones fails at once, so
// the run is offline and a third-party script (analytics) cannot stall it.
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
];

const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;

/**
 * Netlify's CDN compresses text on the fly; the local server only serves precompressed `.gz`
 * siblings. Writing them makes Lighthouse see the bytes a visitor would download.
 */
export async function precompress(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    await writeFile(`${file}.gz`, gzipSync(await readFile(file), { level: 9 }));
  }
}

/** Chromium for Lighthouse (CHROME_PATH, else Debian's). */
export function launchChromium(): Promise<LaunchedChrome> {
  return launch({ chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
}

/** One run of Lighthouse's performance category on `url`. */
export async function lighthouseRun(chrome: LaunchedChrome, url: string): Promise<Result> {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
}
