import { describe, expect, it } from 'vitest';
import { currencyOfCountry } from './country-currency.ts';
import { chooseDefaultCurrency } from './default-currency.ts';
import { OPTIONS } from './test-options.ts';

describe('default currency (SPEC §4 Currency, §9)', () => {
  it('takes the partner agency currency first', () => {
    expect(chooseDefaultCurrency(OPTIONS, { partnerCurrency: 'MXN', geoCountry: 'GB', agencyCountry: 'SE' })).toBe('MXN');
  });

  it('then the geolocated country currency', () => {
    expect(chooseDefaultCurrency(OPTIONS, { geoCountry: 'GB', agencyCountry: 'SE' })).toBe('GBP');
  });

  it('then the agency default country currency', () => {
    expect(chooseDefaultCurrency(OPTIONS, { geoCountry: 'BR', agencyCountry: 'SE' })).toBe('SEK');
  });

  it('then USD', () => {
    expect(chooseDefaultCurrency(OPTIONS, { geoCountry: 'BR', agencyCountry: 'NO' })).toBe('USD');
    expect(chooseDefaultCurrency(OPTIONS, {})).toBe('USD');
  });

  it('skips each choice whose currency is not enabled', () => {
    const noPeso = OPTIONS.filter((option) => option.currency !== 'MXN');
    expect(chooseDefaultCurrency(noPeso, { partnerCurrency: 'MXN', geoCountry: 'JP', agencyCountry: 'SE' })).toBe('JPY');
  });

  it('falls to the first enabled currency when not even USD is enabled (SPEC §3: AED first)', () => {
    const noDollar = OPTIONS.filter((option) => option.currency !== 'USD');
    expect(chooseDefaultCurrency(noDollar, { geoCountry: 'BR' })).toBe('AED');
    expect(chooseDefaultCurrency([], { geoCountry: 'BR' })).toBe('USD');
  });

  it('without a list (the call failed) takes the partner currency or USD', () => {
    expect(chooseDefaultCurrency(undefined, { partnerCurrency: 'MXN', geoCountry: 'GB' })).toBe('MXN');
    expect(chooseDefaultCurrency(undefined, { geoCountry: 'GB' })).toBe('USD');
  });

  it('finds the euro for a euro-area country, listed under EU', () => {
    expect(currencyOfCountry('DE', OPTIONS)).toBe('EUR');
    expect(currencyOfCountry('BG', OPTIONS)).toBe('EUR');
    expect(currencyOfCountry('DE', OPTIONS.filter((option) => option.currency !== 'EUR'))).toBeUndefined();
    expect(chooseDefaultCurrency(OPTIONS, { geoCountry: 'BR', agencyCountry: 'DE' })).toBe('EUR');
  });
});
