import { createHash } from 'node:crypto';

/** One CI job's share of the tenants: shard `index` (1-based, as a CI matrix counts) of `count`. */
export interface Shard {
  index: number;
  count: number;
}

/** Parses `--shard i/n` (1 ≤ i ≤ n); a clear error otherwise. */
export function parseShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || !(count >= 1) || !(index >= 1 && index <= count)) {
    throw new Error(`--shard must be i/n with 1 ≤ i ≤ n (e.g. 2/4), got "${text}"`);
  }
  return { index, count };
}

/**
 * The shard (1..count) a tenant belongs to. It depends only on the id and the count, never on
 * the registry's order or size, so adding a tenant moves no other one and every job of a CI
 * matrix agrees on the split without talking to the others.
 */
export function shardOf(id: string, count: number): number {
  const hash = createHash('sha256').update(id).digest();
  return (hash.readUInt32BE(0) % count) + 1;
}

export function inShard(id: string, shard: Shard | undefined): boolean {
  return shard === undefined || shardOf(id, shard.count) === shard.index;
}
