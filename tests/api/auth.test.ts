import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchAgencyNavigation } from '../../src/api/navigation.ts';
import { fetchProfile, login, saveLanguage } from '../../src/api/user.ts';
import { issueToken, readToken, DEV_SECRET } from '../../reference/api/auth.ts';
import { DEMO_LOGINS } from '../../reference/demo/users.ts';
import { loginAs, startTestApi, type TestApi } from './reference-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.dispose());

describe('tokens', () => {
  it('round-trip, and refuse tampering and expiry', () => {
    const token = issueToken('sunny-owner', DEV_SECRET, Date.now());
    expect(readToken(token, DEV_SECRET)).toBe('sunny-owner');
    expect(readToken(token.replace('sunny-owner', 'sunny-admin'), DEV_SECRET)).toBeUndefined();
    expect(readToken(token, 'another-secret')).toBeUndefined();
    expect(readToken(issueToken('sunny-owner', DEV_SECRET, Date.now(), -1), DEV_SECRET)).toBeUndefined();
    expect(readToken('garbage', DEV_SECRET)).toBeUndefined();
  });
});

describe('login and profile', () => {
  it.each(DEMO_LOGINS)('$email logs in at $agency', async ({ email, password, agency }) => {
    const answer = await login(api.client(agency), { email, password });
    expect(answer.user.personal_info.email).toBe(email);
    expect((await fetchProfile(api.client(agency, answer.token))).id).toBe(answer.user.id);
  });

  it('refuses a wrong password, and a user of another agency, with one message', async () => {
    for (const [agency, password] of [['sunny', 'wrong'], ['medina', 'Travel2026!']] as const) {
      const response = await api.call('/api/user/login', {
        agency,
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'customer@sunny.demo', password }),
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Invalid email or password' });
    }
  });

  it('describes the SPEC §3 user for each role', async () => {
    const customer = await login(api.client('sunny'), { email: 'customer@sunny.demo', password: 'Travel2026!' });
    expect(customer.user).toMatchObject({ userType: 'Customer', isTravelAgent: false, isRewardWalletEnable: true });
    expect(customer.user.personal_info.profile_image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/avatars\//);
    const restricted = await login(api.client('sunny'), { email: 'restricted@sunny.demo', password: 'Travel2026!' });
    expect(restricted.user).toMatchObject({ isTravelAgent: true, isRestrictedAgent: true });
  });

  it.each([
    ['no token', undefined],
    ['a forged token', 'sunny-owner.99999999999.forged'],
  ])('answers 401 with %s', async (_, token) => {
    for (const path of ['/api/user/profile', '/api/agency/business-info']) {
      const response = await api.call(path, { agency: 'sunny', headers: token ? { Authorization: `Bearer ${token}` } : {} });
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it('answers 401 for a token of another agency', async () => {
    const token = await loginAs(api, 'sunny', 'owner@sunny.demo');
    const response = await api.call('/api/user/profile', { agency: 'nordic', headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(401);
  });

  it('keeps business info to AgencyOwner and Admin (403 for others)', async () => {
    const token = await loginAs(api, 'sunny', 'sales@sunny.demo');
    const response = await api.call('/api/agency/business-info', { agency: 'sunny', headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(403);
  });

  it('accepts a token after an API restart', async () => {
    const token = await loginAs(api, 'sunny', 'admin@sunny.demo');
    const again = await startTestApi();
    try {
      expect((await fetchProfile(again.client('sunny', token))).userType).toBe('Admin');
    } finally {
      await again.dispose();
    }
  });
});

describe('agent navigation (SPEC §2.11, §6)', () => {
  const settings = async (email: string) => {
    const token = await loginAs(api, 'sunny', email);
    const nav = await fetchAgencyNavigation(api.client('sunny', token));
    return { nav, settings: Object.fromEntries(nav.find((i) => i.label === 'Settings')!.children!.map((c) => [c.label, c.read])) };
  };

  it('greys Markup, Website, Payment and Product for a SalesAgent', async () => {
    expect((await settings('sales@sunny.demo')).settings).toEqual({ Markup: false, Website: false, Profile: true, Payment: false, Product: false });
  });

  it('opens every setting to the AgencyOwner and adds /v2 to Book Now for the hotels-v2 setting (SPEC §2.5)', async () => {
    const owner = await settings('owner@sunny.demo');
    expect(Object.values(owner.settings).every(Boolean)).toBe(true);
    expect(owner.nav.find((i) => i.label === 'Book Now')?.path).toBe('/booknow/hotels/v2');
  });

  it('GET /api/agency/navigations answers the caller: an agent their side navigation with their read flags, anyone else the customer navigation (SPEC §7)', async () => {
    const agent = await fetchAgencyNavigation(api.client('sunny', await loginAs(api, 'sunny', 'sales@sunny.demo')));
    expect(agent.find((i) => i.label === 'Payment Links')).toMatchObject({ path: '/payment-links', read: false });
    expect(agent.find((i) => i.label === 'Settings')?.children?.find((c) => c.label === 'Markup')?.read).toBe(false);
    const customer = await fetchAgencyNavigation(api.client('sunny', await loginAs(api, 'sunny', 'customer@sunny.demo')));
    const anonymous = await fetchAgencyNavigation(api.client('sunny'));
    expect(customer.map((i) => i.path)).toContain('/mytrip/mytrips');
    expect(anonymous).toEqual(customer);
  });

});

describe('language save (SPEC §4)', () => {
  it('needs a user and is remembered on the profile', async () => {
    const anonymous = await api.call('/api/user/language', { agency: 'sunny', method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"language":"fr"}' });
    expect(anonymous.status).toBe(401);
    const token = await loginAs(api, 'sunny', 'customer@sunny.demo');
    expect((await saveLanguage(api.client('sunny', token), 'fr')).language).toBe('fr');
    expect((await fetchProfile(api.client('sunny', token))).language).toBe('fr');
  });
});
