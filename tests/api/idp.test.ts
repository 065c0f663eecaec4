import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchProfile } from '../../src/api/user.ts';
import { SSO_TOKEN } from '../../src/stores/account-forms.ts';
import { DEMO_PASSWORD } from '../../reference/demo/users.ts';
import { startTestApi, type TestApi } from './reference-api.ts';

/*
 * SPEC §4 Login/signup redirect: the reference API plays nordic's identity provider
 * (routes/idp.ts): a sign-in form, then the storefront's /sso with a token, only on nordic's site.
 */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.dispose());

const SIGN_IN = '/idp/nordic/sign-in';
const NORDIC_TEST_SITE = 'http://nordic.localhost:4662';

function signIn(fields: Record<string, string>) {
  return api.call(SIGN_IN, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

describe('the demo identity provider (SPEC §4 SSO)', () => {
  it("is nordic's return URL, absolute on the API's host", async () => {
    const agency = (await (await api.call('/api/agency', { agency: 'nordic' })).json()) as { data: { returnUrl: string } };
    expect(agency.data.returnUrl).toBe(`${api.url}${SIGN_IN}`);
  });

  it('shows a script-free sign-in form in the agency language, carrying the site the visitor came from', async () => {
    const response = await api.call(`${SIGN_IN}?navigateTo=${encodeURIComponent('/deal-link?plum=1')}`, { headers: { Referer: `${NORDIC_TEST_SITE}/` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const page = await response.text();
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain('<html lang="sv" dir="ltr">');
    expect(page).toContain('Logga in hos Nordic Trails');
    expect(page).toContain(`<input type="hidden" name="site" value="${NORDIC_TEST_SITE}">`);
    expect(page).toContain('<input type="hidden" name="navigateTo" value="/deal-link?plum=1">');
    expect(page).toContain('owner@nordic.demo');
  });

  it('answers in another language on request, right to left in Arabic', async () => {
    const page = await (await api.call(`${SIGN_IN}?lng=ar`)).text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
  });

  it('signs owner@nordic.demo in and hands a working token to /sso on the site, with the target path', async () => {
    const response = await signIn({ email: 'owner@nordic.demo', password: DEMO_PASSWORD, site: NORDIC_TEST_SITE, navigateTo: '/booknow/flights?x=1' });
    expect(response.status).toBe(303);
    const back = new URL(response.headers.get('location')!);
    expect(back.origin).toBe(NORDIC_TEST_SITE);
    expect(back.pathname).toBe('/sso');
    expect(back.searchParams.get('redirect')).toBe('/booknow/flights?x=1');
    const token = back.searchParams.get('token')!;
    // The storefront's /sso accepts it, and the API knows whose it is.
    expect(SSO_TOKEN.test(token)).toBe(true);
    const profile = await fetchProfile(api.client('nordic', token));
    expect(profile.personal_info.email).toBe('owner@nordic.demo');
  });

  it.each([
    ['another site', 'https://evil.example', 'http://nordic.localhost:4321'],
    ['a look-alike of the site', 'http://nordic.localhost.evil.example:4662', 'http://nordic.localhost:4321'],
    ['another agency', 'http://sunny.localhost:4662', 'http://nordic.localhost:4321'],
    ['nothing', '', 'http://nordic.localhost:4321'],
  ])('never hands the token to %s: the agency site instead', async (_, site, expected) => {
    const response = await signIn({ email: 'owner@nordic.demo', password: DEMO_PASSWORD, site });
    expect(new URL(response.headers.get('location')!).origin).toBe(expected);
  });

  it.each(['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example'])('sends the visitor home instead of to %s', async (navigateTo) => {
    const response = await signIn({ email: 'owner@nordic.demo', password: DEMO_PASSWORD, site: NORDIC_TEST_SITE, navigateTo });
    expect(new URL(response.headers.get('location')!).searchParams.get('redirect')).toBe('/');
  });

  it('refuses a wrong password or an account of another agency, keeping the e-mail typed', async () => {
    for (const [email, password] of [
      ['owner@nordic.demo', 'wrong-password1'],
      ['customer@sunny.demo', DEMO_PASSWORD],
    ]) {
      const response = await signIn({ email: email!, password: password!, site: NORDIC_TEST_SITE });
      expect(response.status).toBe(401);
      expect(response.headers.get('location')).toBeNull();
      const page = await response.text();
      expect(page).toContain('Fel e-post eller lösenord.');
      expect(page).toContain(`value="${email}"`);
    }
  });

  it('escapes what it prints back', async () => {
    const page = await (await signIn({ email: '"><img src=x onerror=alert(1)>', password: 'x' })).text();
    expect(page).not.toContain('<img');
    expect(page).toContain('&quot;&gt;&lt;img');
  });

  it('exists only for an agency with SSO', async () => {
    expect((await api.call('/idp/sunny/sign-in')).status).toBe(404);
    expect((await api.call('/idp/nowhere/sign-in')).status).toBe(404);
  });
});
