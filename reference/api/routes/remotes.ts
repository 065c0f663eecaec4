import { isRemoteAppId } from '../../../src/contract/sites.ts';
import { remoteBundles } from '../remote-bundles.ts';
import { HttpError, openRoute, type Route } from '../router.ts';

const bundleOf = remoteBundles(new URL('../../apps/', import.meta.url));

/**
 * The content-delivery host of the remote sub-applications (SPEC §1, §7): `/remotes/<app>.js`,
 * an ES module keeping the contract of src/site/remote-apps.ts, bundled with its imports
 * (remote-bundles.ts); revalidated by ETag. CORS comes from the server like every answer:
 * a module import is a CORS request, granted to tenant origins only (cors.ts).
 */
export const remoteRoutes: Route[] = [
  openRoute('GET', '/remotes/:file', async (ctx) => {
    const app = /^(.+)\.js$/.exec(ctx.params.file!)?.[1];
    if (!app || !isRemoteAppId(app)) throw new HttpError(404, 'request.notFound');
    const content = await bundleOf(app);
    if (content === undefined) throw new HttpError(404, 'request.notFound');
    return { raw: { type: 'text/javascript; charset=utf-8', content, cacheSeconds: 0 } };
  }),
];
