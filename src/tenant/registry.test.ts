import { describe, expect, it } from 'vitest';
import { parseTenantConfig } from './registry.ts';

const good = { origin: 'http://sunny.localhost:4321', environment: 'local', remotesUrl: 'http://localhost:4500/remotes' };

describe('tenant registry schema', () => {
  it('accepts a complete entry and takes the id from the file name', () => {
    const config = parseTenantConfig('tenants/sunny.json', { ...good, apiUrl: 'https://api.example.com' });
    expect(config).toMatchObject({ id: 'sunny', origin: 'http://sunny.localhost:4321', environment: 'local', apiUrl: 'https://api.example.com' });
  });

  it.each([
    [{ ...good, environment: 'staging' }, /environment: must be one of prod, qa, uat, dev, local/],
    [{ ...good, origin: 'ftp://sunny.localhost' }, /origin: must be an http\(s\) URL/],
    [{ ...good, origin: 'http://sunny.localhost:4321/home' }, /origin: must be an origin only/],
    [{ ...good, remotesUrl: undefined }, /remotesUrl:/],
    [{ ...good, apiUrl: 'not a url' }, /apiUrl: must be an http\(s\) URL/],
    [{ ...good, colour: 'red' }, /\(root\): Unrecognized key: "colour"/],
    [{ ...good, origin: 'http://other.localhost:4321' }, /origin: host must start with "sunny\."/],
    [{ ...good, sandbox: 'yes' }, /sandbox: must be true or false/],
    [{ ...good, sandbox: 1 }, /sandbox: must be true or false/],
  ])('names the tenant, the file and the field: %j', (raw, message) => {
    let error: Error | undefined;
    try {
      parseTenantConfig('tenants/sunny.json', raw);
    } catch (caught) {
      error = caught as Error;
    }
    expect(error?.message).toMatch(/^tenant "sunny" \(tenants\/sunny\.json\):/);
    expect(error?.message).toMatch(message);
  });

  it('takes the sandbox flag, and leaves it out when the file does not set it', () => {
    expect(parseTenantConfig('tenants/sunny.json', { ...good, sandbox: true }).sandbox).toBe(true);
    expect(parseTenantConfig('tenants/sunny.json', { ...good, sandbox: false }).sandbox).toBe(false);
    expect(parseTenantConfig('tenants/sunny.json', good)).not.toHaveProperty('sandbox');
  });

  it('refuses an id that would take a tenant\'s preview host', () => {
    const config = { ...good, origin: 'http://sunny--preview.localhost:4321' };
    expect(() => parseTenantConfig('tenants/sunny--preview.json', config)).toThrow(/\(file name\): "sunny--preview" ends with "--preview", which names the preview host of tenant "sunny"/);
  });

  it('refuses a file name that is not a subdomain', () => {
    expect(() => parseTenantConfig('tenants/Sunny_Holidays.json', good)).toThrow(/\(file name\): "Sunny_Holidays" is not a valid subdomain/);
  });
});
