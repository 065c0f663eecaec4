import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { sanitizeAgencyHtml } from '../../src/build/sanitize.ts';
import { sanitizedHtml } from './sanitized-html.ts';

const file = async () => join(await mkdtemp(join(tmpdir(), 'sanitized-')), 'sunny.json');
const ABOUT = '<p onclick="steal()">About <script>alert(1)</script><b>us</b></p>';

describe('sanitised agency HTML kept between builds', () => {
  it('gives the sanitiser’s output, and the next build the same output without sanitising again', async () => {
    const at = await file();
    const first = await sanitizedHtml(at, 'code-1');
    expect(first.sanitize(ABOUT)).toBe(sanitizeAgencyHtml(ABOUT));
    expect(first.sanitize(ABOUT)).toBe('<p>About <b>us</b></p>');
    await first.save();

    const sanitize = vi.fn(sanitizeAgencyHtml);
    const next = await sanitizedHtml(at, 'code-1', sanitize);
    expect(next.sanitize(ABOUT)).toBe('<p>About <b>us</b></p>');
    expect(sanitize).not.toHaveBeenCalled();
  });

  it('sanitises afresh for new code (the fingerprint covers the sanitiser and its packages)', async () => {
    const at = await file();
    const first = await sanitizedHtml(at, 'code-1');
    first.sanitize(ABOUT);
    await first.save();
    const sanitize = vi.fn(sanitizeAgencyHtml);
    expect((await sanitizedHtml(at, 'code-2', sanitize)).sanitize(ABOUT)).toBe('<p>About <b>us</b></p>');
    expect(sanitize).toHaveBeenCalledOnce();
  });

  it('never trusts an output it cannot read: a damaged file is a fresh start, not an error', async () => {
    const at = await file();
    for (const damaged of ['{not json', JSON.stringify({ code: 'code-1', entries: 'x' }), JSON.stringify({ code: 'code-1', entries: [[1, 2]] })]) {
      await writeFile(at, damaged);
      const sanitize = vi.fn(sanitizeAgencyHtml);
      expect((await sanitizedHtml(at, 'code-1', sanitize)).sanitize(ABOUT)).toBe('<p>About <b>us</b></p>');
      expect(sanitize).toHaveBeenCalledOnce();
    }
  });

  it('keeps only the HTML this build used, and writes nothing when that did not change', async () => {
    const at = await file();
    const first = await sanitizedHtml(at, 'code-1');
    first.sanitize(ABOUT);
    first.sanitize('<p>Old FAQ answer</p>');
    await first.save();
    const second = await sanitizedHtml(at, 'code-1');
    second.sanitize(ABOUT);
    await second.save();
    expect(JSON.parse(await readFile(at, 'utf8')).entries).toHaveLength(1);
    const written = await readFile(at, 'utf8');
    const third = await sanitizedHtml(at, 'code-1', () => {
      throw new Error('not asked');
    });
    third.sanitize(ABOUT);
    expect(third.sanitize('  ')).toBe('');
    await third.save();
    expect(await readFile(at, 'utf8')).toBe(written);
  });

  it('loads jsdom only when something is sanitised', () => {
    const root = resolve(import.meta.dirname, '../..');
    const probe = (code: string) =>
      execFileSync(process.execPath, ['--input-type=module', '-e', `import { createRequire } from 'node:module'; const { sanitizeAgencyHtml } = await import('./src/build/sanitize.ts'); ${code}; console.log(Object.keys(createRequire(import.meta.url).cache).some((path) => path.includes('/node_modules/jsdom/')));`], { cwd: root, encoding: 'utf8' }).trim();
    expect(probe('')).toBe('false');
    expect(probe("sanitizeAgencyHtml('<p>x</p>')")).toBe('true');
  });
});
