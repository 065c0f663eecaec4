import { z } from 'zod';
import { countryCode, currencyCode } from '../validation/fields.ts';
import { parseOrThrow } from '../tenant/format-error.ts';
import { TENANT_ID } from '../tenant/registry.ts';
import raw from './storefront.json';

/**
 * Platform-wide settings that the spec keeps as data, not code: which hosts hide the
 * accepted-payment icons (SPEC §2.12), and which partner agencies default to another
 * country and currency (SPEC §4 Currency, §9: MX and MXN for the partner agency).
 */
export const storefrontConfigSchema = z
  .object({
    /** Host names (no port) whose footer shows no accepted-payment icons. */
    paymentIconExceptionHosts: z.array(z.string().regex(/^[a-z0-9.-]+$/, 'must be a lowercase host name without port')),
    /** Tenant id → the country and currency its visitors start with. */
    partnerCurrencyDefaults: z.record(
      z.string().regex(TENANT_ID, 'must be a tenant id'),
      z.object({ country: countryCode, currency: currencyCode }),
    ),
    /** Subdomains of the platform's own default brand, whose header offers no Sign Up (SPEC §2.9). */
    defaultBrandSubdomains: z.array(z.string().regex(TENANT_ID, 'must be an agency subdomain')),
    /**
     * SPEC §2.10: the agency (tenants by id) whose profile menu says Help instead of Support and opens
     * a support chat widget there.
     */
    helpChatAgencies: z.array(z.string().regex(TENANT_ID, 'must be a tenant id')).max(1, 'Help is one particular agency’s label'),
    /** SPEC §2.11: the academy's host names; only a link to one of them is given the access token. */
    academyHosts: z.array(z.string().regex(/^[a-z0-9.-]+$/, 'must be a lowercase host name without port')),
  })
  .strict();

export type StorefrontConfig = z.output<typeof storefrontConfigSchema>;

export const storefrontConfig: StorefrontConfig = parseOrThrow(storefrontConfigSchema, raw, 'src/config/storefront.json');

/** SPEC §2.12: the accepted-payment icons are hidden for the configured hosts. */
export function showsPaymentIcons(origin: string, config: StorefrontConfig = storefrontConfig): boolean {
  return !config.paymentIconExceptionHosts.includes(new URL(origin).hostname);
}

/** SPEC §2.9: Sign Up is hidden for the default agency brand. */
export function isDefaultBrand(subdomain: string, config: StorefrontConfig = storefrontConfig): boolean {
  return config.defaultBrandSubdomains.includes(subdomain);
}

/** SPEC §2.10: whether the profile menu's Support is this agency's Help, opening the support chat. */
export function hasHelpChat(tenant: string, config: StorefrontConfig = storefrontConfig): boolean {
  return config.helpChatAgencies.includes(tenant);
}
