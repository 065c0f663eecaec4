import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { TENANT_ID } from '../../src/tenant/registry.ts';
import type { ChangeStatus } from './rebuilder.ts';
import { SIGNATURE_HEADER, signatureMatches } from './signature.ts';

/** Bigger bodies are refused before they are read whole. */
const MAX_BODY = 16 * 1024;

export interface WebhookOptions {
  secret: string;
  /** Is this id a tenant of the registry right now? */
  isTenant(id: string): Promise<boolean>;
  /** Called once a request has passed every check; the answer (202) does not wait for it. */
  onRebuild(id: string, reason: string | undefined, change: number | undefined): void;
  /** What became of the tenant's numbered changes, for `GET /status/<tenant>`. */
  status?(id: string): ChangeStatus;
  log(line: string): void;
}

class Refusal extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

function send(response: ServerResponse, status: number, body: Record<string, unknown>): void {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  response.end(`${JSON.stringify(body)}\n`);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Refusal(413, `body larger than ${MAX_BODY} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The body is optional, as with a Netlify build hook; when present it must be a JSON object
 * whose optional `reason` is a short string, printed in the log line of the rebuild, and whose
 * optional `change` is a positive whole number naming the change, for `GET /status/<tenant>`.
 */
function parseBody(body: Buffer): { reason?: string; change?: number } {
  if (body.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw new Refusal(400, 'body must be empty or a JSON object');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Refusal(400, 'body must be empty or a JSON object');
  const { reason, change } = parsed as { reason?: unknown; change?: unknown };
  if (reason !== undefined && (typeof reason !== 'string' || reason.length > 200 || /[\u0000-\u001f\u007f]/.test(reason))) {
    throw new Refusal(400, 'reason must be a single-line string of at most 200 characters');
  }
  if (change !== undefined && !(Number.isSafeInteger(change) && (change as number) > 0)) throw new Refusal(400, 'change must be a positive whole number');
  return { reason: reason as string | undefined, change: change as number | undefined };
}

/**
 * `GET /status/<tenant>`, signed like a rebuild with the request path as the body
 * (`sha256=<HMAC-SHA256(secret, "/status/<tenant>")>`): `{ tenant, live, failed }`, the highest
 * change number published and the highest whose rebuild did not publish.
 */
async function handleStatus(options: WebhookOptions, request: IncomingMessage, response: ServerResponse, path: string, tenant: string): Promise<void> {
  if (request.method !== 'GET' || !options.status) {
    response.setHeader('Allow', 'GET');
    throw new Refusal(405, 'use GET');
  }
  const signature = request.headers[SIGNATURE_HEADER];
  if (typeof signature !== 'string' || signature === '') throw new Refusal(401, `missing ${SIGNATURE_HEADER} header`);
  if (!signatureMatches(options.secret, Buffer.from(path), signature)) throw new Refusal(403, 'bad signature');
  const id = decodeURIComponent(tenant);
  if (!TENANT_ID.test(id) || !(await options.isTenant(id))) throw new Refusal(404, `no tenant "${id.slice(0, 63)}"`);
  send(response, 200, { tenant: id, ...options.status(id) });
}

/**
 * `POST /rebuild/<tenant>` signed with `X-Rebuild-Signature: sha256=<HMAC-SHA256(secret, body)>`.
 * Checked in this order, each refusal starting nothing: method and path (405/404), signature
 * (401 missing, 403 wrong; before the tenant, so an unsigned caller learns nothing about the
 * registry), tenant (404), body (400, 413). A good request is answered 202 at once.
 */
export async function handleWebhook(options: WebhookOptions, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://webhook').pathname;
  const route = /^\/rebuild\/([^/]+)$/.exec(path);
  const status = /^\/status\/([^/]+)$/.exec(path);
  try {
    if (status) return await handleStatus(options, request, response, path, status[1]!);
    if (!route) throw new Refusal(404, 'no such endpoint; POST /rebuild/<tenant>');
    if (request.method !== 'POST') {
      response.setHeader('Allow', 'POST');
      throw new Refusal(405, 'use POST');
    }
    const body = await readBody(request);
    const signature = request.headers[SIGNATURE_HEADER];
    if (typeof signature !== 'string' || signature === '') throw new Refusal(401, `missing ${SIGNATURE_HEADER} header`);
    if (!signatureMatches(options.secret, body, signature)) throw new Refusal(403, 'bad signature');
    const id = decodeURIComponent(route[1]!);
    if (!TENANT_ID.test(id) || !(await options.isTenant(id))) throw new Refusal(404, `no tenant "${id.slice(0, 63)}"`);
    const { reason, change } = parseBody(body);
    send(response, 202, { status: 'accepted', tenant: id });
    options.onRebuild(id, reason, change);
  } catch (error) {
    const status = error instanceof Refusal ? error.status : 400;
    options.log(`webhook: ${request.method} ${path.slice(0, 100)} refused ${status}: ${(error as Error).message}`);
    if (!response.headersSent) send(response, status, { error: (error as Error).message });
  }
}

export function createWebhookServer(options: WebhookOptions): Server {
  return createServer((request, response) => void handleWebhook(options, request, response));
}
