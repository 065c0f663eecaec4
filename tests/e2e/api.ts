import type { APIRequestContext } from '@playwright/test';
import type { AgencyInput } from '../../src/tenant/agency.ts';
import { E2E } from './environment.ts';

/** What the API says of a tenant's agency, as the site's own origin asks for it. */
export async function agencyOf(request: APIRequestContext, tenant: string): Promise<AgencyInput> {
  const response = await request.get(`${E2E.apiUrl}/api/agency`, { headers: { Origin: E2E.siteUrl(tenant) } });
  if (!response.ok()) throw new Error(`the reference API has no agency ${tenant}: ${response.status()}`);
  return ((await response.json()) as { data: AgencyInput }).data;
}

export function rgbOf(hex: string): [number, number, number] {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** README demo log-ins: every demo user's password. */
export const DEMO_PASSWORD = 'Travel2026!';

/** A real access token for a demo user, as the tenant's own site would get it from POST /api/user/login. */
export async function demoToken(request: APIRequestContext, tenant: string, email: string): Promise<string> {
  const response = await request.post(`${E2E.apiUrl}/api/user/login`, {
    headers: { Origin: E2E.siteUrl(tenant) },
    data: { email, password: DEMO_PASSWORD },
  });
  if (!response.ok()) throw new Error(`${email} could not log in on ${tenant}: ${response.status()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}
