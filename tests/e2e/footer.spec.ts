import { expect, test } from './fixtures/test.ts';
import { E2E } from './environment.ts';

const site = (tenant: string, path = '/') => `${E2E.siteUrl(tenant)}${path}`;
const footer = (page: import('@playwright/test').Page) => page.locator('footer.site-footer');
// The Useful Links column only: the footer has other navigation (Explore: blog, top destinations).
const usefulLinks = (page: import('@playwright/test').Page) => footer(page).getByRole('navigation', { name: /useful links/i }).getByRole('link');

test.describe('footer (SPEC §2.12)', () => {
  test('useful links only for the content the agency has', async ({ page }) => {
    await page.goto(site('sunny'));
    await expect(usefulLinks(page)).toHaveText([
      'Privacy Policy',
      'Terms & Conditions',
      'Cookies Policy',
      'Disclaimer',
    ]);
    // viajes: privacy and disclaimer, no cookies policy (Spanish is its default language).
    await page.goto(site('viajes', '/en/'));
    await expect(usefulLinks(page)).toHaveText(['Privacy Policy', 'Terms & Conditions', 'Disclaimer']);
    // alpine has none of the three.
    await page.goto(site('alpine', '/en/'));
    await expect(usefulLinks(page)).toHaveText(['Terms & Conditions']);
  });

  test('the phone shows only under displaySupportPhoneFooter, the e-mail whenever set', async ({ page }) => {
    await page.goto(site('sunny'));
    await expect(footer(page).getByRole('link', { name: '+1 305 555 0142' })).toHaveAttribute('href', 'tel:+13055550142');
    await expect(footer(page).getByRole('link', { name: 'support@sunnyholidays.example' })).toHaveAttribute('href', 'mailto:support@sunnyholidays.example');
    // nordic: phone set but not displayed.
    await page.goto(site('nordic', '/en/'));
    await expect(footer(page).getByText('+46 8 555 012 34')).toHaveCount(0);
    await expect(footer(page).getByRole('link', { name: 'kundservice@nordictrails.example' })).toBeVisible();
    // alpine: neither, so no Contact Us column.
    await page.goto(site('alpine', '/en/'));
    await expect(footer(page).getByRole('heading', { name: 'Contact Us' })).toHaveCount(0);
  });

  test('the accepted-payment icons, hidden for the configured exception hosts', async ({ page }) => {
    await page.goto(site('sunny'));
    const icons = footer(page).getByRole('list', { name: 'Accepted payment methods' }).getByRole('img');
    await expect(icons).toHaveCount(5);
    expect(await icons.evaluateAll((all) => all.map((icon) => icon.getAttribute('aria-label')))).toEqual([
      'Discover',
      'Visa',
      'American Express',
      'Mastercard',
      'Bitcoin',
    ]);
    // viajes.localhost is listed in src/config/storefront.json.
    await page.goto(site('viajes', '/en/'));
    await expect(footer(page).getByRole('list', { name: 'Accepted payment methods' })).toHaveCount(0);
  });

  test('the agency logo, the address under displayAddressFooter, and each social link that is set', async ({ page }) => {
    await page.goto(site('sunny'));
    await expect(footer(page).getByRole('img', { name: 'Sunny Holidays' })).toBeVisible();
    // In the convention of the agency's country (src/site/postal-address.ts): US.
    await expect(footer(page).locator('address .site-footer__line')).toHaveText(['1200 Ocean Drive, Suite 4', 'Miami Beach, FL 33139', 'United States']);
    const socials = footer(page).locator('[data-social]');
    expect(await socials.evaluateAll((all) => all.map((a) => a.getAttribute('data-social')))).toEqual([
      'LinkedIn',
      'Instagram',
      'Facebook',
      'X',
      'YouTube',
      'Discord',
      'TikTok',
    ]);
    await expect(socials.first()).toHaveAttribute('href', 'https://www.linkedin.com/company/sunny-holidays');
    await expect(socials.first()).toHaveAttribute('rel', 'noopener noreferrer');
    // nordic: only LinkedIn, Instagram, Facebook and YouTube are set.
    await page.goto(site('nordic', '/en/'));
    expect(await footer(page).locator('[data-social]').evaluateAll((all) => all.map((a) => a.getAttribute('data-social')))).toEqual([
      'LinkedIn',
      'Instagram',
      'Facebook',
      'YouTube',
    ]);
    // Sweden: the postcode before the city.
    await expect(footer(page).locator('address .site-footer__line')).toHaveText(['Drottninggatan 71', '111 36 Stockholm', 'Sverige']);
    // viajes hides its address.
    await page.goto(site('viajes', '/en/'));
    await expect(footer(page).locator('address')).toHaveCount(0);
  });

  test('links are hidden on a deal-proposal checkout page when the agency hides the header', async ({ page }) => {
    await page.goto(site('nordic', '/en/?checkout=true'));
    await expect(footer(page).getByRole('link', { name: 'Privacy Policy' })).toBeHidden();
    await expect(footer(page).locator('[data-social]').first()).toBeHidden();
    // Without hideHeaderforDealProposal, the same link keeps the footer links.
    await page.goto(site('sunny', '/?checkout=true'));
    await expect(footer(page).getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  });
});
