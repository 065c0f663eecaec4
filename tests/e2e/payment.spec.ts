import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PAYMENT_GATEWAYS } from '../../reference/api/payments.ts';
import { apiAnswers } from './api-answers.ts';
import { E2E } from './environment.ts';
import { expect, test } from './fixtures/test.ts';
import { logInAs } from './member.ts';

/*
 * The checkout's payment step on the reference remote apps (SPEC §3 currentGateway, §7
 * GET /api/getCurrentPaymentGateway, §2.3 /cancellation-policy) against the reference API's
 * test-mode gateway (README "Test cards"): a customer books a hotel for two adults; a declined card
 * keeps what was typed; the approving card reaches the confirmation and My Trips says paid; a card
 * that asks for the extra confirmation step is confirmed there, in Arabic.
 */

const sunny = (path: string) => E2E.siteUrl('sunny') + path;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const checkoutQuery = (offerId: string) =>
  new URLSearchParams({
    destination: 'city-lis',
    destinationName: 'Lisbon',
    checkIn: day(40),
    checkOut: day(43),
    rooms: JSON.stringify([{ adults: 2, children: [] }]),
    offerId,
    correlationId: 'e2e-payment',
  });

/**
 * customer@sunny.demo's checkout of a hotel, drawn, with the lead traveller filled from the
 * profile. sunny's hotels v2 flag may move it to the v2 path (SPEC §2.5). The profile reaches the
 * app after its first drawing (storefront:user): a Pay pressed before that finds the lead empty.
 */
async function openCheckout(page: Page, prefix: string, offerId: string) {
  await page.goto(sunny(`${prefix}/booknow/hotels/checkout?${checkoutQuery(offerId)}`));
  await page.waitForURL(/\/booknow\/hotels(\/v2)?\/checkout\?/);
  const checkout = page.locator('[data-remote-root="hotels"][data-state="ready"]');
  await expect(checkout.locator('input[name="email"]')).toHaveValue('customer@sunny.demo');
  await expect(checkout.locator('input[name="travellers.0.firstName"]')).not.toHaveValue('');
  return checkout;
}

