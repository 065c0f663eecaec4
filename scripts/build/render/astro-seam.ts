import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/*
 * The fast render's seam in Astro. Three functions private to Astro's page render ask the render
 * threads first when the threads have put their hooks on globalThis (bundle-app.ts), and do
 * exactly as Astro does when there are none, so Astro's own generation
 * (STOREFRONT_RENDER=astro) and the dev server render as Astro alone would. No public interface
 * of Astro reaches inside them (docs/decisions.md, "The fast render path on a patched Astro"), so
 * the project pins Astro exactly and patches it on `npm install` (package.json postinstall,
 * patch-package, patches/astro+<version>.patch):
 *
 * - renderFrameworkComponent (runtime/server/render/component.js) renders every framework
 *   island: the island memo answers repeated ones (island-memo.ts).
 * - serializeProps (runtime/server/serialize.js) serialises an island's props twice, for its
 *   id and for its attribute: with the hooks it answers the second call from the first.
 * - renderStreamToString (runtime/server/render/astro/render.js) adds a page's pieces to one
 *   string: with the hooks it hands them to the page's PageText, which gives the page's bytes
 *   (page-bytes.ts).
 *
 * tests/build/render-identity.test.ts holds the two renders byte for byte equal.
 */

/** Where the render threads put their hooks (globalThis, under Symbol.for); the patch reads them there. */
export const RENDER_HOOKS = 'storefront.build.render-hooks';

/** The patched modules (under astro/), each with the marker its patched function carries. */
export const SEAM_MARKERS: ReadonlyArray<readonly [file: string, marker: string]> = [
  ['dist/runtime/server/render/component.js', 'storefront render seam: island'],
  ['dist/runtime/server/serialize.js', 'storefront render seam: props'],
  ['dist/runtime/server/render/astro/render.js', 'storefront render seam: page text'],
];

export const PATCHES_DIR = 'patches';

/** What the check looks at: Astro's installed version, the patch files, the patched modules' text. */
export interface AstroInstall {
  version: string;
  /** The file names in patches/. */
  patchFiles: string[];
  /** A module's text by its path under astro/ (undefined when it is missing). */
  read(file: string): string | undefined;
}

/** The version a patch-package file name is for: astro+7.3.5.patch, astro+7.3.5+001+name.patch. */
const patchVersion = (name: string) => /^astro\+([^+]+)(?:\+.*)?\.patch$/.exec(name)?.[1];

/** The one message for an Astro the fast render cannot run on, or undefined when it can. */
export function seamProblem({ version, patchFiles, read }: AstroInstall): string | undefined {
  const patches = patchFiles.filter((name) => patchVersion(name) !== undefined).sort();
  const patch = `${PATCHES_DIR}/${patches[0] ?? `astro+${version}.patch`}`;
  const refresh = `refresh ${patch} for Astro ${version} (docs/decisions.md, "The fast render path on a patched Astro"), or render with Astro's own generation (STOREFRONT_RENDER=astro)`;
  if (patches.length !== 1 || patchVersion(patches[0]!) !== version) {
    const found = patches.length ? `the patch is ${patches.map((name) => `${PATCHES_DIR}/${name}`).join(', ')}` : `there is no patch in ${PATCHES_DIR}/`;
    return `Astro ${version} is installed but ${found}: ${refresh}`;
  }
  const missing = SEAM_MARKERS.filter(([file, marker]) => !read(file)?.includes(marker));
  if (missing.length) {
    const where = missing.map(([file, marker]) => `"${marker}" in astro/${file}`).join(', ');
    return `Astro ${version} is installed without ${patch} applied (no ${where}): run \`npm install\` (its postinstall applies the patch), or ${refresh}`;
  }
  return undefined;
}

/** The project's installed Astro and its patches/ folder. */
export function installedAstro(root: string): AstroInstall {
  const astroDir = dirname(createRequire(join(root, 'package.json')).resolve('astro/package.json'));
  const { version } = JSON.parse(readFileSync(join(astroDir, 'package.json'), 'utf8')) as { version: string };
  let patchFiles: string[] = [];
  try {
    patchFiles = readdirSync(join(root, PATCHES_DIR));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const read = (file: string) => {
    try {
      return readFileSync(join(astroDir, file), 'utf8');
    } catch {
      return undefined;
    }
  };
  return { version, patchFiles, read };
}

/** Fails with the one message when the installed Astro does not carry the seam the fast render needs. */
export function checkAstroSeam(root: string, install: AstroInstall = installedAstro(root)): void {
  const problem = seamProblem(install);
  if (problem) throw new Error(problem);
}
