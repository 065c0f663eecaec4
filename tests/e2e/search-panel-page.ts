import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures/test.ts';

/* What the search-panel specs share: the section, dates as the calendar counts them, the submitted address, axe. */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

export const searchSection = (page: Page): Locator => page.locator('[data-search-panels]');

/**
 * The home page's search island (client:load) answers tab clicks once it has hydrated (Astro drops
 * `ssr` from the island then). On a busy machine a tab click before that would do nothing.
 * (A pointer already resting on the panel at hydration wakes it: SearchPanels.tsx.)
 */
export async function searchIslandHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-search-panels] astro-island[ssr][client="load"]'));
}

/** YYYY-MM-DD of today + `days` in the browser's time zone (the calendar's today). */
export async function dayFromToday(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const now = new Date();
    return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + offset)).toISOString().slice(0, 10);
  }, days);
}

/**
 * The address a submit goes to. The search routes need a log-in where the agency does not allow
 * non-login flow (SPEC §3), so an anonymous visitor may be sent on to /login at once, and elsewhere
 * the results page loads a remote app; the panel's own navigation is what counts here. That navigation is answered with a blank page and awaited: a context closed while the
 * browser is still between the search route and /login can hang Chromium's teardown for minutes
 * on a loaded machine (seen in CI in Arabic, where the pages are heavier).
 */
export async function submitted(page: Page, submit: () => Promise<void>, route: RegExp): Promise<URL> {
  const matches = (url: URL) => route.test(url.pathname);
  await page.route(matches, (handled) =>
    handled.request().isNavigationRequest()
      ? handled.fulfill({ contentType: 'text/html', body: '<!doctype html><title>submitted</title>' })
      : handled.fallback(),
  );
  const request = page.waitForRequest((each) => each.isNavigationRequest() && matches(new URL(each.url())));
  await submit();
  const url = new URL((await request).url());
  await expect(page).toHaveTitle('submitted');
  return url;
}

/**
 * axe over the panels and any open popover. With a listbox open, react-aria's ComboBox hides the
 * rest of the page from screen readers with aria-hidden (its listbox is portalled to the end of the
 * document, so this keeps a screen-reader user between the input and the list), which axe's
 * aria-hidden-focus rule reports for the focusable controls it hides: a known react-aria trait,
 * adobe/react-spectrum#4937. Tab closes the list before focus can move, which
 * `listboxHidesOutsideOnlyWhileOpen` proves; every other rule must pass.
 */
export async function axeOnPanels(page: Page, what: string, { listboxOpen = false } = {}): Promise<void> {
  const builder = new AxeBuilder({ page }).include('[data-search-panels]').include('[data-trigger]').withTags(TAGS);
  if (listboxOpen) builder.disableRules(['aria-hidden-focus']);
  const result = await builder.analyze();
  expect(result.violations, what).toEqual([]);
}
