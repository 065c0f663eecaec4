import type { Locator, Page } from '@playwright/test';
import { E2E } from './environment.ts';
import { expect, test } from './fixtures/test.ts';
import { axeOnPanels, dayFromToday, searchIslandHydrated, searchSection as section, submitted } from './search-panel-page.ts';

/*
 * The search panels on the home page (above the deals), in English and Arabic.
 * Each panel's auto-suggest (results, keyboard choice, failure), guests, 'Select date' and the
 * 60-day cap (SPEC §5, §9), the submitted address (src/search/query.ts), the tab in
 * step with the deals' tab, and axe with a listbox and a calendar open.
 */

// Each test loads a panel's widgets (react-aria, about 100 KB) and walks a calendar: on the 2-core CI
// machine with two workers that can exceed 30 s, context teardown included.
test.describe.configure({ timeout: 90_000 });

const SUNNY = E2E.siteUrl('sunny');
const MEDINA = E2E.siteUrl('medina');

const LANGUAGES = [
  {
    language: 'en',
    home: `${SUNNY}/`,
    prefix: '',
    text: {
      destination: 'Destination',
      dates: 'Check-in – check-out',
      guests: 'Guests',
      selectDate: 'Select date',
      failed: 'Failed to fetch suggestions',
      submit: 'Search',
      rooms: 'Rooms: 1 · Adults: 2 · Children: 1',
      moreChildren: 'One more: Children',
      childAge: 'Age of child 1',
      done: 'Done',
      capped: 'Limited to 60 days',
      missingDestination: 'Choose a destination from the list',
    },
  },
  {
    language: 'ar',
    home: `${SUNNY}/ar/`,
    prefix: '/ar',
    text: {
      destination: 'الوجهة',
      dates: 'الوصول – المغادرة',
      guests: 'الضيوف',
      selectDate: 'اختر التاريخ',
      failed: 'تعذّر جلب الاقتراحات',
      submit: 'بحث',
      rooms: 'الغرف: 1 · البالغون: 2 · الأطفال: 1',
      moreChildren: 'واحد أكثر: الأطفال',
      childAge: 'عمر الطفل 1',
      done: 'تم',
      capped: 'الحد الأقصى 60 يومًا',
      missingDestination: 'اختر وجهة من القائمة',
    },
  },
] as const;

const form = (page: Page) => section(page).locator('form[data-search-panel]');

/** The widgets load on the first hover or focus in the panel; this waits for the live panel. */
async function goLive(page: Page): Promise<Locator> {
  await searchIslandHydrated(page);
  await form(page).hover();
  const live = section(page).locator('form[data-search-panel]:not([data-static])');
  await expect(live).toBeVisible();
  return live;
}

