import type { Locator } from '@playwright/test';
import { translator, type UiLanguage } from '../../reference/apps/kit.js';
import { PAYMENT_TEXTS } from '../../reference/apps/payment-texts.js';

/**
 * Pays at a reference checkout with the approving test card (README "Test cards"), its fields
 * found by their labels in the page language (the payment step's own texts).
 */
export async function payWithApprovingCard(checkout: Locator, language: UiLanguage = 'en') {
  const t = translator([PAYMENT_TEXTS], language);
  await checkout.getByLabel(t('card.name'), { exact: true }).fill('Clara Lopez');
  await checkout.getByLabel(t('card.number'), { exact: true }).fill('4242 4242 4242 4242');
  await checkout.getByLabel(t('card.expiry'), { exact: true }).fill('12/40');
  await checkout.getByLabel(t('card.cvc'), { exact: true }).fill('123');
  // 'Pay {{total}}', '{{total}} bezahlen': the words around any total.
  const words = t('pay.submit', { total: '\u0000' }).split('\u0000').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  await checkout.getByRole('button', { name: new RegExp(`^${words.join('.+')}$`) }).click();
}
