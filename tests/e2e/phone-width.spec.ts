import { expect, test } from './fixtures/test.ts';
import { E2E } from './environment.ts';
import { DEMO_TENANTS } from './demo-tenants.ts';

/*
 * A page is one screen wide on a phone (what any phone page owes its visitor; the SPEC §2.6
 * small-screen carousel is where it once broke). Anything wider makes a phone's browser lay the
 * page out wider and zoom out: the deal row's visually hidden texts once escaped its clip and made
 * sunny's home 3295 px wide, too small to read and unable to scroll.
 */

const WIDTH = 390;

test.use({ viewport: { width: WIDTH, height: 844 }, hasTouch: true, isMobile: true });

for (const tenant of DEMO_TENANTS) {
  test(`${tenant}: the home, About and FAQ pages are one phone screen wide`, async ({ page }) => {
    const wide: string[] = [];
    for (const path of ['/', '/?tab=activities', '/about', '/faqs']) {
      await page.goto(`${E2E.siteUrl(tenant)}${path}`);
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > WIDTH) wide.push(`${path}: ${width} px`);
    }
    expect(wide).toEqual([]);
  });
}
