import type { CurrencyOption } from '../api/currency.ts';
import { currencyOfCountry } from './country-currency.ts';

/** SPEC §9: the default currency when nothing else applies. */
export const FALLBACK_CURRENCY = 'USD';

export interface DefaultCurrencyInputs {
  /** The partner agency's currency (src/config/storefront.json partnerCurrencyDefaults). */
  partnerCurrency?: string | undefined;
  /** The visitor's geolocated country (SPEC §3 geoLocation.countryCode). */
  geoCountry?: string | undefined;
  /** The agency default country (SPEC §3 defaultCountry). */
  agencyCountry?: string | undefined;
}

/**
 * SPEC §4 Currency, §9: the partner agency's currency; otherwise the geolocated country's;
 * otherwise the agency default country's; otherwise USD — each only if it is enabled. When
 * none is, the first enabled currency (SPEC §3: the shell selects the first, AED).
 * `enabled` undefined means the list could not be loaded: nothing can be checked, so the
 * partner currency or USD.
 */
export function chooseDefaultCurrency(enabled: readonly CurrencyOption[] | undefined, inputs: DefaultCurrencyInputs): string {
  if (!enabled) return inputs.partnerCurrency ?? FALLBACK_CURRENCY;
  const candidates = [
    inputs.partnerCurrency,
    currencyOfCountry(inputs.geoCountry, enabled),
    currencyOfCountry(inputs.agencyCountry, enabled),
    FALLBACK_CURRENCY,
  ];
  const isEnabled = (code: string | undefined): code is string => !!code && enabled.some((option) => option.currency === code);
  return candidates.find(isEnabled) ?? enabled[0]?.currency ?? FALLBACK_CURRENCY;
}
