import { currencyRule } from '../site/route-catalogue.ts';
import { stripLanguage } from '../i18n/language-prefix.ts';

/** SPEC §2.2, §4 Currency: the home path (`/` in the default language, `/<lang>/` in the others), where the currency resets. */
export function isHomePath(pathname: string): boolean {
  return currencyRule(stripLanguage(pathname).route) === 'reset';
}

/** SPEC §4 Currency: a flight checkout page, which reloads when the currency changes. */
export function isFlightCheckoutPath(pathname: string): boolean {
  return currencyRule(stripLanguage(pathname).route) === 'reload';
}

/** SPEC §4, §2.4: the reload target on a flight checkout: the `currency` parameter renamed `curr`. */
export function checkoutReloadUrl(href: string, currency: string): string {
  const url = new URL(href);
  url.searchParams.delete('currency');
  url.searchParams.set('curr', currency);
  return url.href;
}
