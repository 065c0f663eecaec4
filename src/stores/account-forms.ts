import { atom } from 'nanostores';
import * as z from 'zod/mini';
import {
  ACCOUNT_MESSAGES,
  accountMessageKey,
  forgotPassword,
  forgotPasswordRequest,
  newPassword,
  resetPassword,
  signup,
  signupRequest,
  verifyEmail,
  type AccountMessageKey,
} from '../api/account.ts';
import { createApiClient, type ApiClient } from '../api/client.ts';
import { failureMessage } from '../api/errors.ts';
import { login, loginRequest } from '../api/user.ts';
import { loginRedirectInput, loginRedirectTarget } from '../site/login-redirect.ts';
import { ssoOnly, type SsoSettings } from '../site/sso.ts';
import { ROUTES } from '../site/routes.ts';
import { stripLanguage } from '../i18n/language-prefix.ts';
import { signIn } from './auth.ts';
import { $sessionId } from './session.ts';
import { signInTarget } from './sign-in-target.ts';

/*
 * The state of the account pages (/login, /signup, /forgotpassword,
 * /newPassword, /verify, /sso). The islands only draw it; validation (the zod/mini schemas the
 * reference API validates with too), the calls, the log-in and where the visitor goes next
 * live here. Every message is a locale key (ACCOUNT_FORM_MESSAGES), so the page language
 * shows; a server message without a key is shown as the server wrote it.
 */

export type AccountFormKind = 'login' | 'signup' | 'forgot' | 'reset';
export type AccountField = 'firstName' | 'lastName' | 'email' | 'password';

/** The fields of each form, in the order they are shown (focus goes to the first wrong one). */
export const FORM_FIELDS: Record<AccountFormKind, readonly AccountField[]> = {
  login: ['email', 'password'],
  signup: ['firstName', 'lastName', 'email', 'password'],
  forgot: ['email'],
  reset: ['password'],
};

/** The locale key of an account message key: `account.emailRequired` → `accountForms.emailRequired`. */
export const localeKeyOf = (key: AccountMessageKey): string => `accountForms.${key.slice('account.'.length)}`;

/** The reference API's log-in refusal (routes/user.ts), translated like the account messages. */
export const INVALID_LOGIN = 'Invalid email or password';

/** Every locale key the account islands may show (their `messages` prop). */
export const ACCOUNT_FORM_MESSAGES = [
  ...(Object.keys(ACCOUNT_MESSAGES) as AccountMessageKey[]).map(localeKeyOf),
  'accountForms.invalidLogin',
  'accountForms.genericFailure',
  'accountForms.firstName',
  'accountForms.lastName',
  'accountForms.email',
  'accountForms.password',
  'accountForms.loginSubmit',
  'accountForms.signupSubmit',
  'accountForms.forgotSubmit',
  'accountForms.resetSubmit',
  'accountForms.submitting',
  'accountForms.forgotLink',
  'accountForms.signupLink',
  'accountForms.loginLink',
  'accountForms.verifying',
  'accountForms.ssoSigningIn',
  'accountForms.ssoInvalid',
  'accountForms.ssoMissing',
  'accountForms.ssoRedirecting',
  'accountForms.home',
] as const;

/** The locale key for an English message (a zod issue or a server answer), if it has one. */
export function messageKeyOf(message: string): string | undefined {
  if (message === INVALID_LOGIN) return 'accountForms.invalidLogin';
  const key = accountMessageKey(message);
  return key && localeKeyOf(key);
}

/** A text to show: a locale key when there is one, else the server's own words. */
export interface Notice {
  tone: 'error' | 'success';
  key?: string;
  text: string;
}

export const noticeOf = (tone: Notice['tone'], message: string): Notice => {
  const key = messageKeyOf(message);
  return key ? { tone, key, text: message } : { tone, text: message };
};

const SCHEMAS = {
  login: loginRequest,
  signup: signupRequest,
  forgot: forgotPasswordRequest,
  reset: z.object({ password: newPassword }),
} as const;

export type FieldErrors = Partial<Record<AccountField, string>>;

