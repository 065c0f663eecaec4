import type { BrowserContext, Page, Request } from '@playwright/test';
import { findRoute } from '../../../src/site/route-catalogue.ts';
import { localePath } from '../../../src/i18n/language-prefix.ts';
import { E2E } from '../environment.ts';
import { apiFailure, consoleFailure, type Failure, type FailureKind, isErrorsPage, rawParameterNames, routeOf, specSendsToErrors } from './detectors.ts';
import { dealLinks, menuLinks, type FoundLink, pageLinks } from './links.ts';
import { submitEachSearch } from './search.ts';
import { AGENT_KINDS, type Journey } from './visitors.ts';

/*
 * The journey crawler: a visitor walks one site in one language the way a link checker does
 * (breadth first, each unique address once), starting at the home page, where it also opens
 * every deal tab, the mobile menu, the profile menu and submits each search panel. The site's
 * own pages are followed further; a remote app's page (SPEC §2.3) is checked as its first page
 * only: links inside the app's root are the app's, not the shell's.
 *
 * A travel agent (SPEC §2.11, §6) also opens every item of their side navigation, the greyed ones
 * too (read from the list the page keeps for the visit): an item without read permission must
 * show the "no access" page. A journey of scope 'navigation' walks only the home page's side
 * navigation and header, one link deep.
 */

/** The most addresses one journey visits: more than any demo site offers a visitor, so reaching it is a failure of its own. */
export const VISIT_CAP = 200;
/** Pages walked at once in one journey: their network waits overlap. */
const PARALLEL_PAGES = 3;
const STEP_TIMEOUT = 20_000;

export interface Step {
  /** The address the visitor opens (on the test stack's origin). */
  url: string;
  /** The page the link or button was on, and what it was, as a visitor reads it. */
  from: string;
  link: string;
  /** A search-panel submit: ending at /login is judged by the non-login rule (SPEC §6). */
  search?: boolean;
  /** A side-navigation item without read permission: the page must say "no access" (SPEC §6). */
  refused?: boolean;
}

export interface CrawlResult {
  failures: Failure[];
  visited: number;
  capped: boolean;
}

/** The address a visitor starts from: the home page in the journey's language (no prefix in the default language). */
export function homeUrl(journey: Journey): string {
  return E2E.siteUrl(journey.tenant) + localePath({ defaultLanguage: journey.defaultLanguage }, journey.language, '/');
}

/**
 * The same-site address of a link, or undefined for one the crawler does not follow: another site,
 * mail, telephone. The agency data writes its own site under its registered origin (the return
 * URL, SPEC §2.9 logo): that is this site, served here on the test stack's port.
 */
export function siteAddress(href: string, journey: Journey): URL | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  const site = E2E.siteUrl(journey.tenant);
  if (url.origin === journey.registeredOrigin) url = new URL(url.pathname + url.search, site);
  if (url.origin !== site) return undefined;
  url.hash = '';
  return url;
}

/**
 * One address per page a visitor can reach: Log In and Sign Up carry the page they were on as
 * `redirect` (SPEC §4), which makes every page's copy of them a new address for the same form.
 */
export function visitKey(url: URL): string {
  const route = routeOf(url.pathname);
  if (route === '/login' || route === '/signup') {
    const copy = new URL(url);
    copy.searchParams.delete('redirect');
    return copy.pathname + copy.search;
  }
  return url.pathname + url.search;
}

interface Walker {
  page: Page;
  step: Step | undefined;
  /** Requests of the page still waiting for their answer. */
  pending: Set<Request>;
  /** Called whenever a pending request ends. */
  onSettled: (() => void) | undefined;
}

