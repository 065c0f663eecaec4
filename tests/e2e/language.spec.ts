import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MINUTES, SELECTED_LANGUAGE_COOKIE } from '../../src/i18n/language-choice.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { E2E } from './environment.ts';

const site = (tenant: string, path = '/') => `${E2E.siteUrl(tenant)}${path}`;
const picker = (page: Page) => page.locator('.site-header [aria-haspopup="listbox"]');
const listbox = (page: Page) => page.locator('.site-header [role="listbox"]');
const YEAR_SECONDS = LANGUAGE_COOKIE_MINUTES * 60;

/**
 * The picker hydrates on interaction (client:interact): a click before that is held and
 * replayed once the island is live, so a plain click must open it.
 */
async function openPicker(page: Page) {
  await picker(page).click();
  await expect(listbox(page)).toBeVisible();
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((entry) => entry.name === name);
}

/** A cookie that lasts a year from now, on the whole site (SPEC §4, §9). */
async function expectYearCookie(context: BrowserContext, name: string, value: string) {
  const found = await cookie(context, name);
  expect(found, `cookie ${name}`).toBeDefined();
  expect(found!.value).toBe(value);
  expect(found!.path).toBe('/');
  expect(found!.sameSite).toBe('Lax');
  expect(Math.abs(found!.expires - (Date.now() / 1000 + YEAR_SECONDS))).toBeLessThan(120);
}

function cspViolations(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(message.text());
  });
  return found;
}

