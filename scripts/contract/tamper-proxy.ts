import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A test stand-in for an API that breaks the contract: it forwards every request to a real API
 * (the reference API) and lets the test change one answer on the way back. Listens on loopback only.
 */

export interface ProxiedAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Changes an answer, or returns undefined to pass it on as it is. */
export type Tamper = (request: { method: string; path: string }, answer: ProxiedAnswer) => ProxiedAnswer | undefined;

export interface TamperProxy {
  url: string;
  close(): Promise<void>;
}

/** Headers that describe the hop, not the answer: fetch has already decoded the body. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);

function forwardHeaders(headers: IncomingHttpHeaders): Headers {
  const forwarded = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'host' || HOP_HEADERS.has(name) || value === undefined) continue;
    forwarded.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return forwarded;
}

export async function startTamperProxy(target: string, tamper: Tamper): Promise<TamperProxy> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
      const method = req.method ?? 'GET';
      const path = req.url ?? '/';
      const upstream = await fetch(target + path, {
        method,
        headers: forwardHeaders(req.headers),
        body: chunks.length ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      });
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!HOP_HEADERS.has(name)) headers[name] = value;
      });
      const original: ProxiedAnswer = { status: upstream.status, headers, body: await upstream.text() };
      const answer = tamper({ method, path: new URL(path, 'http://proxy.invalid').pathname }, structuredClone(original)) ?? original;
      res.writeHead(answer.status, { ...answer.headers, 'content-length': String(Buffer.byteLength(answer.body)) });
      res.end(answer.body);
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** The JSON body of an answer changed by `edit`. */
export function editJson(answer: ProxiedAnswer, edit: (json: Record<string, unknown>) => void): ProxiedAnswer {
  const json = JSON.parse(answer.body) as Record<string, unknown>;
  edit(json);
  return { ...answer, body: JSON.stringify(json) };
}
