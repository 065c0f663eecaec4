import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { createApiReferenceHandler } from './api-reference.ts';
import { listen } from './listen.ts';
import { sendHtml, sendText } from './responses.ts';
import { createSiteHandler } from './site-handler.ts';
import { findSite, listSites, renderSiteList, siteLabel } from './sites.ts';
import { previewsDir } from '../build/preview-paths.ts';
import { PREVIEW_SUFFIX, previewedTenant } from '../../src/tenant/preview-host.ts';

export { PortInUseError } from './listen.ts';

export interface SiteServerOptions {
  /** Holds one directory per tenant site: `<distDir>/<id>/index.html`. */
  distDir: string;
  /** 0 picks a free port. Default: env PORT, else 4321. */
  port?: number;
  /** Default: both 127.0.0.1 and ::1, so `http://<id>.localhost` works whichever one a client picks. */
  host?: string;
}

export interface SiteServer {
  port: number;
  /** `http://<id>.localhost:<port>/` */
  url(id: string): string;
  close(): Promise<void>;
}

const DEFAULT_PORT = 4321;

/**
 * Serves every site in `distDir` at `http://<id>.localhost:<port>/`, and every preview in
 * `distDir/.previews` at `http://<id>--preview.localhost:<port>/`, applying each site's
 * `_redirects` and `_headers` as Netlify would. Sites are looked up per request, so a rebuild
 * that adds, removes or swaps `dist/<id>` needs no restart.
 */
export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const distDir = resolve(options.distDir);
  const requestedPort = options.port ?? portFromEnv();
  if (!Number.isInteger(requestedPort) || requestedPort < 0 || requestedPort > 65_535) {
    throw new Error(`Invalid port ${requestedPort}: expected an integer from 0 to 65535.`);
  }
  const serveSite = createSiteHandler();
  const serveApiReference = createApiReferenceHandler();
  let port = requestedPort;
  const url = (id: string) => `http://${id}.localhost:${port}/`;

  const route = async (req: IncomingMessage, res: ServerResponse) => {
    const [published, previews] = await Promise.all([listSites(distDir), listSites(previewsDir(distDir))]);
    // A tenant's preview (scripts/preview.ts) answers at `<id>--preview.localhost`.
    const sites = [...published, ...previews.map((id) => `${id}${PREVIEW_SUFFIX}`)].sort();
    const label = siteLabel(req.headers.host);
    // The plain host also serves the agency API reference (api-reference.ts).
    if (label === undefined && (await serveApiReference(req, res))) return;
    if (label === undefined) return sendHtml(res, 200, renderSiteList(sites, url));
    const previewed = previewedTenant(label);
    const id = previewed === undefined ? findSite(published, label) : findSite(previews, previewed);
    if (id === undefined) return sendHtml(res, 404, renderSiteList(sites, url, label));
    return serveSite(req, res, previewed === undefined ? join(distDir, id) : join(previewsDir(distDir), id));
  };

  const listening = await listen((req, res) => {
    route(req, res).catch((error: unknown) => {
      console.error(error);
      if (res.headersSent) res.destroy();
      else sendText(res, 500, 'Internal server error');
    });
  }, requestedPort, options.host);
  port = listening.port;
  return { port, url, close: listening.close };
}

function portFromEnv(): number {
  const value = process.env.PORT;
  return value === undefined || value === '' ? DEFAULT_PORT : Number(value);
}
