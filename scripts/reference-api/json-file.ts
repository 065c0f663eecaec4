import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Atomic JSON writes (temp file + rename), one at a time, so a reader (or a restart) never
 * sees half a file.
 */
export function createJsonWriter() {
  let writes = Promise.resolve();
  return (file: string, value: unknown): Promise<void> => {
    const write = async () => {
      await mkdir(dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, `${JSON.stringify(value, null, 2)}\n`, 'utf8');
      await rename(temp, file);
    };
    const result = writes.then(write);
    writes = result.catch(() => undefined);
    return result;
  };
}