for (const { language, home, prefix, text } of LANGUAGES) {
  test.describe(`${language}: hotels panel`, () => {
    test('the static panel is the final layout: same fields, same size once the widgets load', async ({ page }) => {
      await page.goto(home);
      const staticForm = section(page).locator('form[data-static]');
      await expect(staticForm).toBeVisible();
      await expect(staticForm.getByRole('button', { name: new RegExp(text.selectDate) })).toBeVisible();
      const before = await staticForm.boundingBox();
      const dealsBefore = await page.locator('[data-exclusive-deals]').boundingBox();
      const live = await goLive(page);
      const after = await live.boundingBox();
      expect(after?.height).toBeCloseTo(before?.height ?? 0, 0);
      expect((await page.locator('[data-exclusive-deals]').boundingBox())?.y).toBeCloseTo(dealsBefore?.y ?? 0, 0);
    });

    test('destination auto-suggest: results, keyboard choice, and the submitted address', async ({ page }) => {
      await page.goto(home);
      const live = await goLive(page);
      const destination = live.getByRole('combobox', { name: text.destination });
      await destination.fill('Lis');
      await expect(page.getByRole('listbox').getByRole('option', { name: /Lisbon/ })).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(destination).toHaveValue('Lisbon');
      await expect(page.getByRole('listbox')).toBeHidden();

      // SPEC §5: no dates yet shows 'Select date'; a stay over 60 days is capped.
      const dates = live.getByRole('button', { name: new RegExp(text.dates) });
      await expect(dates).toHaveText(text.selectDate);
      await dates.click();
      const grid = page.getByRole('grid');
      await expect(grid).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      for (let month = 0; month < 3; month += 1) await page.keyboard.press('PageDown');
      await page.keyboard.press('Enter');
      await expect(grid).toBeHidden();
      await expect(live.getByText(text.capped)).toBeVisible();
      await expect(dates).not.toHaveText(text.selectDate);

      // Guests: one child of 7 in the one room.
      await live.getByRole('button', { name: new RegExp(text.guests) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: text.moreChildren }).click();
      await dialog.getByLabel(text.childAge).selectOption('7');
      await dialog.getByRole('button', { name: text.done }).click();
      await expect(live.getByRole('button', { name: new RegExp(text.guests) })).toHaveText(text.rooms);

      const checkIn = await dayFromToday(page, 7);
      const checkOut = await page.evaluate((start) => new Date(Date.parse(`${start}T00:00:00Z`) + 60 * 86_400_000).toISOString().slice(0, 10), checkIn);
      // sunny has enableHotelsV2: the v2 search route (SPEC §2.5).
      const url = await submitted(page, () => live.getByRole('button', { name: text.submit }).click(), /\/booknow\/hotels\//);
      expect(url.pathname).toBe(`${prefix}/booknow/hotels/v2/search`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        destination: 'city-lis',
        destinationName: 'Lisbon',
        checkIn,
        checkOut,
        rooms: '[{"adults":2,"children":[7]}]',
      });
    });

    test("a failed suggest shows 'Failed to fetch suggestions', or the server's error field", async ({ page }) => {
      let answer: { status: number; body: string } = { status: 500, body: '' };
      await page.route('**/hotel-service/autocomplete**', (route) => route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }));
      await page.goto(home);
      const live = await goLive(page);
      const destination = live.getByRole('combobox', { name: text.destination });
      await destination.fill('Par');
      await expect(page.getByRole('listbox')).toContainText(text.failed);
      answer = { status: 502, body: JSON.stringify({ error: 'Supplier offline' }) };
      await destination.fill('Pari');
      await expect(page.getByRole('listbox')).toContainText('Supplier offline');
    });

    test('each new text cancels the suggest request it replaces', async ({ page }) => {
      const asked: string[] = [];
      const aborted: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/hotel-service/autocomplete')) asked.push(new URL(request.url()).searchParams.get('key') ?? '');
      });
      page.on('requestfailed', (request) => {
        if (request.url().includes('/hotel-service/autocomplete')) aborted.push(new URL(request.url()).searchParams.get('key') ?? '');
      });
      // The first answer is held until the second text has asked, so it is under way when that
      // text arrives, however fast or slow the machine.
      let secondAsked: () => void = () => undefined;
      const second = new Promise<void>((resolve) => (secondAsked = resolve));
      await page.route('**/hotel-service/autocomplete**', async (route) => {
        if (new URL(route.request().url()).searchParams.get('key') === 'Mia') await second;
        else secondAsked();
        await route.continue().catch(() => undefined);
      });
      await page.goto(home);
      const live = await goLive(page);
      const destination = live.getByRole('combobox', { name: text.destination });
      await destination.fill('Mia');
      await expect.poll(() => asked).toEqual(['Mia']);
      await destination.fill('Miami B');
      await expect(page.getByRole('option', { name: /Miami Beach/ })).toBeVisible();
      expect(asked).toEqual(['Mia', 'Miami B']);
      await expect.poll(() => aborted).toEqual(['Mia']);
      await expect(page.getByRole('option')).toHaveCount(1);
    });

    test('a search without a destination says so and focuses it', async ({ page }) => {
      await page.goto(home);
      const live = await goLive(page);
      await live.getByRole('button', { name: text.submit }).click();
      await expect(live.getByText(text.missingDestination)).toBeVisible();
      await expect(live.getByRole('combobox', { name: text.destination })).toBeFocused();
      await expect(page).toHaveURL(home);
    });

    test('axe: no violations with the listbox open, the calendar open and the guests open', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(home);
      const live = await goLive(page);
      await axeOnPanels(page, 'closed');
      await live.getByRole('combobox', { name: text.destination }).fill('Mia');
      await expect(page.getByRole('option').first()).toBeVisible();
      await axeOnPanels(page, 'listbox open', { listboxOpen: true });
      await page.keyboard.press('Escape');
      await live.getByRole('button', { name: new RegExp(text.dates) }).click();
      await expect(page.getByRole('grid')).toBeVisible();
      await axeOnPanels(page, 'calendar open');
      await page.keyboard.press('Escape');
      await live.getByRole('button', { name: new RegExp(text.guests) }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await axeOnPanels(page, 'guests open');
    });
  });
}

