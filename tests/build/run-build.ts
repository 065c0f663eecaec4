import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export interface Workspace {
  tenants: string;
  out: string;
  work: string;
}

export async function workspace(): Promise<Workspace> {
  const dir = await mkdtemp(join(tmpdir(), 'storefront-build-'));
  const ws = { tenants: join(dir, 'tenants'), out: join(dir, 'dist'), work: join(dir, 'work') };
  await mkdir(ws.tenants);
  return ws;
}

export async function addTenant(ws: Workspace, id: string, config: Record<string, unknown> = {}): Promise<void> {
  const entry = { origin: `http://${id}.localhost:4321`, environment: 'local', remotesUrl: 'http://localhost:4500/remotes', ...config };
  await writeFile(join(ws.tenants, `${id}.json`), JSON.stringify(entry));
}

/** Runs `npm run build` as agency ops would: its own process, its exit code, its output. */
export function runBuild(ws: Workspace, apiUrl: string, args: string[] = []): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      [join(root, 'scripts/build.ts'), '--tenants', ws.tenants, '--out', ws.out, '--work', ws.work, ...args],
      { cwd: root, env: { ...process.env, AGENCY_API_URL: apiUrl, ASTRO_TELEMETRY_DISABLED: '1' } },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => done({ code: code ?? 1, output }));
  });
}
