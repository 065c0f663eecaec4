/*
 * How a storefront site meets its agency API (SPEC §7): the agency is named by the first label of
 * the site's Origin (a preview's label carries a suffix), tenant ids are host labels, the hotel,
 * flight and resort services have their mounts, and remote apps are fetched by id (SPEC §1).
 */
export { agencyOfLabel, PREVIEW_SUFFIX } from '../tenant/preview-host.ts';
export { REFERENCE_SERVICE_MOUNTS } from '../api/service-mounts.ts';
export { isRemoteAppId } from '../site/remote-apps.ts';
export { TENANT_ID } from '../tenant/registry.ts';
