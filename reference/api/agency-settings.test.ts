import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColour, textColourOn } from '../../src/contract/rules.ts';
import { themePreview } from '../apps/main-settings.js';
import { contrastProblem } from './routes/agency-settings.ts';
import { loginAs, startTestApi, type TestApi } from './test-server.ts';

/*
 * The agent area's settings calls (routes/agency-settings.ts): each saves what the API answers
 * afterwards, refuses a role whose navigation item is greyed (SPEC §6: SalesAgent), and names the
 * problem of each bad field with nothing saved.
 */

let api: TestApi;
let owner: string;
let sales: string;

beforeAll(async () => {
  api = await startTestApi();
  owner = await loginAs(api, 'sunny', 'owner@sunny.demo');
  sales = await loginAs(api, 'sunny', 'sales@sunny.demo');
});
afterAll(() => api.dispose());

const call = (path: string, token: string | undefined, method = 'GET', body?: unknown) =>
  api.call(path, {
    agency: 'sunny',
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const json = async (response: Response) => (await response.json()) as { data: any; errors?: Record<string, string[]> };

const MARKUPS = { Hotels: '12.5', 'Air Travel': 8, Cars: 7, Activities: 10, Cruise: 8, Resorts: 8 };
const hotelSearch = { currency: 'USD', latitude: 25.79, longitude: -80.13, stayPeriod: { start: '2027-05-01', end: '2027-05-03' } };

describe('agency settings calls', () => {
  it('refuses a SalesAgent the markup, payment and product saves (403), and a visitor without a token (401)', async () => {
    for (const [path, body] of [
      ['/api/agency/markups', { markups: MARKUPS }],
      ['/api/agency/payment-gateway', { gateway: 'adyen', isTestMode: true }],
      ['/api/agency/booking-menu', { items: [{ title: 'Hotels', active: true }] }],
    ] as const) {
      expect((await call(path, sales, 'PUT', body)).status, path).toBe(403);
      expect((await call(path, undefined, 'PUT', body)).status, path).toBe(401);
    }
    expect((await call('/api/agency/markups', sales)).status).toBe(403);
    expect((await call('/api/agency/theme', sales, 'PUT', { primaryColor: '#000000', logo: '/media/x' })).status).toBe(403);
    expect(((await json(await call('/api/agency/markups', owner))).data as unknown[]).length).toBe(6);
  });

  it('keeps a saved markup, and the hotel deals answer with it: wholesale = total − tax − markup', async () => {
    const dealsBefore = (await (await call('/api/dealray/deals/hotel-search', undefined, 'POST', hotelSearch)).json()) as { response: { rates: { totalRate: number; baseRate: number; taxAndFee: number } }[] };
    const before = dealsBefore.response[0]!.rates;
    expect(before.totalRate - before.baseRate - before.taxAndFee).toBeCloseTo(Math.round(before.totalRate * 8) / 100, 2);

    const saved = await call('/api/agency/markups', owner, 'PUT', { markups: MARKUPS });
    expect(saved.status).toBe(200);
    expect((await json(await call('/api/agency/markups', owner))).data).toContainEqual({ service: 'Hotels', percent: 12.5 });
    const dealsAfter = (await (await call('/api/dealray/deals/hotel-search', undefined, 'POST', hotelSearch)).json()) as typeof dealsBefore;
    const after = dealsAfter.response[0]!.rates;
    expect(after.totalRate).toBe(before.totalRate);
    expect(after.totalRate - after.baseRate - after.taxAndFee).toBeCloseTo(Math.round(after.totalRate * 12.5) / 100, 2);
    // The hotel service's v2 deals, asked from the agency's site, carry it too.
    const v2 = (await (await call('/hotel-service/deals?lat=25.79&long=-80.13&currency=USD', undefined)).json()) as { hotels: { rate: { total_rate: number; base_rate: number; tax_and_fees: number } }[] };
    const { total_rate, base_rate, tax_and_fees } = v2.hotels[0]!.rate;
    expect(total_rate - base_rate - tax_and_fees).toBeCloseTo(Math.round(total_rate * 12.5) / 100, 2);
    await call('/api/agency/markups', owner, 'PUT', { markups: { ...MARKUPS, Hotels: 8 } });
  });

  it('names each bad markup field: not a number, out of range, too many decimals; nothing is saved', async () => {
    const response = await call('/api/agency/markups', owner, 'PUT', { markups: { ...MARKUPS, Hotels: 'abc', Cars: '101', Activities: '1.234' } });
    expect(response.status).toBe(400);
    const { errors } = await json(response);
    expect(errors).toEqual({
      'markups.Hotels': ['must be a number'],
      'markups.Cars': ['must be between 0 and 100'],
      'markups.Activities': ['must have at most 2 decimals'],
    });
    expect((await json(await call('/api/agency/markups', owner))).data).toContainEqual({ service: 'Cars', percent: 7 });
  });

  it('saves the theme into the agency data and tells the site-change listeners', async () => {
    const heard: string[] = [];
    const stop = api.onSiteChange((subdomain) => void heard.push(subdomain));
    const original = (await json(await call('/api/agency', undefined))).data as { primaryColor: string; logo: string; logoMobile: string };
    const response = await call('/api/agency/theme', owner, 'PUT', { primaryColor: '#0b3d91', logo: 'https://cdn.example/logo.svg', logoMobile: original.logoMobile });
    expect(response.status).toBe(200);
    const agency = (await json(await call('/api/agency', undefined))).data;
    expect(agency).toMatchObject({ primaryColor: '#0b3d91', logo: 'https://cdn.example/logo.svg', logoMobile: original.logoMobile });
    await expect.poll(() => heard).toEqual(['sunny']);
    // The absolute media URL the API answered is taken back as its /media/ path.
    expect((await call('/api/agency/theme', owner, 'PUT', original)).status).toBe(200);
    expect((await json(await call('/api/agency', undefined))).data).toMatchObject({ primaryColor: original.primaryColor, logo: original.logo });
    stop();
  });

  it('refuses a colour whose SPEC §4 text has under 4.5:1, naming the ratio, and bad logo URLs; nothing is saved', async () => {
    const before = (await json(await call('/api/agency', undefined))).data as { primaryColor: string };
    const response = await call('/api/agency/theme', owner, 'PUT', { primaryColor: '#527edb', logo: 'http://elsewhere.example/logo.png', logoMobile: 'javascript:alert(1)' });
    expect(response.status).toBe(400);
    const { errors } = await json(response);
    expect(errors!.primaryColor![0]).toBe('white text on #527edb has a contrast ratio of 3.91:1; WCAG AA needs at least 4.5:1');
    expect(errors!.logo).toEqual(['must be an https URL or a /media/ path']);
    expect(errors!.logoMobile).toBeDefined();
    expect((await json(await call('/api/agency', undefined))).data.primaryColor).toBe(before.primaryColor);
  });

  it('answers the saved payment gateway and mode', async () => {
    const original = (await json(await call('/api/getCurrentPaymentGateway', owner))).data as { currentGateway: string; isTestMode: boolean };
    expect(((await json(await call('/api/agency/payment-gateways', owner))).data as { id: string }[]).map((g) => g.id)).toContain('adyen');
    expect((await call('/api/agency/payment-gateway', owner, 'PUT', { gateway: 'adyen', isTestMode: false })).status).toBe(200);
    expect((await json(await call('/api/getCurrentPaymentGateway', owner))).data).toEqual({ currentGateway: 'adyen', currentPaymentGateway: 'Adyen', isTestMode: false });
    const bad = await call('/api/agency/payment-gateway', owner, 'PUT', { gateway: 'paypal', isTestMode: 'yes' });
    expect(Object.keys((await json(bad)).errors!).sort()).toEqual(['gateway', 'isTestMode']);
    await call('/api/agency/payment-gateway', owner, 'PUT', { gateway: original.currentGateway, isTestMode: original.isTestMode });
  });

  it('saves the booking menu flags in the agency order, and keeps one service active at least', async () => {
    const menu = (await json(await call('/api/agency', undefined))).data.bookingMenuItemOptions as { title: string; active: boolean }[];
    const none = await call('/api/agency/booking-menu', owner, 'PUT', { items: menu.map((item) => ({ ...item, active: false })) });
    expect(none.status).toBe(400);
    expect((await json(none)).errors).toEqual({ items: ['At least one service must stay active'] });

    const changed = menu.map((item) => ({ ...item, active: item.title !== 'Cruise' }));
    expect((await call('/api/agency/booking-menu', owner, 'PUT', { items: [...changed].reverse() })).status).toBe(200);
    expect((await json(await call('/api/agency', undefined))).data.bookingMenuItemOptions).toEqual(changed);
    await call('/api/agency/booking-menu', owner, 'PUT', { items: menu });
  });

  it('renames the user: the profile call answers the new name; a blank name is refused', async () => {
    const agent = await loginAs(api, 'sunny', 'agent@sunny.demo');
    const profile = async () => (await json(await call('/api/user/profile', agent))).data.personal_info as { first_name: string; last_name: string };
    const original = await profile();
    const blank = await call('/api/agent/profile', agent, 'PUT', { firstName: ' ', lastName: 'Doe' });
    expect((await json(blank)).errors).toEqual({ firstName: ['First name is required'] });
    expect((await call('/api/agent/profile', agent, 'PUT', { firstName: 'Ada', lastName: 'Lovelace' })).status).toBe(200);
    expect(await profile()).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    await call('/api/agent/profile', agent, 'PUT', { firstName: original.first_name, lastName: original.last_name });
  });
});

describe('theme contrast rule', () => {
  it('follows SPEC §4 (threshold 127.5) and the shell’s WCAG contrast; the page preview agrees with the API', () => {
    expect(contrastProblem('#1a73e8')).toBeUndefined();
    expect(contrastProblem('#ffffff')).toBeUndefined();
    expect(contrastProblem('#527edb')).toMatch(/3\.91:1/);
    for (const hex of ['#527edb', '#1a73e8', '#f59e0b', '#777777', '#0b3d91', '#e5e7eb', '#8a8a8a']) {
      const preview = themePreview(hex)!;
      const rgb = parseHexColour(hex);
      expect(preview.ratio, hex).toBeCloseTo(contrastRatio(rgb, parseHexColour(preview.text)), 6);
      expect(Boolean(contrastProblem(hex)), hex).toBe(preview.ratio < 4.5);
      // Whatever reaches 4.5:1 by the SPEC rule also reads well with the shell's own choice.
      if (!contrastProblem(hex)) expect(contrastRatio(rgb, parseHexColour(textColourOn(rgb)))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
