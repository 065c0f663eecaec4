import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, realpath, writeFile } from 'node:fs/promises';
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

/**
 * Every file of a site with the hash of its bytes, through the dist/<id> symlink. What holds the
 * build's time by design is set aside: its record (.build-info.json) and the sitemap's <lastmod>.
 */
export async function siteFiles(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const walk = async (path: string, relative: string): Promise<void> => {
    for (const entry of await readdir(path, { withFileTypes: true })) {
      if (entry.name === '.build-info.json') continue;
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(join(path, entry.name), name);
      else {
        const bytes = await readFile(join(path, entry.name));
        const stable = name === 'sitemap.xml' ? bytes.toString('utf8').replace(/<lastmod>[^<]*<\/lastmod>/g, '<lastmod/>') : bytes;
        files[name] = createHash('sha256').update(stable).digest('hex');
      }
    }
  };
  await walk(await realpath(dir), '');
  return files;
}
