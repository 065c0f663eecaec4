import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelSearchPayload } from '../../src/api/deals/search-payloads.ts';
import { loginAs, startTestApi, type TestApi } from './reference-api.ts';

let api: TestApi;
let ownerToken: string;
beforeAll(async () => {
  api = await startTestApi();
  ownerToken = await loginAs(api, 'sunny', 'owner@sunny.demo');
});
afterAll(() => api.dispose());

async function post(path: string, body: unknown, token?: string) {
  const response = await api.call(path, {
    agency: 'sunny',
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message: string; errors?: Record<string, string[]> } };
}

const miami = { latitude: 25.76, longitude: -80.19 };
const goodBusinessInfo = {
  contactEmailId: 'owner@sunnyholidays.example',
  hqCountry: 'US',
  productInterested: 'Hotels,Flights',
  bookingVolume: 'Under $100k',
  useForBusiness: 'B2C website',
  hearBy: 'Google',
};

describe('400 with field errors', () => {
  it('hotel-search without stayPeriod', async () => {
    const { stayPeriod: _, ...body } = hotelSearchPayload(miami);
    const answer = await post('/api/dealray/deals/hotel-search', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'Invalid request', errors: { stayPeriod: ['Required'] } });
  });

  it('hotel-search with a stay over 60 days and an unknown currency (SPEC §5, §9)', async () => {
    const body = { ...hotelSearchPayload(miami), stayPeriod: { start: '2026-05-01', end: '2026-07-15' }, currency: 'XYZ' };
    const answer = await post('/api/dealray/deals/hotel-search', body);
    expect(answer.body.errors).toEqual({ 'stayPeriod.end': ['must be at most 60 days after start'] });
    const currency = await post('/api/dealray/deals/hotel-search', { ...hotelSearchPayload(miami), currency: 'XYZ' });
    expect(currency.body.errors?.currency?.[0]).toMatch(/^must be one of/);
  });

  it('hotel-search fills the SPEC §9 defaults when only the essentials come', async () => {
    const answer = await post('/api/dealray/deals/hotel-search', { stayPeriod: { start: '2026-05-01', end: '2026-05-03' }, ...miami });
    expect(answer.status).toBe(200);
  });

  it('car-search with a return before pick-up', async () => {
    const answer = await post('/api/dealray/deals/car-search', {
      pickUpDateTime: '2026-05-03T10:00:00',
      returnDateTime: '2026-05-01T10:00:00',
      pickupLatitude: 1,
      pickupLongitude: 1,
      returnLatitude: 1,
      returnLongitude: 1,
    });
    expect(answer.body.errors).toEqual({ returnDateTime: ['must be after pickUpDateTime'] });
  });

  it('auto-suggest without text', async () => {
    const answer = await post('/api/v2/hotel/auto-suggest', { text: '  ' });
    expect(answer.body.errors).toEqual({ text: ['Text is required'] });
  });

  it('login with a bad e-mail', async () => {
    const answer = await post('/api/user/login', { email: 'nobody', password: '' });
    expect(answer.body.errors).toEqual({ email: ['Please enter a valid email address'], password: ['Password is required'] });
  });

  it('business-info with a bad e-mail (SPEC §5)', async () => {
    const answer = await post('/api/agency/business-info', { ...goodBusinessInfo, contactEmailId: 'owner@' }, ownerToken);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ contactEmailId: ['Please enter a valid email address'] });
  });

  it('business-info with every required field missing (SPEC §5)', async () => {
    const answer = await post('/api/agency/business-info', {}, ownerToken);
    expect(answer.body.errors).toEqual({
      contactEmailId: ['Email is required'],
      hqCountry: ['Headquarters country is required'],
      productInterested: ['Choose at least one booking engine'],
      bookingVolume: ['Annual volume is required'],
      useForBusiness: ['Business usage is required'],
      hearBy: ['How you heard about us is required'],
    });
  });

  it.each([
    ['Social Media', 'Myspace', 'Please choose a platform'],
    ['Peer referral', '', 'Please tell us who referred you'],
    ['Customer Support Manager', 'Someone Else', 'Please choose a manager'],
    ['Other', ' ', 'Please tell us how you heard about us'],
  ])('business-info follow-up for %s (SPEC §5)', async (hearBy, hearByName, message) => {
    const answer = await post('/api/agency/business-info', { ...goodBusinessInfo, hearBy, hearByName }, ownerToken);
    expect(answer.body.errors).toEqual({ hearByName: [message] });
  });

  it('changeLanguage with an unsupported language', async () => {
    const response = await api.call('/api/user/changeLanguage/xx', { agency: 'sunny' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors.language).toHaveLength(1);
  });
});
