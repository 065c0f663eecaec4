import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicAgency } from '../site/page-data.ts';
import { $agency } from './agency.ts';
import { $isLoggedIn } from './auth.ts';
import { $modal, closeModal, openModal } from './modal.ts';
import {
  EXCLUSIVE_DEALS_ATTRIBUTE,
  isField,
  SIGN_IN_PROMPT_DELAY_MS,
  SIGN_IN_PROMPT_MODAL,
  signInPromptTargets,
  startSignInPrompt,
  type SignInPromptEnvironment,
} from './sign-in-prompt.ts';
import { SESSION_KEYS } from '../platform/storage.ts';

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
    document: {
      querySelector: (selector: string) => (selector === `[${EXCLUSIVE_DEALS_ATTRIBUTE}]` ? section : null),
      get activeElement() {
        return active;
      },
      addEventListener: (type: string, listener: (event: Event) => void) => void (documentListeners[type] ??= new Set()).add(listener),
      removeEventListener: (type: string, listener: (event: Event) => void) => void documentListeners[type]?.delete(listener),
    } as unknown as Document,
    storage: () => storage,
  };
  const scrollTo = (top: number) => {
    section!.top = top;
    for (const listener of [...listeners]) listener();
  };
  const fire = (type: string, event: object) => {
    for (const listener of [...(documentListeners[type] ?? [])]) listener(event as Event);
  };
  /** Focus moves to `element` (null: the page's body), as the browser tells it: focusout, then focusin. */
  const focus = (element: object | null) => {
    const previous = active;
    if (previous !== BODY) fire('focusout', { target: previous, relatedTarget: element });
    active = element ?? BODY;
    if (element) fire('focusin', { target: element, relatedTarget: previous === BODY ? null : previous });
  };
  const press = (key = 'a') => fire('keydown', { key, target: active });
  const documentCount = () => Object.values(documentListeners).reduce((sum, set) => sum + set.size, 0);
  return { browser, stored, listeners, scrollTo, focus, press, documentCount };
}

const BODY = { tagName: 'BODY' };
const FIELD = { tagName: 'INPUT' };
const OTHER_FIELD = { tagName: 'TEXTAREA' };
const BUTTON = { tagName: 'BUTTON' };
let active: object = BODY;
const documentListeners: Record<string, Set<(event: Event) => void>> = {};

const agency = (fields: Partial<PublicAgency> = {}) => ({ isHideLoginOption: false, isHideSignupOption: false, ...fields }) as PublicAgency;

let stop: () => void = () => {};

beforeEach(() => {
  active = BODY;
  for (const key of Object.keys(documentListeners)) delete documentListeners[key];
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

describe('sign-in-to-save prompt never interrupts input (SPEC §4, §9)', () => {
  it('holds the countdown while a field has focus, and counts 5 s of quiet once it is left', () => {
    const { browser, focus, press } = page('/');
    stop = startSignInPrompt(browser);
    vi.advanceTimersByTime(3_000);
    focus(FIELD);
    for (let second = 0; second < 10; second += 1) {
      press();
      vi.advanceTimersByTime(1_000);
    }
    expect($modal.get()).toBeNull();
    focus(null);
    vi.advanceTimersByTime(SIGN_IN_PROMPT_DELAY_MS - 1);
    expect($modal.get()).toBeNull();
    vi.advanceTimersByTime(1);
    expect($modal.get()?.name).toBe(SIGN_IN_PROMPT_MODAL);
  });

  it('starts the 5 s again at each keystroke outside a field', () => {
    const { browser, press } = page('/');
    stop = startSignInPrompt(browser);
    vi.advanceTimersByTime(4_000);
    press('Tab');
    vi.advanceTimersByTime(4_000);
    press('ArrowDown');
    vi.advanceTimersByTime(SIGN_IN_PROMPT_DELAY_MS - 1);
    expect($modal.get()).toBeNull();
    vi.advanceTimersByTime(1);
    expect($modal.get()?.name).toBe(SIGN_IN_PROMPT_MODAL);
  });

  it('keeps holding while focus goes from one field to the next, and counts again on a button', () => {
    const { browser, focus } = page('/');
    stop = startSignInPrompt(browser);
    focus(FIELD);
    focus(OTHER_FIELD);
    vi.advanceTimersByTime(SIGN_IN_PROMPT_DELAY_MS * 2);
    expect($modal.get()).toBeNull();
    focus(BUTTON);
    vi.advanceTimersByTime(SIGN_IN_PROMPT_DELAY_MS);
    expect($modal.get()?.name).toBe(SIGN_IN_PROMPT_MODAL);
  });

  it('does not open from the scroll trigger while a field has focus; it waits until the field is left', () => {
    const { browser, focus, scrollTo } = page('/', { dealsTop: 900, innerHeight: 800 });
    stop = startSignInPrompt(browser);
    focus(FIELD);
    scrollTo(100);
    expect($modal.get()).toBeNull();
    focus(null);
    vi.advanceTimersByTime(SIGN_IN_PROMPT_DELAY_MS);
    expect($modal.get()?.name).toBe(SIGN_IN_PROMPT_MODAL);
  });

  it('waits when the page opens with a field already focused', () => {
    active = FIELD;
    const { browser, focus } = page('/');
    stop = startSignInPrompt(browser);
    vi.advanceTimersByTime(SIGN_IN_PROMPT_DELAY_MS * 3);
    expect($modal.get()).toBeNull();
    focus(null);
    vi.advanceTimersByTime(SIGN_IN_PROMPT_DELAY_MS);
    expect($modal.get()?.name).toBe(SIGN_IN_PROMPT_MODAL);
  });

  it('stops listening for focus and keys once it has opened or is stopped', () => {
    const { browser, documentCount } = page('/');
    stop = startSignInPrompt(browser);
    expect(documentCount()).toBe(3);
    vi.advanceTimersByTime(SIGN_IN_PROMPT_DELAY_MS);
    expect(documentCount()).toBe(0);
  });

  it('counts inputs, text areas, selects and editable elements as fields', () => {
    expect([{ tagName: 'input' }, OTHER_FIELD, { tagName: 'SELECT' }, { tagName: 'DIV', isContentEditable: true }].every(isField)).toBe(true);
    expect([BODY, BUTTON, null, undefined, { tagName: 'A' }].some(isField)).toBe(false);
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
