import { expect, test } from './fixtures/test.ts';
import { demoToken } from './api.ts';
import { E2E } from './environment.ts';

const site = (tenant: string, path = '/') => `${E2E.siteUrl(tenant)}${path}`;
const header = (page: import('@playwright/test').Page) => page.locator('header.site-header');

test.describe('header (SPEC §2.9)', () => {
  test('the logo links to the agency return URL, or home when there is none', async ({ page, context }) => {
    await page.goto(site('nordic'));
    // nordic's return URL is its company sign-in (the reference API's demo identity provider).
    await expect(header(page).locator('a.site-header__logo')).toHaveAttribute('href', `${E2E.apiUrl}/idp/nordic/sign-in`);
    await page.goto(site('alpine', '/about'));
    await expect(header(page).locator('a.site-header__logo')).toHaveAttribute('href', '/');
    await context.clearCookies();
    await page.goto(site('alpine', '/en/about'));
    await expect(header(page).locator('a.site-header__logo')).toHaveAttribute('href', '/en/');
  });

  test('About and FAQ links appear when enabled, under the agency titles', async ({ page }) => {
    await page.goto(site('sunny'));
    const nav = header(page).getByRole('navigation');
    await expect(nav.getByRole('link')).toHaveText(['Our Story', 'Travel FAQs']);
    await expect(nav.getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/about');
    await page.goto(site('nordic', '/en/'));
    await expect(header(page).getByRole('navigation').getByRole('link')).toHaveText(['Om oss', 'Vanliga frågor']);
    await page.goto(site('medina'));
    await expect(header(page).getByRole('navigation')).toHaveCount(0);
  });

  test('Book Now goes to the first active booking item in the fixed order', async ({ page }) => {
    const cases = [
      ['nordic', '/booknow/flights'], // Air Travel, Cars, Activities
      ['viajes', '/booknow/resort'], // Resorts, Activities, Cruise
      ['medina', '/booknow/hotels'], // listed Hotels, Activities, Cars
    ] as const;
    for (const [tenant, target] of cases) {
      await page.goto(site(tenant));
      await expect(header(page).locator('.site-header__actions').getByRole('link').first()).toHaveAttribute('href', target);
    }
  });

  test('Log In and Sign Up follow the agency settings and the default brand', async ({ page }) => {
    await page.goto(site('sunny'));
    const actions = header(page).locator('.site-header__actions');
    // SPEC §4: they carry the page as redirect (src/client/guest-links.ts).
    await expect(actions.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirect=%2F');
    await expect(actions.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup?redirect=%2F');
    // nordic hides both (isHideLoginOption, isHideSignupOption).
    await page.goto(site('nordic', '/en/'));
    await expect(header(page).locator('.site-header__actions').getByRole('link', { name: /Log In|Sign Up/ })).toHaveCount(0);
    // alpine is the default agency brand: Log In, but no Sign Up.
    await page.goto(site('alpine', '/en/'));
    await expect(header(page).locator('.site-header__actions').getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(header(page).locator('.site-header__actions').getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
  });

  test('a logged-in visitor is not offered Log In or Sign Up', async ({ page, context, request }) => {
    // A real session: a made-up token would get a 401 from the profile call, which logs out (SPEC §4).
    const token = await demoToken(request, 'sunny', 'customer@sunny.demo');
    await context.addCookies([{ name: 'access-token', value: token, url: E2E.siteUrl('sunny') }]);
    await page.goto(site('sunny'));
    await expect(header(page).getByRole('link', { name: 'Log In' })).toBeHidden();
    await expect(header(page).getByRole('link', { name: 'Sign Up' })).toBeHidden();
  });

  for (const query of ['dealLinkId=12', 'id=7', 'proposalId=p-1', 'checkout=true']) {
    test(`a deal-proposal link (${query}) disables the header links and the logo link`, async ({ page }) => {
      await page.goto(site('sunny', `/?${query}`));
      await expect(header(page)).toBeVisible();
      await expect(header(page).locator('a.site-header__logo')).toBeHidden();
      await expect(header(page).locator('span.site-header__logo')).toBeVisible();
      await expect(header(page).getByRole('link', { name: 'Book Now' })).toBeHidden();
      await expect(header(page).getByRole('navigation')).toBeHidden();
    });
  }

  test('hideHeaderforDealProposal hides the header and the footer links on a proposal link', async ({ page }) => {
    await page.goto(site('nordic', '/en/?proposalId=p-9'));
    await expect(header(page)).toBeHidden();
    const footer = page.locator('footer.site-footer');
    await expect(footer).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeHidden();
    await expect(footer.getByText('kundservice@nordictrails.example')).toBeVisible();
  });

  test('hideHeader=true and hideFooter=true hide them, for the rest of the visit', async ({ page }) => {
    await page.goto(site('sunny', '/?hideHeader=true&hideFooter=true'));
    await expect(header(page)).toBeHidden();
    await expect(page.locator('footer.site-footer')).toBeHidden();
    await page.goto(site('sunny', '/about'));
    await expect(header(page)).toBeHidden();
    await expect(page.locator('footer.site-footer')).toBeHidden();
    await page.goto(site('sunny', '/about?hideHeader=false&hideFooter=false'));
    await expect(header(page)).toBeVisible();
    await expect(page.locator('footer.site-footer')).toBeVisible();
  });

  test('the hidden header never paints', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { seen: boolean }).seen = false;
      new MutationObserver(() => {
        const element = document.querySelector('header.site-header');
        if (element && getComputedStyle(element).display !== 'none') (window as unknown as { seen: boolean }).seen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(site('sunny', '/?hideHeader=true'));
    expect(await page.evaluate(() => (window as unknown as { seen: boolean }).seen)).toBe(false);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test('the slide-in menu opens with a body class, traps focus, and closes with Escape', async ({ page }) => {
      await page.goto(site('sunny'));
      await expect(header(page).locator('.site-header__actions')).toBeHidden();
      const toggle = header(page).getByRole('button', { name: 'Open menu' });
      await toggle.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expect(page.locator('body')).toHaveClass(/mobile-menu-open/);
      await expect(menu.getByRole('link')).toHaveText(['Our Story', 'Travel FAQs', 'Book Now', 'Log In', 'Sign Up']);
      for (let i = 0; i < 8; i += 1) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(page.locator('body')).not.toHaveClass(/mobile-menu-open/);
      await expect(toggle).toBeFocused();
    });

    test('the menu slides in from the start side in Arabic too', async ({ page }) => {
      await page.goto(site('medina'));
      await header(page).locator('.site-header__menu button[aria-haspopup]').click();
      const box = await page.getByRole('dialog').boundingBox();
      // rtl: the drawer sits against the left edge (inline end).
      expect(box?.x).toBeLessThan(5);
    });
  });
});
