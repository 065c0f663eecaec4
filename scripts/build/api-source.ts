import { DEPLOYED_ENVIRONMENTS, type Environment } from '../../src/tenant/registry.ts';

/*
 * Which agency API a build reads its tenants from, decided before anything is fetched.
 *
 * A tenant's data comes from AGENCY_API_URL, else its registry file's apiUrl, else the embedded
 * reference API (collect.ts apiUrlFor). That last fallback serves demo data: a published site
 * built on it shows the demo agency's texts, prices and links as the live site. So the fallback
 * is refused for
 * - a deploy build: on Netlify (NETLIFY=true, which Netlify sets for every build), or with
 *   --deploy (the CI shard workflow passes it), whatever the tenants' environments;
 * - a tenant of a deployed environment (prod, qa, uat, dev: SPEC §9), in any build,
 * unless the demo is asked for by name: --demo, or STOREFRONT_DEMO=1 where the command line is
 * not one's own (a Netlify site's environment, `npm run preview`, which passes it on). Callers
 * that run their own reference API (npm start, the tests, the benchmarks, the report) pass its
 * address as AGENCY_API_URL, so the rule never sees them fall back.
 * --demo never replaces an API a tenant names: it only allows the fallback for those that name none.
 */

/** What the decision reads. */
export interface ApiSourceInput {
  /** The build's environment: AGENCY_API_URL, NETLIFY and STOREFRONT_DEMO are read. */
  env: Readonly<Record<string, string | undefined>>;
  /** The command line's --deploy and --demo. */
  flags: { deploy: boolean; demo: boolean };
  /** The tenants this build would build (a broken registry file fails on its own and is left out). */
  tenants: ReadonlyArray<{ id: string; environment: Environment; apiUrl?: string | undefined }>;
}

export type ApiSource =
  /** Every tenant names its API; `apiOverride` is AGENCY_API_URL when set. */
  | { kind: 'external'; apiOverride: string | undefined; lines: string[] }
  /** The embedded reference API serves `demoTenants`; the others name their own API. */
  | { kind: 'embedded'; demoTenants: string[]; lines: string[] }
  /** Nothing may be fetched: `message` says why and what to set. */
  | { kind: 'refuse'; message: string };

const YES = /^(1|true|yes)$/i;

/** STOREFRONT_DEMO asks for the demo when it is 1, true or yes (as the Netlify plugin reads it, tenant-site/index.js). */
export const demoRequested = (env: ApiSourceInput['env']): boolean => YES.test(env.STOREFRONT_DEMO?.trim() ?? '');

const isDeployed = (environment: Environment) => DEPLOYED_ENVIRONMENTS.includes(environment);

/**
 * The refusal for `ids`, each to be built on the demo API although `why` forbids it. The
 * Netlify plugin (tenant-site/index.js) prints the same text; index.test.ts holds them equal.
 */
export function refusal(ids: readonly string[], why: string): string {
  const sites = ids.length === 1 ? 'the site' : 'the sites';
  return `${ids.join(', ')}: ${why} needs AGENCY_API_URL (the agency API's address); without it ${sites} would be built on the demo reference API's data. Set AGENCY_API_URL (or "apiUrl" in tenants/<id>.json), or build with --demo (or STOREFRONT_DEMO=1) for a demo site.`;
}

export function decideApiSource({ env, flags, tenants }: ApiSourceInput): ApiSource {
  const apiOverride = env.AGENCY_API_URL?.trim() || undefined;
  const demo = flags.demo || demoRequested(env);
  const deploy = flags.deploy || env.NETLIFY === 'true';
  const unnamed = apiOverride ? [] : tenants.filter((tenant) => !tenant.apiUrl);
  if (!unnamed.length) {
    const lines = demo ? ['Demo build asked for, but every tenant names its agency API (AGENCY_API_URL or apiUrl): the demo reference API is not used.'] : [];
    return { kind: 'external', apiOverride, lines };
  }
  const ids = unnamed.map((tenant) => tenant.id);
  if (demo) {
    const how = flags.demo ? '--demo' : 'STOREFRONT_DEMO';
    return { kind: 'embedded', demoTenants: ids, lines: [`Demo build (${how}): ${ids.join(', ')} built on the embedded demo reference API's data, not an agency's.`] };
  }
  if (deploy) return { kind: 'refuse', message: refusal(ids, `a deployed build (${flags.deploy ? '--deploy' : 'NETLIFY=true'})`) };
  const deployed = unnamed.filter((tenant) => isDeployed(tenant.environment));
  if (deployed.length) {
    const environments = [...new Set(deployed.map((tenant) => tenant.environment))].join(', ');
    return { kind: 'refuse', message: refusal(deployed.map((tenant) => tenant.id), `a site of a deployed environment (${environments})`) };
  }
  return { kind: 'embedded', demoTenants: ids, lines: [`No AGENCY_API_URL: ${ids.join(', ')} (environment local) built on the embedded demo reference API's data.`] };
}
