import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E } from './environment.ts';

/** Headers that describe the site server's bytes, not the ones this proxy sends on. */
const HOP_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

export interface StreamedSite {
  /** The page's address on the proxy: a host of the tenant, so the reference API grants it CORS. */
  url(tenant: string, path: string): string;
  /** Settles once a page's first part is sent and the rest held back. */
  paused: Promise<void>;
  /** Sends the rest. */
  resume(): void;
  close(): Promise<void>;
}

/**
 * A proxy in front of the test site that sends an HTML page in two parts, as a slow network
 * delivers a page: everything before the first `pauseBefore`, then the rest when the test calls
 * `resume`. Meanwhile the browser has only the first part to parse and paint, which is what
 * layout-shift tests of a page "while it arrives" need. Every other answer passes through whole.
 */
export async function streamedSite(pauseBefore: string): Promise<StreamedSite> {
  let announcePause!: () => void;
  const paused = new Promise<void>((done) => (announcePause = done));
  let resume!: () => void;
  const resumed = new Promise<void>((done) => (resume = done));
  const server = createServer((request, response) => {
    // Node cannot resolve `*.localhost`: the site server is asked on localhost, with the tenant's Host.
    const host = `${(request.headers.host ?? '').split(':')[0]}:${E2E.sitePort}`;
    const upstream = get({ host: 'localhost', port: E2E.sitePort, path: request.url, headers: { host, accept: request.headers.accept ?? '*/*' } }, async (answer) => {
      const chunks: Buffer[] = [];
      for await (const chunk of answer) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_HEADERS.has(name)));
      response.writeHead(answer.statusCode ?? 502, headers);
      const cut = String(answer.headers['content-type'] ?? '').startsWith('text/html') ? body.indexOf(pauseBefore) : -1;
      if (cut <= 0) return void response.end(body);
      response.write(body.subarray(0, cut));
      announcePause();
      await resumed;
      response.end(body.subarray(cut));
    });
    upstream.on('error', (error) => response.writeHead(502).end(String(error)));
  });
  await new Promise<void>((done) => server.listen(0, done));
  const { port } = server.address() as AddressInfo;
  return {
    url: (tenant, path) => `http://${tenant}.localhost:${port}${path}`,
    paused,
    resume,
    close: () =>
      new Promise((done) => {
        resume();
        server.close(() => done());
        // The browser keeps its connections open; closing waits for none of them.
        server.closeAllConnections();
      }),
  };
}
