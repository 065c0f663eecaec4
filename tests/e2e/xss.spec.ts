import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { E2E } from './environment.ts';
import { XSS_LEGAL_PAGES, XSS_TEXT } from './fixtures/xss-agency.ts';
import { batteryTexts, beforeText, caseTexts, XSS_NAVIGATION_TARGET, XSS_PAYLOADS, xssCase, type XssPayload } from './fixtures/xss-payloads.ts';

/*
 * Agency HTML (About Us, legal pages, FAQ answers) is sanitised at build time, and
 * known XSS payloads served as agency content do not run in Chromium. The `xss` tenant's content
 * is the battery of tests/e2e/fixtures/xss-payloads.ts. The site's CSP would stop inline script on
 * its own, so it is bypassed here: these tests prove the sanitiser, not the CSP, and the last one
 * checks the CSP has nothing left to stop.
 */

const SITE = E2E.siteUrl('xss');
const CONTENT_PAGES = [
  { name: 'About Us', path: '/about', shown: true, texts: batteryTexts() },
  ...XSS_LEGAL_PAGES.map(({ field, path }) => ({ name: field, path, shown: true, texts: batteryTexts() })),
  // One case per answer, each in a closed accordion item: present, shown once opened.
  { name: 'FAQ', path: '/faqs', shown: false, texts: XSS_PAYLOADS.flatMap((_, index) => caseTexts(index)) },
];

test.use({ bypassCSP: true });

interface Watch {
  /** Payload ids that reached the sink, or the message of a dialog. */
  ran: string[];
  navigations: string[];
  popups: string[];
}

/** Installs the sink, and records every dialog, navigation of the page and popup. */
async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { ran: [], navigations: [], popups: [] };
  await page.exposeFunction('__xss', (id: unknown) => void seen.ran.push(String(id)));
  page.on('dialog', (dialog) => {
    seen.ran.push(dialog.message() || dialog.type());
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('popup', (popup) => void seen.popups.push(popup.url()));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.navigations.push(frame.url());
  });
  // A payload that escapes lands on a page of ours rather than a DNS error, so it shows as a navigation.
  await page.route(`${XSS_NAVIGATION_TARGET}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<p>Left the site.</p>' }));
  return seen;
}

/**
 * Waits for what could still set off a late payload: every image and frame loaded or failed,
 * every animation that ends has ended, and two frames painted since. A meta refresh, a frame or
 * a handler attribute left behind is caught by dangerousLeftovers, which reads the DOM itself.
 */
async function atRest(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const loaded = (element: HTMLImageElement | HTMLIFrameElement) =>
      new Promise((resolve) => {
        element.addEventListener('load', resolve, { once: true });
        element.addEventListener('error', resolve, { once: true });
      });
    const pending = [
      ...[...document.images].filter((image) => !image.complete).map(loaded),
      ...[...document.querySelectorAll('iframe')].filter((frame) => frame.contentDocument && frame.contentDocument.readyState !== 'complete').map(loaded),
      ...document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ];
    await Promise.all(pending);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Gives late payloads their chance: the whole page scrolled into view (lazy media), then at rest. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await atRest(page);
}

/** Hovers, focuses and clicks every element of the agency content, as a curious visitor would. */
async function interact(page: Page, selector: string): Promise<void> {
  await page.evaluate((scope) => {
    for (const root of document.querySelectorAll(scope)) {
      for (const element of root.querySelectorAll('*')) {
        for (const type of ['mouseover', 'mouseenter', 'focusin']) element.dispatchEvent(new MouseEvent(type, { bubbles: true }));
        if (element instanceof HTMLElement || element instanceof SVGElement) element.focus();
      }
      for (const element of root.querySelectorAll('a, area, button, input, summary, div, p, svg *, math *')) {
        if (element instanceof HTMLElement) element.click();
        else element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      }
    }
  }, selector);
  await atRest(page);
}

/** What the sanitiser must not leave in agency content, as the browser parsed it. */
function dangerousLeftovers(scope: string): string[] {
  const FORBIDDEN = ['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select',
    'base', 'meta', 'link', 'svg', 'math', 'template', 'noscript', 'noembed', 'noframes', 'xmp', 'map', 'area'];
  const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'poster', 'background', 'cite', 'data', 'usemap'];
  const SAFE_URL = /^(?:https?:|mailto:|tel:|#|\/(?!\/)|[^:]*$)/i;
  const found: string[] = [];
  for (const root of document.querySelectorAll(scope)) {
    for (const element of root.querySelectorAll('*')) {
      if (FORBIDDEN.includes(element.localName)) found.push(`<${element.localName}>`);
      for (const { name, value } of element.attributes) {
        if (/^on/i.test(name) || ['style', 'srcdoc', 'formaction', 'action'].includes(name)) found.push(`<${element.localName} ${name}>`);
        if (URL_ATTRIBUTES.includes(name) && !SAFE_URL.test(value.trim())) found.push(`<${element.localName} ${name}="${value}">`);
      }
    }
  }
  if (document.querySelector('base, meta[http-equiv="refresh" i]')) found.push('<base> or <meta refresh> in the document');
  if (document.baseURI !== location.href) found.push(`base URL moved to ${document.baseURI}`);
  // DOM clobbering: the ids the shell's own script looks up still name the shell's elements.
  if (!(document.getElementById('global-failure') instanceof HTMLTemplateElement)) found.push('#global-failure clobbered');
  if (document.getElementById('main')?.localName !== 'main') found.push('#main clobbered');
  return found;
}

for (const { name, path, shown, texts } of CONTENT_PAGES) {
  test(`${name} (${path}): no payload runs, navigates or opens a dialog, and the agency's text stays`, async ({ page }) => {
    const seen = await watch(page);
    const response = await page.goto(`${SITE}${path}`);
    expect(response?.status()).toBe(200);
    const url = page.url();
    await settle(page);

    expect(seen.ran, 'payloads that ran').toEqual([]);
    expect(seen.navigations, 'navigations').toEqual([url]);
    expect(seen.popups, 'popups').toEqual([]);
    expect(await page.evaluate(dangerousLeftovers, '.xss-battery')).toEqual([]);

    const battery = page.locator('.xss-battery');
    await expect(battery.first()).toBeAttached();
    for (const text of texts) {
      const paragraph = battery.getByText(text, { exact: true });
      if (shown) await expect(paragraph, text).toBeVisible();
      else await expect(paragraph, text).toBeAttached();
    }

    await interact(page, '.xss-battery');
    expect(seen.ran, 'payloads that ran on interaction').toEqual([]);
    expect(seen.popups, 'popups on interaction').toEqual([]);
    expect(seen.navigations.filter((to) => !to.startsWith(`${url.split('#')[0]}#`)), 'navigations on interaction').toEqual([url]);
  });
}

