import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { archiveSite, tarHeader, type ArchiveManifest } from './archive.ts';

const run = promisify(execFile);
const longPath = `${'de/top-destination/'.repeat(6)}a-hotel-with-a-rather-long-name/index.html`;

/** A published site as publish.ts leaves it: dist/<id> a symlink to dist/.sites/<id>.<tag>. */
async function publishedSite(): Promise<{ dist: string; files: Map<string, Buffer> }> {
  const dist = await mkdtemp(join(tmpdir(), 'storefront-archive-'));
  const live = join(dist, '.sites', 'alpha.0a1b2c3d');
  const files = new Map<string, Buffer>([
    ['index.html', Buffer.from('<!doctype html><title>alpha</title>')],
    ['ar/about.html', Buffer.from('<html lang="ar" dir="rtl">عن</html>')],
    ['_astro/app.Ab12.js', randomBytes(70_000)],
    ['_headers', Buffer.from('/*\n  X-Content-Type-Options: nosniff\n')],
    ['empty.txt', Buffer.alloc(0)],
    [longPath, Buffer.from('deep')],
    ['.build-info.json', Buffer.from(JSON.stringify({ fingerprint: 'f'.repeat(64), builtAt: '2026-11-24T10:00:00.000Z', pages: 3 }))],
  ]);
  for (const [path, data] of files) {
    await mkdir(dirname(join(live, path)), { recursive: true });
    await writeFile(join(live, path), data);
  }
  await symlink('.sites/alpha.0a1b2c3d', join(dist, 'alpha'));
  return { dist, files };
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('--archive DIR: one archive and manifest per tenant', () => {
  let dist: string;
  let files: Map<string, Buffer>;
  let out: string;
  let manifest: ArchiveManifest;

  beforeAll(async () => {
    ({ dist, files } = await publishedSite());
    out = join(dist, '..', `${dist.split('/').pop()}-archives`);
    manifest = await archiveSite(dist, 'alpha', out);
  });

  it('lists exactly the files of dist/<id>, with their sizes and sha256 hashes', async () => {
    expect(manifest.files.map((file) => file.path)).toEqual([...files.keys()].sort());
    for (const file of manifest.files) {
      expect(file.size).toBe(files.get(file.path)!.length);
      expect(file.sha256).toBe(sha256(files.get(file.path)!));
    }
    expect(manifest).toMatchObject({ tenant: 'alpha', fingerprint: 'f'.repeat(64), pages: 3, builtAt: '2026-11-24T10:00:00.000Z' });
    expect(JSON.parse(await readFile(join(out, 'alpha.manifest.json'), 'utf8'))).toEqual(manifest);
  });

  it('writes an archive that GNU tar unpacks to the same bytes', async () => {
    const archive = await readFile(join(out, 'alpha.tar.gz'));
    expect(manifest.archive).toEqual({ file: 'alpha.tar.gz', bytes: archive.length, sha256: sha256(archive) });
    const unpacked = await mkdtemp(join(tmpdir(), 'storefront-unpacked-'));
    await run('tar', ['-xzf', join(out, 'alpha.tar.gz'), '-C', unpacked]);
    const listed = (await readdir(unpacked, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(unpacked.length + 1))
      .sort();
    expect(listed).toEqual([...files.keys()].sort());
    for (const [path, data] of files) expect((await readFile(join(unpacked, path))).equals(data), path).toBe(true);
    // Nothing but the two outputs: the temporary names were renamed away.
    expect((await readdir(out)).sort()).toEqual(['alpha.manifest.json', 'alpha.tar.gz']);
  });

  it('refuses a folder that is not a published site', async () => {
    await mkdir(join(dist, 'beta'));
    await expect(archiveSite(dist, 'beta', out)).rejects.toThrow(/no build info/);
  });

  it('writes a valid ustar header checksum', () => {
    const header = tarHeader('index.html', 5, 0);
    const stored = parseInt(header.subarray(148, 154).toString('ascii'), 8);
    const blanked = Buffer.from(header);
    blanked.fill(0x20, 148, 156);
    expect(stored).toBe(blanked.reduce((sum, byte) => sum + byte, 0));
    expect(() => tarHeader(`${'x'.repeat(120)}/${'y'.repeat(120)}`, 1, 0)).toThrow(/too long/);
  });
});
