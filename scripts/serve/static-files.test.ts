import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page, writeFiles } from './fixture-sites.ts';
import { parseRequestPath, resolveStaticFile } from './static-files.ts';

describe('parseRequestPath', () => {
  it('decodes and resolves dot segments like a browser', () => {
    expect(parseRequestPath('/a/../b%20c?x=1')).toMatchObject({ pathname: '/b c', search: '?x=1' });
    expect(parseRequestPath('/%2e%2e/etc')?.pathname).toBe('/etc');
    expect(parseRequestPath('//host/path')?.pathname).toBe('//host/path');
  });

  it('refuses what could climb out once decoded, and malformed escapes', () => {
    for (const target of ['/..%2fetc', '/%2e%2e%2fetc', '/a%5c..%5cetc', '/a%00', '/%E0%A4%A']) {
      expect(parseRequestPath(target), target).toBeNull();
    }
  });
});

describe('resolveStaticFile', () => {
  let site: string;
  beforeAll(async () => {
    site = await mkdtemp(join(tmpdir(), 'static-test-'));
    await writeFiles(site, {
      'index.html': page('home'),
      'about.html': page('about file'),
      'about/index.html': page('about index'),
      '_redirects': '',
      '_headers': '',
      '.env': 'SECRET=1',
      '.well-known/security.txt': 'Contact: x',
    });
  });
  afterAll(async () => {
    await rm(site, { recursive: true, force: true });
  });

  it('follows Netlify pretty URLs', () => {
    expect(resolveStaticFile(site, '/')).toBe('index.html');
    expect(resolveStaticFile(site, '/about')).toBe('about.html');
    expect(resolveStaticFile(site, '/about/')).toBe('about/index.html');
    expect(resolveStaticFile(site, '/missing')).toBeNull();
  });

  it('hides configuration and dot-files but not /.well-known', () => {
    expect(resolveStaticFile(site, '/_redirects')).toBeNull();
    expect(resolveStaticFile(site, '/_headers')).toBeNull();
    expect(resolveStaticFile(site, '/.env')).toBeNull();
    expect(resolveStaticFile(site, '/.well-known/security.txt')).toBe('.well-known/security.txt');
  });
});
