import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mediaBase } from './absolute-media.ts';
import { DEV_SECRET } from './auth.ts';
import { agencyFromOrigin, corsHeaders } from './cors.ts';
import type { AgencyRecord } from '../demo/types.ts';
import { errorReply, jsonBodyReader, refusedBody, send } from './http.ts';
import { languageOf, messageFor } from './messages.ts';
import { compile, HttpError, match, type Reply } from './router.ts';
import { ROUTES } from './routes/index.ts';
import { referenceApiPort } from './port.ts';
import type { Outbox } from './outbox.ts';
import { createStore } from './store.ts';
import type { RebuildWebhook } from './rebuild-notifier.ts';

export type { AgencyRecord } from '../demo/types.ts';
export { synthesizeAgencies } from './synthesize.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ReferenceApiOptions {
  /** 0 picks a free port; default API_PORT or 4500. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Where submitted business info is kept; default <repo>/.cache/reference-api. */
  dataDir?: string;
  /** More agencies (e.g. synthesizeAgencies for the build benchmark); same subdomain replaces a demo one. */
  extraAgencies?: AgencyRecord[];
  /** No request log, and mails are not printed (they still go to <dataDir>/outbox.jsonl). */
  quiet?: boolean;
  /** The clock of sessions, e-mailed links and resort holds; tests move it to expire a link or a hold. */
  now?: () => number;
  /** How long a resort hold lasts; default RESORT_HOLD_TTL_MS or 15 minutes. */
  holdTtlMs?: number;
  /** The rebuild webhook of `npm run watch`: every saved site change is posted there (rebuild-notifier.ts). */
  rebuildWebhook?: RebuildWebhook;
  /** How long a request may take to arrive whole, headers and body; default 30 s (REQUEST_TIMEOUT_MS below); tests shorten it. */
  requestTimeoutMs?: number;
}

/**
 * A stalled client holds no socket for minutes (issue "A checkout a traveller can trust", item 5):
 * a request must arrive whole within 30 s, its headers within 10 s, or Node answers 408 and
 * closes. Every SPEC §7 body is a few hundred bytes (1 MB at most, http.ts), which even a slow
 * phone sends in a second or two; Node's defaults (300 s, 60 s, checked every 30 s) let a
 * client that stops mid-body hold its socket for five minutes. The deadlines are checked every
 * second, so the 408 comes within a second of them.
 */
const REQUEST_TIMEOUT_MS = 30_000;
const HEADERS_TIMEOUT_MS = 10_000;
const TIMEOUT_CHECK_MS = 1_000;

/** RESORT_HOLD_TTL_MS: a resort hold's lifetime in ms, e.g. 60000 to see holds expire in a minute. */
function holdTtlFromEnv(): number | undefined {
  const value = process.env.RESORT_HOLD_TTL_MS;
  if (!value) return undefined;
  const ms = Number(value);
  if (!Number.isSafeInteger(ms) || ms <= 0) throw new Error(`RESORT_HOLD_TTL_MS must be a positive whole number of milliseconds, not ${value}`);
  return ms;
}

export interface ReferenceApi {
  url: string;
  port: number;
  /** Test hook: the reset and verification mails this server sent (no HTTP route exposes them). */
  outbox: Pick<Outbox, 'all' | 'latest'>;
  /** Listens for changes of an agency's public site data (site-changes.ts): the settings saves. */
  onSiteChange: ReturnType<typeof createStore>['siteChanges']['listen'];
  close(): Promise<void>;
}

/** Starts the reference API: every SPEC §7 call for the demo agencies, plus generated media. */
export async function startReferenceApi(options: ReferenceApiOptions = {}): Promise<ReferenceApi> {
  const port = options.port ?? referenceApiPort();
  const host = options.host ?? '127.0.0.1';
  const store = createStore({
    dataDir: options.dataDir ?? join(REPO_ROOT, '.cache', 'reference-api'),
    secret: process.env.REFERENCE_API_SECRET || DEV_SECRET,
    extraAgencies: options.extraAgencies,
    logMail: !options.quiet,
    now: options.now,
    holdTtlMs: options.holdTtlMs ?? holdTtlFromEnv(),
    rebuildWebhook: options.rebuildWebhook,
  });
  const routes = ROUTES.map(compile);
  let fallbackHost = `${host}:${port}`;

  async function dispatch(req: IncomingMessage, agency: AgencyRecord | undefined): Promise<Reply> {
    const refused = refusedBody(req);
    if (refused) throw refused;
    if (req.method === 'OPTIONS') return { status: 204 };
    const url = new URL(req.url ?? '/', 'http://reference-api.invalid');
    const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
    const found = match(routes, method, url.pathname);
    if (!found) throw new HttpError(404, 'request.notFound');
    if ('allowed' in found) {
      const allowed = [...new Set([...found.allowed, ...(found.allowed.includes('GET') ? ['HEAD'] : []), 'OPTIONS'])];
      return { status: 405, body: { message: messageFor(req, 'request.methodNotAllowed') }, headers: { Allow: allowed.join(', ') } };
    }
    if (found.route.scope === 'agency' && !agency) throw new HttpError(404, 'agency.notFound');
    return found.route.handle({ req, url, params: found.params, store, agency, body: jsonBodyReader(req) });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const agency = agencyFromOrigin(req, store);
    let reply: Reply;
    try {
      reply = await dispatch(req, agency);
    } catch (error) {
      if (!(error instanceof HttpError)) console.error(`[reference-api] ${req.method} ${req.url}:`, error);
      reply = errorReply(error, languageOf(req));
    }
    // An answer given before the request's body has arrived whole (a refused body, or a handler
    // that did not need it) closes the connection: the rest of the body is not worth reading,
    // and the client, told so, sends its next call on a new connection at once. Draining instead
    // would keep that call waiting behind the whole refused upload (issue "A checkout a traveller
    // can trust", item 5). A body read whole leaves the connection kept alive.
    const headers = corsHeaders(req, agency);
    if (!req.complete || refusedBody(req)) headers.Connection = 'close';
    const status = send(req, res, reply, headers, mediaBase(req, fallbackHost));
    if (!options.quiet) {
      const ms = (performance.now() - started).toFixed(1);
      console.log(`[reference-api] ${req.method} ${req.url} ${status} ${ms}ms${agency ? ` (${agency.subdomain})` : ''}`);
    }
  }

  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const timeouts = {
    requestTimeout,
    headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
    connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_MS, requestTimeout),
  };
  const server = createServer(timeouts, (req, res) => {
    handle(req, res).catch((error) => {
      console.error('[reference-api] could not answer:', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  // Closing an idle kept-alive connection just as a request arrives on it fails that request.
  // Node's default of 5 s is within a busy machine's delays; at 65 s the pause between two calls
  // of a build or a test never comes near it.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  const urlHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  fallbackHost = `${urlHost}:${actualPort}`;

  return {
    url: `http://${fallbackHost}`,
    port: actualPort,
    outbox: { all: store.outbox.all, latest: store.outbox.latest },
    onSiteChange: store.siteChanges.listen,
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections of fetch would otherwise hold close() open.
        server.closeAllConnections();
      });
      await store.outbox.flushed();
    },
  };
}
