import { TENANT_ID } from '../../src/tenant/registry.ts';

/** `--tenant a,b --tenant c` → [a, b, c]; an id that is not a tenant id is refused before it reaches a URL or a file name. */
export function parseTenants(values: string[]): string[] {
  const ids = values.flatMap((list) => list.split(',')).map((id) => id.trim()).filter(Boolean);
  const bad = ids.filter((id) => !TENANT_ID.test(id));
  if (bad.length) throw new Error(`not a tenant id: ${bad.map((id) => JSON.stringify(id)).join(', ')}`);
  return [...new Set(ids)];
}

export function parsePort(value: string, option: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65_535) throw new Error(`Invalid ${option} "${value}": expected an integer from 0 to 65535.`);
  return port;
}
