import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { dismissSignInPrompt } from './fixtures/test.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { E2E } from './environment.ts';
import { APP_SHELL_ROUTES } from '../../src/site/app-shells.ts';
import { needsAccount } from '../../src/site/route-catalogue.ts';
import { DEMO_AGENCIES } from '../../reference/demo/agencies/index.ts';
import { DEMO_TENANTS } from './demo-tenants.ts';
import { WHOLE_MATRIX } from './matrix.ts';

/**
 * Axe-core (WCAG 2.0/2.1/2.2 A and AA) finds nothing on any page of any demo
 * tenant, in English and Arabic, and the keyboard gets the visitor around with visible focus.
 *
 * Pages are found in the built site (E2E.dir/dist/<tenant>/) when the test runs, so a page added
 * later is checked without touching this file. One test per tenant × language visits all of its
 * pages in one page kept for the whole worker: the suite stays fast.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const CHECKED_LANGUAGES = ['en', 'ar'] as const;
const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };

/**
 * Pages that send the visitor on by script as soon as they open (/logout: SPEC §4, 100 ms). What
 * a visitor meets there is the markup as served, so that is what axe checks, with the page's own
 * scripts refused by a CSP; the page they land on is checked in its own right.
 */
// /login and /signup of an SSO-only agency (nordic) leave for its return URL; their
// forms are drawn by the build, so the markup as served is the whole form.
// The remote apps' shell pages on routes that need a log-in (catalogue access 'login',
// and 'browse' where the agency does not allow non-login flow, SPEC §3) send a logged-out visitor
// to log in at start-up (nordic: to its SSO site); a mounted remote page is checked logged in by
// tests/e2e/route-catalogue.spec.ts.
const APP_SHELLS = new Set<string>(Object.values(APP_SHELL_ROUTES));
// So do the shell's resort pages; tests/e2e/resort.spec.ts checks them logged in, in en and ar.
const SELF_REDIRECTING = new Set(['/logout', '/login', '/signup']);
const allowsNonLoginFlow = (tenant: string) => DEMO_AGENCIES.find((record) => record.subdomain === tenant)?.agency.allowNonLoginFlow ?? false;
const selfRedirecting = (tenant: string, path: string) => SELF_REDIRECTING.has(path) || needsAccount(path, allowsNonLoginFlow(tenant));

const test = base.extend<object, { shared: Page }>({
  shared: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: DESKTOP });
      // Not about the sign-in-to-save prompt (its own spec checks it with axe): dismissed, as by a visitor.
      await dismissSignInPrompt(context);
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Opens a page as served, its scripts blocked (axe is injected by the test driver, not the page). */
async function gotoWithoutScripts(page: Page, url: string): Promise<void> {
  const only = (candidate: URL) => candidate.href === new URL(url).href;
  await page.route(only, async (route) => {
    // Node cannot resolve *.localhost: ask the loopback address, naming the site in Host.
    const target = new URL(url);
    const response = await route.fetch({ url: `http://127.0.0.1:${target.port}${target.pathname}${target.search}`, headers: { ...route.request().headers(), host: target.host } });
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': "script-src 'none'" } });
  });
  try {
    await page.goto(url);
  } finally {
    await page.unroute(only);
  }
}

interface SitePages {
  /** '' when the language is the site's default (served at the root), else '/<lang>'. */
  prefix: string;
  /** Site paths, without the prefix: '/', '/about', '/blog/'. */
  paths: string[];
}

/** Every page the build published for one tenant in one language. */
function builtPages(tenant: string, language: string): SitePages {
  const root = join(E2E.dir, 'dist', tenant);
  const rootIndex = join(root, 'index.html');
  if (!existsSync(rootIndex)) throw new Error(`${tenant} was not built: no ${rootIndex}`);
  const rootLanguage = /<html[^>]*\slang="([^"]+)"/.exec(readFileSync(rootIndex, 'utf8'))?.[1];
  const atRoot = rootLanguage === language;
  const dir = atRoot ? root : join(root, language);
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`${tenant} has no ${language} site: no ${join(dir, 'index.html')}`);
  const paths = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .filter((file) => {
      const [top, ...rest] = file.split(sep);
      // At the root, the other languages' folders are not this language's pages.
      return !(atRoot && rest.length && (LANGUAGES as readonly string[]).includes(top!)) && !top!.startsWith('_') && !top!.startsWith('.');
    })
    .map((file) => `/${file.split(sep).join('/')}`.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, ''))
    .sort();
  return { prefix: atRoot ? '' : `/${language}`, paths };
}

/** Islands that hydrate by themselves (client:load, client:idle) have done so. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:is([client="load"], [client="idle"])'), null, {
    timeout: 10_000,
  });
}

interface Finding {
  page: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  detail: string;
}

/** Analyses run by the current test (tests in one worker run one after another). */
let analyses = 0;

