import { join, resolve } from 'node:path';
import { expect, test } from './fixtures/test.ts';
import { homeJsMiss, pageCountMisses, pagesByLanguage } from '../../scripts/bench/budgets.ts';
import { consentBannerJsGzip } from '../../scripts/bench/consent-budget.ts';
import { readRegistry } from '../../src/build/registry-fs.ts';
import { BUDGETS } from '../../src/config/budgets.ts';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { E2E } from './environment.ts';
import { DEMO_TENANTS_DIR } from './fixtures/registry.ts';

/*
 * The budgets of src/config/budgets.ts, on every demo tenant as the e2e stack
 * built it. No browser: the JavaScript is measured from the built files (scripts/bench/js-budget.ts).
 */

const dist = resolve(E2E.dir, 'dist');
const tenants = (await readRegistry(DEMO_TENANTS_DIR)).map((entry) => entry.id);

test('the budgets are checked on every demo tenant', () => {
  expect(tenants.length).toBeGreaterThanOrEqual(6);
});

test(`the consent banner adds at most ${BUDGETS.consentBannerJsGzip / 1024} KB of JavaScript (gzip)`, async () => {
  const size = await consentBannerJsGzip();
  // Something was measured: the banner's code is there to count.
  expect(size).toBeGreaterThan(300);
  expect(size).toBeLessThanOrEqual(BUDGETS.consentBannerJsGzip);
});

for (const tenant of tenants) {
  test(`${tenant}: the home page loads at most ${BUDGETS.homePageJsGzip / 1024} KB of JavaScript (gzip), ${BUDGETS.homePageWithDealsJsGzip / 1024} KB with the deals`, async () => {
    // A home page with the Product Deals section has its own budget (homeJsBudget).
    expect(await homeJsMiss(tenant, join(dist, tenant))).toBeUndefined();
  });

  test(`${tenant}: at most ${BUDGETS.pagesPerLanguage} pages per language`, async () => {
    const pages = await pagesByLanguage(join(dist, tenant));
    // Every language is published: the count cannot pass by counting nothing.
    expect(pages.size, `${tenant}: languages published`).toBe(LANGUAGES.length);
    expect(pageCountMisses(tenant, pages)).toEqual([]);
  });
}
