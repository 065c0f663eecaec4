import { LANGUAGES } from '../i18n/languages.ts';

const LANGUAGE_PREFIX = `(?:/(?:${LANGUAGES.join('|')}))?`;
const HOME = new RegExp(`^${LANGUAGE_PREFIX}/?(?:index\\.html)?$`);
const FLIGHT_CHECKOUT = new RegExp(`^${LANGUAGE_PREFIX}/booknow/flights/checkout(?:[/.]|$)`);

/** SPEC §2.2: the home path, `/` for the default language and `/<lang>/` for the others. */
export function isHomePath(pathname: string): boolean {
  return HOME.test(pathname);
}

/** SPEC §4 Currency: a flight checkout page reloads when the currency changes. */
export function isFlightCheckoutPath(pathname: string): boolean {
  return FLIGHT_CHECKOUT.test(pathname);
}

/** SPEC §4, §2.4: the reload target on a flight checkout: the `currency` parameter renamed `curr`. */
export function checkoutReloadUrl(href: string, currency: string): string {
  const url = new URL(href);
  url.searchParams.delete('currency');
  url.searchParams.set('curr', currency);
  return url.href;
}
