import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Writes `files` (relative path → content) under `dir`, creating folders as needed. For tests. */
export async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  await Promise.all(
    Object.entries(files).map(async ([name, content]) => {
      const file = join(dir, name);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, content);
    }),
  );
}

/** A minimal HTML page whose body is `text`, so tests can tell pages apart. */
export function page(text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${text}</title></head><body>${text}</body></html>\n`;
}
