import { cp } from 'node:fs/promises';
import { join } from 'node:path';

/** A copy of published sites to compress for Lighthouse, so a dist given with --dist is never written to. */
export async function copySites(distDir: string, ids: string[], into: string): Promise<void> {
  for (const id of ids) await cp(join(distDir, id), join(into, id), { recursive: true, dereference: true, force: true });
}
