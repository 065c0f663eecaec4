/*
 * A tenant's preview is served beside its published site, on the host `<id>--preview.<rest>`
 * (`http://sunny--preview.localhost:4321`). The agency API resolves the agency from the first host
 * label of the Origin (SPEC §7), so that label names the same agency with or without the suffix.
 */

/** The suffix of a preview's first host label. A registry id may not end with it (registry.ts). */
export const PREVIEW_SUFFIX = '--preview';

/** The preview's origin of a tenant origin: `http://sunny.localhost:4321` → `http://sunny--preview.localhost:4321`. */
export function previewOrigin(origin: string): string {
  const url = new URL(origin);
  const [first, ...rest] = url.hostname.split('.');
  url.hostname = [`${first}${PREVIEW_SUFFIX}`, ...rest].join('.');
  return url.origin;
}

/** The agency a host's first label names: `sunny--preview` and `sunny` both name `sunny`. */
export function agencyOfLabel(label: string): string {
  return label.endsWith(PREVIEW_SUFFIX) ? label.slice(0, -PREVIEW_SUFFIX.length) : label;
}

/** The tenant a preview label asks for, or undefined when the label is not a preview's. */
export function previewedTenant(label: string): string | undefined {
  return label.endsWith(PREVIEW_SUFFIX) && label.length > PREVIEW_SUFFIX.length ? label.slice(0, -PREVIEW_SUFFIX.length) : undefined;
}
