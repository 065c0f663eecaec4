import type { APIRequestContext, Page } from '@playwright/test';
import { demoToken } from './api.ts';
import { E2E } from './environment.ts';
import { expect, test } from './fixtures/test.ts';
import { logInAs } from './member.ts';
import { payWithApprovingCard } from './payment.ts';

/*
 * One checkout, one charge (reference/apps/checkout-attempt.js): what a traveller does after paying
 * never books twice. The confirmation takes the checkout's place in the history, so Back leads
 * before it; the checkout opened again (an old link, Forward, a refresh) shows the booking rather
 * than a live Pay button; a network retry of the payment carries the same idempotency key, and
 * the API answers it with the first booking instead of charging again. Paying again is still
 * possible, on purpose.
 */

const CUSTOMER = 'customer@sunny.demo';
const sunny = (path: string) => E2E.siteUrl('sunny') + path;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A stay no other test books (its dates), so the customer's bookings of it are this test's own. */
function checkoutPath(offerId: string, from: number): string {
  const query = new URLSearchParams({
    destination: 'city-lis',
    destinationName: 'Lisbon',
    checkIn: day(from),
    checkOut: day(from + 2),
    rooms: JSON.stringify([{ adults: 1, children: [] }]),
    offerId,
    correlationId: 'e2e-one-charge',
  });
  return `/booknow/hotels/checkout?${query}`;
}

/** The customer's bookings of that stay, read from the API. */
async function bookingsOf(request: APIRequestContext, offerId: string, from: number): Promise<string[]> {
  const token = await demoToken(request, 'sunny', CUSTOMER);
  const answer = await request.get(`${E2E.apiUrl}/api/bookings`, { headers: { Origin: E2E.siteUrl('sunny'), Authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { reference: string; offerId: string; startDate: string }[] };
  return data.filter((booking) => booking.offerId === offerId && booking.startDate.startsWith(day(from))).map((booking) => booking.reference);
}

async function openCheckout(page: Page, path: string) {
  await page.goto(sunny(path));
  await page.waitForURL(/\/booknow\/hotels(\/v2)?\/checkout\?/);
  const checkout = page.locator('[data-remote-root="hotels"][data-state="ready"]');
  await expect(checkout.locator('input[name="email"]')).toHaveValue(CUSTOMER);
  return checkout;
}

test('after paying, Back leads before the checkout, and the checkout opened again shows the booking, not Pay', async ({ page, request }) => {
  const offerId = 'H.city-lis.2';
  const from = 61 + (Date.now() % 7);
  await logInAs(page.context(), request, 'sunny', CUSTOMER);
  await page.goto(sunny('/about'));
  const checkout = await openCheckout(page, checkoutPath(offerId, from));
  await payWithApprovingCard(checkout);
  await page.waitForURL(/confirm-payment\?reference=/);
  const reference = new URL(page.url()).searchParams.get('reference');
  expect(await bookingsOf(request, offerId, from)).toEqual([reference]);

  // Back: the page before the checkout, not a live checkout.
  await page.goBack();
  await page.waitForURL(/\/about$/);

  // The checkout's address again (an old link, a refresh): the booking, and no Pay button.
  const again = await openCheckout(page, checkoutPath(offerId, from)).catch(() => page.locator('[data-remote-root="hotels"][data-state="ready"]'));
  const booked = again.locator('[data-step="booked"]');
  await expect(booked.getByRole('heading', { name: 'You have booked this' })).toBeVisible();
  await expect(booked.getByRole('link', { name: 'View your booking' })).toHaveAttribute('href', new RegExp(`reference=${reference}`));
  await expect(again.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  expect(await bookingsOf(request, offerId, from)).toEqual([reference]);

  // Booking it again is a choice: the form comes back.
  await booked.getByRole('button', { name: 'Book it again' }).click();
  await expect(again.getByRole('button', { name: /^Pay / })).toBeVisible();
});

test('a network retry of the payment carries the same key: one booking, the first answer', async ({ page, request }) => {
  const offerId = 'H.city-lis.3';
  const from = 71 + (Date.now() % 7);
  await logInAs(page.context(), request, 'sunny', CUSTOMER);
  // The first answer is lost on its way back: the page sends the payment again, as a retry would.
  const keys: string[] = [];
  await page.route('**/api/bookings', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    await route.fetch();
    await route.continue();
  });
  const checkout = await openCheckout(page, checkoutPath(offerId, from));
  await payWithApprovingCard(checkout);
  await page.waitForURL(/confirm-payment\?reference=/);
  const reference = new URL(page.url()).searchParams.get('reference');
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^[\x21-\x7e]{16,255}$/);
  expect(await bookingsOf(request, offerId, from)).toEqual([reference]);
});
