import type { Locator, Page, Route } from '@playwright/test';
import { searchSection } from '../search-panel-page.ts';
import { WAIT } from './links.ts';

/*
 * Each home search panel (SPEC §2.6 services; docs/storefront.md "Search panels") filled with valid input and
 * submitted, in any language: the fields are found by their `data-field` names, never by their
 * translated labels, and the calendar is driven with the keyboard as
 * tests/e2e/search-panels-services.spec.ts does. The submit's navigation is answered with
 * "204 No Content", so the browser stays on the home page for the next panel; the crawler then
 * opens each submitted address like any other link.
 */

/** What a visitor types into each suggest field, and the suggestion they then take (the reference API's places). */
const SUGGEST: Record<string, { field: string; text: string; option: RegExp }[]> = {
  Hotels: [{ field: 'destination', text: 'Lis', option: /Lisbon/ }],
  'Air Travel': [
    { field: 'from', text: 'Heathrow', option: /LHR/ },
    { field: 'to', text: 'JFK', option: /JFK/ },
  ],
  Cars: [{ field: 'pickUp', text: 'Lisbon', option: /Lisbon Airport/ }],
  Activities: [{ field: 'destination', text: 'Kyo', option: /Kyoto/ }],
  Cruise: [],
};

export type SearchOutcome = { service: string; url: string } | { service: string; problem: string };

/** Submits each panel of the home page `page` is on; says where each went, or why it went nowhere. */
export async function submitEachSearch(page: Page): Promise<SearchOutcome[]> {
  if ((await searchSection(page).count()) === 0) return [];
  await page.waitForFunction(() => !document.querySelector('[data-search-panels] astro-island[ssr][client="load"]'), undefined, { timeout: WAIT });
  const home = new URL(page.url());
  let submitted: string | undefined;
  const capture = (route: Route) => {
    if (!route.request().isNavigationRequest() || route.request().frame() !== page.mainFrame()) return route.fallback();
    submitted = route.request().url();
    return route.fulfill({ status: 204 });
  };
  const away = (url: URL) => url.href !== home.href;
  await page.route(away, capture);
  const outcomes: SearchOutcome[] = [];
  try {
    const tabs = searchSection(page).getByRole('tab');
    const count = await tabs.count();
    for (let index = 0; index < Math.max(count, 1); index += 1) {
      if (count > 0) await tabs.nth(index).click({ timeout: WAIT });
      const live = await livePanel(page);
      const service = (await live.getAttribute('data-search-panel', { timeout: WAIT })) ?? `panel ${index + 1}`;
      submitted = undefined;
      await fillPanel(page, live, service);
      const request = page.waitForRequest((each) => each.isNavigationRequest() && away(new URL(each.url())), { timeout: 10_000 }).catch(() => undefined);
      await live.locator('[data-field="submit"]').click({ timeout: WAIT });
      await request;
      if (submitted) outcomes.push({ service, url: submitted });
      else outcomes.push({ service, problem: `the submit went nowhere; the panel says: ${await panelErrors(live)}` });
    }
  } finally {
    await page.unroute(away, capture);
  }
  return outcomes;
}

/** The home page's live search panel of the selected tab (its widgets loaded on hover). */
export async function livePanel(page: Page): Promise<Locator> {
  // The panel's widgets load on the first intent (hover): the live form replaces the static one.
  const visible = searchSection(page).locator('form[data-search-panel]:visible');
  await visible.first().hover({ timeout: WAIT });
  const live = searchSection(page).locator('form[data-search-panel]:not([data-static]):visible').first();
  await live.waitFor({ timeout: WAIT });
  return live;
}

/** Fills a live panel of `service` (its `data-search-panel` name) with a valid search, in any language. */
export async function fillPanel(page: Page, live: Locator, service: string): Promise<void> {
  for (const { field, text, option } of SUGGEST[service] ?? []) {
    const input = live.locator(`input[data-field="${field}"]`);
    await input.fill(text, { timeout: WAIT });
    await page.getByRole('option', { name: option }).first().waitFor({ timeout: WAIT });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'hidden', timeout: WAIT });
  }
  if (service === 'Cruise') {
    const line = live.locator('[data-field="line"]');
    await line.selectOption((await line.locator('option').nth(1).getAttribute('value', { timeout: WAIT })) ?? '', { timeout: WAIT });
    const month = live.locator('[data-field="month"]');
    await month.selectOption((await month.locator('option').nth(2).getAttribute('value', { timeout: WAIT })) ?? '', { timeout: WAIT });
    return;
  }
  // A range from today to a week on: the calendar's keyboard.
  await live.locator('[data-field="dates"]').first().click({ timeout: WAIT });
  await page.getByRole('grid').first().waitFor({ timeout: WAIT });
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.getByRole('grid').first().waitFor({ state: 'hidden', timeout: WAIT });
}

/** The fields the panel marks wrong, and its messages. */
async function panelErrors(live: Locator): Promise<string> {
  return live.evaluate((form) =>
    [...form.querySelectorAll('[aria-invalid="true"], [slot="errorMessage"], [role="alert"]')]
      .map((each) => each.getAttribute('data-field') ?? each.textContent?.trim() ?? '')
      .filter(Boolean)
      .join('; ') || '(nothing)',
  );
}
