import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * GET over real HTTP with an explicit Host header (fetch forbids setting Host). The path is sent
 * verbatim, so tests can try raw `..` and odd encodings. For tests.
 */
export function get(
  port: number,
  host: string,
  path: string,
  headers: Record<string, string> = {},
  address = '127.0.0.1',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: address, port, path, agent: false, headers: { host: `${host}:${port}`, ...headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}
