// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { ACCOUNT_MESSAGES, type AccountMessageKey } from '../api/account.ts';
import { ApiError } from '../api/errors.ts';
import {
  $accountForm,
  $ssoResult,
  $verifyResult,
  ACCOUNT_FORM_MESSAGES,
  adoptPrefilled,
  initialFormState,
  leaveForSso,
  localeKeyOf,
  messageKeyOf,
  setAccountEnvironment,
  setField,
  startSso,
  startVerify,
  submitAccountForm,
  validateForm,
  type AccountEnvironment,
} from './account-forms.ts';
import { $isLoggedIn, signIn } from './auth.ts';
import { COOKIES } from '../platform/storage.ts';

function environment(overrides: Partial<AccountEnvironment> = {}, search = ''): AccountEnvironment & { went: string[]; tokens: string[] } {
  const went: string[] = [];
  const tokens: string[] = [];
  return {
    login: vi.fn(async () => ({ token: 'login-token' })),
    signup: vi.fn(async () => ({ token: 'signup-token' })),
    forgot: vi.fn(async () => ({ message: ACCOUNT_MESSAGES['account.resetLinkSent'] })),
    reset: vi.fn(async () => ({ message: ACCOUNT_MESSAGES['account.passwordChanged'] })),
    verify: vi.fn(async () => ({ message: ACCOUNT_MESSAGES['account.emailVerified'] })),
    signIn: (token) => tokens.push(token),
    go: (url) => went.push(url),
    location: () => ({ pathname: '/ar/login', search, origin: 'https://sunny.example' }),
    ...overrides,
    went,
    tokens,
  };
}

