// Netlify cannot put an environment variable in `publish`, so this plugin points the site at
// dist/$TENANT before the build, after checking that TENANT names a registry tenant.
import { existsSync, realpathSync } from 'node:fs';

const TENANT_ID = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export const onPreBuild = ({ netlifyConfig, utils }) => {
  const tenant = process.env.TENANT ?? '';
  if (!TENANT_ID.test(tenant)) {
    return utils.build.failBuild(`TENANT must be set to a tenant id (a subdomain); got "${tenant}"`);
  }
  if (!existsSync(`tenants/${tenant}.json`)) {
    return utils.build.failBuild(`TENANT "${tenant}" has no registry file tenants/${tenant}.json`);
  }
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