test.describe('payment at the booking checkout', () => {
  test('a declined card keeps the typed fields; the approving card books, and My Trips says paid', async ({ page, request }) => {
    test.setTimeout(90_000);
    await logInAs(page.context(), request, 'sunny', 'customer@sunny.demo');
    // reference/e2e/settings.spec.ts switches sunny's gateway while it runs: the page must name the one it was
    // given, in the last drawing (a drawing asks afresh after a retry or a new currency).
    const gatewayAnswers = apiAnswers<{ currentPaymentGateway: string }>(page, '/api/getCurrentPaymentGateway');
    const checkout = await openCheckout(page, '', 'H.city-lis.0');
    const gateway = (await gatewayAnswers.last())?.currentPaymentGateway;
    expect(PAYMENT_GATEWAYS.map((each) => each.name)).toContain(gateway);
    await expect(checkout.getByRole('heading', { level: 1 })).toHaveText('Checkout');

    // Price breakdown, the offer's policy with the link to the full one, the agency's gateway.
    const breakdown = checkout.getByRole('region', { name: 'Price breakdown' });
    await expect(breakdown.getByText('Taxes and fees')).toBeVisible();
    await expect(checkout.getByRole('region', { name: 'Cancellation policy' }).getByRole('link', { name: 'Read the full cancellation policy' })).toHaveAttribute('href', '/cancellation-policy');
    await expect(checkout.getByText(`Paid securely through ${gateway}.`)).toBeVisible();

    const second = checkout.getByRole('group', { name: 'Room 1 — Adult 2' });
    await second.getByLabel('First name').fill('Sam');
    await second.getByLabel('Last name').fill('Lopez');
    await checkout.getByLabel('Name on card').fill('Clara Lopez');
    await checkout.getByLabel('Card number').fill('4000 0000 0000 0002');
    await checkout.getByLabel('Expiry date (MM/YY)').fill('12/40');
    await checkout.getByLabel('Security code (CVC)').fill('123');
    const pay = checkout.getByRole('button', { name: /^Pay / });
    await pay.click();

    await expect(checkout.getByRole('alert')).toHaveText('Card declined: insufficient funds. Nothing was charged; try another card.');
    await expect(second.getByLabel('First name')).toHaveValue('Sam');
    await expect(second.getByLabel('Last name')).toHaveValue('Lopez');
    await expect(checkout.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
    await expect(checkout.getByLabel('Expiry date (MM/YY)')).toHaveValue('12/40');
    await expect(checkout.getByLabel('Security code (CVC)')).toHaveValue('');
    await expect(checkout.getByLabel('Security code (CVC)')).toBeFocused();

    await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
    await checkout.getByLabel('Security code (CVC)').fill('123');
    await pay.click();

    await page.waitForURL(/\/booknow\/hotels\/confirm-payment\?reference=HT-/);
    const reference = new URL(page.url()).searchParams.get('reference')!;
    const confirmation = page.locator('[data-remote-root="hotels"][data-state="ready"]');
    await expect(confirmation.getByRole('heading', { level: 1 })).toHaveText('Booking confirmed');
    await expect(confirmation.getByText('Paid with Visa ending in 4242')).toBeVisible();
    // The card never goes into an address.
    expect(page.url()).not.toContain('4242424242');

    await page.goto(sunny('/mytrip/mytrips'));
    const trip = page.locator(`[data-remote-root="main"][data-state="ready"] [data-booking="${reference}"]`);
    await expect(trip).toHaveAttribute('data-payment', 'paid');
    await expect(trip).toContainText('Paid with Visa ending in 4242');
  });

  test('in Arabic, a card that asks for confirmation shows the confirm step, and confirming books it', async ({ page, request }) => {
    test.setTimeout(90_000);
    await logInAs(page.context(), request, 'sunny', 'customer@sunny.demo');
    const checkout = await openCheckout(page, '/ar', 'H.city-lis.2');
    await expect(checkout).toHaveAttribute('dir', 'rtl');
    await expect(checkout.getByRole('heading', { level: 1 })).toHaveText('إتمام الحجز');

    const second = checkout.getByRole('group', { name: 'الغرفة 1 — بالغ 2' });
    await second.getByLabel('الاسم الأول').fill('سامي');
    await second.getByLabel('اسم العائلة').fill('لوبيز');
    // A malformed number is refused at its field before anything is sent.
    await checkout.getByLabel('الاسم على البطاقة').fill('Clara Lopez');
    await checkout.getByLabel('رقم البطاقة').fill('4000 0000 0000 3221');
    await checkout.getByLabel('تاريخ الانتهاء (MM/YY)').fill('12/40');
    await checkout.getByLabel('رمز الأمان (CVC)').fill('123');
    const pay = checkout.getByRole('button', { name: /^ادفع / });
    await pay.click();
    await expect(checkout.getByText('رقم البطاقة هذا غير صالح.')).toBeVisible();
    await expect(checkout.getByLabel('رقم البطاقة')).toBeFocused();

    await checkout.getByLabel('رقم البطاقة').fill('4000 0000 0000 3220');
    await pay.click();
    const step = checkout.getByRole('region', { name: 'أكّد الدفع' });
    await expect(step).toContainText('3220');
    await step.getByRole('button', { name: 'تأكيد الدفع' }).click();

    await page.waitForURL(/\/ar\/booknow\/hotels\/confirm-payment\?reference=HT-/);
    const reference = new URL(page.url()).searchParams.get('reference')!;
    const confirmation = page.locator('[data-remote-root="hotels"][data-state="ready"]');
    await expect(confirmation.getByRole('heading', { level: 1 })).toHaveText('تم تأكيد الحجز');
    await expect(confirmation.getByText('مدفوع ببطاقة فيزا المنتهية بالأرقام 3220')).toBeVisible();

    await page.goto(sunny('/ar/mytrip/mytrips'));
    await expect(page.locator(`[data-remote-root="main"][data-state="ready"] [data-booking="${reference}"]`)).toHaveAttribute('data-payment', 'paid');
  });

  for (const { prefix, pay, confirm } of [
    { prefix: '', pay: /^Pay /, confirm: 'Confirm the payment' },
    { prefix: '/ar', pay: /^ادفع /, confirm: 'أكّد الدفع' },
  ]) {
    test(`axe: zero violations on the checkout and its payment step, errors and confirm step shown (${prefix || '/en'})`, async ({ page, request }) => {
      test.setTimeout(90_000);
      await logInAs(page.context(), request, 'sunny', 'customer@sunny.demo');
      const checkout = await openCheckout(page, prefix, 'H.city-lis.2');
      const axe = async (what: string) => {
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
        expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), what).toEqual([]);
      };
      await axe('the checkout as it opens');
      // Paying with nothing typed: every field says what it needs.
      await checkout.getByRole('button', { name: pay }).click();
      await expect(checkout.locator('[aria-invalid="true"]').first()).toBeVisible();
      await axe('the field errors');
      for (const name of await checkout.locator('input[name$=".firstName"], input[name$=".lastName"]').all()) await name.fill('Sam');
      const email = checkout.locator('input[name="email"]');
      if (await email.count()) await email.fill('sam@example.com');
      await checkout.locator('input[autocomplete="cc-name"]').fill('Clara Lopez');
      await checkout.locator('input[autocomplete="cc-number"]').fill('4000 0000 0000 3220');
      await checkout.locator('input[autocomplete="cc-exp"]').fill('12/40');
      await checkout.locator('input[autocomplete="cc-csc"]').fill('123');
      await checkout.getByRole('button', { name: pay }).click();
      await expect(checkout.getByRole('region', { name: confirm })).toContainText('3220');
      await axe('the confirm step');
    });
  }
});

