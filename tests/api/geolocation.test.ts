import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchGeoLocation } from '../../src/api/geolocation.ts';
import { DEFAULT_GEOLOCATION } from '../../src/stores/geolocation.ts';
import { GEO_COUNTRY_ENV } from '../../reference/api/routes/geolocation.ts';
import { startTestApi, type TestApi } from './reference-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.dispose());
afterEach(() => {
  delete process.env[GEO_COUNTRY_ENV];
});

describe('GET /api/user/geolocation (SPEC §3 User flags geoLocation)', () => {
  it('answers United States, US by default (SPEC §9)', async () => {
    const geo = await fetchGeoLocation(api.client('sunny'));
    expect(geo).toEqual({ country: 'United States', countryCode: 'US', lat: DEFAULT_GEOLOCATION.lat, lon: DEFAULT_GEOLOCATION.lon });
  });

  it(`answers the country named by ${GEO_COUNTRY_ENV}`, async () => {
    process.env[GEO_COUNTRY_ENV] = 'gb';
    expect(await fetchGeoLocation(api.client('viajes'))).toEqual({ country: 'United Kingdom', countryCode: 'GB', lat: 51.5074, lon: -0.1278 });
  });

  it('says which setting is wrong when it names no known country', async () => {
    process.env[GEO_COUNTRY_ENV] = 'XX';
    const response = await api.call('/api/user/geolocation', { agency: 'sunny' });
    expect(response.status).toBe(500);
    expect(((await response.json()) as { message: string }).message).toMatch(/^REFERENCE_GEO_COUNTRY=XX names no country/);
  });

  it('needs an agency, like every main-API call', async () => {
    expect((await api.call('/api/user/geolocation', { agency: 'nobody' })).status).toBe(404);
  });
});
