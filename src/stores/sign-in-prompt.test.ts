import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicAgency } from '../site/page-data.ts';
import { $agency } from './agency.ts';
import { $isLoggedIn } from './auth.ts';
import { $modal, closeModal, openModal } from './modal.ts';
import {
  EXCLUSIVE_DEALS_ATTRIBUTE,
  SIGN_IN_PROMPT_DELAY_MS,
  SIGN_IN_PROMPT_MODAL,
  signInPromptTargets,
  startSignInPrompt,
  type SignInPromptEnvironment,
} from './sign-in-prompt.ts';
import { SESSION_KEYS } from './storage.ts';

/** A page the prompt can watch: its path, the deals section's top, a session storage. */
function page(pathname = '/', { dealsTop = 900 as number | null, innerHeight = 800 } = {}) {
  const listeners = new Set<() => void>();
  const stored = new Map<string, string>();
  const section = dealsTop === null ? null : { top: dealsTop, getBoundingClientRect: () => ({ top: section!.top }) };
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  } as unknown as Storage;
  const browser: SignInPromptEnvironment = {
    window: {
      location: { pathname, search: '', origin: 'https://sunny.example' },
      innerHeight,
      addEventListener: ((_: string, listener: () => void) => listeners.add(listener)) as unknown as Window['addEventListener'],
      removeEventListener: ((_: string, listener: () => void) => listeners.delete(listener)) as unknown as Window['removeEventListener'],
      setTimeout: ((callback: () => void, ms: number) => setTimeout(callback, ms)) as unknown as Window['setTimeout'],
      clearTimeout: ((id: number) => clearTimeout(id)) as Window['clearTimeout'],
    },
    document: { querySelector: (selector: string) => (selector === `[${EXCLUSIVE_DEALS_ATTRIBUTE}]` ? section : null) } as unknown as Document,
    storage: () => storage,
  };
  const scrollTo = (top: number) => {
    section!.top = top;
    for (const listener of [...listeners]) listener();
  };
  return { browser, stored, listeners, scrollTo };
}

const agency = (fields: Partial<PublicAgency> = {}) => ({ isHideLoginOption: false, isHideSignupOption: false, ...fields }) as PublicAgency;

let stop: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  $isLoggedIn.set(false);
  $agency.set(agency());
  $modal.set(null);
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('sign-in-to-save prompt (SPEC §2.13, §4, §9)', () => {
  it('opens on the home path after 5000 ms, not a moment before', () => {
    const { browser } = page('/');
    stop = startSignInPrompt(browser);
    vi.advanceTimersByTime(SIGN_IN_PROMPT_DELAY_MS - 1);
    expect($modal.get()).toBeNull();
    vi.advanceTimersByTime(1);
    expect($modal.get()).toEqual({ name: SIGN_IN_PROMPT_MODAL, dismissible: true });
  });

  it('opens on the home path of another language', () => {
    const { browser } = page('/ar/');
    stop = startSignInPrompt(browser);
    vi.advanceTimersByTime(SIGN_IN_PROMPT_DELAY_MS);
    expect($modal.get()?.name).toBe(SIGN_IN_PROMPT_MODAL);
  });

  it('opens as soon as the exclusive-deals section scrolls past the viewport midpoint', () => {
    const { browser, scrollTo, listeners } = page('/', { dealsTop: 900, innerHeight: 800 });
    stop = startSignInPrompt(browser);
    scrollTo(401);
    expect($modal.get()).toBeNull();
    scrollTo(400);
    expect($modal.get()?.name).toBe(SIGN_IN_PROMPT_MODAL);
    // Once opened, neither trigger is left running.
    expect(listeners.size).toBe(0);
    closeModal();
    vi.advanceTimersByTime(SIGN_IN_PROMPT_DELAY_MS);
    expect($modal.get()).toBeNull();
  });

  it('is not for other paths, logged-in visitors, or agencies that hide both Log In and Sign Up', () => {
    for (const [path, loggedIn, fields] of [
      ['/about', false, {}],
      ['/ar/faqs', false, {}],
      ['/', true, {}],
      ['/', false, { isHideLoginOption: true, isHideSignupOption: true }],
    ] as const) {
      $isLoggedIn.set(loggedIn);
      $agency.set(agency(fields));
      const { browser, scrollTo } = page(path, { dealsTop: 900 });
      const stopOne = startSignInPrompt(browser);
      scrollTo(0);
      vi.advanceTimersByTime(SIGN_IN_PROMPT_DELAY_MS * 2);
      expect($modal.get(), `${path} ${loggedIn} ${JSON.stringify(fields)}`).toBeNull();
      stopOne();
    }
  });

  it('remembers a dismissal for the session and does not open again', () => {
    const { browser, stored } = page('/');
    stop = startSignInPrompt(browser);
    vi.advanceTimersByTime(SIGN_IN_PROMPT_DELAY_MS);
    closeModal(SIGN_IN_PROMPT_MODAL);
    expect(stored.get(SESSION_KEYS.signInPromptDismissed)).toBe('true');
    stop();
    // The next page of the same session.
    stop = startSignInPrompt(browser);
    vi.advanceTimersByTime(SIGN_IN_PROMPT_DELAY_MS);
    expect($modal.get()).toBeNull();
  });

  it('does not take the slot from another modal, nor open after a log-in', () => {
    const first = page('/');
    stop = startSignInPrompt(first.browser);
    openModal('other');
    vi.advanceTimersByTime(SIGN_IN_PROMPT_DELAY_MS);
    expect($modal.get()?.name).toBe('other');
    stop();
    $modal.set(null);

    const second = page('/');
    stop = startSignInPrompt(second.browser);
    $isLoggedIn.set(true);
    vi.advanceTimersByTime(SIGN_IN_PROMPT_DELAY_MS);
    expect($modal.get()).toBeNull();
  });
});

describe('sign-in-to-save targets (SPEC §4 Login/signup redirect)', () => {
  const here = { pathname: '/ar/', search: '?tab=Hotels', origin: 'https://sunny.example' };

  it('go to the log-in and sign-up pages of the page language, carrying this page as redirect', () => {
    expect(signInPromptTargets(here, agency())).toEqual({
      logIn: `/ar/login?redirect=${encodeURIComponent('/ar/?tab=Hotels')}`,
      signUp: `/ar/signup?redirect=${encodeURIComponent('/ar/?tab=Hotels')}`,
    });
    expect(signInPromptTargets({ ...here, pathname: '/' , search: '' }, agency()).logIn).toBe('/login?redirect=%2F');
  });

  it('leave out a button the agency hides', () => {
    expect(signInPromptTargets(here, agency({ isHideSignupOption: true }))).toEqual({ logIn: expect.stringContaining('/ar/login?') });
    expect(signInPromptTargets(here, agency({ isHideLoginOption: true }))).toEqual({ signUp: expect.stringContaining('/ar/signup?') });
  });

  it('go to the agency return URL when SSO is on and direct login is not allowed', () => {
    const sso = agency({ sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: false }, returnUrl: 'https://partner.example/' } as Partial<PublicAgency>);
    expect(signInPromptTargets(here, sso)).toEqual({ logIn: 'https://partner.example/', signUp: 'https://partner.example/' });
  });

  it('never carry a redirect that leaves the site', () => {
    const odd = { pathname: '//evil.example/', search: '', origin: 'https://sunny.example' };
    expect(signInPromptTargets(odd, agency()).logIn).toBe('/login');
  });
});
