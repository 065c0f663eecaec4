import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { ACTIVITIES_TEXTS } from '../../reference/apps/activities-texts.js';
import { CARS_TEXTS } from '../../reference/apps/cars-texts.js';
import { CRUISE_TEXTS } from '../../reference/apps/cruise-texts.js';
import { FLIGHTS_TEXTS } from '../../reference/apps/flights-texts.js';
import { FLOW_TEXTS } from '../../reference/apps/flow-texts.js';
import { HOTELS_TEXTS } from '../../reference/apps/hotels-texts.js';
import { translator, type UiLanguage } from '../../reference/apps/kit.js';
import { MAIN_TEXTS } from '../../reference/apps/main-texts.js';
import { PAYMENT_TEXTS } from '../../reference/apps/payment-texts.js';
import { E2E } from './environment.ts';
import { expect } from './fixtures/test.ts';
import { fillPanel, livePanel } from './journeys/search.ts';
import { payWithApprovingCard } from './payment.ts';
import { searchIslandHydrated } from './search-panel-page.ts';

/*
 * The steps of a paid booking (SPEC §2.3 booking routes, §2.6 deals, §3 currentGateway), in any of
 * the nine languages: a start (the home search panel, a home deal card, the deal tab's banner, or
 * the resort page's search and deal list), the offer's details, the checkout paid with the
 * approving test card, the confirmation and My Trips. Every text a step looks for comes from the
 * text tables of the app that draws it (remote apps' tables, the shell's locales), so a page in
 * the wrong language fails the step.
 */

/** The services of the reference apps, by the name bookings carry (routes/bookings.ts). */
export type Service = 'hotels' | 'flights' | 'cars' | 'activities' | 'cruise' | 'resort';

/**
 * Where a journey starts:
 * - `panel`: the home search panel on the service's tab (resort: the resort page's own search, as
 *   the home page has no resort panel, SPEC §2.6 services);
 * - `deal`: the first card of the service's home deal tab (resort: the first card of the deal list
 *   on /booknow/resort, as the home page has no resort tab, SPEC §2.2);
 * - `banner`: the 'Book Now' of the service's deal tab banner and a ready search on the landing
 *   page, for Flights and Cruises, whose tabs always show a banner and never a deal card (SPEC §2.6).
 */
export type Start = 'panel' | 'deal' | 'banner';

export interface Journey {
  service: Service;
  /** The demo tenant: sunny has hotels and flights v2 on; classic (a browser-test agency) has both off. */
  tenant: 'sunny' | 'classic';
  /** Hotels and flights: whether the journey goes through the v2 pages (SPEC §2.5). */
  v2?: boolean;
  start: Start;
  language: UiLanguage;
}

/** The home page's `tab` and search panel of each service (src/deals/tabs.ts DEAL_TAB_SLUGS). */
const HOME_TAB: Record<Exclude<Service, 'resort'>, { tab: string; panel: string }> = {
  hotels: { tab: 'hotels', panel: 'Hotels' },
  flights: { tab: 'flights', panel: 'Air Travel' },
  cars: { tab: 'cars', panel: 'Cars' },
  activities: { tab: 'activities', panel: 'Activities' },
  cruise: { tab: 'cruises', panel: 'Cruise' },
};

/** The remote app that draws a service's pages. */
const APP: Record<Exclude<Service, 'resort'>, string> = { hotels: 'hotels', flights: 'flights', cars: 'cars', activities: 'activities', cruise: 'cruise' };

/** Each service app's own texts, which it reads before the flow's (the apps' mount()). */
const SERVICE_TEXTS = { hotels: HOTELS_TEXTS, flights: FLIGHTS_TEXTS, cars: CARS_TEXTS, activities: ACTIVITIES_TEXTS, cruise: CRUISE_TEXTS };