beforeEach(() => {
  $accountForm.set(initialFormState('login'));
  $verifyResult.set(undefined);
  $ssoResult.set('pending');
  localStorage.clear();
});
afterEach(() => {
  setAccountEnvironment(undefined);
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('messages in the page language', () => {
  it('has a locale key for every account message, in every language', () => {
    for (const language of ['en', 'pt', 'es', 'da', 'no', 'de', 'ar', 'fr', 'sv']) {
      const locale = JSON.parse(readFileSync(`locales/${language}.json`, 'utf8')) as { accountForms: Record<string, string> };
      for (const key of ACCOUNT_FORM_MESSAGES) expect(locale.accountForms[key.slice('accountForms.'.length)], `${language} ${key}`).toBeTruthy();
    }
  });

  it('maps each English message, schema or server, to its key; an unknown one to none', () => {
    for (const [key, text] of Object.entries(ACCOUNT_MESSAGES) as [AccountMessageKey, string][]) expect(messageKeyOf(text)).toBe(localeKeyOf(key));
    expect(messageKeyOf('Invalid email or password')).toBe('accountForms.invalidLogin');
    expect(messageKeyOf('Something odd')).toBeUndefined();
  });
});

describe('validateForm (zod/mini schemas of src/api)', () => {
  it('gives each wrong field its first message', () => {
    expect(validateForm('login', { email: '', password: '' })).toEqual({
      email: 'accountForms.emailRequired',
      password: 'accountForms.passwordRequired',
    });
    expect(validateForm('login', { email: 'nope', password: 'x' })).toEqual({ email: 'accountForms.emailInvalid' });
    expect(validateForm('signup', { firstName: ' ', lastName: 'B', email: 'a@b.co', password: 'short1' })).toEqual({
      firstName: 'accountForms.firstNameRequired',
      password: 'accountForms.passwordTooShort',
    });
    expect(validateForm('reset', { password: 'longenough' })).toEqual({ password: 'accountForms.passwordNeedsDigit' });
    expect(validateForm('forgot', { email: 'a@b.co' })).toEqual({});
  });
});

describe('submitting', () => {
  it('does not call the API with wrong fields, and asks focus for the first wrong one', async () => {
    const env = environment();
    setAccountEnvironment(env);
    setField('signup', 'email', 'bad');
    await submitAccountForm('signup');
    const state = $accountForm.get();
    expect(state.kind).toBe('signup');
    expect(state.focusField).toBe('firstName');
    expect(state.focusRequest).toBe(1);
    expect(state.errors.email).toBe('accountForms.emailInvalid');
    expect(env.signup).not.toHaveBeenCalled();
  });

  it('logs in, stores the token and goes to the redirect target', async () => {
    const env = environment({}, '?redirect=%2Far%2Fabout');
    setAccountEnvironment(env);
    setField('login', 'email', ' customer@sunny.demo ');
    setField('login', 'password', 'Travel2026!');
    await submitAccountForm('login');
    expect(env.login).toHaveBeenCalledWith({ email: 'customer@sunny.demo', password: 'Travel2026!' });
    expect(env.tokens).toEqual(['login-token']);
    expect(env.went).toEqual(['/ar/about']);
  });

  it('adopts what the browser filled before hydration, without overwriting what the island already holds', async () => {
    const env = environment();
    setAccountEnvironment(env);
    setField('login', 'email', '');
    setField('login', 'password', '');
    adoptPrefilled('login', { email: 'customer@sunny.demo', password: 'Travel2026!' });
    expect($accountForm.get().values).toEqual({ email: 'customer@sunny.demo', password: 'Travel2026!' });
    setField('login', 'password', 'typed-after');
    adoptPrefilled('login', { password: 'stale', firstName: 'not a login field' });
    expect($accountForm.get().values).toEqual({ email: 'customer@sunny.demo', password: 'typed-after' });
    await submitAccountForm('login');
    expect(env.login).toHaveBeenCalledWith({ email: 'customer@sunny.demo', password: 'typed-after' });
  });

  it('keeps what was typed and shows the server message on a refusal', async () => {
    const env = environment({ login: vi.fn(async () => Promise.reject(new ApiError('Invalid email or password', 401, 'POST /api/user/login'))) });
    setAccountEnvironment(env);
    setField('login', 'email', 'customer@sunny.demo');
    setField('login', 'password', 'wrong');
    await submitAccountForm('login');
    const state = $accountForm.get();
    expect(state.values).toEqual({ email: 'customer@sunny.demo', password: 'wrong' });
    expect(state.notice).toEqual({ tone: 'error', key: 'accountForms.invalidLogin', text: 'Invalid email or password' });
    expect(state.status).toBe('idle');
    expect(env.went).toEqual([]);
  });

  it('signs up and logs the new user in', async () => {
    const env = environment();
    setAccountEnvironment(env);
    for (const [field, value] of [['firstName', 'Ada'], ['lastName', 'L'], ['email', 'ada@x.co'], ['password', 'Secret123']] as const) setField('signup', field, value);
    await submitAccountForm('signup');
    expect(env.tokens).toEqual(['signup-token']);
    expect(env.went).toEqual(['/ar/']);
  });

  it('forgot: the neutral message; reset: sends the token of the link', async () => {
    const env = environment({}, '?token=abc');
    setAccountEnvironment(env);
    setField('forgot', 'email', 'a@b.co');
    await submitAccountForm('forgot');
    expect($accountForm.get().notice?.key).toBe('accountForms.resetLinkSent');
    setField('reset', 'password', 'NewPass123');
    await submitAccountForm('reset');
    expect(env.reset).toHaveBeenCalledWith({ token: 'abc', password: 'NewPass123' });
    expect($accountForm.get()).toMatchObject({ status: 'done', notice: { key: 'accountForms.passwordChanged' } });
  });
});

describe('/verify', () => {
  it('verifies the token of the link, or says the link is incomplete', async () => {
    setAccountEnvironment(environment({}, '?token=t1'));
    await startVerify();
    expect($verifyResult.get()).toMatchObject({ tone: 'success', key: 'accountForms.emailVerified' });
    $verifyResult.set(undefined);
    setAccountEnvironment(environment({}, ''));
    await startVerify();
    expect($verifyResult.get()).toMatchObject({ tone: 'error', key: 'accountForms.linkIncomplete' });
  });
});

describe('/sso', () => {
  const token = 'eyJhbGciOiJIUzI1NiJ9.payload.signature';
  it('stores a well-formed token and goes on to a safe target', () => {
    const env = environment({}, `?token=${token}&redirect=%2Fabout`);
    setAccountEnvironment(env);
    startSso();
    expect(env.tokens).toEqual([token]);
    expect(env.went).toEqual(['/about']);
  });

  it.each(['//evil.example', 'https://evil.example/', 'javascript:alert(1)'])('goes home instead of %s', (redirect) => {
    const env = environment({}, `?token=${token}&redirect=${encodeURIComponent(redirect)}`);
    setAccountEnvironment(env);
    startSso();
    expect(env.went).toEqual(['/ar/']);
  });

  it.each(['', '?token=', '?redirect=%2Fabout'])('says the sign-in was not handed over when %s carries no token', (search) => {
    const env = environment({}, search);
    setAccountEnvironment(env);
    startSso();
    expect(env.tokens).toEqual([]);
    expect(env.went).toEqual([]);
    expect($ssoResult.get()).toBe('missing');
  });

  it.each([
    ['too short', 'short'],
    ['with a space', `${token} x`],
    ['with a newline', `${token}\n`],
    ['too long', 'x'.repeat(5000)],
  ])('refuses a token %s', (_, bad) => {
    const env = environment({}, `?token=${encodeURIComponent(bad)}`);
    setAccountEnvironment(env);
    startSso();
    expect(env.tokens).toEqual([]);
    expect(env.went).toEqual([]);
    expect($ssoResult.get()).toBe('invalid');
  });
});

describe('SSO-only agencies (SPEC §4)', () => {
  it('send /login and /signup to the external return URL, with navigateTo for the plum case', () => {
    const env = environment({}, '?plum=1');
    setAccountEnvironment(env);
    const settings = { sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: false }, returnUrl: 'https://idp.example/start' };
    expect(leaveForSso('login', settings)).toBe(true);
    expect(env.went).toEqual(['https://idp.example/start?navigateTo=%2Far%2Flogin%3Fplum%3D1']);
    expect(leaveForSso('signup', { ...settings, sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: true } })).toBe(false);
    expect(leaveForSso('signup', { ...settings, sso: { isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: false } })).toBe(false);
    expect(env.went).toHaveLength(1);
  });
});

describe('signIn (src/stores/auth.ts)', () => {
  it('stores the access-token cookie and turns the login state on', () => {
    const set = vi.spyOn(Cookies, 'set');
    signIn('token-9');
    expect(Cookies.get(COOKIES.accessToken)).toBe('token-9');
    expect(set).toHaveBeenCalledWith(COOKIES.accessToken, 'token-9', { path: '/', sameSite: 'Lax', secure: false });
    expect($isLoggedIn.get()).toBe(true);
    expect(document.documentElement.dataset.auth).toBe('in');
  });
});
