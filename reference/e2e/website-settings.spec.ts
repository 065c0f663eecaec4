import AxeBuilder from '@axe-core/playwright';
import { E2E } from '../../tests/e2e/environment.ts';
import { expect, test } from '../../tests/e2e/fixtures/test.ts';
import { logInAs } from '../../tests/e2e/member.ts';
import { drawnForVisitor } from '../../tests/e2e/remote-page.ts';

/*
 * The Website settings page (SPEC §2.7, §2.8, §2.12) in the browser, in English and Arabic: zero
 * axe violations as it opens and with a field's error shown; a refused save keeps what was typed.
 * The save sends the values the page opened with, so the demo agency other specs read is unchanged;
 * the browser tests' API has no watcher wired, so the page says the change shows after the next build.
 */

const sunny = (path: string) => E2E.siteUrl('sunny') + path;

for (const { prefix, save, question, tooShort, off } of [
  { prefix: '', save: 'Save', question: 'Question 1', tooShort: 'A question needs more than 3 characters.', off: 'Saved. Your site shows the change after its next build.' },
  { prefix: '/ar', save: 'حفظ', question: 'السؤال 1', tooShort: 'يجب أن يتكون السؤال من أكثر من 3 أحرف.', off: 'تم الحفظ. سيعرض موقعك التغيير بعد البناء التالي.' },
]) {
  test(`Website settings: axe clean, a field's error, nothing typed lost, saved (${prefix || '/en'})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await logInAs(page.context(), request, 'sunny', 'owner@sunny.demo');
    await page.goto(sunny(`${prefix}/settings/website/`));
    const app = drawnForVisitor(page, 'main');
    const field = app.getByLabel(question, { exact: true });
    await expect(field).toHaveValue('How do member prices work?');
    const axe = async (what: string) => {
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), what).toEqual([]);
    };
    await axe('the page as it opens');

    await field.fill('Why');
    await app.getByLabel('TikTok').fill('https://www.tiktok.com/@sunny_typed');
    await app.getByRole('button', { name: save, exact: true }).click();
    await expect(app.getByText(tooShort)).toBeVisible();
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(app.getByLabel('TikTok')).toHaveValue('https://www.tiktok.com/@sunny_typed');
    await axe('a field error shown');

    await field.fill('How do member prices work?');
    await app.getByLabel('TikTok').fill('https://www.tiktok.com/@sunnyholidays');
    await app.getByRole('button', { name: save, exact: true }).click();
    await expect(app.getByRole('status').filter({ hasText: off })).toBeVisible();
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });
}
