import type { Locator } from '@playwright/test';
import { expect } from './fixtures/test.ts';

/**
 * Selects a deal tab and waits until the panel under it is that tab's, settled. The tabs answer a
 * click at once while the panel follows in a deferred render (ProductDeals.tsx), so a panel read
 * just after the click can still be the previous tab's.
 */
export async function openDealTab(tab: Locator, panel: Locator): Promise<void> {
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const id = await tab.getAttribute('id');
  expect(id, 'a deal tab has an id its panel names').toBeTruthy();
  await expect(panel).toHaveAttribute('aria-labelledby', id!);
  await expect(panel).not.toHaveAttribute('data-deals-status', 'loading');
}
