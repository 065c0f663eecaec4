import { enableCompileCache } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { ReadAnswer, ReadRequest } from './read-site.ts';

/* The agency data thread (read-site.ts readerOnThread): reads each tenant it is asked for, as many at a time as it is asked. */

const { compileCache } = workerData as { compileCache: string | undefined };
if (compileCache) enableCompileCache(compileCache);
const { readSite } = await import('./read-site.ts');

const answer = (message: ReadAnswer) => parentPort!.postMessage(message);
parentPort!.on('message', ({ id, ...request }: ReadRequest) => {
  readSite(request).then(
    (collected) => answer({ id, ok: true, collected }),
    (error: unknown) => answer({ id, ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});
