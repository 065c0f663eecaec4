import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findRedirect, readRedirectsFile } from './netlify-redirects.ts';
import type { RedirectRule } from './netlify-redirects.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'redirects-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function rules(text: string): Promise<RedirectRule[]> {
  const file = join(dir, `${Math.random().toString(36).slice(2)}_redirects`);
  await writeFile(file, text);
  return readRedirectsFile(file);
}

function request(target: string, headers: Record<string, string> = {}) {
  const url = new URL(target, 'http://site.invalid');
  return { pathname: decodeURIComponent(url.pathname), search: url.search, query: url.searchParams, headers };
}

describe('readRedirectsFile', () => {
  it('defaults to 301 and reports lines it cannot parse without dropping the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const parsed = await rules('/a  /b\nnot-a-rule\n/c  /d  302\n');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('line 2'));
    warn.mockRestore();
    expect(parsed.map((rule) => [rule.from, rule.status])).toEqual([
      ['/a', 301],
      ['/c', 302],
    ]);
  });
});

describe('findRedirect', () => {
  it('requires placeholders to fill exactly one segment', async () => {
    const parsed = await rules('/deals/:city  /offers/:city  301\n');
    expect(findRedirect(parsed, request('/deals/rome'), false)?.target).toBe('/offers/rome');
    expect(findRedirect(parsed, request('/deals/rome/june'), false)).toBeUndefined();
    expect(findRedirect(parsed, request('/deals'), false)).toBeUndefined();
  });

  it('fills a forward rule that omits its target', async () => {
    const parsed = await rules('/app/*  200\n');
    expect(findRedirect(parsed, request('/app/trips/7'), false)?.target).toBe('/app/trips/7');
  });

  it('skips shadowed rules but still reaches a later forced one', async () => {
    const parsed = await rules('/x  /soft  301\n/x  /hard  301!\n');
    expect(findRedirect(parsed, request('/x'), false)?.target).toBe('/soft');
    expect(findRedirect(parsed, request('/x'), true)?.target).toBe('/hard');
  });

  it('compares literal query values', async () => {
    const parsed = await rules('/list  sort=price  /by-price  302\n');
    expect(findRedirect(parsed, request('/list?sort=price'), false)?.target).toBe('/by-price?sort=price');
    expect(findRedirect(parsed, request('/list?sort=date'), false)).toBeUndefined();
  });

  it('matches Language on Accept-Language or the nf_lang cookie', async () => {
    const parsed = await rules('/  /fr/  302  Language=fr,de\n');
    expect(findRedirect(parsed, request('/', { 'accept-language': 'fr-CH, en;q=0.8' }), false)).toBeDefined();
    expect(findRedirect(parsed, request('/', { 'accept-language': 'en-GB' }), false)).toBeUndefined();
    expect(findRedirect(parsed, request('/', { 'accept-language': 'en', cookie: 'nf_lang=de' }), false)).toBeDefined();
  });

  it('matches Country on the nf_country cookie and Cookie on presence', async () => {
    const country = await rules('/  /anz/  302  Country=au,nz\n');
    expect(findRedirect(country, request('/', { cookie: 'a=1; nf_country=NZ' }), false)).toBeDefined();
    expect(findRedirect(country, request('/'), false)).toBeUndefined();
    const cookie = await rules('/*  /beta/:splat  200  Cookie=beta_tester\n');
    expect(findRedirect(cookie, request('/x', { cookie: 'beta_tester=1' }), false)?.target).toBe('/beta/x');
    expect(findRedirect(cookie, request('/x', { cookie: 'other=1' }), false)).toBeUndefined();
  });

  it('never applies rules it cannot evaluate locally (Role, domain-level)', async () => {
    const parsed = await rules('/admin/*  /admin/:splat  200!  Role=admin\nhttps://old.example.com/*  /:splat  301!\n');
    expect(findRedirect(parsed, request('/admin/x'), false)).toBeUndefined();
    expect(findRedirect(parsed, request('/anything'), false)).toBeUndefined();
  });
});
