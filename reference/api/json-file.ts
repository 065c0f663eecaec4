import { readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { $ZodType, output } from 'zod/v4/core';
import { parseOrThrow } from '../../src/contract/rules.ts';

/**
 * Reads a JSON file the writer below keeps, checked by `schema`; undefined while there is none
 * yet. A file that is not JSON, or not of the schema, is an error that names it.
 */
export function readJsonFile<T extends $ZodType>(file: string, schema: T): output<T> | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON (${(error as Error).message}); fix or delete it`);
  }
  return parseOrThrow(schema, json, file);
}

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
