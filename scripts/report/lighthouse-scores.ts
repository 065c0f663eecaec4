import type { LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { launchChromium, lighthouseRun } from '../bench/lighthouse-run.ts';
import type { LighthouseOutcome, LighthouseScores } from './tenant-result.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Lighthouse's 0–1 category scores as the 0–100 figures its own report shows; a missing one is 0. */
export function scoresOf(lhr: Pick<Result, 'categories'>): LighthouseScores {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') };
}

export interface LighthouseRunner {
  measure(url: string): Promise<LighthouseOutcome>;
  close(): Promise<void>;
}

/**
 * One Chromium for every page, offline, as `npm run bench:lighthouse` launches it. Lighthouse's
 * mobile preset, all four categories, one run a page: a glance, not the benchmark's median of three.
 */
export async function startLighthouse(): Promise<LighthouseRunner> {
  const chrome: LaunchedChrome = await launchChromium();
  let warm = false;
  return {
    async measure(url) {
      try {
        // The first run in a fresh Chromium scores low (81 then 100 for the same sunny page on
        // 2026-11-24): it is run once to warm the browser up, and not shown.
        if (!warm) await lighthouseRun(chrome, url);
        warm = true;
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
        if (!result) return { state: 'failed', error: 'Lighthouse gave no result' };
        const runtime = result.lhr.runtimeError;
        if (runtime) return { state: 'failed', error: `${runtime.code}: ${runtime.message}` };
        return { state: 'measured', scores: scoresOf(result.lhr) };
      } catch (error) {
        return { state: 'failed', error: (error as Error).message.split('\n')[0]! };
      }
    },
    close: async () => chrome.kill(),
  };
}
