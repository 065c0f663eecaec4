import { enableCompileCache } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerJob, WorkerMessage } from './render-pages.ts';

// A render thread (render-pages.ts): one share of the sites, each site reported as soon as it is
// rendered. V8's compile cache is per thread: without this line, every render thread compiled
// React, the bundle's other packages and the build's own modules afresh on every build. The
// modules that render are imported after it, so they are cached too.
const job = workerData as WorkerJob;
if (job.compileCache) enableCompileCache(job.compileCache);
const { renderShare } = await import('./render-share.ts');
const post = (message: WorkerMessage) => parentPort!.postMessage(message);
renderShare(job, (site) => post({ kind: 'site', site })).then(
  (result) => post({ kind: 'done', ...result }),
  (error: Error) => post({ kind: 'failed', message: error.message, stack: error.stack }),
);
