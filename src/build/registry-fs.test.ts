import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRegistry } from './registry-fs.ts';

const good = { origin: 'http://sunny.localhost:4321', environment: 'local', remotesUrl: 'http://localhost:4500/remotes' };

describe('reading the registry', () => {
  it('keeps going past a broken file, and says what is wrong with it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'registry-'));
    await writeFile(join(dir, 'sunny.json'), JSON.stringify(good));
    await writeFile(join(dir, 'broken.json'), '{ "origin": ');
    await writeFile(join(dir, 'notes.txt'), 'ignored');
    const entries = await readRegistry(dir);
    expect(entries.map((e) => e.id)).toEqual(['broken', 'sunny']);
    expect(entries[0]?.error).toMatch(/tenant "broken" .*\n {2}\(file\): not valid JSON/);
    expect(entries[1]?.config?.id).toBe('sunny');
  });

  it('every demo tenant in tenants/ is valid', async () => {
    const entries = await readRegistry(join(import.meta.dirname, '../../tenants'));
    expect(entries.length).toBeGreaterThanOrEqual(6);
    expect(entries.filter((e) => e.error)).toEqual([]);
  });
});
