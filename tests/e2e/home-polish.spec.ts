import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import ar from '../../locales/ar.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import { builtAgencyOf } from './built-agencies.ts';
import { E2E } from './environment.ts';
import { BOOKING_SERVICES } from '../../src/tenant/agency.ts';

// The home page a traveller meets.
const ACTIVE_TENANTS = ['sunny', 'medina', 'nordic', 'viajes', 'alpine'];
const site = (tenant: string, path = '/') => `${E2E.siteUrl(tenant)}${path}`;
/** The English path of a route: unprefixed where English is the agency's default language. */
const english = (defaultLanguage: string, route: string) => (defaultLanguage === 'en' ? route : `/en${route}`);

for (const tenant of ACTIVE_TENANTS) {
  test(`${tenant}: the hero names exactly the services of the agency's booking menu`, async ({ page }) => {
    const agency = builtAgencyOf(tenant);
    const active = new Set(agency.bookingMenuItemOptions.filter((item) => item.active).map((item) => item.title));
    await page.goto(site(tenant, english(agency.defaultLanguage, '/')));
    const subtitle = page.locator('.hero__subtitle');
    await expect(subtitle).toContainText(agency.agencyName);
    for (const service of BOOKING_SERVICES) {
      const name = new RegExp(`\\b${en.home.heroServices[service]}\\b`);
      if (active.has(service)) await expect(subtitle, service).toHaveText(name);
      else await expect(subtitle, service).not.toHaveText(name);
    }
  });

  test(`${tenant}: the footer links /blog, and /top-destination only with displayTopDestinations`, async ({ page }) => {
    const agency = builtAgencyOf(tenant);
    await page.goto(site(tenant, english(agency.defaultLanguage, '/')));
    const footer = page.locator('footer.site-footer');
    const blog = footer.getByRole('link', { name: en.blog.pageTitle, exact: true });
    await expect(blog).toHaveAttribute('href', english(agency.defaultLanguage, '/blog'));
    const top = footer.getByRole('link', { name: en.destinations.topTitle, exact: true });
    await expect(top).toHaveCount(agency.displayTopDestinations ? 1 : 0);
    // Each link leads to a page of the site, not to the 404 page.
    const targets = [await blog.getAttribute('href'), ...(agency.displayTopDestinations ? [await top.getAttribute('href')] : [])];
    for (const href of targets) {
      await page.goto(site(tenant, href!));
      expect(new URL(page.url()).pathname).toBe(href);
    }
  });
}

test('viajes has the top-destination link in its default language too', async ({ page }) => {
  await page.goto(site('viajes', '/'));
  await expect(page.locator('footer.site-footer a[href="/top-destination"]')).toHaveCount(1);
});

/** The content box (inside the padding) of an element, in page pixels. */
async function contentBox(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return { left: rect.left + parseFloat(style.paddingLeft), right: rect.right - parseFloat(style.paddingRight) };
  });
}

for (const width of [1280, 390]) {
  for (const tenant of ['sunny', 'medina']) {
    test(`${tenant} at ${width}px: the footer's content lines up with the page content`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(site(tenant, '/'));
      const main = await contentBox(page, 'main');
      const footer = await contentBox(page, '.site-footer__inner');
      expect(Math.abs(footer.left - main.left)).toBeLessThanOrEqual(1);
      expect(Math.abs(footer.right - main.right)).toBeLessThanOrEqual(1);
    });
  }
}

test('a long e-mail wraps after "@" or ".", never inside a word', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(site('sunny', '/'));
  const email = page.locator('.site-footer__email');
  await expect(email).toHaveText('support@sunnyholidays.example');
  await expect(email.locator('wbr')).toHaveCount(2);
  await expect(email).toHaveCSS('overflow-wrap', 'break-word');
  // Narrow the column until the address must wrap, then check every piece stays on one line.
  const lines = await email.evaluate((link) => {
    (link.parentElement as HTMLElement).style.inlineSize = '9rem';
    const pieces = [...link.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
    const rects = pieces.map((piece) => {
      const range = document.createRange();
      range.selectNodeContents(piece);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    return { pieces: rects, total: new Set(pieces.flatMap((piece) => {
      const range = document.createRange();
      range.selectNodeContents(piece);
      return [...range.getClientRects()].map((rect) => Math.round(rect.top));
    })).size };
  });
  expect(lines.pieces).toEqual([1, 1, 1]);
  expect(lines.total).toBeGreaterThan(1);
});

/** The FAQ marker's rotation as the sine of its angle: negative points to the right, positive to the left or down. */
function markerSine(page: Page, index = 0) {
  return page.locator('.faq__item summary').nth(index).evaluate((summary) => {
    const transform = getComputedStyle(summary, '::before').transform;
    return Math.sign(new DOMMatrixReadOnly(transform).b);
  });
}

test('the FAQ accordion has a styled marker that turns when an answer opens', async ({ page }) => {
  await page.goto(site('sunny', '/faqs'));
  const summary = page.locator('.faq__item summary').first();
  await expect(summary).toHaveCSS('list-style-type', 'none');
  const marker = await summary.evaluate((element) => {
    const style = getComputedStyle(element, '::before');
    return { content: style.content, border: style.borderBottomWidth, colour: style.borderBottomColor };
  });
  expect(marker.content).toBe('""');
  expect(marker.border).toBe('2px');
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
  expect(marker.colour.replace(/,/g, '')).toBe(primary);
  expect(await markerSine(page)).toBe(-1);
  await summary.click();
  await expect.poll(() => markerSine(page)).toBe(1);
});

test('the FAQ marker is mirrored in Arabic', async ({ page }) => {
  await page.goto(site('sunny', '/ar/faqs'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await markerSine(page)).toBe(1);
  // The marker sits at the start of the line: on the right in Arabic, between the padding and the words.
  const gap = await page.locator('.faq__item summary').first().evaluate((summary) => {
    const words = document.createRange();
    words.selectNodeContents(summary);
    return summary.getBoundingClientRect().right - parseFloat(getComputedStyle(summary).paddingRight) - words.getBoundingClientRect().right;
  });
  expect(gap).toBeGreaterThan(12);
  await page.locator('.faq__item summary').first().click();
  await expect.poll(() => markerSine(page)).toBe(-1);
});

for (const [language, texts, path] of [
  ['en', en, '/'],
  ['ar', ar, '/ar/'],
] as const) {
  test(`ghost (${language}): "Agency not found!" is a designed page that explains itself`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(site('ghost', path));
    const card = page.locator('.agency-not-found__card');
    await expect(card.getByRole('heading', { level: 1 })).toHaveText(texts.agency.notFound);
    await expect(card.locator('.agency-not-found__help')).toHaveText(texts.agency.notFoundHelp);
    await expect(card.locator('.agency-not-found__hint')).toHaveText(texts.agency.notFoundHint);
    await expect(card.locator('svg')).toBeVisible();
    await expect(card).toHaveCSS('text-align', 'center');
    await expect(card).toHaveCSS('border-top-left-radius', '16px');
    await expect(card).not.toHaveCSS('box-shadow', 'none');
    // Centred in the window.
    const box = (await card.boundingBox())!;
    expect(Math.abs(box.x - (1280 - box.x - box.width))).toBeLessThanOrEqual(2);
  });
}
