import type { Page } from '@playwright/test';
import ar from '../../locales/ar.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import { E2E } from './environment.ts';
import { openDealTab } from './deal-tabs.ts';
import { expect, test } from './fixtures/test.ts';
import { logInAs } from './member.ts';

/*
 * SPEC §2.6 deal cards: every text on every card of sunny's home reads in full, on a phone (the
 * carousel), a tablet and a desktop, left to right and right to left, with the prices a logged-out
 * visitor and a customer see. A card has one height (so nothing moves as the deals arrive); what
 * it holds must fit inside it, and no text may be cut to fit.
 */

const SUNNY = E2E.siteUrl('sunny');
const WIDTHS = [390, 768, 1280] as const;
const LANGUAGES = [
  { language: 'en', home: '/' },
  { language: 'ar', home: '/ar/' },
] as const;
const ROLES = ['anonymous', 'customer'] as const;

const TEXTS = { en: en.deals, ar: ar.deals } as const;

/** The words a card's price block opens with for a role (locales/<language>.json deals), amounts left out. */
function pricedFor(language: keyof typeof TEXTS, role: (typeof ROLES)[number]): RegExp {
  const texts = TEXTS[language];
  const lead = (text: string) => text.split('{{')[0]!.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const words = role === 'customer' ? [texts.saved] : [texts.loginToSave, texts.revealPrice];
  return new RegExp(words.map(lead).join('|'));
}

const deals = (page: Page) => page.locator('[data-exclusive-deals]');
const panel = (page: Page) => deals(page).getByRole('tabpanel');

/**
 * The card texts cut short: an element whose content is taller or wider than its box, or that
 * reaches past its card's edge (the card hides what overflows). Visually hidden texts (absolutely
 * placed, 1 px) are the screen readers' and not measured.
 */
function clippedTexts(page: Page): Promise<string[]> {
  return panel(page)
    .locator('article')
    .evaluateAll((cards) =>
      cards.flatMap((card, index) => {
        const edge = card.getBoundingClientRect();
        const texts = [...card.querySelectorAll<HTMLElement>('h3, p, a, s, strong, span')].filter(
          (element) => getComputedStyle(element).position !== 'absolute' && !element.closest('[style*="position: absolute"]') && element.textContent?.trim(),
        );
        return texts.flatMap((element) => {
          const box = element.getBoundingClientRect();
          const name = `card ${index + 1} <${element.localName}> "${element.textContent?.trim().slice(0, 40)}"`;
          const problems: string[] = [];
          // Inline boxes report 0 client sizes; they are measured by their box against the card.
          if (element.clientHeight > 0 && element.scrollHeight > element.clientHeight + 1) problems.push(`${name}: ${element.scrollHeight} px tall in ${element.clientHeight} px`);
          if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) problems.push(`${name}: ${element.scrollWidth} px wide in ${element.clientWidth} px`);
          if (box.height > 0 && (box.bottom > edge.bottom + 1 || box.top < edge.top - 1)) problems.push(`${name}: outside its card`);
          if (box.width > 0 && (box.right > edge.right + 1 || box.left < edge.left - 1)) problems.push(`${name}: beside its card`);
          return problems;
        });
      }),
    );
}

for (const width of WIDTHS) {
  for (const { language, home } of LANGUAGES) {
    for (const role of ROLES) {
      test(`${width} px, ${language}, ${role}: no deal card text is clipped on any tab`, async ({ page, context, request }) => {
        await page.setViewportSize({ width, height: 900 });
        if (role === 'customer') await logInAs(context, request, 'sunny', 'customer@sunny.demo');
        await page.goto(`${SUNNY}${home}`);
        const tabs = deals(page).getByRole('tab');
        await expect(tabs.first()).toBeVisible();
        const clipped: string[] = [];
        let withCards = 0;
        for (let index = 0; index < (await tabs.count()); index += 1) {
          await openDealTab(tabs.nth(index), panel(page));
          const status = await panel(page).getAttribute('data-deals-status');
          if (status !== 'success' || (await panel(page).locator('article').count()) === 0) continue;
          withCards += 1;
          // The cards carry the prices of this role before they are measured: a customer's come
          // with the profile, which the page fetches after the deals may have been drawn.
          await expect(panel(page)).toContainText(pricedFor(language, role));
          // Pictures and fonts settle the layout.
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          const name = await tabs.nth(index).innerText();
          for (const problem of await clippedTexts(page)) clipped.push(`${name}: ${problem}`);
        }
        // Hotels, Cars and Activities have cards on sunny.
        expect(withCards).toBe(3);
        expect(clipped).toEqual([]);
      });
    }
  }
}
