import { stat } from 'node:fs/promises';

/**
 * Memoises a value derived from a file, keyed by the file's inode, size and mtime. A rebuild that
 * swaps `dist/<id>` by rename gives every file a new inode, so the next request re-reads it
 * without a restart; a file that disappears yields `empty`.
 */
export function createStatCache<T>(load: (file: string) => Promise<T>, empty: T): (file: string) => Promise<T> {
  const entries = new Map<string, { stamp: string; value: Promise<T> }>();
  return async (file) => {
    const stats = await stat(file).catch(() => undefined);
    if (!stats?.isFile()) {
      entries.delete(file);
      return empty;
    }
    const stamp = `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
    const hit = entries.get(file);
    if (hit?.stamp === stamp) return hit.value;
    const value = load(file);
    entries.set(file, { stamp, value });
    return value;
  };
}
