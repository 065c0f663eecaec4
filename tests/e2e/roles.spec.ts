import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { SHELL_EVENTS } from '../../src/site/events.ts';
import { E2E } from './environment.ts';
import { logInAs } from './member.ts';

/*
 * Each role of SPEC §6, one demo log-in each, in one pass: the header, the
 * profile menu (SPEC §2.10), the agent side navigation (SPEC §2.11) and the price-visibility
 * flags the `storefront:user` event hands the remote apps. The same table is the README's.
 */

interface RoleCase {
  role: string;
  tenant: string;
  email?: string;
  /** The profile menu's items, in order; none without a log-in. */
  menu: readonly string[];
  /** The greyed settings of the side navigation; null: no side navigation. */
  disabledSettings: readonly string[] | null;
  bookNow: string;
  prices: { seesDealPrices: boolean; canSeeWholesale: boolean; canSeeMarkup: boolean; seesHotelV2SavedPrice: boolean };
}

const ROLES: readonly RoleCase[] = [
  {
    role: 'anonymous visitor (non-login flow allowed)',
    tenant: 'sunny',
    menu: [],
    disabledSettings: null,
    bookNow: '/booknow/hotels',
    prices: { seesDealPrices: true, canSeeWholesale: false, canSeeMarkup: false, seesHotelV2SavedPrice: true },
  },
  {
    role: 'anonymous visitor (non-login flow refused)',
    tenant: 'medina',
    menu: [],
    disabledSettings: null,
    bookNow: '/booknow/hotels',
    prices: { seesDealPrices: false, canSeeWholesale: false, canSeeMarkup: false, seesHotelV2SavedPrice: false },
  },
  {
    role: 'customer',
    tenant: 'sunny',
    email: 'customer@sunny.demo',
    menu: ['Book Now', 'My Trips', 'Profile Settings', 'Support', 'Wallet', 'Logout'],
    disabledSettings: null,
    bookNow: '/booknow/hotels',
    prices: { seesDealPrices: true, canSeeWholesale: false, canSeeMarkup: false, seesHotelV2SavedPrice: true },
  },
  {
    role: 'travel agent',
    tenant: 'sunny',
    email: 'agent@sunny.demo',
    menu: ['Profile Settings', 'Support', 'Wallet', 'Logout'],
    disabledSettings: ['Website'],
    bookNow: '/booknow/hotels/v2',
    prices: { seesDealPrices: true, canSeeWholesale: true, canSeeMarkup: true, seesHotelV2SavedPrice: true },
  },
  {
    role: 'restricted agent',
    tenant: 'sunny',
    email: 'restricted@sunny.demo',
    menu: ['Profile Settings', 'Support', 'Logout'],
    disabledSettings: ['Website'],
    bookNow: '/booknow/hotels',
    prices: { seesDealPrices: true, canSeeWholesale: false, canSeeMarkup: false, seesHotelV2SavedPrice: true },
  },
  {
    role: 'AgencyOwner',
    tenant: 'sunny',
    email: 'owner@sunny.demo',
    menu: ['Profile Settings', 'Website Settings', 'Support', 'Wallet', 'Logout'],
    disabledSettings: [],
    bookNow: '/booknow/hotels/v2',
    prices: { seesDealPrices: true, canSeeWholesale: true, canSeeMarkup: true, seesHotelV2SavedPrice: true },
  },
  {
    role: 'Admin',
    tenant: 'sunny',
    email: 'admin@sunny.demo',
    menu: ['Profile Settings', 'Website Settings', 'Support', 'Logout'],
    disabledSettings: [],
    bookNow: '/booknow/hotels',
    prices: { seesDealPrices: true, canSeeWholesale: true, canSeeMarkup: true, seesHotelV2SavedPrice: true },
  },
  {
    role: 'SalesAgent',
    tenant: 'sunny',
    email: 'sales@sunny.demo',
    menu: ['Profile Settings', 'Support', 'Logout'],
    disabledSettings: ['Markup', 'Website', 'Payment', 'Product'],
    bookNow: '/booknow/hotels',
    prices: { seesDealPrices: true, canSeeWholesale: true, canSeeMarkup: true, seesHotelV2SavedPrice: true },
  },
];

type UserDetail = { loggedIn: boolean; permissions: Record<string, unknown> };

async function lastUserEvent(page: Page): Promise<UserDetail | undefined> {
  return page.evaluate(() => (window as unknown as { users: UserDetail[] }).users.at(-1));
}

for (const entry of ROLES) {
  test(`${entry.role}${entry.email ? ` (${entry.email})` : ''}: header, menu, side navigation and price flags`, async ({ page, context, request }) => {
    await context.addInitScript((name) => {
      (window as unknown as { users: unknown[] }).users = [];
      window.addEventListener(name, (event) => (window as unknown as { users: unknown[] }).users.push((event as CustomEvent).detail));
    }, SHELL_EVENTS.user);
    if (entry.email) await logInAs(context, request, entry.tenant, entry.email);
    // English pages: sunny's default language sits at the root, medina's English under /en.
    const prefix = entry.tenant === 'sunny' ? '' : '/en';
    await page.goto(`${E2E.siteUrl(entry.tenant)}${prefix}/about`);
    const header = page.locator('.site-header');

    // The price-visibility flags, as the remote apps get them (SPEC §6).
    await expect.poll(async () => (await lastUserEvent(page))?.permissions ?? null).toMatchObject(entry.prices);
    expect((await lastUserEvent(page))?.loggedIn).toBe(!!entry.email);

    // Header: Book Now (a remote app's route, no language prefix; '/v2' for agents with the setting, SPEC §2.5); Log In or the avatar.
    await expect(header.locator('.site-header__actions a[data-book-now]')).toHaveAttribute('href', entry.bookNow);
    const avatar = header.getByRole('button', { name: 'Account menu' });
    if (!entry.email) {
      await expect(avatar).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Agent navigation' })).toHaveCount(0);
      return;
    }
    await expect(header.locator('.site-header__actions').getByRole('link', { name: 'Log In' })).toBeHidden();

    // Profile menu (SPEC §2.10).
    await avatar.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(entry.menu.map((label) => label));
    await page.keyboard.press('Escape');

    // Agent side navigation (SPEC §2.11) and its greyed settings.
    const nav = page.getByRole('navigation', { name: 'Agent navigation' });
    if (entry.disabledSettings === null) {
      await expect(nav).toHaveCount(0);
      return;
    }
    await expect(nav.locator('[data-label="Log Out"]')).toBeVisible();
    for (const setting of ['Markup', 'Website', 'Payment', 'Product']) {
      const disabled = entry.disabledSettings.includes(setting);
      const item = nav.locator(`[data-label="${setting}"]`);
      if (disabled) await expect(item).toHaveAttribute('aria-disabled', 'true');
      else await expect(item).not.toHaveAttribute('aria-disabled', 'true');
    }
  });
}
