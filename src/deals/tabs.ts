import type { BookingService } from '../tenant/agency.ts';

/*
 * SPEC §2.2, §2.6, §4 Deal tab: which Product Deals tabs a home page has, which one the `tab`
 * query selects, the ARIA tabs keys, and the carousel index. Pure, so the store and the unit
 * tests share them.
 */

/** SPEC §2.6: the services with a deal tab, in the booking menu's order (Resorts has none). */
export const DEAL_SERVICES = ['Hotels', 'Air Travel', 'Cars', 'Activities', 'Cruise'] as const satisfies readonly BookingService[];
export type DealService = (typeof DEAL_SERVICES)[number];

/** The `tab` query value each tab writes (SPEC §2.2: Hotels, Car Rentals, Activities, Flights, Cruises). */
export const DEAL_TAB_SLUGS: Readonly<Record<DealService, string>> = {
  Hotels: 'hotels',
  'Air Travel': 'flights',
  Cars: 'cars',
  Activities: 'activities',
  Cruise: 'cruises',
};

/** SPEC §2.6: Flights and Cruises always show the promotional banner, never deals. */
export const BANNER_ONLY: ReadonlySet<DealService> = new Set<DealService>(['Air Travel', 'Cruise']);

/** Every spelling a `tab` query may use for a service: the slug, the SPEC §2.2 name, the menu title. */
const TAB_NAMES: Readonly<Record<string, DealService>> = {
  hotels: 'Hotels',
  flights: 'Air Travel',
  'air travel': 'Air Travel',
  cars: 'Cars',
  'car rentals': 'Cars',
  activities: 'Activities',
  cruises: 'Cruise',
  cruise: 'Cruise',
};

/** The deal tabs of an agency: its active booking-menu services that have deals, in menu order. */
export function dealTabs(activeServices: readonly BookingService[]): DealService[] {
  return DEAL_SERVICES.filter((service) => activeServices.includes(service));
}

/** SPEC §4 Deal tab: the tab named in the query when that service is active, else the first one. */
export function initialTab(tabs: readonly DealService[], search: string): DealService | undefined {
  const asked = new URLSearchParams(search).get('tab')?.trim().toLowerCase();
  const named = asked === undefined ? undefined : TAB_NAMES[asked];
  return named && tabs.includes(named) ? named : tabs[0];
}

/** The address with `tab` set and every other query parameter kept. */
export function withTab(href: string, tab: DealService): string {
  const url = new URL(href);
  url.searchParams.set('tab', DEAL_TAB_SLUGS[tab]);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** SPEC §4 "Carousel index wraps both ways": −1 is the last, `count` the first. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

/**
 * The WAI-ARIA tabs pattern's keys: the tab index a key moves focus to, or undefined for other
 * keys. Arrows wrap; in a right-to-left page the row is mirrored, so ArrowLeft moves forward.
 */
export function tabKeyTarget(key: string, index: number, count: number, rtl: boolean): number | undefined {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return wrapIndex(index + 1, count);
  if (key === back) return wrapIndex(index - 1, count);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