/** `levels`: how many links deep from the home page the crawl goes (every level by default). */
export async function crawl(context: BrowserContext, journey: Journey, { levels = Infinity } = {}): Promise<CrawlResult> {
  let failures: Failure[] = [];
  const seen = new Set<string>();
  const loggedIn = journey.email !== undefined;
  const fail = (step: Step, kind: FailureKind, problem: string) => {
    // One line per problem and step: a page that logs the same error twice says it once.
    if (!failures.some((each) => each.page === step.from && each.link === step.link && each.problem === problem)) failures.push({ page: step.from, link: step.link, kind, problem });
  };

  const walker = async (): Promise<Walker> => {
    const page = await context.newPage();
    const self: Walker = { page, step: undefined, pending: new Set(), onSettled: undefined };
    page.on('request', (request) => self.pending.add(request));
    const ended = (request: Request) => {
      self.pending.delete(request);
      self.onSettled?.();
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    // A navigation drops the old document's requests without an end event for each.
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) for (const request of self.pending) if (request.frame() === frame && !request.isNavigationRequest()) self.pending.delete(request);
    });
    page.on('response', (response) => {
      if (!self.step || !response.url().startsWith(`${E2E.apiUrl}/`)) return;
      const problem = apiFailure(response.status(), response.url(), loggedIn, journey.tenant);
      if (problem) fail(self.step, 'api-status', problem);
    });
    page.on('console', (message) => {
      if (!self.step) return;
      const location = message.location().url;
      // A failed API answer is reported once, as the answer (above), not again as the browser's log of it.
      if (location.startsWith(`${E2E.apiUrl}/`) && /the server responded with a status of/.test(message.text())) return;
      const problem = consoleFailure(message.type(), message.text(), location);
      if (problem) fail(self.step, 'console-error', problem);
    });
    page.on('pageerror', (error) => {
      // Only the site's documents count: in a browser error page or a blank one, the one script
      // is the test's own (fixtures/test.ts writes session storage there, which such a document refuses).
      if (self.step && page.url().startsWith(`${E2E.siteUrl(journey.tenant)}/`)) fail(self.step, 'page-error', `uncaught ${error.name}: ${error.message.slice(0, 300)}`);
    });
    return self;
  };
  // The agency data names its own site under its registered origin (its return URL, SSO pages):
  // on the test stack that site is served on the stack's port, where the visitor is sent.
  await context.route(`${journey.registeredOrigin}/**`, (route) => {
    const { pathname, search } = new URL(route.request().url());
    return route.fulfill({ status: 302, headers: { location: `${E2E.siteUrl(journey.tenant)}${pathname}${search}` } });
  });
  const walkers = await Promise.all(Array.from({ length: PARALLEL_PAGES }, walker));
  const first = walkers[0]!;

  /** Judges where a step ended and what the visitor reads there. */
  const judge = async (self: Walker, step: Step): Promise<void> => {
    const ended = new URL(self.page.url());
    const target = new URL(step.url);
    if (isErrorsPage(ended.pathname) && !specSendsToErrors(target.pathname, journey.agency)) {
      fail(step, 'errors-page', `ended at ${ended.pathname}${ended.search} (a dead end: the SPEC sends ${target.pathname} to no error page)`);
    }
    const endRoute = routeOf(ended.pathname);
    // SPEC §4 Login/signup redirect: /login (or /signup), or under SSO the agency's return URL (/sso).
    const toLogIn = endRoute === '/login' || endRoute === '/signup' || endRoute === '/sso';
    if (!loggedIn && endRoute !== routeOf(target.pathname) && findRoute(routeOf(target.pathname))?.access === 'login') {
      // SPEC §4: the log-in guard sends a logged-out visitor away from a login route as the page
      // boots. A call the page's remote app may start in the same moment is a race the visitor
      // never sees (the page is gone); only where the step ends counts for them.
      failures = failures.filter((each) => !(each.page === step.from && each.link === step.link && each.kind === 'api-status'));
    }
    if (step.search && !loggedIn && journey.agency.allowNonLoginFlow && toLogIn) {
      fail(step, 'sent-to-login', `ended at ${ended.pathname}${ended.search}: the agency allows the non-login flow (SPEC §6), so a visitor's search shows its results`);
    }
    // SPEC §2.11: every side-navigation item has a page; the remote app's "not found" is a dead end.
    if (step.link.startsWith('side navigation') && (await self.page.locator('[data-remote-not-found]').count()) > 0) {
      fail(step, 'not-found', `the remote app has no page at ${ended.pathname} ("not found in this app")`);
    }
    const noAccess = (await self.page.locator('[data-no-access]').count()) > 0;
    if (step.refused && !noAccess) {
      fail(step, 'side-navigation', `ended at ${ended.pathname}${ended.search} without the "no access" page: the item has no read permission (SPEC §6)`);
    }
    if (!step.refused && noAccess) fail(step, 'side-navigation', `ended at ${ended.pathname}${ended.search} on the "no access" page of a link the visitor was given (SPEC §6)`);
    const text = await self.page.evaluate(() => document.body?.innerText ?? '').catch(() => '');
    const raw = rawParameterNames(text);
    if (raw.length > 0) fail(step, 'raw-parameter', `the page shows raw names: ${raw.join(', ')}`);
    seen.add(visitKey(ended));
  };

  let visits = 0;
  const visit = async (self: Walker, step: Step): Promise<FoundLink[]> => {
    visits += 1;
    const started = Date.now();
    try {
      await leave(self);
      self.step = step;
      await self.page.goto(step.url, { timeout: STEP_TIMEOUT, waitUntil: 'commit' });
      await settle(self, seen);
      if (process.env.JOURNEYS_DEBUG) console.log(`${Date.now() - started} ms ${step.url} -> ${self.page.url()}`);
    } catch (error) {
      fail(step, 'timeout', `did not settle: ${String(error).split('\n')[0]?.slice(0, 200)}`);
      return [];
    }
    await judge(self, step);
    return pageLinks(self.page).catch(() => []);
  };

  const home = homeUrl(journey);
  const homeStep: Step = { url: home, from: '(start)', link: `open ${new URL(home).pathname}` };
  seen.add(visitKey(new URL(home)));
  const debug = (what: string) => process.env.JOURNEYS_DEBUG && console.log(`${new Date().toISOString()} ${what}`);
  debug('start');
  let found = await visit(first, homeStep);
  debug('home');
  const navigationOnly = journey.scope === 'navigation';
  // SPEC §2.11: the side navigation's items, greyed ones included, for an agent.
  const refused = new Set<string>();
  if (AGENT_KINDS.includes(journey.kind)) {
    const items = await sideNavigationItems(first.page).catch(() => undefined);
    if (!items || items.length === 0) fail(homeStep, 'side-navigation', 'the side navigation did not load on the home page');
    for (const item of items ?? []) {
      const href = E2E.siteUrl(journey.tenant) + localePath({ defaultLanguage: journey.defaultLanguage }, journey.language, item.path);
      if (!item.read) refused.add(visitKey(new URL(href)));
      if (!found.some((link) => link.href === href)) found.push({ href, label: `side navigation${item.read ? '' : ' (no read permission)'} "${item.label}"` });
    }
  }
  if (navigationOnly) {
    found = found.filter((link) => link.label.startsWith('side navigation') || link.label.startsWith('header'));
    levels = 1;
  } else {
    // The home page's own journeys: every deal tab's View Deal, the mobile and profile menus.
    found = [...found, ...(await dealLinks(first.page).catch(() => [])), ...(await menuLinks(first.page).catch(() => []))];
  }
  // Each search panel submitted with valid input: where it goes is walked with the other links.
  const searches: Step[] = [];
  // The panels start from a fresh home page: no menu left open, the desktop layout as loaded.
  if (!navigationOnly) await leave(first).then(() => first.page.goto(home, { timeout: STEP_TIMEOUT })).catch(() => {});
  // No panel to use where the visitor cannot stay on the home page (SPEC §4: an unsubscribed
  // owner is sent to /subscription) or where the inactive agency's modal blocks the page (§2.13).
  const stays = (journey.agency.isSubscribed || journey.kind !== 'owner') && visitKey(new URL(first.page.url())) === visitKey(new URL(home));
  const blocked = (await first.page.locator('.blocking-modal[role="alertdialog"]').count()) > 0;
  const panels = stays && !blocked && !navigationOnly ? submitEachSearch(first.page) : Promise.resolve([]);
  for (const outcome of await panels.catch((error: unknown) => [{ service: 'every', problem: `the panels could not be used: ${String(error).split('\n')[0]?.slice(0, 200)}` }])) {
    const link = `search panel ${outcome.service}, submitted`;
    if ('problem' in outcome) fail({ ...homeStep, link }, 'search-failed', outcome.problem);
    else searches.push({ url: outcome.url, from: pathOf(home), link: `${link} (${pathOf(outcome.url)})`, search: true });
  }
  first.step = undefined;
  debug('menus and deals');

  let capped = false;
  const deferred: Step[] = [];
  const next = (links: FoundLink[], from: string): Step[] => {
    const steps: Step[] = [];
    for (const link of links) {
      const url = siteAddress(link.href, journey);
      if (!url) continue;
      const key = visitKey(url);
      if (seen.has(key)) continue;
      seen.add(key);
      const step: Step = { url: url.href, from, link: `${link.label} (${url.pathname}${url.search})`, ...(refused.has(key) ? { refused: true } : {}) };
      // SPEC §4: /logout ends the session; it is walked last, once nothing else needs the log-in.
      if (routeOf(url.pathname) === '/logout') deferred.push(step);
      else steps.push(step);
    }
    return steps;
  };

  let level = [...searches, ...next(found, pathOf(home))];
  for (const step of searches) seen.add(visitKey(new URL(step.url)));
  for (let depth = 1; level.length > 0 && depth <= levels; depth += 1) {
    const room = VISIT_CAP - visits;
    if (level.length > room) {
      capped = true;
      level = level.slice(0, Math.max(room, 0));
    }
    const results = await inParallel(walkers, level, async (self, step) => ({ step, links: await visit(self, step) }));
    level = results.flatMap(({ step, links }) => next(links, pathOf(step.url)));
  }

  debug('levels');
  for (const step of deferred) await visit(first, step);
  for (const each of walkers) await each.page.goto('about:blank', { timeout: 10_000 }).catch(() => {});
  return { failures, visited: visits, capped };
}

