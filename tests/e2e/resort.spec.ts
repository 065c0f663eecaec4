import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page, Request, Route } from '@playwright/test';
import { SUGGEST_DEBOUNCE_MS } from '../../src/stores/search-suggest.ts';
import { E2E } from './environment.ts';
import { expect, test } from './fixtures/test.ts';
import { logInAs } from './member.ts';

/*
 * The shell's resort pages on the reference resort service (SPEC §2.3 Resort, §4 Resort,
 * §7 resort service client, §8 resort errors). sunny has Resorts active; a customer is logged in
 * (the resort pages, like every booking page, need an account: SPEC §2.1).
 */

const SITE = E2E.siteUrl('sunny');
const SERVICE = `${E2E.apiUrl}/resort-service`;
const RIVIERA_MAYA = 'place=Riviera+Maya&lat=20.63&lon=-87.07';
const STAY = 'checkIn=2027-03-01&checkOut=2027-03-06&adults=2&children=0';

let token: string;
test.beforeEach(async ({ context, request }) => {
  token = await logInAs(context, request, 'sunny', 'customer@sunny.demo');
});

/** What the page's booking client sends: a hold belongs to the traveller who placed it. */
const asTraveller = () => ({ Authorization: `Bearer ${token}`, Origin: SITE });

/** A resort-service answer the test makes up, with the CORS grant the site's origin needs. */
const serviceAnswer = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json',
  headers: { 'Access-Control-Allow-Origin': SITE },
  body: JSON.stringify(body),
});

const resortCalls = (page: Page, path: string) => {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === `/resort-service${path}` && request.method() !== 'OPTIONS') seen.push(request);
  });
  return seen;
};

const destination = (page: Page) => page.getByRole('combobox', { name: 'Destination' });
const deals = (page: Page) => page.locator('[data-resort-deals]');
const dealNames = (page: Page) => deals(page).getByRole('heading', { level: 3 });

async function holdStatus(request: APIRequestContext, reference: string): Promise<string> {
  const response = await request.get(`${SERVICE}/properties/hold-check?reference_number=${reference}`, { headers: asTraveller() });
  return ((await response.json()) as { data: { status: string } }).data.status;
}

