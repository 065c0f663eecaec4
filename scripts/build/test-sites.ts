import type { Language } from '../../src/i18n/languages.ts';
import type { SiteBase } from '../../src/site/site-data.ts';
import type { Environment } from '../../src/tenant/registry.ts';

/** The registry and API half of a test site, for the build's unit tests. */
export function testSiteBase(environment: Environment, defaultLanguage: Language = 'en'): SiteBase {
  return {
    id: 'sunny',
    origin: 'https://sunny.example.com',
    environment,
    remotesUrl: 'https://remotes.example.com',
    apiUrl: 'https://api.example.com',
    hotelServiceUrl: 'https://api.example.com/hotel-service',
    flightServiceUrl: 'https://api.example.com/flight-service',
    resortServiceUrl: 'https://api.example.com/resort-service',
    defaultLanguage,
  };
}
