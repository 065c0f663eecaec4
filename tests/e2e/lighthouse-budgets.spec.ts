import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LaunchedChrome } from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { lighthouseMiss, type LighthouseFigures } from '../../scripts/bench/budgets.ts';
import { decideConsentInChromium, forgetConsentInChromium, logInChromium, MEMBER, memberPages, memberToken, notLoggedIn, notReturning } from '../../scripts/bench/lighthouse-member.ts';
import { measureOf } from '../../scripts/bench/lighthouse-report.ts';
import { calibratedCpuSlowdown, launchChromium, lighthouseRun, lighthouseSeo, PRESET_CPU_SLOWDOWN } from '../../scripts/bench/lighthouse-run.ts';
import { BUDGETS } from '../../src/config/budgets.ts';
import { DEMO_TENANTS } from './demo-tenants.ts';
import { E2E } from './environment.ts';
import { DEMO_TENANTS_DIR } from './fixtures/registry.ts';
import { expect, test } from './fixtures/test.ts';

/*
 * The Lighthouse budgets (src/config/budgets.ts) as a
 * failing check, on every demo home page (sunny's with every service's deals and search panels,
 * medina's in Arabic, right to left, ghost's 'Agency not found!'), a content page (alpine's
 * About) and the FAQ (nordic). Its own Playwright project, run alone by `npm run test:lighthouse`
 * and CI's performance job, never by `npm test`: Lighthouse times the main thread, so its verdict
 * is the machine's as much as the page's. The budgets `npm test` keeps are computed from what was
 * built (JavaScript and image bytes, requests before the largest paint, layout shift, axe).
 *
 * Up to three runs a page; the best is judged (scripts/bench/budgets.ts lighthouseMiss says why).
 * The first run uses the mobile preset as it is. When it misses on a host slower than Lighthouse's
 * target, the next runs emulate the same phone on this host (the CPU slowdown scaled to the host's
 * benchmark index, calibratedCpuSlowdown in scripts/bench/lighthouse-run.ts): a shared machine in a
 * slow hour would otherwise fail the page for the machine's sake. A miss names the factor used.
 *
 * The speed goal also names a results page and checkout, in English and Arabic, logged in:
 * sunny's hotel results and the checkout of their cheapest offer, measured as customer@sunny.demo
 * (scripts/bench/lighthouse-member.ts puts the access-token cookie into the Lighthouse Chromium).
 * Every run of those pages must prove it was logged in (the profile call answered, the checkout
 * not sent to sign up) and drawn (the booking app loaded and asked for its offers), so an anonymous
 * or failed run cannot count for them. Each is judged twice: on a first visit, where the consent
 * banner, drawn with the first paint, is the largest paint, and then on a returning visit, the
 * consent choice remembered (scripts/bench/lighthouse-member.ts decideConsentInChromium), where
 * the booking app's own content is, drawn by the early mount (src/site/early-mount.ts).
 */

const PAGES: readonly { tenant: string; page: string }[] = [
  // Every demo home page (sunny: every service's deals and panels, and the consent banner;
  // medina: Arabic, right to left; ghost: 'Agency not found!').
  ...DEMO_TENANTS.map((tenant) => ({ tenant, page: '/' })),
  { tenant: 'alpine', page: '/about' },
  { tenant: 'nordic', page: '/faqs' },
];
const RUNS = 3;
const MEMBER_PAGES = [
  { name: 'results', language: 'en' },
  { name: 'results', language: 'ar' },
  { name: 'checkout', language: 'en' },
  { name: 'checkout', language: 'ar' },
] as const;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let chrome: LaunchedChrome | undefined;
let member: { results: string; checkout: string } | undefined;

test.beforeAll(async () => {
  // A browser start on a busy 2-core host. The site server compresses text as the CDN does
  // (scripts/serve/compression.ts): Lighthouse sees the bytes a visitor downloads.
  test.setTimeout(60_000);
  chrome = await launchChromium();
  const siteUrl = E2E.siteUrl(MEMBER.tenant);
  const token = await memberToken(E2E.apiUrl, siteUrl);
  await logInChromium(chrome, siteUrl, token);
  member = await memberPages(E2E.apiUrl, siteUrl, token);
});

test.afterAll(() => {
  chrome?.kill();
});

/** The budgets a page is judged on. */
const BOTH: { performance: number; cls: number } = { performance: BUDGETS.lighthousePerformance, cls: BUDGETS.lighthouseCls };

/**
 * Best of up to RUNS runs, judged by lighthouseMiss on `budget`; `check` is asked of every report
 * first. Answers the miss and the best run's figures.
 */
