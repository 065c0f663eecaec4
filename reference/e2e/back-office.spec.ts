import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoToken } from '../../tests/e2e/api.ts';
import { apiAnswers } from '../../tests/e2e/api-answers.ts';
import { E2E } from '../../tests/e2e/environment.ts';
import { expect, test } from '../../tests/e2e/fixtures/test.ts';
import { logInAs } from '../../tests/e2e/member.ts';
import { drawnForVisitor } from '../../tests/e2e/remote-page.ts';
import { paidHotelBooking } from '../harness/checkout-harness.ts';

/*
 * The agents' back office on the reference `main` app (SPEC §2.3 /dashboard, §2.11 Bookings,
 * Agents and the payment-product item, §6): the owner of sunny sees the agency's real counts,
 * its customers' bookings included; filters the bookings (the filters stay in the URL) and opens
 * one; creates a payment link (a bad one keeps what was typed) and opens its /url/{id}; lists the
 * agents and opens one. Each new page has no axe violations, in English and in Arabic.
 */

const sunny = (path: string) => E2E.siteUrl('sunny') + path;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const ready = (page: Page) => drawnForVisitor(page, 'main');

/** Calls the reference API as the sunny site does: GET, or `method` (POST by default) with `data`. */
async function callApi(request: APIRequestContext, path: string, token: string, data?: unknown, method = 'POST') {
  const response = await request.fetch(`${E2E.apiUrl}${path}`, {
    method: data === undefined ? 'GET' : method,
    headers: { Origin: E2E.siteUrl('sunny'), Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** A paid hotel booking of the customer and a confirmed resort stay (awaiting payment) of the agent. */
async function bookAsCustomerAndAgent(request: APIRequestContext) {
  const customer = await demoToken(request, 'sunny', 'customer@sunny.demo');
  const paid = await callApi(request, '/api/bookings', customer, paidHotelBooking(day(50), day(53)));
  const agent = await demoToken(request, 'sunny', 'agent@sunny.demo');
  const hold = await callApi(request, '/resort-service/itineraries', agent, {
    property_id: 'R-7002',
    check_in: day(60),
    check_out: day(64),
    adults: 2,
    children: 0,
    currency: 'EUR',
  });
  await callApi(request, '/resort-service/itineraries', agent, { reference_number: hold.reference_number, status: 'CONFIRM' }, 'PUT');
  return { paid: String(paid.reference), unpaid: String(hold.reference_number) };
}

async function expectNoAxeViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

test.describe('agents’ back office', () => {
  test('the owner’s Command Center counts the agency’s bookings, sales and clients as the API does', async ({ page, request }) => {
    await bookAsCustomerAndAgent(request);
    const token = await logInAs(page.context(), request, 'sunny', 'owner@sunny.demo');
    type Summary = { bookings: number; clients: number };
    // Other tests book on sunny at the same time, so the counts only grow while this one runs: the
    // page must show the very answer it was given, and that answer lies between two readings of
    // the API taken before and after it.
    const before = (await callApi(request, '/api/agency/summary', token)) as Summary;
    const answers = apiAnswers<Summary>(page, '/api/agency/summary');
    await page.goto(sunny('/dashboard'));
    const root = ready(page);
    await expect(root.getByRole('heading', { level: 1 })).toHaveText('Command Center');
    // A drawing asks afresh after a retry or a new currency: the page shows the last answer it was given.
    const COUNTS = ['bookings', 'clients'] as const;
    const written = (summary: Summary) => COUNTS.map((count) => new Intl.NumberFormat('en').format(summary[count]));
    const drawn = () => Promise.all(COUNTS.map(async (count) => (await root.locator(`[data-count="${count}"]`).textContent())?.trim()));
    let shown: Summary | undefined;
    await expect
      .poll(
        async () => {
          shown = await answers.last();
          return shown !== undefined && JSON.stringify(await drawn()) === JSON.stringify(written(shown));
        },
        { message: 'the counts drawn are those of the last answer the page was given' },
      )
      .toBe(true);
    const after = (await callApi(request, '/api/agency/summary', token)) as Summary;
    expect(before.bookings).toBeGreaterThan(0);
    expect(before.clients).toBeGreaterThan(0);
    for (const count of COUNTS) {
      expect(shown![count], count).toBeGreaterThanOrEqual(before[count]);
      expect(shown![count], count).toBeLessThanOrEqual(after[count]);
    }
    await expect(root.locator('[data-count="sales"]')).not.toHaveText(/^\D*0(\.00)?$/);
  });

  test('filters the bookings by service and status, keeps the filters on reload, opens one and goes back', async ({ page, request }) => {
    const { paid, unpaid } = await bookAsCustomerAndAgent(request);
    await logInAs(page.context(), request, 'sunny', 'owner@sunny.demo');
    await page.goto(sunny('/bookings'));
    const root = ready(page);
    await expect(root.locator(`[data-booking="${unpaid}"]`)).toHaveAttribute('data-state', 'unpaid');
    await root.getByLabel('Service').selectOption('hotels');
    await root.getByLabel('Status').selectOption('paid');
    await root.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/\/bookings\?service=hotels&status=paid$/);
    await page.reload();
    await expect(ready(page).getByLabel('Service')).toHaveValue('hotels');
    await expect(ready(page).getByLabel('Status')).toHaveValue('paid');
    const rows = ready(page).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    for (const state of await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-state')))) expect(state).toBe('paid');
    await expect(ready(page).locator(`[data-booking="${unpaid}"]`)).toHaveCount(0);

    await ready(page).getByRole('link', { name: paid, exact: true }).click();
    await page.waitForURL(sunny(`/bookings/${paid}?service=hotels&status=paid`));
    const details = ready(page);
    await expect(details.getByRole('heading', { level: 1 })).toHaveText(`Booking ${paid}`);
    await expect(details.getByText('Clara Lopez — clara@example.com')).toBeVisible();
    await expect(details.getByText(/^Paid with Visa ending in 4242 on /)).toBeVisible();
    await details.getByRole('link', { name: 'Back to bookings' }).click();
    await page.waitForURL(sunny('/bookings?service=hotels&status=paid'));
    await expect(ready(page).getByLabel('Service')).toHaveValue('hotels');
  });

  test('creates a payment link (a bad one names each field and keeps the input) and opens its /url/{id}', async ({ page, request }) => {
    const token = await logInAs(page.context(), request, 'sunny', 'owner@sunny.demo');
    // At least one link older than the one this test makes, so that the order below says something.
    await callApi(request, '/api/payment-links', token, { amount: '10', currency: 'USD', description: 'An earlier link', email: 'clara@example.com' });
    await page.goto(sunny('/payment-links'));
    const root = ready(page);
    const description = `Deposit ${Date.now()}`;
    await root.getByLabel('Amount').fill('0');
    await root.getByLabel('Description').fill(description);
    await root.getByLabel('Client e-mail').fill('clara@');
    await root.getByRole('button', { name: 'Create link' }).click();
    await expect(root.getByRole('alert')).toHaveText('Please correct the fields marked below.');
    await expect(root.getByLabel('Amount')).toHaveAccessibleDescription('The amount must be more than 0.');
    await expect(root.getByLabel('Client e-mail')).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(root.getByLabel('Amount')).toBeFocused();
    await expect(root.getByLabel('Description')).toHaveValue(description);
    await expect(root.getByLabel('Client e-mail')).toHaveValue('clara@');

    // The links listed before this one is made: the axe tests below create links on sunny at the same time.
    const older = await root.locator('[data-link]').evaluateAll((items) => items.map((item) => item.getAttribute('data-link')!));
    await root.getByLabel('Amount').fill('120.50');
    await root.getByLabel('Currency').selectOption('EUR');
    await root.getByLabel('Client e-mail').fill('clara@example.com');
    await root.getByRole('button', { name: 'Create link' }).click();
    await expect(ready(page).getByText('Payment link created.')).toBeVisible();
    const created = ready(page).getByRole('article', { name: description });
    await expect(created).toBeVisible();
    // Newest first: every link that was there is below the new one, in its order; links made
    // meanwhile by other tests may stand on either side of it.
    const id = (await created.locator('xpath=..').getAttribute('data-link'))!;
    const listed = await ready(page).locator('[data-link]').evaluateAll((items) => items.map((item) => item.getAttribute('data-link')!));
    expect(listed).toContain(id);
    expect(listed.slice(0, listed.indexOf(id)).filter((each) => older.includes(each)), 'older links above the new one').toEqual([]);
    expect(listed.slice(listed.indexOf(id) + 1).filter((each) => older.includes(each)), 'older links below the new one').toEqual(older);
    const link = created.getByRole('link', { name: /\/url\/pl_/ });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/url\/pl_[0-9a-f]{20}$/);
    await expect(link).toHaveText(sunny(href!));

    await link.click();
    await page.waitForURL(sunny(href!));
    const opened = ready(page);
    await expect(opened.getByRole('heading', { level: 1 })).toHaveText('Payment request');
    await expect(opened.getByText('Sunny Holidays asks you to pay the amount below.')).toBeVisible();
    await expect(opened.locator('[data-price="EUR"]')).toHaveText('€120.50');
    await expect(opened.getByText(description)).toBeVisible();
  });

  test('lists the agency’s agents and opens one', async ({ page, request }) => {
    await logInAs(page.context(), request, 'sunny', 'owner@sunny.demo');
    await page.goto(sunny('/users/agents'));
    const root = ready(page);
    await expect(root.getByRole('heading', { level: 1 })).toHaveText('Agents');
    await root.getByRole('link', { name: 'Marcus Reed' }).click();
    await page.waitForURL(sunny('/users/agents/view/sunny-agent'));
    await expect(ready(page).getByRole('heading', { level: 1 })).toHaveText('Marcus Reed');
  });

  for (const prefix of ['', '/ar']) {
    test(`axe: zero violations on each back-office page (${prefix || '/en'})`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const { paid } = await bookAsCustomerAndAgent(request);
      const token = await logInAs(page.context(), request, 'sunny', 'owner@sunny.demo');
      const link = await callApi(request, '/api/payment-links', token, { amount: '35', currency: 'USD', description: 'Transfer to the hotel', email: 'clara@example.com' });
      for (const path of ['/dashboard', '/bookings?service=hotels', `/bookings/${paid}`, '/users/agents', `/url/${String(link.id)}`, '/payment-links']) {
        await page.goto(sunny(`${prefix}${path}`));
        await expect(ready(page).getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page, path);
      }
      // The payment-link form with its field messages shown.
      await ready(page).locator('button[type="submit"]').click();
      await expect(ready(page).locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoAxeViolations(page, '/payment-links with field messages');
    });
  }
});