/**
 * The side navigation the page keeps for the visit (SPEC §2.11, src/stores/agent-nav.ts, session
 * key `navigation`): every item with a site path, groups' items included, with its read flag.
 */
async function sideNavigationItems(page: Page): Promise<{ label: string; path: string; read: boolean }[]> {
  await page.locator('nav [data-label="Log Out"]').waitFor({ timeout: STEP_TIMEOUT });
  const kept = await page.evaluate(() => sessionStorage.getItem('navigation'));
  type Item = { label: string; path: string; read: boolean; children?: Item[] };
  const items = (kept ? (JSON.parse(kept) as { items: Item[] }).items : []).flatMap((item) => [item, ...(item.children ?? []).map((child) => ({ ...child, read: item.read && child.read }))]);
  // SPEC §6: a SalesAgent's disabled settings are greyed whatever the list says; the sidebar shows which.
  const greyed = new Set(await page.locator('nav [data-label][aria-disabled="true"]').evaluateAll((links) => links.map((link) => link.getAttribute('data-label'))));
  return items.filter((item) => item.path.startsWith('/')).map((item) => ({ label: item.label, path: item.path, read: item.read && !greyed.has(item.label) }));
}

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

/**
 * Waits until a page is done: loaded, its remote app (if any) mounted or failed, no request of
 * its own still unanswered, across one more frame (in which a script may start another). A
 * client-side redirect (the log-in guard, an unmatched remote route to /errors) starts another
 * document: the wait starts again there, unless the crawl has already judged that address (the
 * log-in form every login route of an anonymous visitor leads to).
 */
