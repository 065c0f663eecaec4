import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The demo tenants the browser tests build (tenants/<id>.json), by id, in order. */
export const DEMO_TENANTS: readonly string[] = readdirSync(join(import.meta.dirname, '../../tenants'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length))
  .sort();
