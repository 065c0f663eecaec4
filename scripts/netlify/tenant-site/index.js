// Netlify cannot put an environment variable in `publish`, so this plugin points the site at
// dist/$TENANT before the build, after checking that TENANT names a registry tenant and that the
// site has an agency API to be built on.
import { existsSync, readFileSync, realpathSync } from 'node:fs';

const TENANT_ID = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** As scripts/build/api-source.ts reads STOREFRONT_DEMO. */
const DEMO = /^(1|true|yes)$/i;

/**
 * A Netlify build publishes its site, so without an agency API it would publish the embedded
 * reference API's demo data as the agency's live site (scripts/build/api-source.ts). The build
 * refuses that itself; failing here says so before the build command starts. The
 * text is api-source.ts refusal()'s for a Netlify build (index.test.ts holds them equal).
 * @param {{ tenant: string, env: Record<string, string | undefined>, command?: string | null, tenantsDir?: string }} site
 * @returns {string | undefined} the build's failure, or undefined when the site has an API or is a demo
 */
export function missingApiMessage({ tenant, env, command, tenantsDir = 'tenants' }) {
  if ((env.AGENCY_API_URL ?? '').trim()) return undefined;
  if (DEMO.test((env.STOREFRONT_DEMO ?? '').trim()) || /(^|\s)--demo(\s|$)/.test(command ?? '')) return undefined;
  let config = {};
  try {
    config = JSON.parse(readFileSync(`${tenantsDir}/${tenant}.json`, 'utf8'));
  } catch {
    // An unreadable registry file is the build's to report, with its file and reason.
  }
  if (typeof config?.apiUrl === 'string' && config.apiUrl.trim()) return undefined;
  return `${tenant}: a deployed build (NETLIFY=true) needs AGENCY_API_URL (the agency API's address); without it the site would be built on the demo reference API's data. Set AGENCY_API_URL (or "apiUrl" in tenants/<id>.json), or build with --demo (or STOREFRONT_DEMO=1) for a demo site.`;
}

export const onPreBuild = ({ netlifyConfig, utils }) => {
  const tenant = process.env.TENANT ?? '';
  if (!TENANT_ID.test(tenant)) {
    return utils.build.failBuild(`TENANT must be set to a tenant id (a subdomain); got "${tenant}"`);
  }
  if (!existsSync(`tenants/${tenant}.json`)) {
    return utils.build.failBuild(`TENANT "${tenant}" has no registry file tenants/${tenant}.json`);
  }
  const missingApi = missingApiMessage({ tenant, env: process.env, command: netlifyConfig.build.command });
  if (missingApi) return utils.build.failBuild(missingApi);
  netlifyConfig.build.publish = `dist/${tenant}`;
};

// The build publishes dist/$TENANT as a symlink to a complete copy in dist/.sites (an atomic
// swap, scripts/build/publish.ts); the deploy is pointed at that copy itself, so it never
// depends on how the uploader treats a symlinked folder.
export const onBuild = ({ netlifyConfig, utils }) => {
  const dir = `dist/${process.env.TENANT}`;
  if (!existsSync(`${dir}/index.html`)) return utils.build.failBuild(`${dir} was not built`);
  netlifyConfig.build.publish = realpathSync(dir);
};

export const onPostBuild = ({ utils }) => {
  const dir = `dist/${process.env.TENANT}`;
  if (!existsSync(`${dir}/index.html`)) utils.build.failBuild(`${dir} was not built`);
};
