import { getCompileCacheDir } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderBundle } from '../../../src/build/bundle-integration.ts';
import type { SiteData } from '../../../src/site/site-data.ts';
import { renderShare, type ShareJob, type ShareResult, type ShareSite, type SiteRendered } from './render-share.ts';

/**
 * Issue 12: below this many pages a thread's start (loading the bundle, about 0.5 s of CPU)
 * costs more than it saves, so one tenant's rebuild renders in the build's own thread.
 */
export const PAGES_PER_EXTRA_THREAD = 1500;

/** A tenant's pages, about: nine languages of at most 29 (src/config/budgets.ts), rounded up. */
const PAGES_PER_SITE_GUESS = 9 * 30;

/** How many threads render: one per core for a large build, one for a small one; STOREFRONT_RENDER_THREADS overrides. */
export function renderThreads(sites: number, env = process.env, cores = availableParallelism()): number {
  const asked = Number(env.STOREFRONT_RENDER_THREADS);
  if (Number.isInteger(asked) && asked > 0) return asked;
  return Math.max(1, Math.min(cores, Math.floor((sites * PAGES_PER_SITE_GUESS) / PAGES_PER_EXTRA_THREAD) + 1));
}

/** What a render thread tells the build's thread (render-worker.ts). */
export type WorkerMessage =
  | { kind: 'site'; site: SiteRendered }
  | { kind: 'done'; pages: number; ms: { load: number; list: number; render: number } }
  | { kind: 'failed'; message: string; stack?: string };

/** What a render thread is given: its share, and where the build keeps compiled code (scripts/build.ts). */
export interface WorkerJob extends ShareJob {
  compileCache: string | undefined;
}

function inWorker(job: ShareJob, onSite: (site: SiteRendered) => void, started: Worker[]): Promise<ShareResult> {
  return new Promise((resolve, reject) => {
    const workerData: WorkerJob = { ...job, compileCache: getCompileCacheDir() };
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url), { workerData });
    started.push(worker);
    let settled = false;
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'site') return onSite(message.site);
      settled = true;
      if (message.kind === 'done') resolve({ pages: message.pages, ms: message.ms });
      else reject(Object.assign(new Error(message.message), { stack: message.stack }));
      void worker.terminate();
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`a render thread stopped (exit code ${code}) before it finished`));
    });
  });
}

/**
 * Renders every page of `sites` from the bundle into their stages, and calls `onSite` as each
 * site is complete. One thread renders in the build's own thread; more render in worker threads,
 * the sites dealt out to them in turn (tenants have alike page counts), while the build's thread
 * publishes the sites they finish.
 */
export async function renderPages(bundle: RenderBundle, sites: ShareSite[], onSite: (site: SiteRendered) => void, wanted = renderThreads(sites.length)): Promise<{ pages: number; threads: number; shares: ShareResult[] }> {
  const threads = Math.max(1, Math.min(wanted, sites.length));
  if (threads === 1) {
    const share = await renderShare({ bundle, sites }, onSite);
    return { pages: share.pages, threads, shares: [share] };
  }
  const jobs = Array.from({ length: threads }, (_, index): ShareJob => ({ bundle, sites: sites.filter((_, at) => at % threads === index) }));
  // A share that cannot render at all (the bundle does not load) fails the render, and the other
  // threads are stopped.
  const workers: Worker[] = [];
  const results = await Promise.all(jobs.map((job) => inWorker(job, onSite, workers))).catch(async (error: unknown) => {
    await Promise.all(workers.map((worker) => worker.terminate()));
    throw error;
  });
  return { pages: results.reduce((sum, r) => sum + r.pages, 0), threads, shares: results };
}
