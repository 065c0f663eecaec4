import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * The README's install line on a fresh machine (system Node 20, npm 11): what makes it install
 * Node 24 for the scripts and print no wall of warnings.
 */

const root = new URL('../../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  allowScripts?: Record<string, boolean>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
};

describe('fresh install', () => {
  it('lets the node package run its preinstall, which puts Node 24 in node_modules/.bin (npm skips unlisted install scripts)', () => {
    expect(pkg.devDependencies.node).toMatch(/^\^24\./);
    expect(pkg.allowScripts?.node).toBe(true);
  });

  it('prints errors only: no EBADENGINE line per package while the system Node is 20', () => {
    const npmrc = readFileSync(new URL('.npmrc', root), 'utf8');
    expect(npmrc).toMatch(/^loglevel=error$/m);
  });

  it('patches Astro, pinned exactly, in the project’s own postinstall (a root package’s scripts run without an allowScripts entry)', () => {
    expect(pkg.devDependencies.astro).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pkg.devDependencies['patch-package']).toBeDefined();
    expect(pkg.scripts.postinstall).toBe('patch-package --error-on-fail');
  });

  it('declares what the bench scripts import', () => {
    expect(pkg.devDependencies.playwright).toBeDefined();
  });
});
