import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../src/i18n/languages.ts';
import type { SiteData } from '../../src/site/site-data.ts';
import { DEPLOYED_ENVIRONMENTS, type Environment } from '../../src/tenant/registry.ts';
import { findRedirect, readRedirectsFile, type RedirectRule } from '../serve/netlify-redirects.ts';
import { redirectsFile } from './netlify-files.ts';
import { testSiteBase } from './test-sites.ts';

// Only what the redirects read: the not-found kind has no agency to fake.
const site = (environment: Environment, defaultLanguage: Language = 'en'): SiteData => ({
  kind: 'not-found',
  ...testSiteBase(environment, defaultLanguage),
});

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'netlify-files-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The rules as Netlify's own parser reads them, matched as the local server (and Netlify) does. */
async function rulesOf(data: SiteData): Promise<RedirectRule[]> {
  const file = join(dir, `${data.environment}-${data.defaultLanguage}_redirects`);
  await writeFile(file, redirectsFile(data));
  return readRedirectsFile(file);
}

function follow(rules: RedirectRule[], target: string, fileExists = false) {
  const url = new URL(target, 'http://site.invalid');
  const match = findRedirect(rules, { pathname: url.pathname, search: url.search, query: url.searchParams, headers: {} }, fileExists);
  return match && `${match.status} ${match.target}`;
}

describe('_redirects', () => {
  it('sends unmatched paths to /errors in their language, the catch-all last (SPEC §2.2)', async () => {
    const text = redirectsFile(site('prod'));
    expect(text.trim().split('\n').at(-1)).toBe('/*  /errors  302');
    const rules = await rulesOf(site('prod'));
    expect(follow(rules, '/nowhere')).toBe('302 /errors');
    expect(follow(rules, '/ar/nowhere')).toBe('302 /ar/errors');
    expect(follow(rules, '/about', true)).toBeUndefined();
  });

  it('outside the deployed environments sends /blog/share and /destination/share to /blog and /destination (SPEC §2.2)', async () => {
    const rules = await rulesOf(site('local'));
    expect(follow(rules, '/blog/share')).toBe('302 /blog');
    expect(follow(rules, '/blog/share/')).toBe('302 /blog');
    expect(follow(rules, '/blog/share/summer-in-rome?utm=x')).toBe('302 /blog?utm=x');
    expect(follow(rules, '/destination/share?lat=1&long=2')).toBe('302 /destination?lat=1&long=2');
    expect(follow(rules, '/destination/share/rome/today')).toBe('302 /destination');
    expect(follow(rules, '/es/blog/share/x')).toBe('302 /es/blog');
    expect(follow(rules, '/ar/destination/share')).toBe('302 /ar/destination');
    // A page at that path does not shadow the rule; other blog paths are not touched.
    expect(follow(rules, '/blog/share', true)).toBe('302 /blog');
    expect(follow(rules, '/blog/shared')).toBe('302 /errors');
    expect(follow(rules, '/en/blog/share')).toBe('302 /errors');
  });

  it('prefixes the languages other than the agency default', async () => {
    const rules = await rulesOf(site('local', 'de'));
    expect(follow(rules, '/blog/share')).toBe('302 /blog');
    expect(follow(rules, '/en/blog/share/x')).toBe('302 /en/blog');
    expect(follow(rules, '/de/blog/share')).toBe('302 /errors');
  });

  it('writes nothing for share links in prod, qa, uat and dev: the remote blog app answers them', async () => {
    expect(DEPLOYED_ENVIRONMENTS).toEqual(['prod', 'qa', 'uat', 'dev']);
    for (const environment of DEPLOYED_ENVIRONMENTS) {
      expect(redirectsFile(site(environment))).not.toMatch(/share/i);
      const rules = await rulesOf(site(environment));
      expect(follow(rules, '/blog/share')).toBe('302 /errors');
      expect(follow(rules, '/fr/destination/share')).toBe('302 /fr/errors');
    }
  });
});