/** Client validation: the first message of each wrong field, as a locale key. */
export function validateForm(kind: AccountFormKind, values: Partial<Record<AccountField, string>>): FieldErrors {
  const result = SCHEMAS[kind].safeParse(values);
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AccountField;
    if (!FORM_FIELDS[kind].includes(field) || errors[field]) continue;
    errors[field] = messageKeyOf(issue.message) ?? 'accountForms.genericFailure';
  }
  return errors;
}

/** The first wrong field in the order of the form. */
export const firstWrongField = (kind: AccountFormKind, errors: FieldErrors): AccountField | undefined =>
  FORM_FIELDS[kind].find((field) => errors[field]);

export interface AccountFormState {
  kind: AccountFormKind;
  values: Partial<Record<AccountField, string>>;
  errors: FieldErrors;
  status: 'idle' | 'submitting' | 'done';
  notice?: Notice;
  /** The field the island moves focus to; `focusRequest` grows with each request. */
  focusField?: AccountField;
  focusRequest: number;
}

export const initialFormState = (kind: AccountFormKind): AccountFormState => ({
  kind,
  values: Object.fromEntries(FORM_FIELDS[kind].map((field) => [field, ''])),
  errors: {},
  status: 'idle',
  focusRequest: 0,
});

export const $accountForm = atom<AccountFormState>(initialFormState('login'));

/** What the account pages need from the browser; tests pass their own. */
export interface AccountEnvironment {
  login: (body: { email: string; password: string }) => Promise<{ token: string }>;
  signup: (body: { firstName: string; lastName: string; email: string; password: string }) => Promise<{ token: string }>;
  forgot: (body: { email: string }) => Promise<{ message: string }>;
  reset: (body: { token: string; password: string }) => Promise<{ message: string }>;
  verify: (body: { token: string }) => Promise<{ message: string }>;
  signIn: (token: string) => void;
  go: (url: string) => void;
  location: () => { pathname: string; search: string; origin: string };
}

let api: ApiClient | undefined;

/**
 * The API client of the account pages. Unlike browserApi() a 401 is not a logout here: a wrong
 * password answers 401, and the form must keep what was typed and show the server's message.
 */
function accountApi(): ApiClient {
  if (api) return api;
  const baseUrl = document.querySelector<HTMLMetaElement>('meta[name="storefront:api"]')?.content;
  if (!baseUrl) throw new Error('This page does not name its agency API (meta storefront:api).');
  api = createApiClient({
    baseUrl,
    sessionId: () => $sessionId.get(),
    language: () => document.documentElement.lang,
    timeoutMs: 30_000,
  });
  return api;
}

const browserEnvironment = (): AccountEnvironment => ({
  login: (body) => login(accountApi(), body),
  signup: (body) => signup(accountApi(), body),
  forgot: (body) => forgotPassword(accountApi(), body),
  reset: (body) => resetPassword(accountApi(), body),
  verify: (body) => verifyEmail(accountApi(), body),
  signIn,
  go: (url) => window.location.assign(url),
  location: () => window.location,
});

let environment: AccountEnvironment | undefined;
const env = () => (environment ??= browserEnvironment());

/** Tests: the browser stand-in. */
export function setAccountEnvironment(next: AccountEnvironment | undefined): void {
  environment = next;
}

/** The state of the `kind` form: the store's when it is that form's, else a fresh one. */
const formOf = (kind: AccountFormKind): AccountFormState => {
  const state = $accountForm.get();
  return state.kind === kind ? state : initialFormState(kind);
};

/** A typed value; a shown error of the field stays until the next submit. */
export function setField(kind: AccountFormKind, field: AccountField, value: string): void {
  const state = formOf(kind);
  $accountForm.set({ ...state, values: { ...state.values, [field]: value } });
}

/**
 * What the browser put in the inputs before the island hydrated: typed by a quick visitor or
 * filled by a password manager. React keeps such values while it hydrates, but the store never
 * saw them, and the next render would draw the store's empty fields over them. A value the store
 * already holds wins (the visitor typed it through the island).
 */
export function adoptPrefilled(kind: AccountFormKind, found: Partial<Record<AccountField, string>>): void {
  const state = formOf(kind);
  const adopted = Object.fromEntries(
    FORM_FIELDS[kind].filter((field) => found[field] && !state.values[field]).map((field) => [field, found[field]!]),
  );
  if (Object.keys(adopted).length) $accountForm.set({ ...state, values: { ...state.values, ...adopted } });
}

