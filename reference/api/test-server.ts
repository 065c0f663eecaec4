import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startReferenceApi, type ReferenceApi, type ReferenceApiOptions } from './server.ts';

/** What a browser on the agency's site sends as Origin (tenants/<id>.json). */
export const originOf = (subdomain: string) => `http://${subdomain}.localhost:4321`;

export interface TestApi extends ReferenceApi {
  dataDir: string;
  /** A raw call with the agency's Origin. */
  call(path: string, init?: RequestInit & { agency?: string }): Promise<Response>;
  /** Stops the API and removes its data directory. */
  dispose(): Promise<void>;
}

/** Starts the reference API on a free port with a fresh data directory (or the given one). */
export async function startTestApi(options: ReferenceApiOptions = {}): Promise<TestApi> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'reference-api-test-')));
  const api = await startReferenceApi({ port: 0, quiet: true, ...options, dataDir });
  return {
    ...api,
    dataDir,
    call: (path, { agency, headers, ...init } = {}) => {
      const all = new Headers(headers);
      if (agency) all.set('Origin', originOf(agency));
      return fetch(api.url + path, { ...init, headers: all });
    },
    dispose: async () => {
      await api.close();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs a demo user in and returns the token. */
export async function loginAs(api: TestApi, subdomain: string, email: string): Promise<string> {
  const response = await api.call('/api/user/login', {
    agency: subdomain,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Travel2026!' }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}
