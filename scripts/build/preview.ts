import { spawn } from 'node:child_process';
import { access, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { BUILD_INFO_FILE, liveTarget, promoteSite } from './publish.ts';
import { previewsDir, publishableDir } from './preview-paths.ts';

/*
 * Previews (README "Sandbox tenants and previews"). `npm run preview -- --tenant X` builds
 * tenant X's current registry file and agency data twice:
 * - the preview, marked (noindex, "Preview" ribbon) and built for its preview origin
 *   `X--preview.<host>` (src/tenant/preview-host.ts), into <out>/.previews/X, which
 *   `npm run serve` answers at that host;
 * - its publishable copy, byte for byte what `npm run build` would publish, into
 *   <out>/.previews/.publish/X.
 * Each is a build of its own process (scripts/build.ts): a render keeps what Astro listed of the
 * sites for the life of its process, so a second build of the same tenant id in one process would
 * render the first one's data. The published <out>/X is not touched. `--publish` then makes the
 * publishable copy the live <out>/X with the build's own atomic swap (publish.ts). Both live
 * under <out>/, so that swap is a rename within one file system.
 */

const root = resolve(import.meta.dirname, '../..');

export interface PreviewOptions {
  id: string;
  tenantsDir: string;
  outDir: string;
  workDir: string;
  /** Build on the embedded demo API where no agency API is named (`npm run build -- --demo`). */
  demo?: boolean;
  log: (line: string) => void;
}

/** Removes a tenant's publishable copy, so that nothing stale can be promoted. */
async function discardPublishable(outDir: string, id: string): Promise<void> {
  const link = join(publishableDir(outDir), id);
  const target = await liveTarget(link);
  await rm(link, { force: true });
  if (target !== undefined) await rm(target, { recursive: true, force: true });
}

/** `npm run build` of one tenant into `outDir`, its output shown as it runs; true when it succeeded. */
function build(options: PreviewOptions, outDir: string, preview: boolean): Promise<boolean> {
  const args = ['--tenant', options.id, '--tenants', options.tenantsDir, '--out', outDir, '--work', options.workDir, ...(preview ? ['--preview'] : ['--force']), ...(options.demo ? ['--demo'] : [])];
  return new Promise((done) => {
    const child = spawn(process.execPath, [resolve(root, 'scripts/build.ts'), ...args], { cwd: root, stdio: 'inherit' });
    child.on('error', () => done(false));
    child.on('close', (code) => done(code === 0));
  });
}

/**
 * Builds tenant `id`'s preview and its publishable copy. A tenant whose preview fails (a broken
 * registry file, a malformed agency answer, a sandbox with a live gateway, a failed render) is left
 * with no publishable copy at all: a broken preview is never promoted, and neither is an older one.
 */
export async function buildPreview(options: PreviewOptions): Promise<boolean> {
  const { id, outDir, log } = options;
  await discardPublishable(outDir, id);
  log(`Preview of ${id}: the marked preview…`);
  let ok = await build(options, previewsDir(outDir), true);
  if (ok) {
    log(`Preview of ${id}: the publishable copy…`);
    ok = await build(options, publishableDir(outDir), false);
  }
  if (!ok) {
    await discardPublishable(outDir, id);
    log(`Preview of ${id} FAILED: nothing can be published; ${join(outDir, id)} is as it was.`);
  }
  return ok;
}

/**
 * Makes tenant `id`'s publishable copy its live site, atomically (publish.ts promoteSite). Refuses,
 * leaving the live site as it is, when there is no good preview to publish.
 */
export async function publishPreview(outDir: string, id: string): Promise<void> {
  const link = join(publishableDir(outDir), id);
  const target = await liveTarget(link);
  const complete = target !== undefined && (await access(join(target, BUILD_INFO_FILE)).then(() => true, () => false));
  if (!complete) {
    throw new Error(`tenant "${id}": no preview to publish (run "npm run preview -- --tenant ${id}" first; a failed preview cannot be published)`);
  }
  await promoteSite(outDir, id, target);
  // Published once: the copy now is the live site, and a second --publish has nothing to promote.
  await rm(link, { force: true });
}
