import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { openDealTab } from './deal-tabs.ts';
import { E2E } from './environment.ts';
import { expect, test } from './fixtures/test.ts';
import { forgetVisitor, logInAs } from './member.ts';

/*
 * The home page's Product Deals island against the demo tenants (deal data per rule:
 * /work/notes/deals-data.md and reference/api/deals-variety.test.ts). SPEC §2.6, §4, §6.
 */

const SUNNY = E2E.siteUrl('sunny');
const MEDINA = E2E.siteUrl('medina');
const ALPINE = E2E.siteUrl('alpine');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

const deals = (page: Page) => page.locator('[data-exclusive-deals]');
const panel = (page: Page) => deals(page).getByRole('tabpanel');
const card = (page: Page, title: string) => panel(page).locator('article').filter({ has: page.getByRole('heading', { name: title }) });
const settled = (page: Page) => expect(panel(page)).not.toHaveAttribute('data-deals-status', 'loading');

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await settled(page);
}

test.describe('tabs (SPEC §2.6, §4 Deal tab)', () => {
  test('shows a tab per active deal service, the first selected', async ({ page }) => {
    await open(page, `${SUNNY}/`);
    await expect(deals(page).getByRole('tab')).toHaveText(['Hotels', 'Air Travel', 'Cars', 'Activities', 'Cruise']);
    await expect(deals(page).getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true');
    await open(page, `${ALPINE}/en/`);
    await expect(deals(page).getByRole('tab')).toHaveText(['Hotels', 'Cars', 'Activities']);
  });

  test('the tab query selects an active service, else the first', async ({ page }) => {
    await open(page, `${SUNNY}/?tab=cars`);
    await expect(deals(page).getByRole('tab', { name: 'Cars' })).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, 'Toyota Corolla or similar')).toBeVisible();
    await open(page, `${ALPINE}/en/?tab=cruises`);
    await expect(deals(page).getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a click changes the tab and the address without a reload, keeping other parameters', async ({ page }) => {
    await open(page, `${SUNNY}/?utm=mail`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await deals(page).getByRole('tab', { name: 'Activities' }).click();
    await expect(page).toHaveURL(`${SUNNY}/?utm=mail&tab=activities`);
    await expect(card(page, 'Isla Mujeres Catamaran Day with Snorkelling')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('arrow keys, Home and End move between tabs', async ({ page }) => {
    await open(page, `${SUNNY}/`);
    await deals(page).getByRole('tab', { name: 'Hotels' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(deals(page).getByRole('tab', { name: 'Air Travel' })).toBeFocused();
    await expect(deals(page).getByRole('tab', { name: 'Air Travel' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(deals(page).getByRole('tab', { name: 'Cruise' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(deals(page).getByRole('tab', { name: 'Hotels' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(deals(page).getByRole('tab', { name: 'Cruise' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(deals(page).getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true');
  });

  test('in Arabic ArrowLeft moves forward', async ({ page }) => {
    await open(page, `${MEDINA}/`);
    const tabs = deals(page).getByRole('tab');
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toBeFocused();
  });
});

test.describe('cards (SPEC §3)', () => {
  test('v2 hotel cards on an agency with enableHotelsV2, linking to the v2 detail page', async ({ page }) => {
    await open(page, `${SUNNY}/`);
    const palms = card(page, 'The Palms Oceanfront');
    await expect(palms.getByRole('img', { name: /of 5 stars/ })).toBeVisible();
    await expect(palms.getByRole('link', { name: /View Deal/ })).toHaveAttribute('href', /^\/booknow\/hotels\/v2\/details\?.*propertyId=P-100231/);
  });

  test('classic hotel cards elsewhere, four per row, pictures lazy after the first row', async ({ page }) => {
    await open(page, `${ALPINE}/en/`);
    const cards = panel(page).locator('article');
    await expect(card(page, 'Azure Bay Resort & Spa, Cancún').getByRole('link', { name: /View Deal/ })).toHaveAttribute('href', /^\/booknow\/hotels\/deal\//);
    const tops = await cards.evaluateAll((all) => all.slice(0, 5).map((element) => Math.round(element.getBoundingClientRect().top)));
    expect(new Set(tops.slice(0, 4)).size).toBe(1);
    expect(tops[4]).toBeGreaterThan(tops[0]!);
    const images = panel(page).locator('article > img');
    await expect(images.nth(0)).toHaveAttribute('loading', 'eager');
    await expect(images.nth(4)).toHaveAttribute('loading', 'lazy');
    await expect(images.nth(4)).toHaveAttribute('width', /\d+/);
    await expect(images.nth(4)).toHaveAttribute('height', /\d+/);
  });

  test('activity cards show duration, free cancellation and rating; car cards their vehicle facts', async ({ page }) => {
    await open(page, `${SUNNY}/?tab=activities`);
    const tour = card(page, 'Isla Mujeres Catamaran Day with Snorkelling');
    await expect(tour).toContainText('Duration:');
    await expect(tour).toContainText('Free cancellation');
    await expect(tour.getByRole('img', { name: /of 5 stars/ })).toBeVisible();
    await deals(page).getByRole('tab', { name: 'Cars' }).click();
    const car = card(page, 'Toyota Corolla or similar');
    await expect(car.getByRole('img', { name: 'Rental company' })).toBeVisible();
    for (const text of [/\d+ passengers/, /\d+ bags/, /\d+ doors/, /Pick-up: /, /Drop-off: /]) await expect(car).toContainText(text);
  });

  test('Flights and Cruise show the banner with Book Now; an empty list shows it too', async ({ page }) => {
    await open(page, `${SUNNY}/?tab=flights`);
    await expect(panel(page).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/booknow/flights');
    await deals(page).getByRole('tab', { name: 'Cruise' }).click();
    await expect(panel(page).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/booknow/cruise');
    await open(page, `${ALPINE}/en/?tab=cars`);
    await expect(panel(page).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/booknow/cars');
  });
});

/** The price texts of a card, by role. */
async function pricesOf(deal: Locator) {
  return (await deal.innerText()).replace(/\s+/g, ' ');
}

test.describe('price block (SPEC §2.6, §5, §6)', () => {
  test('anonymous: badge, retail, traveller price and Log In to save', async ({ page }) => {
    await open(page, `${SUNNY}/?tab=activities`);
    const tour = card(page, 'Isla Mujeres Catamaran Day with Snorkelling');
    await expect(tour).toContainText('25% off');
    // The retail price struck through, with an accessible label.
    await expect(tour.locator('s')).toHaveText(/Retail price\s*\$238/);
    await expect(tour).toContainText('$178');
    await expect(tour).toContainText('Log In to save up to $60');
    expect(await pricesOf(tour)).not.toContain('Wholesale');
    // SPEC §5: a saved amount that rounds to zero shows no prices.
    await expect(card(page, 'Northern Lights Super Jeep Tour')).not.toContainText('$');
    // SPEC §5 on v2 cards (docs/decisions.md): a recommended price above the total is struck
    // through; 'N/A' only where it is missing; one below the total is left out, with no saving.
    await deals(page).getByRole('tab', { name: 'Hotels' }).click();
    const palms = card(page, 'The Palms Oceanfront');
    await expect(palms.locator('s')).toHaveText(/Retail price\s*\$529/);
    await expect(palms).toContainText('22% off');
    await expect(palms).toContainText('Log In to save up to $117');
    await expect(card(page, 'Shinjuku Skyline Tower')).toContainText('N/A');
    await expect(panel(page).locator('article').filter({ hasText: 'N/A' })).toHaveCount(1);
    const alfama = card(page, 'Alfama Riverside Rooms');
    await expect(alfama).toContainText('$318');
    await expect(alfama.locator('s')).toHaveCount(0);
    await expect(alfama).not.toContainText('save up to');
    await expect(alfama).not.toContainText('-$');
    // A negative saving never shows, on the classic cards either.
    await deals(page).getByRole('tab', { name: 'Activities' }).click();
    const tallinn = card(page, 'Tallinn Old Town Walking Tour');
    await expect(tallinn).toContainText('$48');
    await expect(tallinn.locator('s')).toHaveCount(0);
    await expect(tallinn).not.toContainText('save up to');
  });

  test('customer: Saved, no agent lines', async ({ page, context, request }) => {
    await logInAs(context, request, 'sunny', 'customer@sunny.demo');
    await open(page, `${SUNNY}/?tab=activities`);
    const tour = card(page, 'Isla Mujeres Catamaran Day with Snorkelling');
    await expect(tour).toContainText('Saved $60');
    await expect(tour).not.toContainText('Wholesale');
  });

  test('agent: wholesale rate and agency markup; restricted agent: neither', async ({ page, context, request }) => {
    await logInAs(context, request, 'sunny', 'agent@sunny.demo');
    await open(page, `${SUNNY}/?tab=activities`);
    const tour = card(page, 'Isla Mujeres Catamaran Day with Snorkelling');
    await expect(tour).toContainText(/Wholesale rate \$\d+/);
    await expect(tour).toContainText(/Agency markup \$\d+/);
    await forgetVisitor(page);
    await logInAs(context, request, 'sunny', 'restricted@sunny.demo');
    await open(page, `${SUNNY}/?tab=activities`);
    await expect(card(page, 'Isla Mujeres Catamaran Day with Snorkelling')).toContainText('Saved $60');
    await expect(card(page, 'Isla Mujeres Catamaran Day with Snorkelling')).not.toContainText('Wholesale');
  });

  test('Reveal Price replaces the prices when the agency disallows the non-login flow', async ({ page, context, request }) => {
    await open(page, `${MEDINA}/en/?tab=activities`);
    const reveal = panel(page).getByRole('link', { name: 'Reveal Price' }).first();
    await expect(reveal).toHaveAttribute('href', '/en/?tab=activities');
    await expect(panel(page)).not.toContainText('$');
    await logInAs(context, request, 'medina', 'customer@medina.demo');
    await open(page, `${MEDINA}/en/?tab=activities`);
    await expect(panel(page).getByRole('link', { name: 'Reveal Price' })).toHaveCount(0);
    await expect(card(page, 'Isla Mujeres Catamaran Day with Snorkelling')).toContainText('Saved');
  });
});

test('a currency change asks again and shows the prices converted, with 0 decimals', async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/deals/activity-search')) searches.push(request.url());
  });
  await open(page, `${SUNNY}/?tab=activities`);
  const tour = card(page, 'Isla Mujeres Catamaran Day with Snorkelling');
  await expect(tour).toContainText('$178');
  const asked = searches.length;
  const picker = page.getByRole('button', { name: /^Currency/ });
  await expect(picker).toHaveAccessibleName(/: [A-Z]{3}$/);
  await picker.click();
  await page.getByRole('dialog', { name: 'Choose your currency' }).getByRole('option').filter({ hasText: 'Euro' }).click();
  await expect(tour).toContainText(/€\s?\d+(?![.,]\d)/);
  await expect(tour).not.toContainText('$178');
  expect(searches.length).toBeGreaterThan(asked);
});

test.describe('View Deal target (SPEC §2.6)', () => {
  test('opens a new tab with noopener on desktop', async ({ page }) => {
    await open(page, `${SUNNY}/?tab=activities`);
    const link = card(page, 'Isla Mujeres Catamaran Day with Snorkelling').getByRole('link', { name: /View Deal/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    await expect(link).toHaveAttribute('href', /^\/booknow\/activities\/result-details\//);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    test('opens in the same tab', async ({ page }) => {
      await open(page, `${SUNNY}/?tab=activities`);
      const link = panel(page).getByRole('link', { name: /View Deal/ }).first();
      await expect(link).toBeVisible();
      await expect(link).not.toHaveAttribute('target', /.+/);
    });
  });
});

test.describe('failure state (SPEC §4, §8)', () => {
  test("shows the server's message with a Retry that asks again", async ({ page }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/dealray/deals/activity-search')) calls += 1;
    });
    await open(page, `${ALPINE}/en/?tab=activities`);
    const alert = panel(page).getByRole('alert');
    await expect(alert).toContainText('Activity supplier unavailable, please try again later');
    expect(calls).toBe(1);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => calls).toBe(2);
    await expect(panel(page).getByRole('alert')).toContainText('Activity supplier unavailable');
  });
});

test.describe('carousel at 390 px (SPEC §4 wraps both ways)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  const CAROUSELS = [
    { name: 'English', url: `${SUNNY}/?tab=activities`, previous: 'Previous deal', next: 'Next deal', position: (i: number, n: number) => `Deal ${i} of ${n}` },
    { name: 'Arabic', url: `${MEDINA}/?tab=activities`, previous: 'العرض السابق', next: 'العرض التالي', position: (i: number, n: number) => `العرض ${i} من ${n}` },
  ];

  for (const { name, url, previous, next, position } of CAROUSELS) {
    test(`previous from the first goes to the last and next from the last to the first (${name})`, async ({ page, context, request }) => {
      if (name === 'Arabic') await logInAs(context, request, 'medina', 'customer@medina.demo');
      await open(page, url);
      const slides = panel(page).locator('[aria-roledescription="slide"]');
      // On a phone the deals come after the hero and the search panels: scroll to them.
      await slides.first().scrollIntoViewIfNeeded();
      const count = await slides.count();
      expect(count).toBeGreaterThan(1);
      const status = panel(page).locator('[aria-live="polite"]');
      await expect(status).toHaveText(position(1, count));
      await panel(page).getByRole('button', { name: previous }).click();
      await expect(status).toHaveText(position(count, count));
      await expect(slides.nth(count - 1)).toBeInViewport();
      await panel(page).getByRole('button', { name: next }).click();
      await expect(status).toHaveText(position(1, count));
      await expect(slides.nth(0)).toBeInViewport();
      await panel(page).getByRole('button', { name: next }).click();
      await expect(status).toHaveText(position(2, count));
      await expect(slides.nth(1)).toBeInViewport();
    });
  }

  for (const { name, url, previous, next, position } of CAROUSELS) {
    test(`Swiper arriving after an arrow's click takes over from the card chosen; the page stays a screen wide and where it was scrolled (${name})`, async ({ page }) => {
      // Swiper is held back until the test lets it through: it arrives after the click.
      let letThrough!: () => void;
      const held = new Promise<void>((resolve) => (letThrough = resolve));
      let asked!: () => void;
      const requested = new Promise<void>((resolve) => (asked = resolve));
      await page.route(/swiper/i, async (route) => {
        asked();
        await held;
        await route.continue();
      });
      const wide = () => page.evaluate(() => document.documentElement.scrollWidth);
      await open(page, url);
      const slides = panel(page).locator('[aria-roledescription="slide"]');
      await slides.first().scrollIntoViewIfNeeded();
      await requested;
      // The cards' visually hidden text once escaped the row's clip: the page grew as wide as the row.
      expect(await wide()).toBeLessThanOrEqual(390);
      const count = await slides.count();
      const status = panel(page).locator('[aria-live="polite"]');
      await panel(page).getByRole('button', { name: previous }).click();
      await expect(status).toHaveText(position(count, count));
      await expect(slides.nth(count - 1)).toBeInViewport();
      const scrolled = await page.evaluate(() => scrollY);
      expect(scrolled).toBeGreaterThan(0);
      letThrough();
      await expect(panel(page).locator('.swiper-initialized')).toHaveCount(1);
      await expect(slides.nth(count - 1)).toHaveClass(/swiper-slide-active/);
      await expect(slides.nth(count - 1)).toBeInViewport();
      expect(await page.evaluate(() => scrollY)).toBe(scrolled);
      expect(await wide()).toBeLessThanOrEqual(390);
      await panel(page).getByRole('button', { name: next }).click();
      await expect(status).toHaveText(position(1, count));
      await expect(slides.nth(0)).toBeInViewport();
      expect(await wide()).toBeLessThanOrEqual(390);
    });
  }

  test('Swiper waits until the row is on screen: none while the page loads', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await open(page, `${SUNNY}/?tab=activities`);
    await expect(panel(page).locator('[aria-roledescription="slide"]').nth(1)).toBeAttached();
    await page.waitForLoadState('networkidle');
    // On a phone the row sits below the hero and the search panels.
    await expect(panel(page).locator('[aria-roledescription="carousel"]')).not.toBeInViewport();
    expect(scripts.filter((url) => /swiper/i.test(url))).toEqual([]);
    await expect(panel(page).locator('.swiper-initialized')).toHaveCount(0);
    await panel(page).locator('[aria-roledescription="carousel"]').scrollIntoViewIfNeeded();
    await expect(panel(page).locator('.swiper-initialized')).toHaveCount(1);
    expect(scripts.filter((url) => /swiper/i.test(url)).length).toBeGreaterThan(0);
  });

  test('Swiper moves the row: loaded for the small-screen layout, a drag goes to the next deal', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await open(page, `${SUNNY}/?tab=activities`);
    // The drag happens on screen, and Swiper starts once the row is on it (below the search panels).
    await panel(page).locator('[aria-roledescription="carousel"]').scrollIntoViewIfNeeded();
    const viewport = panel(page).locator('.swiper-initialized');
    await expect(viewport).toHaveCount(1);
    await viewport.scrollIntoViewIfNeeded();
    expect(scripts.filter((url) => /swiper/i.test(url)).length).toBeGreaterThan(0);
    const status = panel(page).locator('[aria-live="polite"]');
    const count = await panel(page).locator('[aria-roledescription="slide"]').count();
    await expect(status).toHaveText(`Deal 1 of ${count}`);
    const box = (await viewport.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width - 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 20, y, { steps: 12 });
    await page.mouse.up();
    await expect(status).toHaveText(`Deal 2 of ${count}`);
  });

  test('banners have no arrows', async ({ page }) => {
    await open(page, `${SUNNY}/?tab=cruises`);
    await expect(panel(page).getByRole('link', { name: 'Book Now' })).toBeVisible();
    await expect(panel(page).getByRole('button')).toHaveCount(0);
  });
});

test.describe('axe with each tab open', () => {
  for (const { name, url } of [
    { name: 'en', url: `${SUNNY}/` },
    { name: 'ar', url: `${MEDINA}/` },
  ]) {
    test(`no violations on any tab (${name})`, async ({ page }) => {
      // Five tabs, an axe run each.
      test.setTimeout(120_000);
      await open(page, url);
      const tabs = deals(page).getByRole('tab');
      for (let index = 0; index < (await tabs.count()); index += 1) {
        await openDealTab(tabs.nth(index), panel(page));
        const result = await new AxeBuilder({ page }).include('[data-exclusive-deals]').withTags(TAGS).analyze();
        expect(result.violations, `tab ${index}`).toEqual([]);
      }
    });
  }
});

test('a desktop visitor never downloads Swiper', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(request.url()));
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, `${SUNNY}/?tab=activities`);
  await expect(panel(page).locator('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /swiper/i.test(url))).toEqual([]);
});
