import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../reference/api/test-server.ts';
import { startTamperProxy } from './tamper-proxy.ts';

/* `npm run contract` as a person runs it: its lines, its summary and its exit codes. */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Node 24 of the project (the system's may be older). */
const NODE = `${ROOT}node_modules/.bin/node`;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

const runCli = (...args: string[]) =>
  new Promise<Run>((resolve) => {
    execFile(NODE, ['scripts/contract/check.ts', ...args], { cwd: ROOT, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.dispose());

const LINE = /^(PASS (GET|POST|PUT) \S+( \(unknown path\))? \d{3}|FAIL (GET|POST|PUT) \S+.*|SKIP (GET|POST|PUT) \S+( \(unknown path\))? \(.+\))$/;

describe('npm run contract', () => {
  it('prints a line per call and the summary, exit 0, against the reference API', async () => {
    const { code, stdout } = await runCli('--api', api.url);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe(`Checking ${api.url} as http://sunny.localhost:4321 (read-only, no token)`);
    const calls = lines.slice(1, -1);
    for (const line of calls) expect(line).toMatch(LINE);
    expect(calls).toContain('PASS GET /api/agency 200');
    expect(calls.some((line) => /^SKIP .*\(needs --token; checked: no-token 401/.test(line))).toBe(true);
    const [, passed, failed, skipped] = /^(\d+) passed, (\d+) failed, (\d+) skipped$/.exec(lines.at(-1)!)!.map(Number);
    expect([passed! + failed! + skipped!, failed]).toEqual([calls.length, 0]);
    expect(code).toBe(0);
  });

  it('logs in with --login and checks the token calls too', async () => {
    const { code, stdout } = await runCli('--api', api.url, '--login', 'agent@sunny.demo:Travel2026!');
    expect(stdout).toContain('(read-only, with a token)');
    expect(stdout).not.toContain('needs --token');
    expect(code).toBe(0);
  });

  it('exits 1 when the API breaks the contract', async () => {
    const proxy = await startTamperProxy(api.url, (request, answer) =>
      request.path === '/api/agency' && answer.status === 200 ? { ...answer, body: '{"data":{}}' } : undefined,
    );
    try {
      const { code, stdout } = await runCli('--api', proxy.url);
      expect(stdout).toMatch(/^FAIL GET \/api\/agency 200 {2}data\.\w+: missing/m);
      expect(stdout).toMatch(/^\d+ passed, 1 failed, \d+ skipped$/m);
      expect(code).toBe(1);
    } finally {
      await proxy.close();
    }
  });

  it('exits 2 on bad usage, naming the problem', async () => {
    const unknown = await runCli('--api', api.url, '--bogus');
    expect([unknown.code, unknown.stderr]).toEqual([2, expect.stringContaining("Unknown option '--bogus'")]);
    const missing = await runCli();
    expect([missing.code, missing.stderr]).toEqual([2, expect.stringContaining('--api <URL> is required')]);
  });

  it('exits 2 when nothing answers at the URL, naming it', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const { code, stderr } = await runCli('--api', url);
    expect(stderr).toContain(`cannot reach the agency API at ${url}: fetch failed (ECONNREFUSED)`);
    expect(code).toBe(2);
  });
});
