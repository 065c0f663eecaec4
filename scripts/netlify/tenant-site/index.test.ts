import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decideApiSource } from '../../build/api-source.ts';
import { missingApiMessage, onPreBuild } from './index.js';

/** onPreBuild with Netlify's config and utils stood in for: the failure it reports, if any, and where it publishes. */
function preBuild(command = 'npm run build -- --tenant "$TENANT"') {
  const failures: string[] = [];
  const netlifyConfig = { build: { command, publish: 'dist' } };
  onPreBuild({ netlifyConfig, utils: { build: { failBuild: (message: string) => void failures.push(message) } } });
  return { failure: failures[0], publish: netlifyConfig.build.publish };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the tenant-site plugin', () => {
  it('fails a site without AGENCY_API_URL, with the message the build itself prints', () => {
    vi.stubEnv('TENANT', 'sunny');
    vi.stubEnv('AGENCY_API_URL', '');
    vi.stubEnv('STOREFRONT_DEMO', '');
    const source = decideApiSource({ env: { NETLIFY: 'true' }, flags: { deploy: false, demo: false }, tenants: [{ id: 'sunny', environment: 'local' }] });
    expect(source.kind).toBe('refuse');
    expect(preBuild()).toEqual({ failure: source.kind === 'refuse' ? source.message : '', publish: 'dist' });
  });

  it('publishes dist/$TENANT when AGENCY_API_URL is set', () => {
    vi.stubEnv('TENANT', 'sunny');
    vi.stubEnv('AGENCY_API_URL', 'https://api.example');
    expect(preBuild()).toEqual({ failure: undefined, publish: 'dist/sunny' });
  });

  it('lets a demo site build on the demo API: STOREFRONT_DEMO=1, or --demo in the build command', () => {
    vi.stubEnv('TENANT', 'medina');
    vi.stubEnv('AGENCY_API_URL', '');
    vi.stubEnv('STOREFRONT_DEMO', '1');
    expect(preBuild()).toEqual({ failure: undefined, publish: 'dist/medina' });
    vi.stubEnv('STOREFRONT_DEMO', '0');
    expect(preBuild().failure).toMatch(/^medina: a deployed build \(NETLIFY=true\) needs AGENCY_API_URL/);
    expect(preBuild('npm run build -- --demo --tenant "$TENANT"')).toEqual({ failure: undefined, publish: 'dist/medina' });
    expect(preBuild('npm run build -- --tenant "$TENANT" --demonstrate').failure).toMatch(/needs AGENCY_API_URL/);
  });

  it('still checks TENANT first', () => {
    vi.stubEnv('TENANT', 'nobody-here');
    vi.stubEnv('AGENCY_API_URL', '');
    expect(preBuild().failure).toBe('TENANT "nobody-here" has no registry file tenants/nobody-here.json');
  });
});

describe('missingApiMessage', () => {
  it("takes the tenant's own apiUrl as its API", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tenant-site-'));
    try {
      await writeFile(join(dir, 'own.json'), JSON.stringify({ origin: 'https://own.example', environment: 'prod', remotesUrl: 'https://r.example', apiUrl: 'https://api.own.example' }));
      await writeFile(join(dir, 'bare.json'), JSON.stringify({ origin: 'https://bare.example', environment: 'prod', remotesUrl: 'https://r.example' }));
      expect(missingApiMessage({ tenant: 'own', env: {}, tenantsDir: dir })).toBeUndefined();
      expect(missingApiMessage({ tenant: 'bare', env: {}, tenantsDir: dir })).toMatch(/^bare: a deployed build/);
      expect(missingApiMessage({ tenant: 'bare', env: { AGENCY_API_URL: ' ' }, tenantsDir: dir })).toMatch(/^bare: a deployed build/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
