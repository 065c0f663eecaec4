import { createRequire, enableCompileCache } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerMessage, WorkerStart } from './render-pages.ts';
import type { ShareJob } from './render-share.ts';

/*
 * A render thread (render-pages.ts). It gets ready while the build bundles the code, then renders
 * the share of the sites it is sent, each site reported as soon as it is rendered.
 */

/** Packages the bundle's pages import: loaded while the code is bundled, found loaded when the bundle imports them. */
const PRELOAD = ['react', 'react/jsx-runtime', 'react-dom/server', 'simple-icons', 'i18next', 'zod', 'nanostores', '@nanostores/react', '@tanstack/react-query'];

// React picks its build by NODE_ENV when it is first loaded, and this thread loads it ahead,
// before the bundle's entry would set it (bundle-app.ts): the thread inherits the build's env as it
// was when the thread started, which may not say production yet (or says `test` under vitest).
// React's development build renders the same pages 15-20 % slower (its checks and owner stacks;
// measured with `npm run bench:build`).
process.env.NODE_ENV = 'production';

// The share may come before this thread is ready: it waits here.
const shareJob = new Promise<ShareJob>((resolve) => parentPort!.once('message', resolve));

// V8's compile cache is per thread: without this line, every render thread compiled React, the
// bundle's other packages and the build's own modules afresh on every build. The modules that
// render are imported after it, so they are cached too.
const { compileCache } = workerData as WorkerStart;
if (compileCache) enableCompileCache(compileCache);
const { renderShare } = await import('./render-share.ts');
// A package this project no longer has is simply not loaded ahead.
await Promise.all(PRELOAD.map((name) => import(name).catch(() => undefined)));
// Only React's development build exports captureOwnerStack.
const react = 'captureOwnerStack' in (createRequire(import.meta.url)('react') as object) ? 'development' : 'production';
if (react !== 'production') throw new Error('a render thread loaded React\'s development build: something imported React before NODE_ENV was set');

const post = (message: WorkerMessage) => parentPort!.postMessage(message);
post({ kind: 'ready', react });
renderShare(await shareJob, (site) => post({ kind: 'site', site })).then(
  (result) => post({ kind: 'done', ...result }),
  (error: Error) => post({ kind: 'failed', message: error.message, stack: error.stack }),
);
