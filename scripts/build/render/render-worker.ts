import { parentPort, workerData } from 'node:worker_threads';
import { renderShare, type ShareJob } from './render-share.ts';

// One thread's share of the sites (render-pages.ts).
renderShare(workerData as ShareJob).then(
  (result) => parentPort!.postMessage({ ok: true, ...result }),
  (error: Error) => parentPort!.postMessage({ ok: false, message: error.message, stack: error.stack }),
);
