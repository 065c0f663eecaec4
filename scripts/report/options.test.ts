import { describe, expect, it } from 'vitest';
import { parsePort, parseTenants } from './options.ts';

describe('report options', () => {
  it('takes tenants as a comma list, repeatable, each once', () => {
    expect(parseTenants(['sunny,medina', 'sunny', ' alpine '])).toEqual(['sunny', 'medina', 'alpine']);
    expect(parseTenants([])).toEqual([]);
  });

  it('refuses a tenant id that could reach a path or a URL', () => {
    expect(() => parseTenants(['../etc'])).toThrow('not a tenant id: "../etc"');
    expect(() => parseTenants(['a/b,ok'])).toThrow(/"a\/b"/);
  });

  it('takes ports from 0 to 65535 only', () => {
    expect(parsePort('4451', '--site-port')).toBe(4451);
    expect(parsePort('0', '--site-port')).toBe(0);
    expect(() => parsePort('70000', '--api-port')).toThrow('Invalid --api-port "70000"');
    expect(() => parsePort('12a', '--api-port')).toThrow(/Invalid/);
  });
});