async function settle(self: Walker, judged: ReadonlySet<string>): Promise<void> {
  const { page } = self;
  const startedAt = page.url();
  for (let round = 0; round < 6; round += 1) {
    const url = page.url();
    // A page off the site (another site, the browser's own error page) is where the step ended.
    if (!url.startsWith(`${new URL(startedAt).origin}/`)) return;
    try {
      await page.waitForLoadState('domcontentloaded', { timeout: STEP_TIMEOUT });
      if (url !== startedAt && judged.has(visitKey(new URL(url)))) return;
      await page.waitForLoadState('load', { timeout: STEP_TIMEOUT });
      await page.waitForFunction(
        () => {
          const app = document.querySelector('[data-remote-app]');
          const root = document.querySelector('[data-remote-root]');
          return app?.getAttribute('data-status') !== 'loading' && root?.getAttribute('data-state') !== 'loading';
        },
        undefined,
        { timeout: STEP_TIMEOUT },
      );
      await quiet(self);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await quiet(self);
    } catch (error) {
      // A navigation during the wait destroys the page's context: wait on the new document.
      if (page.url() !== url || /context was destroyed|interrupted by another navigation/.test(String(error))) continue;
      throw error;
    }
    if (page.url() === url) return;
  }
}

/**
 * Leaves the walker's last page for a blank one before the next step. That page may still be
 * going somewhere (SPEC §4: an unsubscribed owner is sent to /subscription once the profile is
 * known; settle stops early at a page already judged), and its navigation would cut into the
 * next step's. Once the blank page is in, no script of the last page is left to start one; a
 * navigation it started meanwhile may interrupt the blank one, which is then asked again.
 */
async function leave(self: Walker): Promise<void> {
  self.step = undefined;
  for (let attempt = 0; self.page.url() !== 'about:blank'; attempt += 1) {
    try {
      await self.page.goto('about:blank', { timeout: STEP_TIMEOUT });
    } catch (error) {
      if (attempt >= 5 || !/interrupted by another navigation|net::ERR_ABORTED/.test(String(error))) throw error;
    }
  }
}

/** Resolves once none of the page's requests is waiting for an answer. */
function quiet(self: Walker): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`requests still unanswered after ${STEP_TIMEOUT} ms: ${[...self.pending].map((each) => each.url()).join(', ')}`)), STEP_TIMEOUT);
    const check = () => {
      if (self.pending.size > 0) return;
      clearTimeout(timer);
      self.onSettled = undefined;
      resolve();
    };
    self.onSettled = check;
    check();
  });
}

/** Runs `work` over `items` on the walkers, each walker taking the next item when it is free. */
async function inParallel<T, R>(walkers: readonly Walker[], items: readonly T[], work: (walker: Walker, item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let index = 0;
  await Promise.all(
    walkers.map(async (self) => {
      while (index < items.length) {
        const item = items[index]!;
        index += 1;
        results.push(await work(self, item));
      }
      self.step = undefined;
    }),
  );
  return results;
}
