import { spawn } from 'node:child_process';
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The refusal of api-source.ts, end to end: the real build command, which must stop before it
 * starts the reference API, fetches anything or writes a site. API_PORT points at a listener of
 * the test's own that counts requests: a build that went on would ask it (the embedded API's
 * port is taken, so useReferenceApi probes it) or fail there with another message.
 */

const ROOT = resolve(import.meta.dirname, '../..');

let server: Server;
let requests = 0;
let dir: string;

beforeAll(async () => {
  server = createServer((_, response) => {
    requests += 1;
    response.end('{}');
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  dir = await mkdtemp(join(tmpdir(), 'api-source-'));
});

afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  await rm(dir, { recursive: true, force: true });
});

/** Runs `command` (a shell line) from the project root; its exit code and combined output. */
function run(command: string, env: Record<string, string>): Promise<{ code: number; output: string }> {
  const { AGENCY_API_URL: _api, STOREFRONT_DEMO: _demo, NETLIFY: _netlify, ...inherited } = process.env;
  const port = (server.address() as AddressInfo).port;
  return new Promise((done) => {
    const child = spawn('sh', ['-c', command], { cwd: ROOT, env: { ...inherited, API_PORT: String(port), ASTRO_TELEMETRY_DISABLED: '1', ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => done({ code: code ?? 1, output }));
  });
}

const notBuilt = async (out: string) => {
  await expect(access(out)).rejects.toThrow();
  expect(requests).toBe(0);
};

describe('a build with no agency API', () => {
  it("refuses on Netlify: netlify.toml's own command, TENANT=sunny, no AGENCY_API_URL", async () => {
    const toml = await readFile(join(ROOT, 'netlify.toml'), 'utf8');
    const command = /^\s*command\s*=\s*"((?:[^"\\]|\\.)*)"/m.exec(toml)?.[1]?.replace(/\\"/g, '"');
    expect(command).toMatch(/npm run build/);
    const out = join(dir, 'netlify-dist');
    const { code, output } = await run(`${command} --out '${out}' --work '${join(dir, 'work')}'`, { NETLIFY: 'true', TENANT: 'sunny' });
    expect(code, output).not.toBe(0);
    expect(output).toMatch(/^sunny: a deployed build \(NETLIFY=true\) needs AGENCY_API_URL \(the agency API's address\); without it the site would be built on the demo reference API's data\./m);
    expect(output).not.toMatch(/Reference API|Fetching agency data|bundling/);
    await notBuilt(out);
  });

  it('refuses a prod tenant (medina) without --deploy, and a --deploy build of a local one', async () => {
    const script = `${JSON.stringify(process.execPath)} scripts/build.ts`;
    const out = join(dir, 'plain-dist');
    const plain = await run(`${script} --tenant medina --out '${out}' --work '${join(dir, 'work')}'`, {});
    expect(plain.code, plain.output).not.toBe(0);
    expect(plain.output).toMatch(/^medina: a site of a deployed environment \(prod\) needs AGENCY_API_URL/m);
    const deploy = await run(`${script} --deploy --tenant sunny,nordic --out '${out}' --work '${join(dir, 'work')}'`, {});
    expect(deploy.code, deploy.output).not.toBe(0);
    expect(deploy.output).toMatch(/^nordic, sunny: a deployed build \(--deploy\) needs AGENCY_API_URL/m);
    await notBuilt(out);
  });

  it('refuses a preview of a prod tenant, and a watcher over the demo registry, the same way', async () => {
    const node = JSON.stringify(process.execPath);
    const out = join(dir, 'preview-dist');
    const preview = await run(`${node} scripts/preview.ts --tenant medina --out '${out}' --work '${join(dir, 'work')}'`, {});
    expect(preview.code, preview.output).not.toBe(0);
    expect(preview.output).toMatch(/^medina: a site of a deployed environment \(prod\) needs AGENCY_API_URL/m);
    const watch = await run(`${node} scripts/watch.ts --port 0 --out '${out}' --work '${join(dir, 'work')}'`, {});
    expect(watch.code, watch.output).toBe(1);
    expect(watch.output).toMatch(/alpine, medina: a site of a deployed environment \(qa, prod\) needs AGENCY_API_URL|medina, alpine: a site of a deployed environment/);
    await notBuilt(out);
  });
});
