import { describe, expect, it } from 'vitest';
import { inShard, parseShard, shardOf } from './shard.ts';

const demo = ['sunny', 'viajes', 'nordic', 'alpha', 'beta', 'ghost', 'delta'];
const many = Array.from({ length: 300 }, (_, i) => `agency-${i}`);

describe('--shard i/n', () => {
  it('puts every tenant in exactly one shard, for n = 1..5', () => {
    for (let n = 1; n <= 5; n += 1) {
      for (const id of [...demo, ...many]) {
        const owners = Array.from({ length: n }, (_, i) => i + 1).filter((index) => inShard(id, { index, count: n }));
        expect(owners, `${id} with n=${n}`).toHaveLength(1);
        expect(owners[0]).toBe(shardOf(id, n));
      }
    }
  });

  it('depends only on the id and n, not on the registry order or size', () => {
    const split = (ids: string[], n: number) => new Map(ids.map((id) => [id, shardOf(id, n)]));
    for (let n = 1; n <= 5; n += 1) {
      const full = split(many, n);
      const reversed = split([...many].reverse(), n);
      const fewer = split(many.slice(0, 17), n);
      for (const id of many) expect(reversed.get(id)).toBe(full.get(id));
      for (const [id, shard] of fewer) expect(shard).toBe(full.get(id));
    }
    // Pinned: a change of the hash would silently move tenants between CI jobs.
    expect([1, 2, 3, 4, 5].map((n) => shardOf('sunny', n))).toEqual([1, 1, 1, 3, 5]);
  });

  it('splits a large registry roughly evenly', () => {
    for (let n = 2; n <= 5; n += 1) {
      const sizes = Array.from({ length: n }, (_, i) => many.filter((id) => shardOf(id, n) === i + 1).length);
      for (const size of sizes) expect(size).toBeGreaterThan((many.length / n) * 0.7);
    }
  });

  it('parses i/n and refuses anything else', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    expect(parseShard('1/1')).toEqual({ index: 1, count: 1 });
    for (const bad of ['0/3', '4/3', '1/0', '1', '1/2/3', 'a/b', '-1/2', '']) {
      expect(() => parseShard(bad), bad).toThrow(/--shard must be i\/n/);
    }
  });
});