test.describe('language (SPEC §1, §4 Language, §9)', () => {
  test('every language of the picker leads to the same route in that language', async ({ page, context }) => {
    // Several pages, each hydrated: generous on a busy machine.
    test.slow();
    const violations = cspViolations(page);
    for (const language of LANGUAGES.filter((code) => code !== 'en')) {
      await context.clearCookies();
      await page.goto(site('sunny', '/about?tab=Hotels'));
      await openPicker(page);
      await listbox(page).locator(`[role="option"][lang="${language}"]`).click();
      await expect(page).toHaveURL(site('sunny', `/${language}/about?tab=Hotels`));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(picker(page)).toContainText(language.toUpperCase());
    }
    // And back to the agency default, which lives at the root.
    await openPicker(page);
    await listbox(page).locator('[role="option"][lang="en"]').click();
    await expect(page).toHaveURL(site('sunny', '/about?tab=Hotels'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(violations).toEqual([]);
  });

  test('the picker loads its code only when a person reaches for it, and a first click is not lost', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/LanguagePicker\.[\w-]+\.js$/.test(request.url())) chunks.push(request.url());
    });
    await page.goto(site('sunny'));
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);
    await expect(page.locator('astro-island:has([aria-haspopup="listbox"])')).toHaveAttribute('ssr');
    await picker(page).click();
    await expect(listbox(page)).toBeVisible();
    expect(chunks).toHaveLength(1);
  });

  test('the picker works from the keyboard, in the page’s direction', async ({ page }) => {
    await page.goto(site('medina'));
    const button = picker(page);
    await expect(button).toHaveAccessibleName(/^اللغة\s*العربية\s*AR$/);
    await button.focus();
    // Focus wakes the island (client:interact).
    await expect(page.locator('astro-island:has([aria-haspopup="listbox"])')).not.toHaveAttribute('ssr');
    await page.keyboard.press('Enter');
    await expect(listbox(page)).toBeVisible();
    await expect(listbox(page)).toBeFocused();
    // The options are named in their own language.
    await expect(listbox(page).getByRole('option')).toHaveText(['EnglishEN', 'PortuguêsPT', 'EspañolES', 'DanskDA', 'NorskNO', 'DeutschDE', 'العربيةAR', 'FrançaisFR', 'SvenskaSV']);
    await expect(listbox(page).getByRole('option', { selected: true })).toHaveAttribute('lang', 'ar');
    // Escape closes and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(listbox(page)).toBeHidden();
    await expect(button).toBeFocused();
    // Open again: the current language is active; one down is French.
    await page.keyboard.press('ArrowDown');
    await expect(listbox(page)).toHaveAttribute('aria-activedescendant', /-ar$/);
    await page.keyboard.press('ArrowDown');
    await expect(listbox(page)).toHaveAttribute('aria-activedescendant', /-fr$/);
    // The active option carries a visible focus ring.
    const ring = await listbox(page).locator('[role="option"][lang="fr"]').evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(ring).toBe('solid');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(site('medina', '/fr/'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('the list opens inwards on both sides, and the button does not change size when it hydrates', async ({ page, browser }) => {
    // Several pages, each hydrated: generous on a busy machine.
    test.slow();
    for (const [tenant, direction] of [['sunny', 'ltr'], ['medina', 'rtl']] as const) {
      const still = await browser.newContext({ javaScriptEnabled: false });
      const staticPage = await still.newPage();
      await staticPage.goto(site(tenant));
      const before = await picker(staticPage).boundingBox();
      await still.close();

      await page.goto(site(tenant));
      await openPicker(page);
      const button = (await picker(page).boundingBox())!;
      expect(button.width).toBeCloseTo(before!.width, 0);
      expect(button.height).toBeCloseTo(before!.height, 0);
      const list = (await listbox(page).boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(list.x).toBeGreaterThanOrEqual(0);
      expect(list.x + list.width).toBeLessThanOrEqual(viewport.width);
      // Aligned with the button's inline end: its right edge in ltr, its left edge in rtl.
      if (direction === 'ltr') expect(list.x + list.width).toBeCloseTo(button.x + button.width, 0);
      else expect(list.x).toBeCloseTo(button.x, 0);
      await page.context().clearCookies();
    }
  });

  test('axe finds nothing in the picker, closed or open, in English and Arabic', async ({ page }) => {
    // Several pages, each hydrated: generous on a busy machine.
    test.slow();
    for (const tenant of ['sunny', 'medina']) {
      await page.goto(site(tenant));
      const scan = async () =>
        (await new AxeBuilder({ page }).setLegacyMode(true).include('.language-menu').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()).violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      expect(await scan()).toEqual([]);
      await picker(page).focus();
      await expect(page.locator('astro-island:has([aria-haspopup="listbox"])')).not.toHaveAttribute('ssr');
      await page.keyboard.press('ArrowDown');
      await expect(listbox(page)).toBeVisible();
      expect(await scan()).toEqual([]);
    }
  });

  test('a choice is remembered in pll_language and has_selected_language for a year', async ({ page, context }) => {
    await page.goto(site('sunny'));
    await openPicker(page);
    await listbox(page).locator('[role="option"][lang="sv"]').click();
    await expect(page).toHaveURL(site('sunny', '/sv/'));
    await expectYearCookie(context, LANGUAGE_COOKIE, 'sv');
    await expectYearCookie(context, SELECTED_LANGUAGE_COOKIE, 'true');
    // Remembered: the root now lands in Swedish.
    await page.goto(site('sunny', '/faqs'));
    await expect(page).toHaveURL(site('sunny', '/sv/faqs'));
  });

  test('a first visit shows the agency default language and records it', async ({ page, context }) => {
    await page.goto(site('sunny'));
    await expect(page).toHaveURL(site('sunny'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectYearCookie(context, LANGUAGE_COOKIE, 'en');
    expect(await cookie(context, SELECTED_LANGUAGE_COOKIE)).toBeUndefined();

    await context.clearCookies();
    await page.goto(site('medina'));
    await expect(page).toHaveURL(site('medina'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectYearCookie(context, LANGUAGE_COOKIE, 'ar');
  });

  test('?lng= overrides the language and the cookie, keeping the other parameters', async ({ page, context }) => {
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'fr', url: E2E.siteUrl('sunny') }]);
    await page.goto(site('sunny', '/about?tab=Cars&lng=de'));
    await expect(page).toHaveURL(site('sunny', '/de/about?tab=Cars'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expectYearCookie(context, LANGUAGE_COOKIE, 'de');
    await expectYearCookie(context, SELECTED_LANGUAGE_COOKIE, 'true');

    // Naming the page's own language: it stays, and lng leaves the address.
    await page.goto(site('sunny', '/de/faqs?lng=de&x=1'));
    await expect(page).toHaveURL(site('sunny', '/de/faqs?x=1'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('an invalid lng is ignored', async ({ page, context }) => {
    await page.goto(site('sunny', '/?lng=xx'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(site('sunny', '/?lng=xx'));
    await expectYearCookie(context, LANGUAGE_COOKIE, 'en');
    expect(await cookie(context, SELECTED_LANGUAGE_COOKIE)).toBeUndefined();

    await page.goto(site('sunny', '/faqs?lng=../../evil'));
    await expect(page).toHaveURL(site('sunny', '/faqs?lng=../../evil'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a returning visitor lands on their language, and the other one is never painted', async ({ page, context }) => {
    const violations = cspViolations(page);
    // Every document logs when it starts, when its <body> first appears and on its first frames
    // whether it could be seen: a body, and not hidden. Nothing is painted but after one of
    // those moments, so a document never seen at any of them was never painted. The log
    // survives the redirect in sessionStorage.
    await page.addInitScript(() => {
      const log = (moment: string) => {
        const html = document.documentElement as HTMLElement | null;
        const entries = JSON.parse(sessionStorage.getItem('paint-log') ?? '[]') as unknown[];
        const seen = !!document.body && !!html && getComputedStyle(html).visibility !== 'hidden';
        entries.push({ path: location.pathname, moment, seen });
        sessionStorage.setItem('paint-log', JSON.stringify(entries));
      };
      log('start');
      const observer = new MutationObserver(() => {
        if (!document.body) return;
        observer.disconnect();
        log('body');
      });
      observer.observe(document, { childList: true, subtree: true });
      let frames = 0;
      const frame = () => {
        log('frame');
        if ((frames += 1) < 5) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'fr', url: E2E.siteUrl('sunny') }]);
    // The French page answers slowly, so the English one has all the time it needs to be
    // parsed and to run frames: were it visible, the log would show it.
    await page.route(site('sunny', '/fr/'), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const documents: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') documents.push(new URL(response.url()).pathname);
    });

    await page.goto(site('sunny'));
    await expect(page).toHaveURL(site('sunny', '/fr/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveCSS('visibility', 'visible');
    expect(documents).toEqual(['/', '/fr/']);

    const entries = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('paint-log') ?? '[]') as { path: string; moment: string; seen: boolean }[],
    );
    // The English document did start (the log works there) and was never seen; the French one was.
    expect(entries.filter((entry) => entry.path === '/').map((entry) => entry.moment)).toContain('start');
    expect(entries.filter((entry) => entry.path === '/' && entry.seen)).toEqual([]);
    expect(entries.some((entry) => entry.path === '/fr/' && entry.seen)).toBe(true);
    expect(violations).toEqual([]);
  });

  test('an address with a language prefix is honoured over the cookie', async ({ page, context }) => {
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'fr', url: E2E.siteUrl('sunny') }]);
    await page.goto(site('sunny', '/es/about'));
    await expect(page).toHaveURL(site('sunny', '/es/about'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // …while a prefix-free address follows it.
    await page.goto(site('sunny', '/about'));
    await expect(page).toHaveURL(site('sunny', '/fr/about'));
  });

  test('a logged-in change tells the backend first, and its failure does not block the change', async ({ page, context, request }) => {
    const login = await request.post(`${E2E.apiUrl}/api/user/login`, {
      headers: { Origin: E2E.siteUrl('sunny') },
      data: { email: 'customer@sunny.demo', password: 'Travel2026!' },
    });
    expect(login.ok()).toBe(true);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    await context.addCookies([{ name: 'access-token', value: token, url: E2E.siteUrl('sunny') }]);

    const told: string[] = [];
    await page.route('**/api/user/changeLanguage/*', async (route) => {
      told.push(`${new URL(route.request().url()).pathname} ${route.request().headers().authorization ?? ''}`);
      await route.continue();
    });
    await page.goto(site('sunny', '/faqs'));
    await openPicker(page);
    await listbox(page).locator('[role="option"][lang="pt"]').click();
    await expect(page).toHaveURL(site('sunny', '/pt/faqs'));
    expect(told).toEqual([`/api/user/changeLanguage/pt Bearer ${token}`]);

    // The backend fails: the change happens all the same.
    await page.unroute('**/api/user/changeLanguage/*');
    await page.route('**/api/user/changeLanguage/*', async (route) => {
      told.push(new URL(route.request().url()).pathname);
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Something went wrong"}' });
    });
    await openPicker(page);
    await listbox(page).locator('[role="option"][lang="da"]').click();
    await expect(page).toHaveURL(site('sunny', '/da/faqs'));
    expect(told.at(-1)).toBe('/api/user/changeLanguage/da');
    await expectYearCookie(context, LANGUAGE_COOKIE, 'da');
  });

  test('a logged-out change does not call the backend', async ({ page }) => {
    const told: string[] = [];
    await page.route('**/api/user/changeLanguage/*', async (route) => {
      told.push(route.request().url());
      await route.abort();
    });
    await page.goto(site('alpine'));
    await openPicker(page);
    await listbox(page).locator('[role="option"][lang="no"]').click();
    await expect(page).toHaveURL(site('alpine', '/no/'));
    expect(told).toEqual([]);
  });
});
