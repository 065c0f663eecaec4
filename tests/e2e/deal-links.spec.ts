import type { Page } from '@playwright/test';
import { DEAL_SEARCH_FIELDS } from '../../reference/rules/deal-links.js';
import { DEAL_TEXTS } from '../../reference/apps/deal-texts.js';
import { E2E } from './environment.ts';
import { expect, test } from './fixtures/test.ts';
import { logInAs } from './member.ts';
import { follow } from './paid-journey.ts';

/*
 * SPEC §2.6 View Deal: on sunny's home page, each tab's first card opens a page that shows that
 * deal (hotels, cars, activities) and the banner tabs' Book Now opens the service (flights,
 * cruises); a deal link that lacks its search helps in the page language, without field names.
 */

const SUNNY = E2E.siteUrl('sunny');
const panel = (page: Page) => page.locator('[data-exclusive-deals]').getByRole('tabpanel');
const app = (page: Page, name: string) => page.locator(`[data-remote-root="${name}"][data-state="ready"]`);

test.describe('View Deal on every tab of sunny (SPEC §2.6)', () => {
  test.beforeEach(async ({ context, request }) => {
    await logInAs(context, request, 'sunny', 'customer@sunny.demo');
  });

  for (const { tab, remote } of [
    { tab: 'hotels', remote: 'hotels' },
    { tab: 'cars', remote: 'cars' },
    { tab: 'activities', remote: 'activities' },
  ]) {
    test(`the first ${tab} deal opens that deal`, async ({ page }) => {
      // A few page loads, each mounting a remote app.
      test.setTimeout(90_000);
      await page.goto(`${SUNNY}/?tab=${tab}`);
      const first = panel(page).locator('article').first();
      const title = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
      const opened = await follow(page, first.getByRole('link', { name: /View Deal/ }));
      const details = app(opened, remote);
      await expect(details.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(details.locator('[data-price]')).toBeVisible();
      await expect(details.getByRole('link', { name: 'Back to deals' })).toHaveAttribute('href', `/?tab=${tab}`);
      await expect(details).not.toContainText('missing');
    });
  }

  for (const { tab, remote } of [
    { tab: 'flights', remote: 'flights' },
    { tab: 'cruises', remote: 'cruise' },
  ]) {
    test(`the ${tab} banner's Book Now opens the service`, async ({ page }) => {
      await page.goto(`${SUNNY}/?tab=${tab}`);
      await expect(panel(page).locator('article')).toHaveCount(0);
      await panel(page).getByRole('link', { name: 'Book Now' }).click();
      await expect(app(page, remote).getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test('a car deal link without its search helps in Spanish, with no field names', async ({ page, context, request }) => {
  await logInAs(context, request, 'sunny', 'customer@sunny.demo');
  await page.goto(`${SUNNY}/es/booknow/cars/result-details?offerId=CR-31001`);
  const page_ = app(page, 'cars');
  await expect(page_.getByRole('heading', { level: 1 })).toHaveText(DEAL_TEXTS.es['deal.incomplete'] as string);
  await expect(page_.getByRole('link', { name: 'Buscar alquiler de coches' })).toHaveAttribute('href', '/es/booknow/cars');
  const text = (await page_.textContent())!;
  for (const name of Object.values(DEAL_SEARCH_FIELDS).flat()) expect(text, name).not.toContain(name);
});

test('an activity deal link without its dates asks for them in Spanish and then shows the deal', async ({ page, context, request }) => {
  test.setTimeout(60_000);
  await logInAs(context, request, 'sunny', 'customer@sunny.demo');
  await page.goto(`${SUNNY}/es/booknow/activities/result-details/6120LIS?destination=d-538&destinationName=Lisbon&isFromDeal=true`);
  const incomplete = app(page, 'activities');
  await expect(incomplete.getByRole('heading', { level: 1 })).toHaveText(DEAL_TEXTS.es['deal.incomplete'] as string);
  await expect(incomplete.getByLabel('Desde')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await incomplete.getByRole('button', { name: 'Ver precios' }).click();
  await page.waitForURL(/\/es\/booknow\/activities\/result-details\/6120LIS\?.*startDate=/);
  await expect(app(page, 'activities').getByRole('heading', { level: 1 })).toHaveText('Sintra and Cascais Small-Group Day Trip');
});
