import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Test-only (STOREFRONT_WATCH_HOLD_DIR): once build N's process has ended, the watcher still
 * counts it as running until a file `release-N` appears in the folder. A test then makes its
 * changes "during a build" at a moment it chooses, so whether they coalesce never depends on how
 * fast the machine builds (tests/build/watch.test.ts).
 */
export function buildHold(dir: string | undefined, log: (line: string) => void): ((build: number) => Promise<void>) | undefined {
  if (!dir) return undefined;
  return async (build) => {
    const release = join(dir, `release-${build}`);
    log(`build ${build}: held until ${release} exists`);
    // The poll's period sets only how soon a release is seen, never what the watcher decides.
    while (!(await access(release).then(() => true, () => false))) await sleep(25);
  };
}
