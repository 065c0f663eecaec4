import { expect, test } from './fixtures/test.ts';
import { E2E } from './environment.ts';

const site = (tenant: string, path = '/') => `${E2E.siteUrl(tenant)}${path}`;

test.describe('About Us (SPEC §2.7)', () => {
  test('shows title, image and content, with empty tags stripped', async ({ page }) => {
    await page.goto(site('sunny', '/about'));
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Our Story');
    await expect(main.locator('img.about__image')).toHaveAttribute('src', /scene|media/);
    await expect(main.getByRole('heading', { name: 'Sunshine since 1998' })).toBeVisible();
    await expect(main.getByRole('listitem')).toHaveCount(3);
    expect(await main.locator('p:empty').count()).toBe(0);
  });

  test("'About Us Page is not available' when disabled", async ({ page }) => {
    await page.goto(site('medina', '/en/about'));
    await expect(page.locator('main')).toContainText('About Us Page is not available');
  });
});

test.describe('FAQ (SPEC §2.8)', () => {
  test('an accordion with the header message; one answer open at a time, from the keyboard', async ({ page }) => {
    await page.goto(site('sunny', '/faqs'));
    const main = page.locator('main');
    await expect(main).toContainText('Answers to the questions our travellers ask most.');
    const questions = main.locator('summary');
    await expect(questions).toHaveCount(4);
    await questions.nth(0).focus();
    await page.keyboard.press('Enter');
    await expect(main.getByText('Log in or sign up for free')).toBeVisible();
    await questions.nth(1).focus();
    await page.keyboard.press('Space');
    await expect(main.getByText('Most hotels offer free cancellation')).toBeVisible();
    await expect(main.getByText('Log in or sign up for free')).toBeHidden();
    expect(await main.locator('details[open]').count()).toBe(1);
  });

  test("'No Faqs Found !' when a question has 3 characters or fewer", async ({ page }) => {
    // alpine has the question 'Wo?'.
    await page.goto(site('alpine', '/en/faqs'));
    await expect(page.locator('main')).toContainText('No Faqs Found !');
    await expect(page.locator('main summary')).toHaveCount(0);
  });

  test("'Faq Page is not available' when disabled", async ({ page }) => {
    await page.goto(site('medina', '/en/faqs'));
    await expect(page.locator('main')).toContainText('Faq Page is not available');
  });
});

test.describe('/errors (SPEC §2.2)', () => {
  test('the not-found text, contact us with the agency e-mail, and Take me home', async ({ page }) => {
    await page.goto(site('sunny', '/errors'));
    const main = page.locator('main');
    await expect(main).toContainText("The page you're looking for is not found.");
    await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', 'mailto:support@sunnyholidays.example');
    await expect(main.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', 'http://sunny.localhost:4321/');
  });

  test('no contact link without a contact e-mail; home is / without a return URL', async ({ page }) => {
    await page.goto(site('alpine', '/en/errors'));
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'Contact us' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/en/');
  });
});

test.describe('legal pages from agency content', () => {
  for (const [path, heading] of [
    ['/privacy-policy', 'Privacy Policy'],
    ['/user-terms-and-conditions', 'Terms & Conditions'],
    ['/cookies-policy', 'Cookies Policy'],
    ['/disclaimer', 'Disclaimer'],
  ] as const) {
    test(`${path} shows the agency's text`, async ({ page }) => {
      await page.goto(site('sunny', path));
      await expect(page.locator('main h1')).toHaveText(heading);
      expect((await page.locator('main article').innerText()).length).toBeGreaterThan(heading.length + 40);
    });
  }

  test('a legal page the agency has no content for says so', async ({ page }) => {
    await page.goto(site('alpine', '/en/cookies-policy'));
    await expect(page.locator('main')).toContainText('This page is not available yet.');
  });
});

test.describe('top destinations (SPEC §2.2, §7 hotel service)', () => {
  test('/top-destination lists the hotel service top destinations', async ({ page }) => {
    await page.goto(site('sunny', '/top-destination'));
    await expect(page.locator('main h1')).toHaveText('Top destinations');
    await expect(page.locator('main li h2').first()).toBeVisible();
    expect(await page.locator('main li h2').count()).toBeGreaterThan(3);
    // SPEC §2.6, §6: the home cards' price block; sunny allows the non-login flow.
    await expect(page.locator('main li strong').first()).toHaveText(/\$[\d,]+$/);
    await expect(page.locator('main li').filter({ hasText: /Log In to save up to \$[\d,]+/ }).first()).toBeVisible();
  });

  test('/destination reads lat, long, airportLat and airportLong from the query', async ({ page }) => {
    const calls: URL[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/hotel-service/deals')) calls.push(new URL(request.url()));
    });
    await page.goto(site('sunny', '/destination?lat=25.7907&long=-80.13&airportLat=25.7959&airportLong=-80.287'));
    await expect(page.locator('main li h2').first()).toBeVisible();
    expect(calls[0]?.searchParams.get('lat')).toBe('25.7907');
    expect(calls[0]?.searchParams.get('long')).toBe('-80.13');
    expect(calls[0]?.searchParams.get('top_destination')).toBe('false');
    await expect(page.getByRole('link', { name: 'Search flights' })).toHaveAttribute('href', '/booknow/flights?airportLat=25.7959&airportLong=-80.287');
  });

  test('/destination without a valid place says so and offers the top destinations', async ({ page }) => {
    await page.goto(site('sunny', '/destination?lat=abc&long=1'));
    await expect(page.locator('main')).toContainText('This destination link is incomplete');
    await expect(page.locator('main').getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/top-destination');
  });

  test('a failing hotel service shows the failure state, not a blank page', async ({ page }) => {
    await page.route('**/hotel-service/deals**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Hotel service down"}' }));
    await page.goto(site('sunny', '/top-destination'));
    await expect(page.locator('main [role=alert]')).toHaveText('Hotel service down');
  });

  test('agencies without displayTopDestinations have neither page', async ({ page }) => {
    await page.goto(site('nordic', '/en/top-destination'));
    await expect(page).toHaveURL(/\/en\/errors$/);
    await page.goto(site('nordic', '/destination?lat=1&long=2'));
    await expect(page).toHaveURL(/\/errors(\?|$)/);
  });
});
