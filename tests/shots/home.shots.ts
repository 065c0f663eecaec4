import { test } from '../e2e/fixtures/test.ts';
import { E2E } from '../e2e/environment.ts';

/*
 * Full-page screenshots of every demo tenant's home page (and the FAQ in en and ar)
 * at 1280 and 390 px, for a person to judge by eye. Not a check, so not part of `npm test`:
 * `npm run shots` writes them to .build/shots/.
 */

const PAGES: readonly [tenant: string, path: string, name: string][] = [
  ...['sunny', 'medina', 'nordic', 'viajes', 'alpine', 'ghost'].map((tenant): [string, string, string] => [tenant, '/', tenant]),
  ['sunny', '/faqs', 'sunny-faqs-en'],
  ['sunny', '/ar/faqs', 'sunny-faqs-ar'],
  ['medina', '/ar/faqs', 'medina-faqs-ar'],
];

for (const width of [1280, 390]) {
  test(`pages at ${width}px`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    for (const [tenant, path, name] of PAGES) {
      await page.goto(`${E2E.siteUrl(tenant)}${path}`);
      const question = page.locator('.faq__item summary').first();
      if (await question.count()) await question.click();
      await page.screenshot({ path: `.build/shots/${name}-${width}.png`, fullPage: true });
    }
  });
}