async function judged(
  tenant: string,
  page: string,
  budget = BOTH,
  check: (lhr: Result) => string | undefined = () => undefined,
): Promise<{ miss: string | undefined; best?: LighthouseFigures }> {
  const runs: LighthouseFigures[] = [];
  let cpuSlowdown = PRESET_CPU_SLOWDOWN;
  for (let run = 0; run < RUNS; run += 1) {
    const lhr = await lighthouseRun(chrome!, `${E2E.siteUrl(tenant)}${page}`, cpuSlowdown);
    const wrong = check(lhr);
    if (wrong) return { miss: wrong };
    runs.push(measureOf(tenant, page, lhr));
    if (lighthouseMiss(tenant, page, runs, budget) === undefined) break;
    const indices = runs.map((each) => each.benchmarkIndex).sort((a, b) => a - b);
    cpuSlowdown = calibratedCpuSlowdown(indices[Math.floor(indices.length / 2)]!);
  }
  const best = [...runs].sort((a, b) => b.performance - a.performance || a.cls - b.cls)[0];
  return { miss: lighthouseMiss(tenant, page, runs, budget), best };
}

for (const { tenant, page } of PAGES) {
  test(`${tenant} ${page}: Lighthouse performance ≥ ${BUDGETS.lighthousePerformance}, CLS ≤ ${BUDGETS.lighthouseCls} (mobile)`, async () => {
    expect((await judged(tenant, page)).miss).toBeUndefined();
  });
}

for (const visit of ['first visit', 'returning visit'] as const) {
  for (const { name, language } of MEMBER_PAGES) {
    test(`${MEMBER.tenant} hotel ${name} (${language}), logged in, ${visit}: Lighthouse performance ≥ ${BUDGETS.lighthousePerformance}, CLS ≤ ${BUDGETS.lighthouseCls} (mobile), the run proven logged in`, async () => {
      const siteUrl = E2E.siteUrl(MEMBER.tenant);
      await (visit === 'first visit' ? forgetConsentInChromium : decideConsentInChromium)(chrome!, siteUrl);
      const page = `${language === 'en' ? '' : `/${language}`}${member![name]}`;
      const url = `${siteUrl}${page}`;
      const { miss, best } = await judged(MEMBER.tenant, page, BOTH, (lhr) => notLoggedIn(lhr, url, E2E.apiUrl) ?? (visit === 'returning visit' ? notReturning(lhr, url) : undefined));
      if (best) {
        test.info().annotations.push({
          type: 'lighthouse',
          description: `performance ${best.performance} (budget ${BUDGETS.lighthousePerformance}), CLS ${best.cls.toFixed(3)}, LCP ${(best.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(best.tbtMs)} ms, CPU benchmark index ${best.benchmarkIndex}, CPU slowdown ${best.cpuSlowdown ?? PRESET_CPU_SLOWDOWN}x`,
        });
      }
      expect(miss).toBeUndefined();
    });
  }
}

/** The SEO audits that fail on a page and count towards its score. */
const failedSeoAudits = (lhr: Result): string[] =>
  (lhr.categories.seo?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);

/**
 * Whether a demo tenant's site may be found at all: only a production site that is not a sandbox
 * (scripts/build/seo-files.ts robotsTxt). Every other asks crawlers to stay out, on purpose.
 */
const mayBeIndexed = (tenant: string) => {
  const config = JSON.parse(readFileSync(join(DEMO_TENANTS_DIR, `${tenant}.json`), 'utf8')) as { environment: string; sandbox?: boolean };
  return config.environment === 'prod' && config.sandbox !== true;
};

/*
 * Lighthouse SEO ≥ 95 on every demo home page. medina runs as a production site: its score is
 * read. The others run as local and qa sites, whose robots.txt refuses every crawler (and viajes
 * is a sandbox): Lighthouse's is-crawlable fails there by design, so every other SEO audit must
 * pass, as it does on medina.
 */
for (const tenant of DEMO_TENANTS) {
  const allowed = mayBeIndexed(tenant) ? [] : ['is-crawlable'];
  test(`${tenant} /: Lighthouse SEO ≥ ${BUDGETS.lighthouseSeo}: every SEO audit passes${allowed.length ? ', save the crawl block of a site not meant to be found' : ''}`, async () => {
    const lhr = await lighthouseSeo(chrome!, `${E2E.siteUrl(tenant)}/`);
    expect(failedSeoAudits(lhr)).toEqual(allowed);
    if (!allowed.length) expect(Math.round((lhr.categories.seo?.score ?? 0) * 100)).toBeGreaterThanOrEqual(BUDGETS.lighthouseSeo);
  });
}
