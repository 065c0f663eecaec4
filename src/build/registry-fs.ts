import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseTenantConfig, type TenantConfig } from '../tenant/registry.ts';

export interface RegistryEntry {
  id: string;
  file: string;
  config?: TenantConfig;
  error?: string;
}

/** Reads every tenants/*.json; a broken file becomes an entry with an error, never a thrown read. */
export async function readRegistry(dir: string): Promise<RegistryEntry[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    names.map(async (name): Promise<RegistryEntry> => {
      const file = join(dir, name);
      const id = name.replace(/\.json$/, '');
      try {
        let raw: unknown;
        try {
          raw = JSON.parse(await readFile(file, 'utf8'));
        } catch (cause) {
          throw new Error(`tenant "${id}" (${file}):\n  (file): not valid JSON: ${(cause as Error).message}`);
        }
        return { id, file, config: parseTenantConfig(file, raw) };
      } catch (error) {
        return { id, file, error: (error as Error).message };
      }
    }),
  );
}