/** The `token` query parameter of a mailed link or an SSO hand-over. */
export const tokenOf = (search: string): string => new URLSearchParams(search).get('token') ?? '';

/** Validates, and when all is well calls the API; the visitor moves on after a log-in. */
export async function submitAccountForm(kind: AccountFormKind): Promise<void> {
  const state = formOf(kind);
  if (state.status === 'submitting') return;
  const { values } = state;
  const errors = validateForm(kind, values);
  const wrong = firstWrongField(kind, errors);
  if (wrong) {
    $accountForm.set({ ...state, errors, notice: undefined, focusField: wrong, focusRequest: state.focusRequest + 1 });
    return;
  }
  $accountForm.set({ ...state, errors, notice: undefined, status: 'submitting' });
  const v = (field: AccountField) => values[field] ?? '';
  const { location, go } = env();
  try {
    if (kind === 'login' || kind === 'signup') {
      const { token } =
        kind === 'login'
          ? await env().login({ email: v('email').trim(), password: v('password') })
          : await env().signup({ firstName: v('firstName'), lastName: v('lastName'), email: v('email').trim(), password: v('password') });
      env().signIn(token);
      const { search, origin, pathname } = location();
      go(signInTarget(search, origin, Date.now(), pathname));
      // The form stays 'submitting' while the browser leaves.
      return;
    }
    const { message } =
      kind === 'forgot'
        ? await env().forgot({ email: v('email').trim() })
        : await env().reset({ token: tokenOf(location().search), password: v('password') });
    $accountForm.set({ ...$accountForm.get(), status: 'done', notice: noticeOf('success', message) });
  } catch (error) {
    // The server's message; what was typed stays.
    $accountForm.set({ ...$accountForm.get(), status: 'idle', notice: noticeOf('error', failureMessage(error)) });
  }
}

/** /verify: the result of the link, once per page. */
export const $verifyResult = atom<Notice | undefined>(undefined);

export async function startVerify(): Promise<void> {
  if ($verifyResult.get()) return;
  const token = tokenOf(env().location().search).trim();
  if (!token) {
    $verifyResult.set(noticeOf('error', ACCOUNT_MESSAGES['account.linkIncomplete']));
    return;
  }
  try {
    const { message } = await env().verify({ token });
    $verifyResult.set(noticeOf('success', message));
  } catch (error) {
    $verifyResult.set(noticeOf('error', failureMessage(error)));
  }
}

/** An SSO token as the external site hands it over: one printable word of sane length. */
export const SSO_TOKEN = /^[\x21-\x7e]{16,4096}$/;

/**
 * /sso: 'missing' when the page was opened without a token (not from the agency's sign-in),
 * 'invalid' when the token is not usable; otherwise the browser moves on. Either way the page
 * offers the agency's sign-in (SPEC §4), so it is never a dead end.
 */
export const $ssoResult = atom<'pending' | 'missing' | 'invalid'>('pending');

/** The home page in the language of the current path. */
export const homeOf = (pathname: string): string => `${stripLanguage(pathname).prefix}${ROUTES.home}`;

/**
 * SPEC §4: /sso?token=…&redirect=… stores the external site's token and goes on
 * where a log-in would (signInTarget: the stored checkout URL, a safe redirect or navigateTo, else home).
 */
export function startSso(): void {
  const { search, origin, pathname } = env().location();
  const query = new URLSearchParams(search);
  const token = query.get('token') ?? '';
  if (!SSO_TOKEN.test(token)) {
    $ssoResult.set(token === '' ? 'missing' : 'invalid');
    return;
  }
  env().signIn(token);
  // The same target as after a log-in: a stored checkout URL, else a safe redirect or navigateTo.
  env().go(signInTarget(search, origin, Date.now(), pathname));
}

/**
 * /login and /signup of an SSO-only agency (SPEC §4): the visitor goes to the
 * agency's external return URL (with navigateTo for the plum and deal-link cases). True when the
 * browser is leaving.
 */
export function leaveForSso(page: 'login' | 'signup', settings: SsoSettings): boolean {
  if (!ssoOnly(settings)) return false;
  const target = loginRedirectTarget(loginRedirectInput(page, settings, env().location())) ?? settings.returnUrl;
  if (!target) return false;
  env().go(target);
  return true;
}

export { ssoOnly, type SsoSettings };
