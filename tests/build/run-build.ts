import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runBuildProcess } from '../../scripts/build/build-process.ts';

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
export function runBuild(ws: Workspace, apiUrl: string, args: string[] = [], env: Record<string, string> = {}) {
  return runBuildProcess(['--tenants', ws.tenants, '--out', ws.out, '--work', ws.work, ...args], apiUrl, env);
}
