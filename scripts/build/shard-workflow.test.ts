import { readFile, readdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shardOf } from './shard.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const WORKFLOW = resolve(ROOT, '.github/workflows/build-shards.yml');

/** The matrix's shard numbers and the count each job passes to `--shard i/n`. */
function workflowShards(yaml: string): { matrix: number[]; counts: number[] } {
  const list = /^\s*shard:\s*\[([\d,\s]+)\]\s*$/m.exec(yaml);
  if (!list) throw new Error('no `shard: [ … ]` matrix in the workflow');
  const matrix = list[1]!.split(',').map((value) => Number(value.trim()));
  const counts = [...yaml.matchAll(/--shard \$\{\{ matrix\.shard \}\}\/(\d+)/g)].map((match) => Number(match[1]));
  return { matrix, counts };
}

describe('the CI shard workflow', () => {
  it('builds every tenant of the registry in exactly one job', async () => {
    const { matrix, counts } = workflowShards(await readFile(WORKFLOW, 'utf8'));
    expect(counts.length).toBeGreaterThan(0);
    const n = counts[0]!;
    expect(new Set(counts)).toEqual(new Set([n]));
    expect([...matrix].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, index) => index + 1));
    const tenants = (await readdir(resolve(ROOT, 'tenants'))).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5));
    expect(tenants.length).toBeGreaterThan(0);
    for (const id of [...tenants, 'a-tenant-added-later']) {
      expect(matrix.filter((shard) => shard === shardOf(id, n)), id).toHaveLength(1);
    }
  });

  it('builds for deployment, so a missing AGENCY_API_URL secret fails the job (api-source.ts)', async () => {
    const builds = (await readFile(WORKFLOW, 'utf8')).split('\n').filter((line) => /\bnpm run build\b/.test(line) && !line.trim().startsWith('#'));
    expect(builds.length).toBeGreaterThan(0);
    for (const line of builds) {
      expect(line).toMatch(/ -- (.* )?--deploy( |$)/);
      expect(line).not.toMatch(/--demo\b/);
    }
  });

  it('reads the matrix and the count, and refuses a workflow without them', () => {
    expect(workflowShards('  shard: [1, 2, 3]\n  run: npm run build -- --shard ${{ matrix.shard }}/3')).toEqual({ matrix: [1, 2, 3], counts: [3] });
    expect(workflowShards('      shard: [1, 2]\n--shard ${{ matrix.shard }}/3').matrix).toEqual([1, 2]);
    expect(() => workflowShards('jobs: {}')).toThrow('no `shard: [ … ]` matrix');
  });
});
