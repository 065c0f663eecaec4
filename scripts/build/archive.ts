import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { readBuildInfo } from './publish.ts';

/** DIR/<id>.manifest.json: what CI uploads beside DIR/<id>.tar.gz, to check it without unpacking. */
export interface ArchiveManifest {
  tenant: string;
  /** The build fingerprint (code + agency data) of the archived site, from its .build-info.json. */
  fingerprint: string;
  builtAt: string;
  pages: number;
  archive: { file: string; bytes: number; sha256: string };
  /** Every file of dist/<id>, sorted by path ('/'-separated, relative to the site root). */
  files: Array<{ path: string; size: number; sha256: string }>;
}

const BLOCK = 512;

async function siteFiles(root: string, dir = root): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await siteFiles(root, full)));
    else if (entry.isFile()) found.push(relative(root, full).split(sep).join('/'));
    else throw new Error(`${full}: only files and directories can be archived`);
  }
  return found.sort();
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

/** A ustar path: up to 100 bytes of name, or a prefix of up to 155 bytes split at a '/'. */
function splitPath(path: string): { name: string; prefix: string } {
  if (Buffer.byteLength(path) <= 100) return { name: path, prefix: '' };
  for (let cut = path.indexOf('/'); cut !== -1; cut = path.indexOf('/', cut + 1)) {
    const prefix = path.slice(0, cut);
    const name = path.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100) return { name, prefix };
  }
  throw new Error(`path too long for a tar archive: ${path}`);
}

/** One POSIX ustar header block for a regular file. */
export function tarHeader(path: string, size: number, mtime: number): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { name, prefix } = splitPath(path);
  header.write(name, 0, 100, 'utf8');
  header.write(octal(0o644, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(mtime, 12), 136, 'ascii');
  header.write('        ', 148, 'ascii');
  header.write('0', 156, 'ascii');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return header;
}

async function* tarStream(root: string, files: string[], mtime: number, sizes: number[]): AsyncGenerator<Buffer> {
  for (const [i, path] of files.entries()) {
    yield tarHeader(path, sizes[i]!, mtime);
    let written = 0;
    for await (const chunk of createReadStream(join(root, path))) {
      written += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
    if (written !== sizes[i]) throw new Error(`${path} changed while being archived`);
    if (written % BLOCK) yield Buffer.alloc(BLOCK - (written % BLOCK));
  }
  yield Buffer.alloc(BLOCK * 2);
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Writes dir/<id>.tar.gz (every file of the published site, paths relative to its root) and
 * dir/<id>.manifest.json, each through a temporary name and a rename, so an upload step never
 * picks up half an archive.
 */
export async function archiveSite(outDir: string, id: string, dir: string): Promise<ArchiveManifest> {
  // dist/<id> is a symlink to the live copy (publish.ts); archive what it points at now.
  const root = await realpath(join(outDir, id));
  const info = await readBuildInfo(root);
  if (!info) throw new Error(`${join(outDir, id)} has no build info: not a published site`);
  const paths = await siteFiles(root);
  const files: ArchiveManifest['files'] = [];
  for (const path of paths) {
    const data = await readFile(join(root, path));
    files.push({ path, size: data.length, sha256: sha256(data) });
  }
  await mkdir(dir, { recursive: true });
  const archiveFile = `${id}.tar.gz`;
  const tmp = join(dir, `.${archiveFile}.tmp`);
  const mtime = Math.floor(Date.parse(info.builtAt) / 1000) || 0;
  try {
    await pipeline(Readable.from(tarStream(root, paths, mtime, files.map((f) => f.size))), createGzip(), createWriteStream(tmp));
    await rename(tmp, join(dir, archiveFile));
  } finally {
    await rm(tmp, { force: true });
  }
  const archived = await readFile(join(dir, archiveFile));
  const manifest: ArchiveManifest = {
    tenant: id,
    fingerprint: info.fingerprint,
    builtAt: info.builtAt,
    pages: info.pages,
    archive: { file: archiveFile, bytes: (await stat(join(dir, archiveFile))).size, sha256: sha256(archived) },
    files,
  };
  const manifestFile = join(dir, `${id}.manifest.json`);
  await writeFile(`${manifestFile}.tmp`, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(`${manifestFile}.tmp`, manifestFile);
  return manifest;
}