async function axe(page: Page, label: string): Promise<Finding[]> {
  analyses += 1;
  // Legacy mode runs axe in the page itself; the default mode opens a page of its own for every
  // analysis to merge frame results, which these frameless pages do not need, at several times the cost.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(TAGS).analyze();
  return results.violations.map((violation) => ({
    page: label,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    detail: violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim() ?? '',
  }));
}

/**
 * Opens each header control that discloses something (aria-expanded="false": pickers, the mobile
 * menu) one at a time, runs axe on the page with it open, and closes it again with Escape.
 */
async function axeOpenDisclosures(page: Page, label: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  // All closed to begin with, so the n-th toggle stays the n-th while another one is open.
  const toggles = page.locator('header button[aria-expanded]:visible');
  const controls = await toggles.evaluateAll((buttons) =>
    buttons.map((button) => ({ name: (button.getAttribute('aria-label') ?? button.textContent ?? '').trim(), inert: !!button.closest('[inert]') })),
  );
  for (const [index, { name, inert }] of controls.entries()) {
    // Behind the inactive agency's modal nothing can be opened, by design.
    if (inert) continue;
    const toggle = toggles.nth(index);
    await toggle.click({ timeout: 5_000 });
    await expect(toggle, `${label}: "${name}" opens`).toHaveAttribute('aria-expanded', 'true');
    findings.push(...(await axe(page, `${label} with "${name}" open`)));
    await page.keyboard.press('Escape');
    await expect(page.locator('header button[aria-expanded="true"]'), `${label}: Escape closes "${name}"`).toHaveCount(0);
  }
  return findings;
}

function describeFinding(finding: Finding): string {
  const shown = finding.targets.slice(0, 8).join(', ') + (finding.targets.length > 8 ? `, … ${finding.targets.length - 8} more` : '');
  return `${finding.page}: ${finding.rule} [${finding.impact}] ${finding.help} — ${shown} — ${finding.detail}`;
}

/**
 * Every built page of sunny (every page and setting on) in English and Arabic; of every other
 * tenant, its home page (the header open, at both widths), About and FAQ: where its own colours,
 * logo, header settings, modals and content states (disabled, too-short FAQ) show. Its other pages
 * are sunny's templates in its colours (MATRIX=all checks them all).
 */
const EVERY_PAGE_OF = 'sunny';
const OWN_PAGES = new Set(['/', '/about', '/faqs']);

for (const tenant of DEMO_TENANTS) {
  for (const language of CHECKED_LANGUAGES) {
    const scope = WHOLE_MATRIX || tenant === EVERY_PAGE_OF ? 'any built page' : 'its home, About and FAQ pages';
    test(`${tenant} (${language}): axe finds no WCAG 2.2 A/AA violation on ${scope}`, async ({ shared }) => {
      test.setTimeout(180_000);
      const built = builtPages(tenant, language);
      const { prefix } = built;
      const paths = scope === 'any built page' ? built.paths : built.paths.filter((path) => OWN_PAGES.has(path));
      analyses = 0;
      const findings: Finding[] = [];
      for (const path of paths) {
        const url = `${E2E.siteUrl(tenant)}${prefix}${path}`;
        const label = `${prefix}${path}`;
        if (selfRedirecting(tenant, path)) {
          // An app's v1 landing page may be version-redirected (SPEC §2.5): its own markup is checked.
          await gotoWithoutScripts(shared, APP_SHELLS.has(path) ? `${url}?overrideRedirect=true` : url);
          findings.push(...(await axe(shared, `${label} (as served, scripts off)`)));
          continue;
        }
        const response = await shared.goto(url);
        expect(response?.ok(), `${label} answers ${response?.status()}`).toBe(true);
        await hydrated(shared);
        findings.push(...(await axe(shared, label)));
        if (path === '/') {
          // The header's pickers and menus, open; then the same on a phone, where the header
          // changes shape (menu button, slide-in menu).
          findings.push(...(await axeOpenDisclosures(shared, label)));
          await shared.setViewportSize(MOBILE);
          findings.push(...(await axe(shared, `${label} (390 px wide)`)));
          findings.push(...(await axeOpenDisclosures(shared, `${label} (390 px wide)`)));
          await shared.setViewportSize(DESKTOP);
        }
      }
      test.info().annotations.push({
        type: 'axe',
        description: JSON.stringify({ tenant, language, pages: paths.length, analyses, violations: findings.length, rules: [...new Set(findings.map((f) => f.rule))] }),
      });
      expect(findings.map(describeFinding), `axe violations on ${tenant} (${language}), pages checked: ${paths.join(' ')}`).toEqual([]);
    });
  }
}

