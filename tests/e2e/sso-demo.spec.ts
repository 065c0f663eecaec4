import { type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './api.ts';
import { E2E } from './environment.ts';
import { expect, test } from './fixtures/test.ts';

/*
 * SPEC §4 Login/signup redirect: nordic allows only SSO. Its return URL is the reference API's demo
 * identity provider (reference/api/routes/idp.ts), which signs the visitor in and hands
 * them back to the site's /sso; /sso without a usable hand-over explains and offers the sign-in.
 */

const NORDIC = E2E.siteUrl('nordic');
const IDP = `${E2E.apiUrl}/idp/nordic/sign-in`;

async function accessToken(page: Page): Promise<string | undefined> {
  return (await page.context().cookies(NORDIC)).find((cookie) => cookie.name === 'access-token')?.value;
}

test('nordic: log in at the company sign-in page and come back to the site logged in', async ({ page }) => {
  await page.goto(`${NORDIC}/en/login`);
  await page.waitForURL((url) => url.href.startsWith(IDP));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logga in hos Nordic Trails');
  await page.getByLabel('E-post').fill('owner@nordic.demo');
  await page.getByLabel('Lösenord').fill('not-the-password1');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Fel e-post eller lösenord.');
  await expect(page.getByLabel('E-post')).toHaveValue('owner@nordic.demo');
  await page.getByLabel('Lösenord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Logga in' }).click();
  // Back on the site's /sso, which keeps the token; the owner of the unsubscribed agency then goes
  // to /subscription (SPEC §4 Unsubscribed).
  await page.waitForURL((url) => url.origin === NORDIC && url.pathname.endsWith('/subscription'));
  expect(await accessToken(page)).toMatch(/^nordic-owner\./);
});

test('nordic: /sso without a token explains, and offers the company sign-in', async ({ page }) => {
  await page.goto(`${NORDIC}/en/sso`);
  await expect(page.locator('[data-notice="error"]')).toHaveText("This page finishes a sign-in from your company's site, but no sign-in was handed over. Sign in to continue.");
  const signIn = page.getByRole('link', { name: 'Continue to sign in' });
  await expect(signIn).toHaveAttribute('href', IDP);
  await signIn.click();
  await page.waitForURL((url) => url.href.startsWith(IDP));
  await expect(page.locator('input[name="site"]')).toHaveValue(NORDIC);
});

test('sunny: /sso with a malformed token says so and offers its own log-in page', async ({ page }) => {
  await page.goto(`${E2E.siteUrl('sunny')}/sso?token=bad`);
  await expect(page.locator('[data-notice="error"]')).toHaveText("This sign-in link is not valid. Please sign in again from your company's site.");
  await expect(page.getByRole('link', { name: 'Continue to sign in' })).toHaveAttribute('href', '/login');
  expect(await page.context().cookies(E2E.siteUrl('sunny'))).not.toContainEqual(expect.objectContaining({ name: 'access-token' }));
});
