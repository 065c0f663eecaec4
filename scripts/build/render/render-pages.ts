import { getCompileCacheDir } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderBundle } from '../../../src/build/bundle-integration.ts';
import { renderShare, type ShareJob, type ShareResult, type ShareSite, type SiteRendered } from './render-share.ts';

/**
 * Below this many pages a thread's start (loading the bundle, about 0.5 s of CPU)
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
  | { kind: 'ready'; react: 'production' | 'development' }
  | { kind: 'site'; site: SiteRendered }
  | { kind: 'done'; pages: number; ms: { load: number; list: number; render: number } }
  | { kind: 'failed'; message: string; stack?: string };

/** What a render thread starts with: where the build keeps compiled code (scripts/build.ts). Its share comes as a message. */
export interface WorkerStart {
  compileCache: string | undefined;
}

/**
 * Render threads started before the bundle is ready. A thread's start (Node's, then the build's
 * render modules and the packages the bundle's pages import: React, its server renderer, the
 * icons, i18next, zod) takes a second or more of a core; started while Vite bundles the code,
 * which leaves one core mostly idle, that second is off the build's time. Each then waits for
 * its share of the sites (render).
 */
export class RenderThreads {
  readonly #workers: Thread[];
  #used = false;

  private constructor(workers: Thread[]) {
    this.#workers = workers;
  }

  static start(count: number): RenderThreads {
    const workerData: WorkerStart = { compileCache: getCompileCacheDir() };
    return new RenderThreads(Array.from({ length: count }, () => new Thread(new Worker(new URL('./render-worker.ts', import.meta.url), { workerData }))));
  }

  get count(): number {
    return this.#workers.length;
  }

  /** Renders each job on a thread of its own (at most one job a thread); the threads end with it. */
  async render(jobs: ShareJob[], onSite: (site: SiteRendered) => void): Promise<ShareResult[]> {
    if (this.#used || jobs.length > this.#workers.length) throw new Error('render threads render once, a share each');
    this.#used = true;
    const spare = this.#workers.splice(jobs.length);
    await Promise.all(spare.map((thread) => thread.worker.terminate()));
    try {
      return await Promise.all(jobs.map((job, index) => this.#workers[index]!.share(job, onSite)));
    } finally {
      await this.stop();
    }
  }

  /** Ends every thread (those given no work, and all of them when a share fails). */
  async stop(): Promise<void> {
    await Promise.all(this.#workers.map((thread) => thread.worker.terminate()));
  }
}

/** One render thread, watched from its start: a thread that fails before it gets its share fails that share. */
class Thread {
  readonly worker: Worker;
  readonly #ended: Promise<Error>;

  constructor(worker: Worker) {
    this.worker = worker;
    let failure: Error | undefined;
    worker.on('error', (error) => (failure ??= error));
    this.#ended = new Promise((resolve) => worker.once('exit', (code) => resolve(failure ?? new Error(`a render thread stopped (exit code ${code}) before it finished`))));
  }

  /** Renders one share on this thread, its sites reported as they come. */
  share(job: ShareJob, onSite: (site: SiteRendered) => void): Promise<ShareResult> {
    return new Promise((resolve, reject) => {
      this.worker.on('message', (message: WorkerMessage) => {
        if (message.kind === 'ready') return;
        if (message.kind === 'site') return onSite(message.site);
        if (message.kind === 'done') resolve({ pages: message.pages, ms: message.ms });
        else reject(Object.assign(new Error(message.message), { stack: message.stack }));
      });
      // After 'done' this changes nothing: a promise settles once.
      void this.#ended.then(reject);
      this.worker.postMessage(job);
    });
  }
}

/**
 * Renders every page of `sites` from the bundle into their stages, and calls `onSite` as each
 * site is complete. One thread renders in the build's own thread; more render on render threads
 * (`threads`, started ahead, or started now), the sites dealt out to them in turn (tenants have
 * alike page counts), while the build's thread publishes the sites they finish.
 */
export async function renderPages(
  bundle: RenderBundle,
  sites: ShareSite[],
  onSite: (site: SiteRendered) => void,
  { wanted = renderThreads(sites.length), threads }: { wanted?: number; threads?: RenderThreads } = {},
): Promise<{ pages: number; threads: number; shares: ShareResult[] }> {
  const count = Math.max(1, Math.min(wanted, sites.length, threads?.count ?? Infinity));
  if (count === 1) {
    await threads?.stop();
    const result = await renderShare({ bundle, sites }, onSite);
    return { pages: result.pages, threads: 1, shares: [result] };
  }
  const jobs = Array.from({ length: count }, (_, index): ShareJob => ({ bundle, sites: sites.filter((_, at) => at % count === index) }));
  // A share that cannot render at all (the bundle does not load) fails the render; the other
  // threads are stopped with it.
  const results = await (threads ?? RenderThreads.start(count)).render(jobs, onSite);
  return { pages: results.reduce((sum, r) => sum + r.pages, 0), threads: count, shares: results };
}
