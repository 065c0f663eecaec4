import type { Locator, Page } from '@playwright/test';
import { E2E } from './environment.ts';
import { expect, test } from './fixtures/test.ts';
import { axeOnPanels, dayFromToday, searchIslandHydrated, searchSection as section, submitted } from './search-panel-page.ts';

/*
 * The Activities, Flights, Cars and Cruise panels on sunny's home page (every
 * service on, flights v2), in English and Arabic: auto-suggest (results, keyboard choice,
 * failure), guests, 'Select date', the 60-day cap (SPEC §5, §9) and the submitted address
 * (src/search/query.ts). The Hotels panel and the tabs: search-panels.spec.ts.
 */

// Each test loads a panel's widgets (react-aria, about 100 KB) and walks a calendar: on the 2-core CI
// machine with two workers that can exceed 30 s, context teardown included.
test.describe.configure({ timeout: 90_000 });

const SUNNY = E2E.siteUrl('sunny');

const LANGUAGES = [
  {
    language: 'en',
    home: `${SUNNY}/`,
    prefix: '',
    t: {
      tabs: { activities: 'Activities', flights: 'Air Travel', cars: 'Cars', cruise: 'Cruise' },
      destination: 'Destination',
      activityDates: 'Dates',
      selectDate: 'Select date',
      capped: 'Limited to 60 days',
      failed: 'Failed to fetch suggestions',
      submit: 'Search',
      oneWay: 'One way',
      from: 'From',
      to: 'To',
      departDate: 'Departure',
      passengers: 'Passengers',
      moreChildren: 'One more: Children (2–12)',
      moreInfants: 'One more: Infants (under 2)',
      passengersDefault: 'Adults: 1 · Children: 0 · Infants: 0',
      passengersChosen: 'Adults: 1 · Children: 1 · Infants: 1',
      done: 'Done',
      pickUp: 'Pick-up location',
      dropOff: 'Drop-off location',
      rentalDates: 'Pick-up – drop-off',
      pickUpTime: 'Pick-up time',
      driverAge: 'Driver age',
      residence: 'Country of residence',
      line: 'Cruise line',
      month: 'Month',
      guests: 'Guests',
      cruiseGuests: 'Adults: 2 · Children: 0 · Infants: 0',
      missingLine: 'Choose a cruise line',
    },
  },
  {
    language: 'ar',
    home: `${SUNNY}/ar/`,
    prefix: '/ar',
    t: {
      tabs: { activities: 'الأنشطة', flights: 'الرحلات الجوية', cars: 'تأجير السيارات', cruise: 'الرحلات البحرية' },
      destination: 'الوجهة',
      activityDates: 'التواريخ',
      selectDate: 'اختر التاريخ',
      capped: 'الحد الأقصى 60 يومًا',
      failed: 'تعذّر جلب الاقتراحات',
      submit: 'بحث',
      oneWay: 'ذهاب فقط',
      from: 'من',
      to: 'إلى',
      departDate: 'الذهاب',
      passengers: 'المسافرون',
      moreChildren: 'واحد أكثر: الأطفال (2–12)',
      moreInfants: 'واحد أكثر: الرضع (أقل من سنتين)',
      passengersDefault: 'البالغون: 1 · الأطفال: 0 · الرضع: 0',
      passengersChosen: 'البالغون: 1 · الأطفال: 1 · الرضع: 1',
      done: 'تم',
      pickUp: 'مكان الاستلام',
      dropOff: 'مكان التسليم',
      rentalDates: 'الاستلام – التسليم',
      pickUpTime: 'وقت الاستلام',
      driverAge: 'عمر السائق',
      residence: 'بلد الإقامة',
      line: 'شركة الرحلات البحرية',
      month: 'الشهر',
      guests: 'الضيوف',
      cruiseGuests: 'البالغون: 2 · الأطفال: 0 · الرضع: 0',
      missingLine: 'اختر شركة رحلات بحرية',
    },
  },
] as const;


/** Opens the home page on a service's tab and waits for its live panel (widgets loaded). */
async function openPanel(page: Page, home: string, tab: string, service: string): Promise<Locator> {
  await page.goto(home);
  await searchIslandHydrated(page);
  await section(page).getByRole('tab', { name: tab, exact: true }).click();
  const form = section(page).locator(`form[data-search-panel="${service}"]`);
  await form.hover();
  const live = section(page).locator(`form[data-search-panel="${service}"]:not([data-static])`);
  await expect(live).toBeVisible();
  return live;
}

