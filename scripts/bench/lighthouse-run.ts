/**
 * One Lighthouse run as the benchmark (scripts/bench/lighthouse.ts) and the budget check
 * (tests/e2e/lighthouse-budgets.spec.ts) both make it: Debian's Chromium, offline, the mobile
 * preset with simulated throttling, performance only.
 */
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

/** Chromium for Lighthouse (CHROME_PATH, else Debian's). */
export function launchChromium(): Promise<LaunchedChrome> {
  return launch({ chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
}

/** The mobile preset's CPU slowdown (Lighthouse's default for simulated throttling). */
export const PRESET_CPU_SLOWDOWN = 4;

/**
 * The host CPU the preset's slowdown is meant for: Lighthouse warns of a host whose benchmark index
 * is under 1000 as "at least ~2x weaker than our regular target device"
 * (lighthouse/core/gather/driver/environment.js), so its target is about 2000.
 */
export const TARGET_BENCHMARK_INDEX = 2000;

/**
 * The CPU slowdown that emulates the preset's phone on a host of this benchmark index. The preset's
 * 4x on a host half as fast as Lighthouse's target emulates a phone half as fast as the preset
 * means; Lighthouse's docs ask for the factor to be calibrated to the host
 * (docs/throttling.md#cpu-throttling), as PageSpeed Insights does on its own weaker hosts (1.2x,
 * lighthouse/core/config/lr-mobile-config.js). Never above the preset's: a faster host is judged as
 * the preset judges it.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!(benchmarkIndex > 0)) return PRESET_CPU_SLOWDOWN;
  const factor = (PRESET_CPU_SLOWDOWN * benchmarkIndex) / TARGET_BENCHMARK_INDEX;
  return Math.round(Math.max(1, Math.min(PRESET_CPU_SLOWDOWN, factor)) * 100) / 100;
}

/**
 * One run of Lighthouse's SEO category on `url`. Its audits read the page (title, description,
 * status, robots, links, hreflang, tap targets), not its speed: no throttling.
 */
export async function lighthouseSeo(chrome: LaunchedChrome, url: string): Promise<Result> {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['seo'], throttlingMethod: 'provided' });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
}

/** One run of Lighthouse's performance category on `url`; the preset's CPU slowdown unless another is given. */
export async function lighthouseRun(chrome: LaunchedChrome, url: string, cpuSlowdownMultiplier = PRESET_CPU_SLOWDOWN): Promise<Result> {
  // Lighthouse merges this into the preset's throttling: only the CPU factor changes.
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttling: { cpuSlowdownMultiplier } });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
}
