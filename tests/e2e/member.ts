import type { BrowserContext, APIRequestContext } from '@playwright/test';
import { demoToken } from './api.ts';
import { E2E } from './environment.ts';

/** Logs a demo user in the way the site does: the token of POST /api/user/login in the access-token cookie. */
export async function logInAs(context: BrowserContext, request: APIRequestContext, tenant: string, email: string): Promise<string> {
  const token = await demoToken(request, tenant, email);
  await context.addCookies([{ name: 'access-token', value: token, url: E2E.siteUrl(tenant), sameSite: 'Lax' }]);
  return token;
}
