import { describe, expect, it } from 'vitest';
import { postalAddressLines } from './postal-address.ts';

describe('postal address by country (SPEC §2.12 footer address)', () => {
  it('US: street, then "city, state postcode", then the country', () => {
    expect(
      postalAddressLines({ addressLine1: '1200 Ocean Drive, Suite 4', city: 'Miami Beach', state: 'FL', zipCode: '33139', country: 'United States', countryCode: 'US' }),
    ).toEqual(['1200 Ocean Drive, Suite 4', 'Miami Beach, FL 33139', 'United States']);
  });

  it('DE: postcode before the city, no state', () => {
    expect(postalAddressLines({ addressLine1: 'Bahnhofstraße 12', city: 'Garmisch-Partenkirchen', state: 'Bayern', zipCode: '82467', country: 'Deutschland', countryCode: 'DE' })).toEqual([
      'Bahnhofstraße 12',
      '82467 Garmisch-Partenkirchen',
      'Deutschland',
    ]);
  });

  it('MX: postcode, city and the state’s code', () => {
    expect(postalAddressLines({ addressLine1: 'Av. Chapultepec 480', city: 'Guadalajara', state: 'Jalisco', zipCode: '44190', country: 'México', countryCode: 'MX' })).toEqual([
      'Av. Chapultepec 480',
      '44190 Guadalajara, JAL',
      'México',
    ]);
  });

  it('SE: postcode before the city', () => {
    expect(postalAddressLines({ addressLine1: 'Drottninggatan 71', city: 'Stockholm', state: '', zipCode: '111 36', country: 'Sverige', countryCode: 'SE' })).toEqual([
      'Drottninggatan 71',
      '111 36 Stockholm',
      'Sverige',
    ]);
  });

  it('AE (Arabic-speaking): no postcode line, the Arabic parts kept as given', () => {
    expect(
      postalAddressLines({ addressLine1: 'برج الأعمال، شارع الشيخ زايد', city: 'دبي', state: 'دبي', zipCode: '00000', country: 'الإمارات العربية المتحدة', countryCode: 'AE' }),
    ).toEqual(['برج الأعمال، شارع الشيخ زايد', 'دبي', 'الإمارات العربية المتحدة']);
  });

  it('leaves out what the agency did not give, and gives nothing for no address', () => {
    expect(postalAddressLines({ city: 'Lyon', country: 'France', countryCode: 'FR' })).toEqual(['Lyon', 'France']);
    expect(postalAddressLines({ addressLine1: null, city: '', countryCode: 'US' })).toEqual([]);
  });
});
