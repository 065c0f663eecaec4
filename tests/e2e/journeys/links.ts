import type { Page } from '@playwright/test';

/*
 * The links a visitor can follow on a page, each with a label that says where it was and what it
 * read: the header, the footer, the agent side navigation (SPEC §2.11), the mobile menu at phone
 * width and the profile menu (SPEC §2.9, §2.10), every deal tab's View Deal (SPEC §2.6).
 * Only links a visitor can see count: a hidden copy is not on their way.
 */

export interface FoundLink {
  href: string;
  label: string;
}

/** The viewport of the mobile menu (SPEC §2.9): a phone's width. */
export const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };
/** The longest wait for one widget: a crawl reports what it cannot reach rather than hang. */
export const WAIT = 30_000;

/**
 * Every visible link of the page. Links inside a remote app's root belong to that app: the
 * crawler checks an app's first page only, so it does not follow them.
 */
export async function pageLinks(page: Page): Promise<FoundLink[]> {
  return page.locator('a[href]').evaluateAll((anchors) =>
    anchors
      // The deal cards are walked tab by tab (dealLinks), under their tab's name.
      .filter((anchor) => !anchor.closest('[data-remote-root], [data-exclusive-deals]') && anchor.checkVisibility())
      .map((anchor) => {
        const region = anchor.closest('[role="menu"]')
          ? 'profile menu'
          : anchor.closest('dialog')
            ? 'mobile menu'
            : anchor.closest('nav[aria-label]') && !anchor.closest('header, footer')
              ? `side navigation`
              : anchor.closest('header')
                ? 'header'
                : anchor.closest('footer')
                  ? 'footer'
                  : 'page';
        const text = (anchor.getAttribute('aria-label') ?? anchor.textContent ?? '').replace(/\s+/g, ' ').trim() || anchor.querySelector('img')?.getAttribute('alt') || anchor.getAttribute('href');
        return { href: (anchor as HTMLAnchorElement).href, label: `${region} "${text}"` };
      }),
  );
}

/** Each deal tab in turn (SPEC §2.6): its View Deal links, or its banner's Book Now, once the tab's deals settled. */
export async function dealLinks(page: Page): Promise<FoundLink[]> {
  const section = page.locator('[data-exclusive-deals]');
  if ((await section.count()) === 0) return [];
  await page.waitForFunction(() => !document.querySelector('[data-exclusive-deals] astro-island[ssr]'), undefined, { timeout: WAIT });
  const tabs = section.getByRole('tab');
  const found: FoundLink[] = [];
  for (let index = 0; index < (await tabs.count()); index += 1) {
    const tab = tabs.nth(index);
    const name = ((await tab.textContent()) ?? '').trim();
    await tab.click({ timeout: WAIT });
    const panel = section.locator(`[role="tabpanel"][aria-labelledby$="-tab-${index}"][data-deals-status]:not([data-deals-status="loading"])`);
    await panel.waitFor({ timeout: WAIT });
    const links = await panel.locator('a[href]').evaluateAll((anchors) =>
      anchors.map((anchor) => ({
        href: (anchor as HTMLAnchorElement).href,
        text: (anchor.textContent ?? '').replace(/\s+/g, ' ').trim(),
        card: anchor.closest('li, article')?.querySelector('h3, h2')?.textContent?.trim() ?? '',
      })),
    );
    for (const link of links) found.push({ href: link.href, label: `deal tab "${name}"${link.card ? `, card "${link.card}"` : ''}: "${link.text}"` });
  }
  return found;
}

/** The profile menu's items (logged in) and the mobile menu's links at phone width. */
export async function menuLinks(page: Page): Promise<FoundLink[]> {
  const found: FoundLink[] = [];
  const avatar = page.locator('header [aria-haspopup="menu"]');
  if (await avatar.isVisible()) {
    await avatar.click({ timeout: WAIT });
    const menu = page.getByRole('menu');
    // The items follow the profile, which the page fetches after load (tests/e2e/profile-menu.spec.ts).
    await menu.getByRole('menuitem').last().waitFor({ timeout: WAIT });
    found.push(...(await pageLinks(page)).filter((link) => link.label.startsWith('profile menu')));
    await page.keyboard.press('Escape');
  }
  await page.setViewportSize(PHONE);
  const toggle = page.locator('header button[aria-haspopup="dialog"]');
  if (await toggle.isVisible()) {
    await toggle.click({ timeout: WAIT });
    await page.locator('dialog[open]').waitFor({ timeout: WAIT });
    found.push(...(await pageLinks(page)).filter((link) => link.label.startsWith('mobile menu')));
    await page.keyboard.press('Escape');
  }
  await page.setViewportSize(DESKTOP);
  return found;
}
