import type { Page, Response } from '@playwright/test';
import { E2E } from './environment.ts';
import { expect, test } from './fixtures/test.ts';
import { logInAs } from './member.ts';

/*
 * SPEC §2.5 version redirects, run at the CDN from the tenant's `_redirects` (written from the
 * catalogue's versionRedirect, src/site/version-redirect.ts): the browser receives a 302 and
 * never the page of the wrong version, so nothing of it can flash. sunny has enableHotelsV2 and
 * enableFlightsV2 on; medina has both off; nordic has hotels off and flights on.
 */

const site = (tenant: string) => E2E.siteUrl(tenant);

/** The statuses and paths the browser went through to reach the page. */
function hops(response: Response | null): string[] {
  const chain: string[] = [];
  let request = response?.request() ?? null;
  while (request) {
    const url = new URL(request.url());
    chain.unshift(url.pathname + url.search);
    request = request.redirectedFrom();
  }
  return chain;
}

/** Every document the browser received (redirects excluded): a flash needs one. */
function documentsOf(page: Page): string[] {
  const documents: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document' && response.status() === 200) documents.push(new URL(response.url()).pathname);
  });
  return documents;
}

async function mountedPattern(page: Page, app: string): Promise<string | null> {
  const root = page.locator(`[data-remote-root="${app}"]`).first();
  await expect(root).toBeAttached({ timeout: 15_000 });
  return root.getAttribute('data-remote-pattern');
}

test.describe('version redirects (SPEC §2.5)', () => {
  test('enableHotelsV2 on: /booknow/hotels and its sub-paths go to v2, with the query, before any page', async ({ page, context, request }) => {
    await logInAs(context, request, 'sunny', 'customer@sunny.demo');
    const documents = documentsOf(page);
    const response = await page.goto(`${site('sunny')}/booknow/hotels?tab=x&destination=7`);
    expect(hops(response)).toEqual(['/booknow/hotels?tab=x&destination=7', '/booknow/hotels/v2?tab=x&destination=7']);
    expect(response?.request().redirectedFrom() ? (await response!.request().redirectedFrom()!.response())?.status() : undefined).toBe(302);
    expect(documents).toEqual(['/booknow/hotels/v2']);
    expect(await mountedPattern(page, 'hotels')).toBe('/booknow/hotels/v2');

    const search = await page.goto(`${site('sunny')}/es/booknow/hotels/search?destination=7&checkIn=2027-01-10`);
    expect(hops(search).at(-1)).toBe('/es/booknow/hotels/v2/search?destination=7&checkIn=2027-01-10');
    expect(await mountedPattern(page, 'hotels')).toBe('/booknow/hotels/v2/search');
  });

  test('enableFlightsV2 on: /booknow/flights goes to v2; the v2 page stays (no loop)', async ({ page, context, request }) => {
    await logInAs(context, request, 'sunny', 'customer@sunny.demo');
    const response = await page.goto(`${site('sunny')}/booknow/flights/search?from=MIA&to=LIS`);
    expect(hops(response)).toEqual(['/booknow/flights/search?from=MIA&to=LIS', '/booknow/flights/v2/search?from=MIA&to=LIS']);
    expect(await mountedPattern(page, 'flights')).toBe('/booknow/flights/v2/search');
    const v2 = await page.goto(`${site('sunny')}/booknow/flights/v2`);
    expect(hops(v2)).toEqual(['/booknow/flights/v2']);
  });

  test('overrideRedirect keeps the visitor on the page asked for, both ways', async ({ page, context, request }) => {
    await logInAs(context, request, 'sunny', 'customer@sunny.demo');
    const on = await page.goto(`${site('sunny')}/booknow/hotels?overrideRedirect=true`);
    expect(hops(on)).toEqual(['/booknow/hotels?overrideRedirect=true']);
    expect(await mountedPattern(page, 'hotels')).toBe('/booknow/hotels');
    const flights = await page.goto(`${site('sunny')}/booknow/flights/search?overrideRedirect=1&from=MIA`);
    expect(hops(flights)).toEqual(['/booknow/flights/search?overrideRedirect=1&from=MIA']);

    await logInAs(context, request, 'medina', 'customer@medina.demo');
    const off = await page.goto(`${site('medina')}/booknow/hotels/v2/search?overrideRedirect&destination=3`);
    expect(hops(off)).toEqual(['/booknow/hotels/v2/search?overrideRedirect&destination=3']);
    expect(await mountedPattern(page, 'hotels')).toBe('/booknow/hotels/v2/search');
  });

  test('enableHotelsV2 off: the v2 pages go back to /booknow/hotels, with the query', async ({ page, context, request }) => {
    await logInAs(context, request, 'medina', 'customer@medina.demo');
    const documents = documentsOf(page);
    const response = await page.goto(`${site('medina')}/booknow/hotels/v2/search?destination=3&rooms=%5B%5D`);
    expect(hops(response)).toEqual(['/booknow/hotels/v2/search?destination=3&rooms=%5B%5D', '/booknow/hotels/search?destination=3&rooms=%5B%5D']);
    expect(await mountedPattern(page, 'hotels')).toBe('/booknow/hotels/search');
    const details = await page.goto(`${site('medina')}/booknow/hotels/v2/details?propertyId=P-1`);
    expect(hops(details).at(-1)).toBe('/booknow/hotels?propertyId=P-1');
    expect(documents.every((path) => !path.includes('/v2'))).toBe(true);
  });

  test('each flag on its own: nordic sends flights to v2 and hotels v2 back', async ({ page }) => {
    // nordic's Book Now is flights; a visitor with no log-in is sent on by the CDN before the log-in guard.
    const flights = await page.goto(`${site('nordic')}/booknow/flights`);
    expect(hops(flights).slice(0, 2)).toEqual(['/booknow/flights', '/booknow/flights/v2']);
    const hotels = await page.goto(`${site('nordic')}/booknow/hotels/v2`);
    expect(hops(hotels).slice(0, 2)).toEqual(['/booknow/hotels/v2', '/booknow/hotels']);
  });
});
