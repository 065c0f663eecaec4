import { expect, test } from './fixtures/test.ts';
import { E2E } from './environment.ts';

test('a 401 from the API sends the browser to the logout path in the page language (SPEC §4, §8)', async ({ page }) => {
  // The header's currency picker asks the main API for the enabled currencies as the page settles.
  await page.route(
    `${E2E.apiUrl}/api/admin/country/enableCurrencies`,
    (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': E2E.siteUrl('sunny'), 'Access-Control-Allow-Credentials': 'true' },
        body: JSON.stringify({ message: 'Token expired' }),
      }),
    // Once: the logout page itself must not be sent to logout again.
    { times: 1 },
  );
  const logout = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname.endsWith('/logout'));
  await page.goto(`${E2E.siteUrl('sunny')}/ar/about`);
  expect(new URL((await logout).url()).pathname).toBe('/ar/logout');
});
