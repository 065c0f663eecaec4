import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRegistry } from '../build/registry-fs.ts';
import { hasHelpChat, isDefaultBrand, showsPaymentIcons, storefrontConfig, storefrontConfigSchema } from './storefront.ts';

describe('storefront configuration', () => {
  it('hides the payment icons for a configured host only, whatever the port (SPEC §2.12)', () => {
    expect(showsPaymentIcons('http://viajes.localhost:4321')).toBe(false);
    expect(showsPaymentIcons('http://viajes.localhost:9999')).toBe(false);
    expect(showsPaymentIcons('http://sunny.localhost:4321')).toBe(true);
  });

  it('has a demo tenant in each setting, so the demo exercises them', async () => {
    const registry = await readRegistry(join(import.meta.dirname, '../../tenants'));
    const hosts = registry.map((entry) => new URL(entry.config!.origin).hostname);
    expect(storefrontConfig.paymentIconExceptionHosts.some((host) => hosts.includes(host))).toBe(true);
    expect(Object.keys(storefrontConfig.partnerCurrencyDefaults).every((id) => registry.some((e) => e.id === id))).toBe(true);
    expect(storefrontConfig.partnerCurrencyDefaults.viajes).toEqual({ country: 'MX', currency: 'MXN' });
  });

  it('names the field of a malformed setting', () => {
    const result = storefrontConfigSchema.safeParse({
      paymentIconExceptionHosts: ['Shop.Example:80'],
      partnerCurrencyDefaults: { viajes: { country: 'MX', currency: 'pesos' } },
      defaultBrandSubdomains: ['Not A Subdomain'],
      helpChatAgencies: [],
      academyHosts: [],
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['paymentIconExceptionHosts.0', 'partnerCurrencyDefaults.viajes.currency', 'defaultBrandSubdomains.0']);
  });

  it('knows the default agency brand, whose header has no Sign Up (SPEC §2.9)', () => {
    expect(isDefaultBrand('alpine')).toBe(true);
    expect(isDefaultBrand('sunny')).toBe(false);
  });

  it('labels Support as Help for the one configured agency, a demo tenant (SPEC §2.10)', async () => {
    const registry = await readRegistry(join(import.meta.dirname, '../../tenants'));
    expect(storefrontConfig.helpChatAgencies).toHaveLength(1);
    expect(storefrontConfig.helpChatAgencies.every((id) => registry.some((e) => e.id === id))).toBe(true);
    expect(hasHelpChat('medina')).toBe(true);
    expect(hasHelpChat('sunny')).toBe(false);
    expect(storefrontConfigSchema.safeParse({ ...storefrontConfig, helpChatAgencies: ['sunny', 'medina'] }).success).toBe(false);
  });
});
