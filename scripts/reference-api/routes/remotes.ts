import { readFile } from 'node:fs/promises';
import { isRemoteAppId } from '../../../src/site/remote-apps.ts';
import { HttpError, openRoute, type Route } from '../router.ts';

const REMOTES_DIR = new URL('../remotes/', import.meta.url);

/**
 * The content-delivery host of the remote sub-applications (SPEC §1, §7): `/remotes/<app>.js`,
 * an ES module keeping the contract of src/site/remote-apps.ts. Read on each request so an edited
 * remote shows on reload; revalidated by ETag. CORS comes from the server like every answer:
 * a module import is a CORS request, granted to tenant origins only (cors.ts).
 */
export const remoteRoutes: Route[] = [
  openRoute('GET', '/remotes/:file', async (ctx) => {
    const app = /^(.+)\.js$/.exec(ctx.params.file!)?.[1];
    if (!app || !isRemoteAppId(app)) throw new HttpError(404, 'Not found');
    let content: string;
    try {
      content = await readFile(new URL(`${app}.js`, REMOTES_DIR), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new HttpError(404, 'Not found');
      throw error;
    }
    return { raw: { type: 'text/javascript; charset=utf-8', content, cacheSeconds: 0 } };
  }),
];