test('ar: the calendar is in Arabic, right to left', async ({ page }) => {
  await page.goto(`${SUNNY}/ar/`);
  const live = await goLive(page);
  await live.getByRole('button', { name: /الوصول – المغادرة/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('grid')).toBeVisible();
  // The month in Arabic; ArrowLeft moves forward a day in a right-to-left grid.
  await expect(dialog.getByRole('heading')).toHaveText(/[\u0600-\u06FF]/);
  const before = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  await page.keyboard.press('ArrowLeft');
  const after = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  expect(after).not.toBe(before);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('medina (ar, classic hotels): destinations from the agency API, the v1 search route', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v2/hotel/auto-suggest')) calls.push(request.postData() ?? '');
  });
  await page.goto(`${MEDINA}/`);
  const live = await goLive(page);
  await live.getByRole('combobox', { name: 'الوجهة' }).fill('Dub');
  await page.getByRole('option', { name: /Dubai/ }).click();
  expect(JSON.parse(calls.at(-1) ?? '{}')).toMatchObject({ text: 'Dub' });
  await live.getByRole('button', { name: /الوصول – المغادرة/ }).click();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  const url = await submitted(page, () => live.getByRole('button', { name: 'بحث' }).click(), /\/booknow\/hotels\//);
  expect(url.pathname).toBe('/booknow/hotels/search');
  expect(url.searchParams.get('destination')).toBe('city-dxb');
  expect(url.searchParams.get('rooms')).toBe('[{"adults":2,"children":[]}]');
});

test('listboxHidesOutsideOnlyWhileOpen: the open listbox hides the page from screen readers; Tab closes it first', async ({ page }) => {
  await page.goto(`${SUNNY}/`);
  const live = await goLive(page);
  const tabsHidden = () => page.evaluate(() => Boolean(document.querySelector('#search-tab-0')?.closest('[aria-hidden="true"]')));
  await live.getByRole('combobox', { name: 'Destination' }).fill('Mia');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(await tabsHidden()).toBe(true);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('listbox')).toBeHidden();
  expect(await tabsHidden()).toBe(false);
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[aria-hidden="true"]')))).toBe(false);
});

test.describe('tabs in step with the deals (SPEC §2.2 tab query)', () => {
  test('the tab query opens both on the same service, and a click on either moves both', async ({ page }) => {
    await page.goto(`${SUNNY}/?tab=cars`);
    const searchTabs = section(page).getByRole('tablist');
    const dealTabs = page.locator('[data-exclusive-deals]').getByRole('tablist');
    await expect(searchTabs.getByRole('tab', { name: 'Cars' })).toHaveAttribute('aria-selected', 'true');
    await expect(dealTabs.getByRole('tab', { name: 'Cars' })).toHaveAttribute('aria-selected', 'true');
    await searchTabs.getByRole('tab', { name: 'Activities' }).click();
    await expect(dealTabs.getByRole('tab', { name: 'Activities' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(`${SUNNY}/?tab=activities`);
    await expect(form(page)).toHaveAttribute('data-search-panel', 'Activities');
    await dealTabs.getByRole('tab', { name: 'Hotels' }).click();
    await expect(searchTabs.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true');
    await expect(form(page)).toHaveAttribute('data-search-panel', 'Hotels');
  });
});

test.describe('the home search tabs hydrate off the start-up (TBT), yet follow the deals', () => {
  const searchIsland = (page: Page) => section(page).locator('astro-island');
  const dealTabs = (page: Page) => page.locator('[data-exclusive-deals]').getByRole('tablist');

  test('without a tab in the address they wait; a deal tab wakes them on the same service', async ({ page }) => {
    await page.goto(`${SUNNY}/`);
    // The deals island (client:load) is live; the search island is still the build's HTML.
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr][client="load"]'));
    await expect(searchIsland(page)).toHaveAttribute('ssr');
    await dealTabs(page).getByRole('tab', { name: 'Cars' }).click();
    await expect(section(page).getByRole('tablist').getByRole('tab', { name: 'Cars' })).toHaveAttribute('aria-selected', 'true');
    await expect(form(page)).toHaveAttribute('data-search-panel', 'Cars');
    await expect(searchIsland(page)).not.toHaveAttribute('ssr');
  });

  test('a search tab clicked before they hydrate is kept, and moves the deals too', async ({ page }) => {
    await page.goto(`${SUNNY}/`);
    await expect(searchIsland(page)).toHaveAttribute('ssr');
    await section(page).getByRole('tablist').getByRole('tab', { name: 'Activities' }).click();
    await expect(section(page).getByRole('tablist').getByRole('tab', { name: 'Activities' })).toHaveAttribute('aria-selected', 'true');
    await expect(dealTabs(page).getByRole('tab', { name: 'Activities' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(`${SUNNY}/?tab=activities`);
  });
});

test.describe('the widget library loads on the first interaction only', () => {
  test('no react-aria code before the panel is used', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(`${SUNNY}/`);
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    expect(scripts.some((url) => /HotelPanel/.test(url))).toBe(false);
    await goLive(page);
    expect(scripts.length).toBeGreaterThan(before);
    expect(scripts.some((url) => /HotelPanel/.test(url))).toBe(true);
  });
});