type ControlsWindow = Window & { a11yHeaderControls?: Element[] };

/** What the keyboard focus is on, with what a sighted keyboard user can see of it. */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor);
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
    // WCAG 2.4.11: something drawn over the focused control (an overlay, a sticky bar) hides it.
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return {
      name: `${element.tagName.toLowerCase()} "${text.slice(0, 40)}"`,
      /** Position among the header controls recorded by headerControls(), -1 elsewhere. */
      control: (window as ControlsWindow).a11yHeaderControls?.indexOf(element) ?? -1,
      inHeader: !!document.querySelector('header')?.contains(element),
      isMain: element.tagName === 'MAIN',
      indicator: outline || shadow,
      onScreen: rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.right > 0 && rect.top < innerHeight && rect.left < innerWidth,
      covered: !!top && !element.contains(top) && !top.contains(element),
    };
  });
}

/**
 * Records the header's focusable, visible controls in document order (kept on the window, so an
 * island that relabels a button, e.g. the currency once rates arrive, is still the same control).
 */
async function headerControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    const focusable = header ? [...header.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]')] : [];
    const controls = focusable
      .filter((element) => element.tabIndex >= 0 && !element.closest('[inert]') && !(element as HTMLButtonElement).disabled)
      .filter((element) => element.checkVisibility({ visibilityProperty: true }));
    (window as ControlsWindow).a11yHeaderControls = controls;
    return controls.map((element) => {
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
      return `${element.tagName.toLowerCase()} "${text.slice(0, 40)}"`;
    });
  });
}

const KEYBOARD_TENANTS = ['sunny', 'medina', 'nordic', 'viajes', 'alpine'].filter((tenant) => DEMO_TENANTS.includes(tenant));

for (const tenant of KEYBOARD_TENANTS) {
  test(`${tenant}: the skip link is the first stop and moves focus to the main content`, async ({ shared }) => {
    await shared.setViewportSize(DESKTOP);
    await shared.goto(`${E2E.siteUrl(tenant)}/`);
    await hydrated(shared);
    await shared.keyboard.press('Tab');
    const skip = shared.locator('a[href="#main"]').first();
    await expect(skip).toBeFocused();
    const first = await focusState(shared);
    expect(first, 'the skip link is visible once focused').toMatchObject({ indicator: true, onScreen: true, covered: false });
    await shared.keyboard.press('Enter');
    await expect.poll(() => focusState(shared).then((state) => state?.isMain)).toBe(true);
    await shared.keyboard.press('Tab');
    const next = await focusState(shared);
    expect(next?.inHeader, `after the skip link, Tab goes past the header (focus on ${next?.name})`).toBe(false);
  });

  for (const [width, viewport] of [['desktop', DESKTOP], ['390 px', MOBILE]] as const) {
    test(`${tenant} (${width}): Tab walks the header controls in order, each with a visible focus indicator`, async ({ shared }) => {
      await shared.setViewportSize(viewport);
      try {
        await shared.goto(`${E2E.siteUrl(tenant)}/`);
        await hydrated(shared);
        const expected = await headerControls(shared);
        // Every active demo agency has at least the two pickers in its header.
        expect(expected.length, `${tenant} shows header controls`).toBeGreaterThan(0);
        const met: string[] = [];
        const invisible: string[] = [];
        for (let step = 0; step < 60; step += 1) {
          await shared.keyboard.press('Tab');
          const state = await focusState(shared);
          if (!state) break;
          if (!state.inHeader) {
            if (met.length) break;
            continue;
          }
          met.push(state.control >= 0 ? expected[state.control]! : `${state.name} (not a visible header control)`);
          const problems = [!state.indicator && 'has no outline or box-shadow', !state.onScreen && 'is off screen', state.covered && 'is covered by another element'];
          if (problems.some(Boolean)) invisible.push(`${state.name} ${problems.filter(Boolean).join(', ')}`);
        }
        expect(met, 'Tab order in the header is the document order of its visible controls').toEqual(expected);
        expect(invisible, 'header controls whose keyboard focus cannot be seen').toEqual([]);
      } finally {
        await shared.setViewportSize(DESKTOP);
      }
    });
  }
}

if (DEMO_TENANTS.includes('paused')) {
  test('paused: the blocking modal takes the focus and keeps it; nothing under the overlay can be focused', async ({ shared }) => {
    await shared.setViewportSize(DESKTOP);
    await shared.goto(`${E2E.siteUrl('paused')}/`);
    const dialog = shared.getByRole('alertdialog');
    await expect(dialog).toBeFocused();
    for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Tab']) {
      await shared.keyboard.press(key);
      await expect(dialog, `after ${key}`).toBeFocused();
    }
  });
}
