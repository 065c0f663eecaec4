import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_PORT } from '@agency-storefront/reference/port';

const REFERENCE_ORIGIN = `http://localhost:${DEFAULT_PORT}`;

/**
 * The demo registry for the report's own build: the files as they are, except that a remotesUrl
 * on the reference API's default port moves to the report's API, as AGENCY_API_URL moves the
 * agency API, so the served pages load their remote apps from the API the report runs.
 */
export async function copyRegistry(fromDir: string, toDir: string, apiUrl: string): Promise<string> {
  await rm(toDir, { recursive: true, force: true });
  await mkdir(toDir, { recursive: true });
  for (const name of (await readdir(fromDir)).filter((file) => file.endsWith('.json'))) {
    let text = await readFile(join(fromDir, name), 'utf8');
    try {
      const config = JSON.parse(text) as { remotesUrl?: unknown };
      if (typeof config.remotesUrl === 'string' && config.remotesUrl.startsWith(`${REFERENCE_ORIGIN}/`)) {
        config.remotesUrl = apiUrl + config.remotesUrl.slice(REFERENCE_ORIGIN.length);
        text = `${JSON.stringify(config, null, 2)}\n`;
      }
    } catch {
      // A broken registry file is the build's to report, by tenant and file: copied as it is.
    }
    await writeFile(join(toDir, name), text);
  }
  return toDir;
}
