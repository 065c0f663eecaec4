import * as z from 'zod/mini';
import { httpUrl } from '../validation/fields.ts';
import { parseOrThrow } from './format-error.ts';
import { PREVIEW_SUFFIX } from './preview-host.ts';
// The build reads the registry first: its errors, and the agency answers', read in English.
import './issue-messages.ts';

/** Where a tenant site runs: the deployed environments, or `local`, a developer's machine. */
export const ENVIRONMENTS = ['prod', 'qa', 'uat', 'dev', 'local'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** SPEC §9: the environments treated as deployed. */
export const DEPLOYED_ENVIRONMENTS: readonly Environment[] = ['prod', 'qa', 'uat', 'dev'];

/** A tenant id is the agency subdomain: one DNS label. */
export const TENANT_ID = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** tenants/<id>.json: where one agency site is served from and what it talks to. */
export const tenantConfigSchema = z.strictObject({
  /** The public origin the site is served from, e.g. "http://sunny.localhost:4321". */
  origin: httpUrl.check(
    z.refine((value) => new URL(value).origin === value.replace(/\/$/, ''), 'must be an origin only: scheme, host and optional port, no path'),
  ),
  environment: z.enum(ENVIRONMENTS, { error: `must be one of ${ENVIRONMENTS.join(', ')}` }),
  /** Base URL the remote sub-applications load from. */
  remotesUrl: httpUrl,
  /** This tenant's agency API; AGENCY_API_URL overrides it. */
  apiUrl: z.optional(httpUrl),
  /** SPEC §7 hotel service; defaults to the agency API's /hotel-service mount. */
  hotelServiceUrl: z.optional(httpUrl),
  /** SPEC §7 flight service; defaults to the agency API's /flight-service mount. */
  flightServiceUrl: z.optional(httpUrl),
  /** SPEC §7 resort service; defaults to the agency API's /resort-service mount. */
  resortServiceUrl: z.optional(httpUrl),
  /**
   * A sandbox tenant: an agency being tried out. Its site asks every crawler to stay out, has
   * no sitemap, shows a "Test site" ribbon on every page and refuses a live payment gateway.
   */
  sandbox: z.optional(z.boolean({ error: 'must be true or false' })),
});

export type TenantConfigFile = z.output<typeof tenantConfigSchema>;

export interface TenantConfig extends TenantConfigFile {
  id: string;
  /** The registry file it came from, for error messages. */
  file: string;
  /** Set by the preview build (scripts/preview.ts), never by the file: the site is a preview. */
  preview?: true;
}

/**
 * Validates one registry file. The file name is the agency subdomain, and the origin's
 * first host label must be that subdomain, because the API resolves the agency from it (SPEC §7).
 */
export function parseTenantConfig(file: string, raw: unknown): TenantConfig {
  const id = (file.split(/[\\/]/).pop() ?? '').replace(/\.json$/, '');
  const where = `tenant "${id}" (${file})`;
  if (!TENANT_ID.test(id)) {
    throw new Error(`${where}:\n  (file name): "${id}" is not a valid subdomain (lowercase letters, digits and inner hyphens)`);
  }
  if (id.endsWith(PREVIEW_SUFFIX)) {
    throw new Error(`${where}:\n  (file name): "${id}" ends with "${PREVIEW_SUFFIX}", which names the preview host of tenant "${id.slice(0, -PREVIEW_SUFFIX.length)}"`);
  }
  const config = parseOrThrow(tenantConfigSchema, raw, where);
  const firstLabel = new URL(config.origin).hostname.split('.')[0];
  if (firstLabel !== id) {
    throw new Error(`${where}:\n  origin: host must start with "${id}." (the agency subdomain), got "${new URL(config.origin).hostname}"`);
  }
  return { ...config, origin: new URL(config.origin).origin, id, file };
}