async function pick(page: Page, field: Locator, text: string, option: RegExp): Promise<void> {
  await field.fill(text);
  await expect(page.getByRole('option', { name: option }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

for (const { language, home, prefix, t } of LANGUAGES) {
  test.describe(`${language}: activities, flights, cars and cruise panels`, () => {
    test('each static panel has the size of its live panel (no layout shift when the widgets load)', async ({ page }) => {
      test.setTimeout(90_000);
      for (const [tab, service] of [
        [t.tabs.flights, 'Air Travel'],
        [t.tabs.cars, 'Cars'],
        [t.tabs.activities, 'Activities'],
        [t.tabs.cruise, 'Cruise'],
      ] as const) {
        await page.goto(home);
        await searchIslandHydrated(page);
        await section(page).getByRole('tab', { name: tab, exact: true }).click();
        const staticForm = section(page).locator(`form[data-search-panel="${service}"][data-static]`);
        const before = await staticForm.boundingBox();
        const live = await openPanel(page, home, tab, service);
        // The lists the live panel asks for (lines, countries) have arrived.
        await page.waitForLoadState('networkidle');
        const after = await live.boundingBox();
        expect(after?.height, service).toBeCloseTo(before?.height ?? 0, 0);
        expect(after?.width, service).toBeCloseTo(before?.width ?? 0, 0);
      }
    });

    test('activities: destination suggest, a range capped at 60 days, the search address', async ({ page }) => {
      const live = await openPanel(page, home, t.tabs.activities, 'Activities');
      const destination = live.getByRole('combobox', { name: t.destination });
      await pick(page, destination, 'Kyo', /Kyoto/);
      await expect(destination).toHaveValue('Kyoto');
      const dates = live.getByRole('button', { name: new RegExp(t.activityDates) });
      await expect(dates).toHaveText(t.selectDate);
      await dates.click();
      await expect(page.getByRole('grid')).toBeVisible();
      await page.keyboard.press('Enter');
      for (let month = 0; month < 3; month += 1) await page.keyboard.press('PageDown');
      await page.keyboard.press('Enter');
      await expect(live.getByText(t.capped)).toBeVisible();
      const start = await dayFromToday(page, 0);
      const end = await dayFromToday(page, 60);
      const url = await submitted(page, () => live.getByRole('button', { name: t.submit }).click(), /\/booknow\/activities\//);
      expect(url.pathname).toBe(`${prefix}/booknow/activities/search`);
      expect(Object.fromEntries(url.searchParams)).toEqual({ destination: 'd-332', destinationName: 'Kyoto', startDate: start, endDate: end });
    });

    test('activities: a failed suggest says so; axe with the listbox and the calendar open', async ({ page }) => {
      test.setTimeout(120_000);
      await page.route('**/api/activities/destinations', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
      const live = await openPanel(page, home, t.tabs.activities, 'Activities');
      await live.getByRole('combobox', { name: t.destination }).fill('Kyo');
      await expect(page.getByRole('listbox')).toContainText(t.failed);
      await axeOnPanels(page, 'failure listbox open', { listboxOpen: true });
      await page.keyboard.press('Escape');
      await live.getByRole('button', { name: new RegExp(t.activityDates) }).click();
      await expect(page.getByRole('grid')).toBeVisible();
      await axeOnPanels(page, 'calendar open');
    });

    test('flights: airports, one way, passengers (one infant per adult), the v2 search address', async ({ page }) => {
      const live = await openPanel(page, home, t.tabs.flights, 'Air Travel');
      await pick(page, live.getByRole('combobox', { name: t.from, exact: true }), 'Heathrow', /LHR/);
      await pick(page, live.getByRole('combobox', { name: t.to, exact: true }), 'JFK', /JFK/);
      await expect(live.getByRole('combobox', { name: t.from, exact: true })).toHaveValue('London (LHR)');
      await live.getByRole('radio', { name: t.oneWay }).check();
      const depart = live.getByRole('button', { name: new RegExp(t.departDate) });
      await expect(depart).toHaveText(t.selectDate);
      await depart.click();
      await expect(page.getByRole('grid')).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(depart).not.toHaveText(t.selectDate);

      const guests = live.getByRole('button', { name: new RegExp(t.passengers) });
      await expect(guests).toHaveText(t.passengersDefault);
      await guests.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: t.moreChildren }).click();
      const moreInfants = dialog.getByRole('button', { name: t.moreInfants });
      await moreInfants.click();
      // SPEC §3: an infant sits on an adult's lap, so with one adult there is no second infant.
      await expect(moreInfants).toBeDisabled();
      await dialog.getByRole('button', { name: t.done }).click();
      await expect(guests).toHaveText(t.passengersChosen);

      const departDate = await dayFromToday(page, 7);
      const url = await submitted(page, () => live.getByRole('button', { name: t.submit }).click(), /\/booknow\/flights\//);
      // sunny has enableFlightsV2 (SPEC §2.5); one way: no returnDate.
      expect(url.pathname).toBe(`${prefix}/booknow/flights/v2/search`);
      expect(Object.fromEntries(url.searchParams)).toEqual({ from: 'LHR', to: 'JFK', departDate, tripType: 'oneway', adults: '1', children: '1', infants: '1' });
    });

    test('flights: a failed airport suggest says so; axe with the listbox open', async ({ page }) => {
      test.setTimeout(120_000);
      // sunny has enableFlightsV2: its airports come from the flight service (SPEC §7), not /api/flight/airports.
      const agencyAsked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/flight/airports')) agencyAsked.push(request.url());
      });
      await page.route('**/flight-service/autocomplete**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Airports offline' }) }));
      const live = await openPanel(page, home, t.tabs.flights, 'Air Travel');
      await live.getByRole('combobox', { name: t.from, exact: true }).fill('Lon');
      await expect(page.getByRole('listbox')).toContainText('Airports offline');
      expect(agencyAsked).toEqual([]);
      await axeOnPanels(page, 'listbox open', { listboxOpen: true });
    });

    test('cars: pick-up (drop-off follows), dates and times, driver age, residence, the search address', async ({ page }) => {
      const live = await openPanel(page, home, t.tabs.cars, 'Cars');
      await pick(page, live.getByRole('combobox', { name: t.pickUp }), 'Lisbon', /Lisbon Airport/);
      await expect(live.getByRole('combobox', { name: t.dropOff })).toHaveValue('Lisbon Airport');
      const dates = live.getByRole('button', { name: new RegExp(t.rentalDates) });
      await expect(dates).toHaveText(t.selectDate);
      await dates.click();
      await expect(page.getByRole('grid')).toBeVisible();
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await live.getByLabel(t.pickUpTime).selectOption('09:30');
      await live.getByLabel(t.driverAge).fill('30');
      const residence = live.getByLabel(t.residence);
      await expect(residence.locator('option[value="PT"]')).toHaveCount(1);
      await residence.selectOption('PT');
      await expect(dates).not.toHaveText(t.selectDate);
      // react-aria moves the focus on to the next day once the start is chosen: today + 1 + 7.
      const [start, end] = [await dayFromToday(page, 0), await dayFromToday(page, 8)];
      const url = await submitted(page, () => live.getByRole('button', { name: t.submit }).click(), /\/booknow\/cars\//);
      expect(url.pathname).toBe(`${prefix}/booknow/cars/search`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        pickUp: 'LIST01',
        pickUpName: 'Lisbon Airport',
        dropOff: 'LIST01',
        dropOffName: 'Lisbon Airport',
        pickUpDate: start,
        pickUpTime: '09:30',
        dropOffDate: end,
        dropOffTime: '10:00',
        driverAge: '30',
        residence: 'PT',
      });
    });

    test('cars: a failed location suggest says so', async ({ page }) => {
      await page.route('**/api/car-rental/auto-suggest', (route) => route.fulfill({ status: 500, body: '' }));
      const live = await openPanel(page, home, t.tabs.cars, 'Cars');
      await live.getByRole('combobox', { name: t.pickUp }).fill('Mia');
      await expect(page.getByRole('listbox')).toContainText(t.failed);
    });

    test('cruise: enabled lines, month, guests default 2 adults, the search address; axe', async ({ page }) => {
      test.setTimeout(120_000);
      const live = await openPanel(page, home, t.tabs.cruise, 'Cruise');
      await live.getByRole('button', { name: t.submit }).click();
      await expect(live.getByText(t.missingLine).last()).toBeVisible();
      const line = live.getByLabel(t.line);
      await expect(line.locator('option')).toHaveCount(6);
      await line.selectOption({ label: 'MSC Cruises' });
      const month = live.getByLabel(t.month);
      const second = await month.locator('option').nth(2).getAttribute('value');
      await month.selectOption(second ?? '');
      await expect(live.getByRole('button', { name: new RegExp(t.guests) })).toHaveText(t.cruiseGuests);
      await live.getByRole('button', { name: new RegExp(t.guests) }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await axeOnPanels(page, 'guests open');
      await page.getByRole('dialog').getByRole('button', { name: t.done }).click();
      const url = await submitted(page, () => live.getByRole('button', { name: t.submit }).click(), /\/booknow\/cruise\//);
      expect(url.pathname).toBe(`${prefix}/booknow/cruise/search`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        line: '3',
        month: second,
        guests: '[{"type":"adult","count":2},{"type":"children","count":0},{"type":"infant","count":0}]',
      });
    });
  });
}
