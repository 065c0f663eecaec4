import type { Locator, Page } from '@playwright/test';
import { inSuite } from './matrix.ts';
import { medina } from '../../reference/demo/agencies/medina.ts';
import { nordic } from '../../reference/demo/agencies/nordic.ts';
import { sunny } from '../../reference/demo/agencies/sunny.ts';
import { agencyAssetSvg } from '../../reference/media/logos.ts';
import { AGENCY_ASSETS, type AgencyAsset } from '../../reference/media/paths.ts';
import { CONSENT_COOKIE } from '../../src/stores/consent.ts';
import { E2E } from './environment.ts';
import { expect as baseExpect, test } from './fixtures/test.ts';
import { logInAs } from './member.ts';
import { accessKept, afterFrames, imagesShown } from './settled.ts';

/*
 * Screenshot regression (SPEC §1: nine languages, Arabic right to left; SPEC §2.6 small screens):
 * each case below, on each of its tenants, in English and Arabic, at a phone and a desktop width,
 * against a baseline in tests/e2e/screenshots/. A test's title names tenant, page, language and
 * width; a failure attaches expected, actual and diff to the HTML report, and
 * tests/e2e/screenshot-diffs-reporter.ts keeps them for `npm run report`'s Screenshot regressions.
 *
 * Refresh the baselines (after a deliberate visual change): npm run test:screenshots -- --update-snapshots
 *
 * Stability: the browser's clock is fixed before the first navigation, the searches carry fixed
 * dates, the pages use system fonts only (src/styles/_tokens.scss), animations and the caret are
 * off, and a shot is taken once the page is settled (settle() below). Thresholds stay at zero.
 */

/**
 * A hang guard only: the waits below are for events; on a loaded machine a checkout's remote app
 * takes more than the default 5 s to draw itself.
 */
const expect = baseExpect.configure({ timeout: 30_000 });

type Tenant = 'sunny' | 'medina' | 'nordic';
type Language = 'en' | 'ar';

interface ShotCase {
  /** Named in the test title and the baseline file. */
  name: string;
  /** The page's path without a language prefix. */
  path: string;
  tenants: readonly Tenant[];
  /** Who is logged in, per tenant (a demo user of reference/demo/users.ts). */
  member?: Partial<Record<Tenant, string>>;
  /** What the page shows once it has drawn itself, beyond the shell's own settled signals. */
  ready?: (page: Page) => Promise<void>;
  /** Answers the page reads at run time that other browser tests change meanwhile, fixed to the demo data. */
  fixed?: (page: Page, tenant: Tenant) => Promise<void>;
  /** The whole page rather than its first screen, where the lower part's layout is the point. */
  fullPage?: boolean;
  /** A visitor who has not yet chosen about cookies (the suite's visitor has: tests/e2e/consent-state.ts). */
  undecided?: boolean;
}

const ALL: readonly Tenant[] = ['sunny', 'medina', 'nordic'];
/** The agency's default language lives at prefix-free addresses; any other under /<language>/ (SPEC §1). */
const DEFAULT_LANGUAGE: Record<Tenant, string> = { sunny: 'en', medina: 'ar', nordic: 'sv' };

/** A fixed stay, far enough from the fixed clock below to be a valid search. */
// Years ahead: the API refuses a stay that starts before its own today (the browser's clock is fixed, the API's is not).
const STAY = { destination: 'city-lis', destinationName: 'Lisbon', checkIn: '2036-07-10', checkOut: '2036-07-13', rooms: JSON.stringify([{ adults: 2, children: [] }]) };
const HOTEL_SEARCH = `/booknow/hotels/search?${new URLSearchParams(STAY)}`;
const HOTEL_CHECKOUT = `/booknow/hotels/checkout?${new URLSearchParams({ ...STAY, offerId: 'H.city-lis.0', correlationId: 'screenshots' })}`;

/** The browser's "now": before every stay above, and before the expiry of any token (a token carries the real time of its log-in). */
const NOW = new Date('2026-06-01T09:30:00Z');

const remoteReady = (app: string) => async (page: Page) => {
  await expect(page.locator(`[data-remote-root="${app}"][data-state="ready"]`)).toBeVisible();
};

/**
 * The checkout shows the agency's gateway and, in test mode, the test-card note (SPEC §3
 * currentGateway); reference/e2e/settings.spec.ts switches sunny's gateway to live Adyen while it runs,
 * so the checkout reads the demo agency's own answer here.
 */
const DEMO_PAYMENT = { sunny: sunny.payment, medina: medina.payment, nordic: nordic.payment };
const demoGateway = async (page: Page, tenant: Tenant) => {
  await page.route(`${E2E.apiUrl}/api/getCurrentPaymentGateway*`, async (route) => {
    // The API's own response (its CORS headers), with the demo agency's gateway as its data.
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), data: DEMO_PAYMENT[tenant] } });
  });
};

/**
 * The agency's logo, mobile logo and favicon, which the API draws on each request in the agency's
 * colour (reference/api/routes/media.ts): reference/e2e/settings.spec.ts saves another colour
 * for sunny while it runs, so they are drawn here in the demo agency's own.
 */
