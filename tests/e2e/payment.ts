import type { Locator } from '@playwright/test';

/** Pays at a reference checkout in English with the approving test card (README "Test cards"). */
export async function payWithApprovingCard(checkout: Locator) {
  await checkout.getByLabel('Name on card').fill('Clara Lopez');
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
  await checkout.getByLabel('Expiry date (MM/YY)').fill('12/40');
  await checkout.getByLabel('Security code (CVC)').fill('123');
  await checkout.getByRole('button', { name: /^Pay / }).click();
}
