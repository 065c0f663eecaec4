import type { BrowserContext, APIRequestContext, Page } from '@playwright/test';
import { demoToken } from './api.ts';
import { E2E } from './environment.ts';

/** Logs a demo user in the way the site does: the token of POST /api/user/login in the access-token cookie. */
export async function logInAs(context: BrowserContext, request: APIRequestContext, tenant: string, email: string): Promise<string> {
  const token = await demoToken(request, tenant, email);
  await context.addCookies([{ name: 'access-token', value: token, url: E2E.siteUrl(tenant), sameSite: 'Lax' }]);
  return token;
}

/**
 * Signs a new customer up on a tenant (POST /api/user/signup, as the sign-up page does) and logs
 * them in with the token it answers: for agencies of the browser tests, which have no demo users.
 */
export async function signUp(context: BrowserContext, request: APIRequestContext, tenant: string): Promise<string> {
  const email = `traveller-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@${tenant}.test`;
  const response = await request.post(`${E2E.apiUrl}/api/user/signup`, {
    headers: { Origin: E2E.siteUrl(tenant) },
    data: { firstName: 'Clara', lastName: 'Lopez', email, password: 'Sunshine-2026' },
  });
  if (!response.ok()) throw new Error(`${email} could not sign up on ${tenant}: ${response.status()} ${await response.text()}`);
  const { token } = ((await response.json()) as { data: { token: string } }).data;
  await context.addCookies([{ name: 'access-token', value: token, url: E2E.siteUrl(tenant), sameSite: 'Lax' }]);
  return token;
}

/**
 * Forgets the visitor (every cookie) with no site page open. A page still loading would read the
 * emptied session in the middle of its calls: the API answers 401 and the page goes to /logout
 * (SPEC §4), which then replaces the test's next navigation.
 */
export async function forgetVisitor(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
}