const DEMO_AGENCY = { sunny: sunny.agency, medina: medina.agency, nordic: nordic.agency };
const demoLogos = async (page: Page, tenant: Tenant) => {
  await page.route(`${E2E.apiUrl}/media/agency/${tenant}/*.svg`, async (route) => {
    const asset = new URL(route.request().url()).pathname.split('/').pop()!.replace(/\.svg$/, '');
    if (!(AGENCY_ASSETS as readonly string[]).includes(asset)) return route.continue();
    const response = await route.fetch();
    const { agencyName, primaryColor } = DEMO_AGENCY[tenant];
    await route.fulfill({ response, body: agencyAssetSvg(asset as AgencyAsset, agencyName, primaryColor) });
  });
};

/** SPEC §2.11: the side navigation starts collapsed on a small screen; the shot shows it open. */
const agentNavOpen = async (page: Page) => {
  const root = page.locator('html');
  await expect(root).toHaveAttribute('data-agent-nav', /^(open|collapsed)$/);
  if ((await root.getAttribute('data-agent-nav')) === 'collapsed') await page.locator('nav [aria-controls][aria-expanded="false"]').click();
  await expect(root).toHaveAttribute('data-agent-nav', 'open');
  await expect(page.locator('[data-agent-name]')).toBeVisible();
  await expect(page.locator('nav [data-label="Log Out"]')).toBeVisible();
};

/** The consent banner is up, at rest, its first view (src/client/consent-banner.ts). */
const consentAsked = async (page: Page) => {
  await expect(page.locator('#consent[data-view="banner"]')).toBeVisible();
};

/*
 * One line per page. medina allows no anonymous booking pages (non-login flow off): its customer
 * is logged in there, and each tenant's checkout is a customer's. nordic's owner is sent to
 * /subscription (an unsubscribed agency), so its agent navigation is its travel agent's.
 */
const CUSTOMER = { sunny: 'customer@sunny.demo', medina: 'customer@medina.demo', nordic: 'customer@nordic.demo' };
const CASES: readonly ShotCase[] = [
  { name: 'home', path: '/', tenants: ALL },
  { name: 'about', path: '/about', tenants: ALL },
  { name: 'faq', path: '/faqs', tenants: ALL },
  { name: 'hotel results', path: HOTEL_SEARCH, tenants: ALL, member: { medina: CUSTOMER.medina }, ready: remoteReady('hotels') },
  { name: 'hotel checkout', path: HOTEL_CHECKOUT, tenants: ALL, member: CUSTOMER, ready: remoteReady('hotels'), fixed: demoGateway, fullPage: true },
  {
    name: 'agent navigation',
    path: '/about',
    tenants: ALL,
    member: { sunny: 'agent@sunny.demo', medina: 'agent@medina.demo', nordic: 'agent@nordic.demo' },
    ready: agentNavOpen,
  },
  // Only sunny loads trackers, so only sunny asks (medina's and nordic's analytics are off).
  { name: 'consent banner', path: '/', tenants: ['sunny'], undecided: true, ready: consentAsked },
];

const LANGUAGES: readonly Language[] = ['en', 'ar'];
/**
 * `npm test` shoots each page once per look: sunny in English (left to right, every setting on),
 * medina in Arabic (right to left, its own colours and logo), nordic in English (SSO, its header
 * without Log In and Sign Up); the other tenant × language pairs repeat those layouts in other
 * colours and run with MATRIX=all. The baselines of every pair stay in tests/e2e/screenshots/.
 */
const SHOT_IN_SUITE: Record<string, Language> = { sunny: 'en', medina: 'ar', nordic: 'en' };
const WIDTHS = [390, 1280] as const;
const HEIGHT = { 390: 844, 1280: 800 } as const;

/** A page is settled: access decided, no request in flight, nothing busy, fonts and the visible images in, two frames drawn. */
async function settle(page: Page, fullPage: boolean): Promise<void> {
  await accessKept(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await imagesShown(page, fullPage);
  await afterFrames(page);
}

/**
 * Masked, as they change between runs without a layout change: the footer's copyright year
 * (the build's year) and the agent's credit balance (other browser tests spend and top up the
 * same agent's wallet).
 */
const masks = (page: Page): Locator[] => [page.locator('.site-footer__copyright'), page.locator('[data-agent-credits]')];

for (const shot of CASES) {
  for (const tenant of shot.tenants) {
    for (const language of inSuite(LANGUAGES, (each) => SHOT_IN_SUITE[tenant] === each)) {
      for (const width of WIDTHS) {
        test(`${tenant} ${shot.name} ${language} ${width}px`, async ({ page, context, request }) => {
          test.setTimeout(90_000);
          await page.setViewportSize({ width, height: HEIGHT[width] });
          await page.clock.setFixedTime(NOW);
          await demoLogos(page, tenant);
          await shot.fixed?.(page, tenant);
          const member = shot.member?.[tenant];
          if (member) await logInAs(context, request, tenant, member);
          if (shot.undecided) await context.clearCookies({ name: CONSENT_COOKIE });
          const prefix = language === DEFAULT_LANGUAGE[tenant] ? '' : `/${language}`;
          await page.goto(`${E2E.siteUrl(tenant)}${prefix}${shot.path}`);
          await shot.ready?.(page);
          await settle(page, shot.fullPage ?? false);
          const file = `${tenant}-${shot.name}-${language}-${width}.png`.replaceAll(' ', '-');
          await expect(page).toHaveScreenshot(file, { fullPage: shot.fullPage ?? false, animations: 'disabled', caret: 'hide', mask: masks(page), maxDiffPixels: 0 });
        });
      }
    }
  }
}