test('agency text fields are printed as text, never as markup', async ({ page }) => {
  const seen = await watch(page);
  await page.goto(`${SITE}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(XSS_TEXT.aboutTitle);
  expect(await page.title()).toContain(XSS_TEXT.aboutTitle);
  await page.goto(`${SITE}/faqs`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(XSS_TEXT.faqTitle);
  await expect(page.getByText(XSS_TEXT.faqHeader, { exact: true })).toBeVisible();
  const first = page.getByText(XSS_TEXT.question(0), { exact: true });
  await expect(first).toBeVisible();
  await first.click();
  await expect(page.getByText(beforeText(0), { exact: true })).toBeVisible();
  await settle(page);
  expect(seen.ran).toEqual([]);
});

test('with its own CSP on, no content page makes the browser block anything', async ({ browser }) => {
  const context = await browser.newContext({ bypassCSP: false });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const { path } of CONTENT_PAGES) {
    await page.goto(`${SITE}${path}`);
    await page.waitForLoadState('networkidle');
  }
  await context.close();
  expect(violations).toEqual([]);
});

/*
 * The control: each payload, unsanitised, in a page shaped like the shell's, does what its trigger
 * says in this Chromium. Without this, a battery of dead payloads would pass the tests above.
 */
test.describe('the battery is live: unsanitised, each payload runs', () => {
  const CONTROL = `${SITE}/__xss-control/`;
  const control = (html: string) =>
    `<!doctype html><html lang="en"><head><title>Control</title></head><body><main id="main">${html}</main><template id="global-failure"></template></body></html>`;

  async function open(page: Page, payload: XssPayload, index: number): Promise<Watch> {
    const seen = await watch(page);
    const raw = payload.trigger === 'mutation' ? '' : xssCase(index);
    await page.route(`${CONTROL}**`, (route) =>
      new URL(route.request().url()).pathname === '/__xss-control/'
        ? route.fulfill({ contentType: 'text/html', body: control(raw) })
        : route.fulfill({ status: 404, body: '' }),
    );
    await page.goto(CONTROL);
    if (payload.trigger === 'mutation') {
      // What a sanitiser does to markup: parse it, serialise it, and the page parses it again.
      await page.evaluate((html) => {
        const parsed = document.createElement('div');
        parsed.innerHTML = html;
        document.getElementById('main')!.innerHTML = parsed.innerHTML;
      }, xssCase(index));
    }
    return seen;
  }

  for (const [index, payload] of XSS_PAYLOADS.entries()) {
    if (payload.trigger === 'legacy') continue;
    test(`${payload.id} (${payload.trigger})`, async ({ page }) => {
      const seen = await open(page, payload, index);
      switch (payload.trigger) {
        case 'load':
        case 'mutation':
          await expect.poll(() => seen.ran).toContain(payload.id);
          break;
        case 'interact':
          await interact(page, 'main');
          await expect.poll(() => seen.ran).toContain(payload.id);
          break;
        case 'navigate':
          await interact(page, 'main').catch(() => undefined);
          await expect.poll(() => page.url().startsWith(XSS_NAVIGATION_TARGET)).toBe(true);
          break;
        case 'rebase':
          expect(await page.evaluate(() => document.baseURI)).toBe(XSS_NAVIGATION_TARGET);
          break;
        case 'clobber':
          expect(await page.evaluate(() => document.getElementById('global-failure') instanceof HTMLTemplateElement)).toBe(false);
          break;
      }
    });
  }
});
