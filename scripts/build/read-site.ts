import { getCompileCacheDir } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { TenantConfig } from '../../src/tenant/registry.ts';
import { collectSite, type CollectedSite } from './collect.ts';
import { sanitizedHtml } from './sanitized-html.ts';

/** What reading one tenant's agency data takes. */
export interface SiteRead {
  config: TenantConfig;
  /** Where its agency API answers (collect.ts apiUrlFor). */
  apiUrl: string;
  /** Its sanitised HTML kept from the last build (sanitized-html.ts). */
  htmlFile: string;
  /** The code fingerprint the kept HTML is valid for. */
  code: string;
}

/** One tenant's agency data, fetched, validated and sanitised (collect.ts), its sanitised HTML kept for the next build. */
export async function readSite({ config, apiUrl, htmlFile, code }: SiteRead): Promise<CollectedSite> {
  const html = await sanitizedHtml(htmlFile, code);
  const collected = await collectSite(config, apiUrl, html.sanitize);
  await html.save();
  return collected;
}

/** What the reader thread (read-worker.ts) is asked and answers. */
export type ReadRequest = { id: number } & SiteRead;
export type ReadAnswer = { id: number } & ({ ok: true; collected: CollectedSite } | { ok: false; message: string });

export interface SiteReader {
  read(request: SiteRead): Promise<CollectedSite>;
  stop(): Promise<void>;
}

/** Reads in the build's own thread. */
export const readerInThisThread = (): SiteReader => ({ read: readSite, stop: async () => undefined });

/**
 * Reads on a thread of its own. While Astro bundles the code, the build's thread runs
 * Vite's plugins (Rolldown calls back into it), and reading a hundred agencies there (parsing,
 * validating, sanitising in jsdom: 3 s or more of one thread) held the bundling back while the
 * other core waited. A failure answers its own read only, with the message collect.ts gave it.
 */
export function readerOnThread(): SiteReader {
  const worker = new Worker(new URL('./read-worker.ts', import.meta.url), { workerData: { compileCache: getCompileCacheDir() } });
  const waiting = new Map<number, { resolve(collected: CollectedSite): void; reject(error: Error): void }>();
  let next = 0;
  let ended: Error | undefined;
  const failAll = (error: Error) => {
    ended ??= error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on('message', (answer: ReadAnswer) => {
    const caller = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (answer.ok) caller?.resolve(answer.collected);
    else caller?.reject(new Error(answer.message));
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the agency data thread stopped (exit code ${code})`)));
  return {
    read(request) {
      if (ended) return Promise.reject(ended);
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, ...request } satisfies ReadRequest);
      });
    },
    async stop() {
      await worker.terminate();
    },
  };
}
