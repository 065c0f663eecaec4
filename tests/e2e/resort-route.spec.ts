import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { E2E } from './environment.ts';
import { expect, test } from './fixtures/test.ts';
import { logInAs } from './member.ts';

/*
 * SPEC §2.2: /booknow/resort* exists only when the agency's Resorts booking menu item is active.
 * Demo agencies with it active: sunny and viajes; without: alpine, medina, nordic, paused.
 */

const dist = (tenant: string, ...path: string[]) => join(E2E.dir, 'dist', tenant, ...path);

test('an agency with Resorts active publishes the resort pages (shell pages) in every language', async ({ page, context, request }) => {
  for (const file of ['booknow/resort.html', 'booknow/resort/search.html', 'booknow/resort/details.html', 'booknow/resort/checkout.html', 'es/booknow/resort/details.html']) {
    expect(existsSync(dist('sunny', file)), file).toBe(true);
  }
  await logInAs(context, request, 'sunny', 'customer@sunny.demo');
  await page.goto(`${E2E.siteUrl('sunny')}/booknow/resort`);
  await expect(page.locator('[data-resort-page="landing"]')).toBeVisible();
  await page.goto(`${E2E.siteUrl('sunny')}/es/booknow/resort/details?property=R-7004`);
  await expect(page.locator('[data-resort-page="details"]')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('viajes (Resorts first in its menu) serves the resort page in its default language', async ({ page }) => {
  expect(existsSync(dist('viajes', 'booknow/resort.html'))).toBe(true);
  // Logged out: viajes allows non-login flow (SPEC §3), so the search shows without an account.
  const response = await page.goto(`${E2E.siteUrl('viajes')}/booknow/resort/search`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-resort-page="search"]')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The resort checkout is a booking step: to sign up (SPEC §4 Checkout redirect).
  await page.goto(`${E2E.siteUrl('viajes')}/booknow/resort/checkout?id=R-7004`);
  await expect(page).toHaveURL(`${E2E.siteUrl('viajes')}/signup`);
});

test('an agency without Resorts has no resort page: its paths end at /errors', async ({ page, context, request }) => {
  for (const tenant of ['alpine', 'medina', 'nordic']) {
    expect(existsSync(dist(tenant, 'booknow/resort.html')), tenant).toBe(false);
    expect(await readFile(dist(tenant, '_redirects'), 'utf8'), tenant).not.toContain('/booknow/resort');
  }
  await logInAs(context, request, 'medina', 'customer@medina.demo');
  await page.goto(`${E2E.siteUrl('medina')}/booknow/resort/search`);
  // medina's default language is Arabic, at the root.
  await expect(page).toHaveURL(`${E2E.siteUrl('medina')}/errors`);
  await page.goto(`${E2E.siteUrl('alpine')}/booknow/resort`);
  await expect(page).toHaveURL(`${E2E.siteUrl('alpine')}/errors`);
});
