import { readdirSync } from 'node:fs';
import { DEMO_TENANTS_DIR } from './fixtures/registry.ts';

/** The demo tenants the browser tests build (tenants/<id>.json), by id, in order. */
export const DEMO_TENANTS: readonly string[] = readdirSync(DEMO_TENANTS_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length))
  .sort();
