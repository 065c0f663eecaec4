/**
 * `npm run preview -- --tenant X [--publish] [--demo] [--tenants DIR] [--out DIR] [--work DIR]`
 * Without --publish: builds tenant X's current registry file and agency data as a preview,
 * served by `npm run serve` at http://X--preview.localhost:PORT/, and a publishable copy of it;
 * the published dist/X is not touched. With --publish: makes that copy the published dist/X,
 * atomically. AGENCY_API_URL and --demo work as for `npm run build` (a tenant of a deployed
 * environment that names no API is previewed on the demo API only with --demo). Details:
 * scripts/build/preview.ts.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildPreview, publishPreview } from './build/preview.ts';

const root = resolve(import.meta.dirname, '..');
const USAGE = 'Usage: npm run preview -- --tenant X [--publish] [--demo] [--tenants DIR] [--out DIR] [--work DIR]';

async function main(): Promise<number> {
  let values;
  try {
    values = parseArgs({
      options: {
        tenant: { type: 'string' },
        publish: { type: 'boolean', default: false },
        demo: { type: 'boolean', default: false },
        tenants: { type: 'string', default: resolve(root, 'tenants') },
        out: { type: 'string', default: resolve(root, 'dist') },
        work: { type: 'string', default: resolve(root, '.build') },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const id = values.tenant?.trim();
  if (!id || id.includes(',')) {
    console.error(`Name one tenant.\n${USAGE}`);
    return 2;
  }
  const [tenantsDir, outDir, workDir] = [values.tenants, values.out, values.work].map((path) => resolve(path));
  if (values.publish) {
    try {
      await publishPreview(outDir!, id);
    } catch (error) {
      console.error((error as Error).message);
      return 1;
    }
    console.log(`${id}: the preview is published to ${resolve(outDir!, id)}`);
    return 0;
  }
  const ok = await buildPreview({ id, tenantsDir: tenantsDir!, outDir: outDir!, workDir: workDir!, demo: values.demo, log: console.log });
  if (!ok) return 1;
  console.log(`\n${id}: preview at http://${id}--preview.localhost:${process.env.PORT || 4321}/ (npm run serve); publish it with: npm run preview -- --tenant ${id} --publish`);
  return 0;
}

process.exitCode = await main();
