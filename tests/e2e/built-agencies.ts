import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { AgencyInput } from '../../src/tenant/agency.ts';
import { E2E } from './environment.ts';

/*
 * The static pages show the agency data of their build (SPEC §7); the API's answer is what the next
 * build would show. reference/e2e/settings.spec.ts changes sunny's theme, booking menu and gateway
 * through the API while other tests run, so a test that compares a built page with agency data
 * compares it with the data the build read, recorded by global-setup.ts just before the build.
 */

const file = () => resolve(E2E.dir, 'built-agencies.json');

/** Asks the API for each tenant's agency, as the build does, and keeps the answers; an unknown tenant has none. */
export async function recordBuiltAgencies(tenants: readonly string[]): Promise<void> {
  const agencies: Record<string, AgencyInput> = {};
  for (const tenant of tenants) {
    const response = await fetch(`${E2E.apiUrl}/api/agency`, { headers: { Origin: E2E.siteUrl(tenant) } });
    if (response.ok) agencies[tenant] = ((await response.json()) as { data: AgencyInput }).data;
  }
  await writeFile(file(), `${JSON.stringify(agencies, null, 2)}\n`);
}

let recorded: Record<string, AgencyInput> | undefined;

/** The agency data a tenant's site was built from. */
export function builtAgencyOf(tenant: string): AgencyInput {
  recorded ??= JSON.parse(readFileSync(file(), 'utf8')) as Record<string, AgencyInput>;
  const agency = recorded[tenant];
  if (!agency) throw new Error(`the build had no agency ${tenant} (${file()})`);
  return agency;
}
