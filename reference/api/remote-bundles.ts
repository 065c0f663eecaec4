import { readdir, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * The remote apps as a content-delivery host serves built micro-frontends: each app one module with
 * its imports inside, so the shell's modulepreload of `<app>.js` (src/layouts/Shell.astro) brings
 * the whole app, instead of the browser finding its imports level by level once it runs. The
 * sources stay plain ES modules (reference/apps/) that tests and the API import.
 * A bundle is kept until a file of the folder changes, so an edited remote shows on reload.
 */
export function remoteBundles(dir: URL) {
  const path = fileURLToPath(dir);
  const kept = new Map<string, { stamp: string; code: string }>();

  /** The folder's files and their change times: any edit changes it. */
  async function stampOf(): Promise<string> {
    const names = (await readdir(path)).filter((name) => name.endsWith('.js')).sort();
    const times = await Promise.all(names.map(async (name) => `${name}:${(await stat(new URL(name, dir))).mtimeMs}`));
    return times.join('|');
  }

  /** The bundled module of `<app>.js`; undefined when there is no such file. */
  return async function bundle(app: string): Promise<string | undefined> {
    const stamp = await stampOf();
    if (!stamp.split('|').some((entry) => entry.startsWith(`${app}.js:`))) return undefined;
    const hit = kept.get(app);
    if (hit?.stamp === stamp) return hit.code;
    const result = await build({
      entryPoints: [fileURLToPath(new URL(`${app}.js`, dir))],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      write: false,
      legalComments: 'none',
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]!.text;
    kept.set(app, { stamp, code });
    return code;
  };
}
