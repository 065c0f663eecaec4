import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderBundle } from '../../../src/build/bundle-integration.ts';
import type { SiteData } from '../../../src/site/site-data.ts';
import { renderShare, type ShareJob, type ShareResult } from './render-share.ts';

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

function inWorker(job: ShareJob, started: Worker[]): Promise<ShareResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url), { workerData: job });
    started.push(worker);
    let settled = false;
    worker.once('message', (message: ({ ok: true } & ShareResult) | { ok: false; message: string; stack?: string }) => {
      settled = true;
      if (message.ok) resolve({ pages: message.pages, facts: message.facts, failures: message.failures, ms: message.ms });
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
 * Renders every page of `sites` from the bundle into `outDir`, the sites dealt out to the
 * threads in turn (tenants have alike page counts).
 */
export async function renderPages(bundle: RenderBundle, sites: SiteData[], outDir: string, wanted = renderThreads(sites.length)): Promise<{ pages: number; threads: number; shares: ShareResult[] }> {
  const threads = Math.max(1, Math.min(wanted, sites.length));
  const jobs = Array.from({ length: threads }, (_, index): ShareJob => ({ bundle, sites: sites.filter((_, at) => at % threads === index), outDir }));
  // The build's own thread takes the first share. A share that cannot render at all (the bundle
  // does not load) fails the render, and the other threads are stopped.
  const workers: Worker[] = [];
  const results = await Promise.all(jobs.map((job, index) => (index === 0 ? renderShare(job) : inWorker(job, workers)))).catch(async (error: unknown) => {
    await Promise.all(workers.map((worker) => worker.terminate()));
    throw error;
  });
  return { pages: results.reduce((sum, r) => sum + r.pages, 0), threads, shares: results };
}
