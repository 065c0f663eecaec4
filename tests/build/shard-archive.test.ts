import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, realpath } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArchiveManifest } from '../../scripts/build/archive.ts';
import { shardOf } from '../../scripts/build/shard.ts';
import { agencyFixture, startFixtureApi, type FixtureApi } from './fixture-api.ts';
import { addTenant, runBuild, workspace, type Workspace } from './run-build.ts';

const run = promisify(execFile);
let api: FixtureApi;
let ws: Workspace;
let archives: string;
const builds: Array<{ code: number; output: string }> = [];

/** Every file under a directory (following dist/<id> to its live copy), with size and hash. */
async function files(dir: string): Promise<Array<{ path: string; size: number; sha256: string }>> {
  const root = await realpath(dir);
  const found = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const data = await readFile(join(entry.parentPath, entry.name));
    found.push({ path: join(entry.parentPath, entry.name).slice(root.length + 1), size: data.length, sha256: createHash('sha256').update(data).digest('hex') });
  }
  return found.sort((a, b) => (a.path < b.path ? -1 : 1));
}

beforeAll(async () => {
  api = await startFixtureApi();
  ws = await workspace();
  archives = await mkdtemp(join(tmpdir(), 'storefront-archives-'));
  // Two tenants in different halves of a 2-way split (pinned by shard.test.ts's hash).
  expect([shardOf('delta', 2), shardOf('alpha', 2)]).toEqual([1, 2]);
  for (const id of ['alpha', 'delta']) {
    api.agencies.set(id, agencyFixture(id));
    await addTenant(ws, id);
  }
  for (const shard of ['1/2', '2/2']) builds.push(await runBuild(ws, api.url, ['--shard', shard, '--archive', archives]));
});

afterAll(() => api.close());

describe('npm run build -- --shard i/n --archive DIR', () => {
  it('builds each tenant in exactly one shard, into disjoint dist/<id> folders', async () => {
    expect(builds.map((build) => build.code)).toEqual([0, 0]);
    expect(builds[0]!.output).toMatch(/Shard 1\/2: 1 of 2 tenant\(s\)/);
    expect(builds[0]!.output).toMatch(/delta\s+\d+\s+[\d.]+s\s+built/);
    expect(builds[0]!.output).not.toMatch(/alpha/);
    expect(builds[1]!.output).toMatch(/alpha\s+\d+\s+[\d.]+s\s+built/);
    expect(builds[1]!.output).not.toMatch(/delta/);
    expect((await readdir(ws.out)).filter((name) => !name.startsWith('.')).sort()).toEqual(['alpha', 'delta']);
  });

  it('writes a manifest listing exactly the files of dist/<id>, and an archive that unpacks to the same bytes', async () => {
    expect((await readdir(archives)).sort()).toEqual(['alpha.manifest.json', 'alpha.tar.gz', 'delta.manifest.json', 'delta.tar.gz']);
    for (const id of ['alpha', 'delta']) {
      const manifest = JSON.parse(await readFile(join(archives, `${id}.manifest.json`), 'utf8')) as ArchiveManifest;
      const site = await files(join(ws.out, id));
      expect(manifest.files).toEqual(site);
      expect(manifest.fingerprint).toBe(JSON.parse(await readFile(join(ws.out, id, '.build-info.json'), 'utf8')).fingerprint);
      const unpacked = await mkdtemp(join(tmpdir(), `storefront-${id}-`));
      await run('tar', ['-xzf', join(archives, `${id}.tar.gz`), '-C', unpacked]);
      expect(await files(unpacked)).toEqual(site);
    }
  });

  it('refuses a malformed --shard', async () => {
    const bad = await runBuild(ws, api.url, ['--shard', '3/2']);
    expect(bad.code).toBe(2);
    expect(bad.output).toMatch(/--shard must be i\/n with 1 ≤ i ≤ n \(e\.g\. 2\/4\), got "3\/2"/);
  });
});