/** The shell's texts of a language (locales/<language>.json), by dotted key, `{{name}}` filled. */
export function shellText(language: UiLanguage, key: string, vars: Record<string, string> = {}): string {
  const table = JSON.parse(readFileSync(resolve(import.meta.dirname, `../../locales/${language}.json`), 'utf8')) as Record<string, unknown>;
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], table);
  if (typeof text !== 'string') throw new Error(`locales/${language}.json has no ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
}

/** The remote apps' texts of a language: the service app's and flow's, the payment step's and the main app's. */
export const remoteTexts = (language: UiLanguage, service: Service = 'hotels') => ({
  flow: translator(service === 'resort' ? [FLOW_TEXTS] : [SERVICE_TEXTS[service], FLOW_TEXTS], language),
  pay: translator([PAYMENT_TEXTS], language),
  main: translator([MAIN_TEXTS], language),
});

/** The site path of `path` in `language` (the demo tenants' default language, English, has no prefix). */
export const inLanguage = (language: UiLanguage, path: string) => `${language === 'en' ? '' : `/${language}`}${path}`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A remote app's root once it has drawn its page. */
export const ready = (page: Page, app: string): Locator => page.locator(`[data-remote-root="${app}"][data-state="ready"]`);

/** Follows a link in this tab or, when it opens a new one (a desktop, SPEC §2.6), in that tab. */
export async function follow(page: Page, link: Locator): Promise<Page> {
  if ((await link.getAttribute('target')) !== '_blank') {
    await link.click();
    return page;
  }
  const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await opened.waitForLoadState();
  return opened;
}

/** Opens the home page on the service's tab (the `tab` query selects both the deal tab and the search panel). */
async function openHome(page: Page, { tenant, language, service }: Journey): Promise<void> {
  const { tab } = HOME_TAB[service as Exclude<Service, 'resort'>];
  await page.goto(E2E.siteUrl(tenant) + inLanguage(language, `/?tab=${tab}`));
}

/** From the start to the offer's details page, drawn; answers the page the journey goes on in. */
async function toDetails(page: Page, journey: Journey): Promise<Page> {
  const { service, language, start } = journey;
  const app = APP[service as Exclude<Service, 'resort'>];
  const { flow } = remoteTexts(language, service);
  const firstResult = async (on: Page) => {
    const results = ready(on, app);
    const first = results.locator('article').first();
    await first.getByRole('link', { name: flow('results.view') }).click();
  };
  if (start === 'panel') {
    await openHome(page, journey);
    await searchIslandHydrated(page);
    const live = await livePanel(page);
    await expect(live).toHaveAttribute('data-search-panel', HOME_TAB[service as Exclude<Service, 'resort'>].panel);
    await fillPanel(page, live, HOME_TAB[service as Exclude<Service, 'resort'>].panel);
    await live.locator('[data-field="submit"]').click();
    await page.waitForURL(/\/search\?/);
    await firstResult(page);
    return page;
  }
  const deals = page.locator('[data-exclusive-deals]').getByRole('tabpanel');
  await openHome(page, journey);
  if (start === 'banner') {
    await expect(deals.locator('article')).toHaveCount(0);
    await deals.getByRole('link', { name: shellText(language, 'deals.bookNow') }).click();
    // The landing page's first ready search, then its first offer.
    const landing = ready(page, app);
    await expect(landing.getByRole('heading', { level: 1 })).toHaveText(flow('landing.title'));
    await landing.locator('ul.rx__list a').first().click();
    await firstResult(page);
    return page;
  }
  const card = deals.locator('article').first();
  return follow(page, card.getByRole('link', { name: new RegExp(`^${escape(shellText(language, 'deals.viewDeal'))}`) }));
}

/** What a paid booking shows at its end, for the spec to check in My Trips. */
export interface Booked {
  page: Page;
  reference: string;
  title: string;
  /** The total charged, as the confirmation writes it. */
  total: string;
}

/**
 * A journey of a remote-app service from its start to the confirmation: the details page's total is
 * the one the checkout charges and the confirmation says was paid.
 */
export async function bookAndPay(start: Page, journey: Journey): Promise<Booked> {
  const { service, language } = journey;
  const app = APP[service as Exclude<Service, 'resort'>];
  const { flow } = remoteTexts(language, service);
  const page = await toDetails(start, journey);

  const details = ready(page, app);
  await expect(details).toHaveAttribute('lang', language);
  // SPEC §2.5: the agency's v2 flag decides which pages a hotel or flight journey goes through.
  if (journey.v2 !== undefined) expect(new URL(page.url()).pathname.includes(`/booknow/${service}/v2/`), page.url()).toBe(journey.v2);
  const title = (await details.getByRole('heading', { level: 1 }).textContent())!.trim();
  const shown = (await details.locator('[data-price]').textContent())!.trim();
  await details.getByRole('link', { name: flow('details.book') }).click();

  await page.waitForURL(/\/checkout\?/);
  const checkout = ready(page, app);
  await expect(checkout.getByRole('heading', { level: 1 })).toHaveText(flow('checkout.title'));
  await expect(checkout.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const total = (await checkout.locator('[data-breakdown] dd').last().textContent())!.trim();
  expect(total, 'the details page shows the price the checkout charges').toBe(shown);
  // The journeys are signed in: the profile fills the lead traveller and the e-mail, but it reaches
  // the app after its first drawing (storefront:user) and draws the form again. Named before it,
  // the lead would be the test's; paid before it, the payment would race that drawing.
  await expect(checkout.locator('input[name="email"]')).not.toHaveValue('');
  await nameTravellers(checkout);
  await payWithApprovingCard(checkout, language);

  await page.waitForURL(/\/(confirm-payment|confirmation)(\/|\?)/);
  const url = new URL(page.url());
  const reference = url.searchParams.get('reference') ?? decodeURIComponent(url.pathname.split('/').pop()!);
  const confirmation = ready(page, app);
  await expect(confirmation.getByRole('heading', { level: 1 })).toHaveText(flow('confirmation.title'));
  await expect(confirmation.getByRole('status')).toHaveText(flow('confirmation.reference', { reference }));
  await expect(confirmation.getByRole('heading', { level: 2 })).toHaveText(title);
  await expect(confirmation.getByText(paidWith(language), { exact: true })).toBeVisible();
  // Every label of the confirmation in the page language.
  const { pay } = remoteTexts(language);
  await expect(confirmation.locator('dl').first().locator('dt')).toHaveText([flow('confirmation.where'), flow('confirmation.dates'), flow('confirmation.paid'), pay('done.payment')]);
  await expect(confirmation.locator('[data-breakdown] dt')).toHaveText([pay('pay.base'), pay('pay.taxes'), pay('pay.total')]);
  await expect(confirmation.locator('[data-breakdown] dd').last()).toHaveText(total);
  await expect(confirmation.getByText(total, { exact: true }).first()).toBeVisible();
  return { page, reference, title, total };
}

/** The payment line of a booking paid with the approving test card. */
export const paidWith = (language: UiLanguage) => {
  const { pay } = remoteTexts(language);
  return pay('done.paidWith', { brand: pay('brand.visa'), last4: '4242' });
};

/** Names every traveller the checkout asks for (the lead comes from the profile), with a birth date where asked. */
async function nameTravellers(checkout: Locator): Promise<void> {
  for (const input of await checkout.locator('input[name$=".firstName"]').all()) if (!(await input.inputValue())) await input.fill('Sam');
  for (const input of await checkout.locator('input[name$=".lastName"]').all()) if (!(await input.inputValue())) await input.fill('Lopez');
  for (const input of await checkout.locator('input[name$=".dateOfBirth"]').all()) await input.fill('1990-05-01');
  const email = checkout.locator('input[name="email"]');
  if (!(await email.inputValue())) await email.fill('clara@example.com');
}

/**
 * My Trips in the journey's language lists the booking: its title, the service's name, its total
 * and the paid marker with the card, from the main app's and payment step's tables.
 */
export async function expectInMyTrips(page: Page, journey: Journey, booked: Omit<Booked, 'page'>): Promise<void> {
  const { main } = remoteTexts(journey.language);
  await page.goto(E2E.siteUrl(journey.tenant) + inLanguage(journey.language, '/mytrip/mytrips'));
  const trips = ready(page, 'main');
  await expect(trips.getByRole('heading', { level: 1 })).toHaveText(main('trips.title'));
  const trip = trips.locator(`[data-booking="${booked.reference}"]`);
  await expect(trip.getByRole('heading', { level: 2 })).toHaveText(booked.title);
  await expect(trip.getByText(main(`service.${journey.service}`), { exact: true })).toBeVisible();
  // The total the booking was shown and charged at, written the same way.
  await expect(trip.getByText(booked.total, { exact: true })).toBeVisible();
  const labels = [main('trips.reference'), main('trips.service'), main('trips.where'), main('trips.dates'), main('trips.paid')];
  await expect(trip.locator('dt')).toHaveText([...labels, remoteTexts(journey.language).pay('done.payment')]);
  await expect(trip).toHaveAttribute('data-payment', 'paid');
  await expect(trip).toContainText(paidWith(journey.language));
}

/** The resort islands have hydrated (they read the page's stay and language at load). */
async function resortHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr][client="load"]'));
}

/**
 * The calendar of a `data-field="dates"` button, from the keyboard: a week from today to a week
 * later (ArrowDown moves a week, the same in right-to-left pages; no stay starts today, which a
 * time zone could make yesterday for the service).
 */
async function pickStay(page: Page): Promise<void> {
  await page.locator('[data-field="dates"]').click();
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(grid).toBeHidden();
}

/**
 * A resort journey (the shell's resort pages, SPEC §2.3 Resort, §4 Resort): the resort page's
 * search or its deal list, the details page's availability, the hold at checkout paid with the
 * approving test card and confirmed.
 */
export async function bookResort(page: Page, journey: Journey): Promise<Booked> {
  const { language } = journey;
  const t = (key: string, vars?: Record<string, string>) => shellText(language, `resort.${key}`, vars);
  await page.goto(E2E.siteUrl(journey.tenant) + inLanguage(language, '/booknow/resort'));
  await resortHydrated(page);
  const deals = page.locator('[data-resort-deals]');
  if (journey.start === 'panel') {
    await page.getByRole('combobox', { name: t('destination') }).fill('maya');
    await page.getByRole('option').filter({ hasText: /^Riviera Maya/ }).click();
    await pickStay(page);
    await page.getByRole('button', { name: t('submit') }).click();
    await page.waitForURL(/\/booknow\/resort\/search\?.*checkIn=/);
    await expect(deals.getByRole('heading', { level: 2 })).toHaveText(t('dealsIn', { place: 'Riviera Maya' }));
  } else {
    await expect(deals.getByRole('heading', { level: 2 })).toHaveText(t('dealsNear'));
  }
  await deals.getByRole('heading', { level: 3 }).first().getByRole('link').click();
  await page.waitForURL(/\/booknow\/resort\/details\?/);
  await resortHydrated(page);
  // The deal list near the visitor has no dates: the details page asks for them.
  if (journey.start === 'deal') {
    await expect(page.getByText(t('chooseDates'))).toBeVisible();
    await pickStay(page);
  }
  await expect(page.getByText(t('available'))).toBeVisible();
  const shown = (await page.locator('[data-price]').textContent())!.trim();
  await page.getByRole('link', { name: t('reserve'), exact: true }).click();

  await page.waitForURL(/\/booknow\/resort\/checkout\?/);
  const held = page.locator('[data-hold-state="held"]');
  await expect(held).toBeVisible();
  const reference = (await held.getAttribute('data-reference'))!;
  const summary = page.locator('[data-resort-summary]');
  const title = (await summary.getByRole('heading').first().textContent())!.trim();
  await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();
  // SPEC §3 currentGateway: the shell's checkout pays the hold with the approving test card, then confirms it.
  await page.getByLabel(t('pay.cardName'), { exact: true }).fill('Clara Lopez');
  await page.getByLabel(t('pay.cardNumber'), { exact: true }).fill('4242 4242 4242 4242');
  await page.getByLabel(t('pay.cardExpiry'), { exact: true }).fill('12/40');
  await page.getByLabel(t('pay.cardCvc'), { exact: true }).fill('123');
  await page.getByRole('button', { name: t('pay.submit', { total: shown }), exact: true }).click();
  await expect(page.getByRole('heading', { name: t('confirmed') })).toBeVisible();
  await expect(page.getByText(t('reference', { reference }), { exact: true })).toBeVisible();
  await expect(page.getByText(t('pay.paidWith', { brand: t('pay.brand.visa'), last4: '4242' }), { exact: true })).toBeVisible();
  return { page, reference, title, total: shown };
}