/** The islands that hydrate at load have done so. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr][client="load"]'), null, { timeout: 10_000 });
}

test.describe('resort search', () => {
  test('by suggestion: typing is debounced into one GET /search?key=, and the chosen place shows its deals', async ({ page }) => {
    const searches = resortCalls(page, '/search');
    const keys = () => searches.map((request) => new URL(request.url()).searchParams.get('key'));
    // The page notes each suggest search as it asks, with the page's time: when it asked is read
    // from the page itself, never from how soon the network reports a request.
    await page.addInitScript(() => {
      const asked: { key: string | null; at: number }[] = [];
      Object.assign(window, { resortSearchesAsked: asked });
      const fetchOnward = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (url.pathname === '/resort-service/search') asked.push({ key: url.searchParams.get('key'), at: Date.now() });
        return fetchOnward(input, init);
      };
    });
    const askedByPage = () => page.evaluate(() => (window as unknown as { resortSearchesAsked: { key: string | null; at: number }[] }).resortSearchesAsked);
    await page.clock.install();
    await page.goto(`${SITE}/booknow/resort`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Resorts' })).toBeVisible();
    // Near the visitor first (SPEC §3 geoLocation).
    await expect(deals(page).getByRole('heading', { level: 2 })).toHaveText('Resort deals near you');
    // The page's time stands still while the visitor types: a busy machine's pause between two
    // keys cannot pass for the visitor's (which would ask for 'ma', then cancel it).
    const typedAt = Date.now() + 1000;
    await page.clock.pauseAt(typedAt);
    await destination(page).pressSequentially('maya', { delay: 40 });
    await page.clock.runFor(SUGGEST_DEBOUNCE_MS - 1);
    expect(await askedByPage()).toEqual([]);
    await page.clock.runFor(1);
    await page.clock.resume();
    const region = page.getByRole('option').filter({ hasText: /^Riviera Maya/ });
    await expect(region).toBeVisible();
    expect(keys()).toEqual(['maya']);
    // One search, asked once the typing had been still for the whole debounce, however late the
    // page's code ran.
    const asked = await askedByPage();
    expect(asked.map(({ key }) => key)).toEqual(['maya']);
    expect(asked[0]!.at).toBeGreaterThanOrEqual(typedAt + SUGGEST_DEBOUNCE_MS);
    await region.click();
    await page.getByRole('button', { name: 'Search resorts' }).click();
    await expect(page).toHaveURL(/\/booknow\/resort\/search\?place=Riviera\+Maya&lat=[-\d.]+&lon=[-\d.]+/);
    await expect(deals(page).getByRole('heading', { level: 2 })).toHaveText('Resorts in Riviera Maya');
    await expect(dealNames(page).first()).toHaveText('Tulum Jungle & Reef Resort');
  });

  test('by region: GET /regions, then its subregions, grouped by region; a subregion is a place to search', async ({ page }) => {
    const regions = resortCalls(page, '/regions');
    await page.goto(`${SITE}/booknow/resort`);
    await hydrated(page);
    const browse = page.getByRole('button', { name: 'Browse by region' });
    await browse.click();
    await expect(browse).toHaveAttribute('aria-expanded', 'true');
    const browser = page.locator('[data-region-browser]');
    await expect(browser.getByRole('heading', { level: 3 })).toHaveText(['Caribbean', 'Mexico', 'Europe', 'Indian Ocean']);
    expect(regions.map((request) => new URL(request.url()).search)).toEqual(['', '?ids=1%2C2%2C3%2C4&children=true']);
    await expect(browser.getByRole('region', { name: 'Indian Ocean' }).getByRole('button')).toHaveText(['All of Indian Ocean', 'Maldives', 'Mauritius']);
    await browser.getByRole('button', { name: 'Maldives', exact: true }).click();
    await expect(browse).toHaveAttribute('aria-expanded', 'false');
    await expect(destination(page)).toHaveValue('Maldives');
    await page.getByRole('button', { name: 'Search resorts' }).click();
    await expect(deals(page).getByRole('heading', { level: 2 })).toHaveText('Resorts in Maldives');
    await expect(dealNames(page).first()).toHaveText('Baa Atoll Overwater Villas');
    // A region named like its country reads once.
    const villas = deals(page).locator('[data-property="R-7010"]');
    await expect(villas.getByText('Maldives', { exact: true })).toBeVisible();
    await expect(deals(page).locator('[data-property="R-7001"]').getByText('Jamaica', { exact: true })).toBeVisible();
    await expect(deals(page).getByText(/Maldives, Maldives|Jamaica, Jamaica|Aruba, Aruba/)).toHaveCount(0);
  });

  test('a resort suggestion opens its details page with the stay; no deals are headed by a resort', async ({ page }) => {
    await page.goto(`${SITE}/booknow/resort/search?${RIVIERA_MAYA}&${STAY}`);
    await hydrated(page);
    await expect(deals(page).getByRole('heading', { level: 2 })).toHaveText('Resorts in Riviera Maya');
    await destination(page).fill('');
    await destination(page).pressSequentially('cliffs');
    const resort = page.getByRole('option', { name: /^Algarve Cliffs Resort/ });
    // Where it lies, each name once.
    await expect(resort).toContainText('Algarve, Portugal');
    await resort.click();
    await expect(page).toHaveURL(`${SITE}/booknow/resort/details?property=R-7007&${STAY}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Algarve Cliffs Resort' })).toBeVisible();
    await expect(page.getByText('Available for your dates')).toBeVisible();
    await expect(page.getByText('Resorts in Algarve Cliffs Resort')).toHaveCount(0);
  });

  test('from the keyboard alone: suggestion, dates, guests and search', async ({ page }) => {
    await page.goto(`${SITE}/booknow/resort`);
    await hydrated(page);
    await destination(page).focus();
    await page.keyboard.type('cabo', { delay: 30 });
    // The resort Cabo Arch Ocean Club comes first, then the region Los Cabos: the region is the place.
    await expect(page.getByRole('option')).toHaveCount(2);
    await expect(page.getByRole('option').nth(1)).toHaveAccessibleName(/^Los Cabos/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(destination(page)).toHaveValue('Los Cabos');
    await page.keyboard.press('Tab');
    await expect(page.locator('[data-field="dates"]')).toBeFocused();
    await expect(page.locator('[data-field="dates"]')).toHaveText('Select date');
    await page.keyboard.press('Enter');
    const grid = page.getByRole('grid');
    await expect(grid).toBeVisible();
    // Today is focused; Enter starts the stay, three days on ends it.
    await page.keyboard.press('Enter');
    for (let day = 0; day < 3; day += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(grid).toBeHidden();
    await expect(page.locator('[data-field="dates"]')).not.toHaveText('Select date');
    // Focus comes back to the dates field as the calendar closes; Tab goes on from there.
    await expect(page.locator('[data-field="dates"]')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'One more: Adults' }).press('Enter');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Search resorts' }).press('Enter');
    await expect(page).toHaveURL(/checkIn=\d{4}-\d{2}-\d{2}&checkOut=\d{4}-\d{2}-\d{2}&adults=3&children=0$/);
    await expect(dealNames(page).first()).toHaveText('Cabo Arch Ocean Club');
    // The deal's link carries the stay to the details page.
    await dealNames(page).first().getByRole('link').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/booknow\/resort\/details\?property=R-7005&/);
    await expect(page.getByText('Available for your dates')).toBeVisible();
  });
});

test.describe('resort deals (SPEC §4 Resort, §8)', () => {
  test('the stale-request rule: a new deals request aborts the one before, whose late answer never shows', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const held: Route[] = [];
    let count = 0;
    await page.route(`${SERVICE}/properties/deals?**`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      count += 1;
      // The second request (Caribbean) is held back until the third (Indian Ocean) has answered.
      if (count === 2) held.push(route);
      else await route.continue();
    });
    await page.goto(`${SITE}/booknow/resort/search?${RIVIERA_MAYA}`);
    await hydrated(page);
    await expect(dealNames(page).first()).toHaveText('Tulum Jungle & Reef Resort');
    const browse = page.getByRole('button', { name: 'Browse by region' });
    await browse.click();
    await page.getByRole('button', { name: 'All of Caribbean' }).click();
    await page.getByRole('button', { name: 'Search resorts' }).click();
    await expect.poll(() => held.length).toBe(1);
    await expect(deals(page)).toHaveAttribute('data-resort-deals', 'loading');
    await browse.click();
    await page.getByRole('button', { name: 'All of Indian Ocean' }).click();
    await page.getByRole('button', { name: 'Search resorts' }).click();
    await expect(deals(page).getByRole('heading', { level: 2 })).toHaveText('Resorts in Indian Ocean');
    await expect(dealNames(page).first()).toHaveText(/Baa Atoll|Le Morne/);
    // The first answer now arrives, last: the page still shows the second, and no error. The
    // page has had the answer (or the request ended, aborted) and a frame since, before looking.
    const stale = held[0]!.request();
    await held[0]!.continue().catch(() => {});
    await (await stale.response())?.finished();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    await expect(deals(page).getByRole('heading', { level: 2 })).toHaveText('Resorts in Indian Ocean');
    // Nearest first: the Caribbean's answer would open with Montego Bay or Punta Cana.
    await expect(dealNames(page).first()).toHaveText(/Baa Atoll|Le Morne/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // SPEC §8: its message, where one is logged, is 'Request was canceled'.
    expect(logged).toContain('Request was canceled');
    await expect(page).toHaveURL(/place=Indian\+Ocean/);
  });

  test('prices follow the currency picker without a reload', async ({ page }) => {
    const asked = resortCalls(page, '/properties/deals');
    await page.goto(`${SITE}/booknow/resort/search?${RIVIERA_MAYA}`);
    await hydrated(page);
    await expect(deals(page).locator('[data-price]').first()).toContainText('$');
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.getByRole('button', { name: /^Currency/ }).click();
    await page.getByRole('dialog', { name: 'Choose your currency' }).getByRole('option').filter({ hasText: 'Euro' }).first().click();
    await expect(deals(page).locator('[data-price]').first()).toContainText('€');
    expect(asked.map((request) => new URL(request.url()).searchParams.get('currency'))).toEqual(['USD', 'EUR']);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });

  test("a failure shows 'Internal Server Error' with a retry; the skeleton holds the list's place meanwhile", async ({ page }) => {
    let fail = true;
    await page.route(`${SERVICE}/properties/deals?**`, (route) =>
      route.request().method() === 'POST' && fail ? route.fulfill(serviceAnswer(500, { message: 'database down' })) : route.continue(),
    );
    await page.goto(`${SITE}/booknow/resort/search?${RIVIERA_MAYA}`);
    await expect(page.getByRole('alert')).toContainText('Internal Server Error');
    await expect(page.getByRole('alert')).not.toContainText('database down');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(dealNames(page).first()).toHaveText('Tulum Jungle & Reef Resort');
  });

  test("auto-suggest and region failures show 'Failed to fetch suggestions' and 'Failed to fetch regions and subregions'", async ({ page }) => {
    await page.route(`${SERVICE}/search?**`, (route) => route.fulfill(serviceAnswer(500, {})));
    let regionsFail = true;
    await page.route(`${SERVICE}/regions?ids=**`, (route) => (regionsFail ? route.fulfill(serviceAnswer(500, {})) : route.continue()));
    await page.goto(`${SITE}/booknow/resort`);
    await hydrated(page);
    await destination(page).pressSequentially('maya');
    await expect(page.getByText('Failed to fetch suggestions').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Browse by region' }).click();
    // The region list answered; its subregions did not: the whole browser fails, as SPEC §8 says.
    await expect(page.locator('[data-region-browser]').getByRole('alert')).toContainText('Failed to fetch regions and subregions');
    regionsFail = false;
    await page.locator('[data-region-browser]').getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[data-region-browser]').getByRole('heading', { level: 3 })).toHaveCount(4);
  });
});

test.describe('resort details and availability', () => {
  // SPEC §2.4, §2.9: the property travels as `property`, never as a deal-proposal parameter.
  for (const step of ['details', 'checkout'] as const) {
    test(`${step} keeps the full header: About, FAQ, Book Now and the logo link`, async ({ page }) => {
      await page.goto(`${SITE}/booknow/resort/${step}?property=R-7004&${STAY}`);
      await expect(page.locator(step === 'details' ? '[data-resort-details="success"]' : '[data-hold-state="held"]')).toBeVisible();
      const header = page.locator('header.site-header');
      await expect(header.locator('a.site-header__logo')).toBeVisible();
      await expect(header.locator('span.site-header__logo')).toBeHidden();
      await expect(header.getByRole('navigation').getByRole('link')).toHaveText(['Our Story', 'Travel FAQs']);
      await expect(header.getByRole('link', { name: 'Book Now' })).toBeVisible();
    });
  }

  test("asks availability for the dates and guests; without dates the picker says 'Select date'", async ({ page }) => {
    const asked = resortCalls(page, '/properties/availability');
    await page.goto(`${SITE}/booknow/resort/details?property=R-7004&adults=2&children=0`);
    await hydrated(page);
    await expect(page.locator('[data-field="dates"]')).toHaveText('Select date');
    await expect(page.getByText('Choose your dates to see availability and prices.')).toBeVisible();
    expect(asked).toHaveLength(0);
    await page.goto(`${SITE}/booknow/resort/details?property=R-7004&${STAY}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Tulum Jungle & Reef Resort' })).toBeVisible();
    await expect(page.getByText('Available for your dates')).toBeVisible();
    await expect(page.locator('dd[data-price]')).toHaveText('$2,560.00');
    const query = new URL(asked.at(-1)!.url()).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ property_id: 'R-7004', check_in: '2027-03-01', check_out: '2027-03-06', adults: '2', children: '0', currency: 'USD' });
    await page.getByRole('button', { name: 'One more: Children' }).click();
    await expect.poll(() => new URL(asked.at(-1)!.url()).searchParams.get('children')).toBe('1');
    await expect(page).toHaveURL(/children=1/);
  });

  test('a stay over 60 days is capped (SPEC §5); a sold-out resort says so and offers no Reserve', async ({ page }) => {
    const asked = resortCalls(page, '/properties/availability');
    await page.goto(`${SITE}/booknow/resort/details?property=R-7004&checkIn=2027-03-01&checkOut=2027-06-01`);
    await expect(page.locator('[data-resort-details="success"]')).toBeVisible();
    expect(new URL(asked.at(-1)!.url()).searchParams.get('check_out')).toBe('2027-04-30');
    await page.goto(`${SITE}/booknow/resort/details?property=R-7003&${STAY}`);
    await expect(page.getByText('Not available for these dates. Try other dates.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reserve' })).toHaveCount(0);
  });

  test("an availability failure is 'Internal Server Error' with a retry; a bad id names no resort", async ({ page }) => {
    let fail = true;
    await page.route(`${SERVICE}/properties/availability?**`, (route) => (fail ? route.fulfill(serviceAnswer(500, {})) : route.continue()));
    await page.goto(`${SITE}/booknow/resort/details?property=R-7004&${STAY}`);
    await expect(page.getByRole('alert')).toContainText('Internal Server Error');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Available for your dates')).toBeVisible();
    await page.goto(`${SITE}/booknow/resort/details?property=%3Cscript%3E&${STAY}`);
    await expect(page.getByRole('alert')).toContainText('This link does not name a resort.');
  });
});

test.describe('resort hold and release (SPEC §4 Resort, §7)', () => {
  const CHECKOUT = `${SITE}/booknow/resort/checkout?property=R-7004&${STAY}`;
  const reference = (page: Page) => page.locator('[data-hold-state]').getAttribute('data-reference');

  test('Reserve places a hold the visitor sees counting down; Cancel releases it on the reference service', async ({ page, request }) => {
    const checks = resortCalls(page, '/properties/hold-check');
    await page.goto(`${SITE}/booknow/resort/details?property=R-7004&${STAY}`);
    await page.getByRole('link', { name: 'Reserve' }).click();
    await expect(page).toHaveURL(CHECKOUT);
    await expect(page.locator('[data-hold-state="held"]')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
    const held = (await reference(page))!;
    expect(held).toMatch(/^RS-\d{6}$/);
    expect(checks.map((check) => new URL(check.url()).searchParams.get('reference_number'))).toEqual([held]);
    expect(await holdStatus(request, held)).toBe('HELD');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`${SITE}/booknow/resort/details?property=R-7004&${STAY}`);
    expect(await holdStatus(request, held)).toBe('RELEASED');
  });

  test('leaving checkout releases the hold (fetch keepalive on pagehide)', async ({ page, request }) => {
    await page.goto(CHECKOUT);
    await expect(page.locator('[data-hold-state="held"]')).toBeVisible();
    const held = (await reference(page))!;
    await page.goto(`${SITE}/about`);
    await expect.poll(() => holdStatus(request, held)).toBe('RELEASED');
  });

  /** Types a card into the resort checkout's payment form (labels from locales/en.json resort.pay). */
  const typeCard = async (page: Page, number: string) => {
    await page.getByLabel('Name on card', { exact: true }).fill('Clara Lopez');
    await page.getByLabel('Card number', { exact: true }).fill(number);
    await page.getByLabel('Expiry date (MM/YY)', { exact: true }).fill('12/40');
    await page.getByLabel('Security code (CVC)', { exact: true }).fill('123');
  };
  const payButton = (page: Page) => page.getByRole('button', { name: /^Pay / });

  test('the card pays the hold and Confirm books it: My Trips shows it paid (SPEC §3 currentGateway)', async ({ page, request }) => {
    const bookings = resortCalls(page, '/itineraries');
    await page.goto(CHECKOUT);
    await expect(page.locator('[data-hold-state="held"]')).toBeVisible();
    // The resort being booked, by name and picture (the hold answer names it by id only).
    const summary = page.locator('[data-resort-summary="R-7004"]');
    await expect(summary.getByRole('heading', { name: 'Tulum Jungle & Reef Resort' })).toBeVisible();
    await expect(summary.locator('img')).toHaveAttribute('src', /^https?:\/\//);
    await expect(summary).toContainText('Riviera Maya');
    const held = (await reference(page))!;
    // No booking without a card: the hold's only way forward is the payment form.
    await expect(page.getByRole('button', { name: 'Confirm booking' })).toHaveCount(0);
    const total = (await page.locator('[data-price]').textContent())!.trim();
    await expect(payButton(page)).toHaveText(`Pay ${total}`);
    await typeCard(page, '4242 4242 4242 4242');
    await payButton(page).click();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    await expect(page.getByText(`Reference ${held}`)).toBeVisible();
    await expect(page.getByText('Paid with Visa ending in 4242', { exact: true })).toBeVisible();
    expect(bookings.map((call) => call.method())).toEqual(['POST', 'PUT']);
    expect(await holdStatus(request, held)).toBe('CONFIRMED');
    // The stay is the traveller's paid booking: My Trips lists it, as a resort, under the same reference.
    await page.goto(`${SITE}/mytrip/mytrips`);
    const trip = page.locator(`[data-remote-root="main"][data-state="ready"] [data-booking="${held}"]`);
    await expect(trip.getByRole('heading', { level: 2 })).toHaveText('Tulum Jungle & Reef Resort');
    await expect(trip).toContainText('Resorts');
    await expect(trip).toContainText('Riviera Maya, Mexico');
    await expect(trip).toContainText(held);
    await expect(trip).toHaveAttribute('data-payment', 'paid');
    await expect(trip).toContainText('Paid with Visa ending in 4242');
  });

  test('each wrong card field says why; a declined card keeps what was typed and shows the decline', async ({ page, request }) => {
    await page.goto(CHECKOUT);
    await expect(page.locator('[data-hold-state="held"]')).toBeVisible();
    const held = (await reference(page))!;
    await payButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Please correct the marked fields.');
    await expect(page.getByLabel('Card number', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Card number', { exact: true })).toHaveAccessibleDescription('This card number is not valid.');
    await expect(page.getByLabel('Name on card', { exact: true })).toBeFocused();
    await typeCard(page, '4000 0000 0000 0002');
    await payButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Card declined: insufficient funds. Nothing was charged; try another card.');
    await expect(page.getByLabel('Card number', { exact: true })).toHaveValue('4000 0000 0000 0002');
    await expect(page.getByLabel('Name on card', { exact: true })).toHaveValue('Clara Lopez');
    await expect(page.getByLabel('Security code (CVC)', { exact: true })).toHaveValue('123');
    await expect(page.locator('[data-hold-state="held"]')).toBeVisible();
    expect(await holdStatus(request, held)).toBe('HELD');
  });

  test('the card that asks for a confirmation step: cancelling charges nothing; confirming pays and books', async ({ page, request }) => {
    await page.goto(CHECKOUT);
    await expect(page.locator('[data-hold-state="held"]')).toBeVisible();
    const held = (await reference(page))!;
    await typeCard(page, '4000 0000 0000 3220');
    await payButton(page).click();
    const step = page.getByRole('region', { name: 'Confirm the payment' });
    await expect(step).toContainText('ending in 3220');
    await step.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alert')).toHaveText('The payment was not confirmed. Nothing was charged.');
    await expect(page.getByLabel('Card number', { exact: true })).toHaveValue('4000 0000 0000 3220');
    await payButton(page).click();
    await step.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();
    await expect(page.getByText('Paid with Visa ending in 3220', { exact: true })).toBeVisible();
    expect(await holdStatus(request, held)).toBe('CONFIRMED');
  });

  for (const { prefix, pay, confirm } of [
    { prefix: '', pay: /^Pay /, confirm: 'Confirm the payment' },
    { prefix: '/ar', pay: /^ادفع /, confirm: 'أكّد الدفع' },
  ]) {
    test(`axe: zero violations on the resort checkout's card, its errors and confirmation step (${prefix || '/en'})`, async ({ page }) => {
      await page.goto(`${SITE}${prefix}/booknow/resort/checkout?property=R-7004&${STAY}`);
      await expect(page.locator('[data-hold-state="held"]')).toBeVisible();
      const axe = async (what: string) => {
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
        expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), what).toEqual([]);
      };
      await axe('the card as it opens');
      await page.getByRole('button', { name: pay }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await axe('the field errors');
      await page.locator('input[autocomplete="cc-name"]').fill('Clara Lopez');
      await page.locator('input[autocomplete="cc-number"]').fill('4000 0000 0000 3220');
      await page.locator('input[autocomplete="cc-exp"]').fill('12/40');
      await page.locator('input[autocomplete="cc-csc"]').fill('123');
      await page.getByRole('button', { name: pay }).click();
      await expect(page.getByRole('region', { name: confirm })).toContainText('3220');
      await axe('the confirmation step');
    });
  }

  test('a hold released twice is no error: Cancel still goes back to the resort', async ({ page, request }) => {
    await page.goto(CHECKOUT);
    await expect(page.locator('[data-hold-state="held"]')).toBeVisible();
    const held = (await reference(page))!;
    // Released elsewhere first (another tab): the page's own release meets a 409.
    await request.put(`${SERVICE}/itineraries`, { data: { reference_number: held, status: 'RELEASE' }, headers: asTraveller() });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/booknow\/resort\/details\?property=R-7004/);
    expect(errors).toEqual([]);
  });

  test('a hold that expired on the server is shown as expired, and can be held again', async ({ page }) => {
    let expired = true;
    await page.route(`${SERVICE}/properties/hold-check?**`, async (route) => {
      if (!expired) return route.continue();
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response, json: { data: { ...body.data, status: 'EXPIRED' } } });
    });
    await page.goto(CHECKOUT);
    await expect(page.getByRole('alert')).toHaveText('Your hold has expired: the resort is no longer held for you.');
    expired = false;
    await page.getByRole('button', { name: 'Hold again' }).click();
    await expect(page.locator('[data-hold-state="held"]')).toBeVisible();
  });

  test('the countdown reaching zero ends the hold on the page too', async ({ page }) => {
    await page.clock.install();
    await page.goto(CHECKOUT);
    await expect(page.locator('[data-hold-state="held"]')).toBeVisible();
    await page.clock.fastForward('15:05');
    await expect(page.getByRole('alert')).toHaveText('Your hold has expired: the resort is no longer held for you.');
    await expect(page.getByRole('button', { name: 'Hold again' })).toBeVisible();
  });
});

test.describe('resort pages access', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`axe finds no WCAG 2.2 A/AA violation on any resort page (${language})`, async ({ page }) => {
      const prefix = language === 'en' ? '' : `/${language}`;
      const pages = [
        { path: '/booknow/resort', ready: '[data-resort-deals="success"]', open: true },
        { path: `/booknow/resort/search?${RIVIERA_MAYA}`, ready: '[data-resort-deals="success"]', open: false },
        { path: `/booknow/resort/details?property=R-7004&${STAY}`, ready: '[data-resort-details="success"]', open: false },
        { path: `/booknow/resort/checkout?property=R-7004&${STAY}`, ready: '[data-hold-state="held"]', open: false },
      ];
      for (const { path, ready, open } of pages) {
        await page.goto(`${SITE}${prefix}${path}`);
        await expect(page.locator(ready)).toBeVisible();
        if (open) {
          await page.locator('[data-field="regions"]').click();
          await expect(page.locator('[data-region-browser] h3').first()).toBeVisible();
        }
        const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
        expect(results.violations.map((violation) => `${path}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    });
  }
});
