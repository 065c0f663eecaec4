import { ROUTES } from '../site/routes.ts';
import { stripLanguage } from '../i18n/language-prefix.ts';
import { guestLinkTarget, loginRedirectInput } from '../site/login-redirect.ts';
import type { PublicAgency } from '../site/page-data.ts';
import { $agency } from './agency.ts';
import { $isLoggedIn } from './auth.ts';
import { $modal, openModal } from './modal.ts';
import { browserSessionStorage, readStored, SESSION_KEYS, writeStored, type StorageAccess } from '../platform/storage.ts';

/*
 * SPEC §2.13, §4 Sign-in-to-save modal: for logged-out visitors on the home path, after 5000 ms
 * (SPEC §9) or as soon as the exclusive-deals section scrolls past the viewport midpoint,
 * whichever comes first; once dismissed, not again in this browser session (session storage). Loaded by
 * src/client/boot.ts only on a logged-out home page.
 *
 * A modal takes the focus, so the prompt never interrupts input: the 5 s are 5 s of quiet, counted
 * while no field has focus and nothing is typed. A field taking focus pauses the countdown, a
 * keystroke starts it again, and leaving the field starts it afresh. Whatever the trigger, the
 * prompt never opens while a field has focus; it waits for 5 s of quiet after the field is left.
 */

/** The name of the modal in the one modal slot (src/islands/overlays/modals.ts). */
export const SIGN_IN_PROMPT_MODAL = 'sign-in-to-save';
/** SPEC §9: the prompt's delay. */
export const SIGN_IN_PROMPT_DELAY_MS = 5000;
/**
 * The attribute that marks the exclusive-deals section (SPEC §4). The home page's services
 * section carries it until the deals section takes it over.
 */
export const EXCLUSIVE_DEALS_ATTRIBUTE = 'data-exclusive-deals';

type AgencyOptions = Pick<PublicAgency, 'isHideLoginOption' | 'isHideSignupOption' | 'sso' | 'returnUrl'>;

/** Where the modal's buttons go; a button the agency hides (SPEC §2.9) has none. */
export interface SignInPromptTargets {
  logIn?: string;
  signUp?: string;
}

/**
 * The Log In and Sign Up targets for a visitor at `location`: the SPEC §4 Login/signup redirect
 * (src/site/login-redirect.ts), like the header's links.
 */
export function signInPromptTargets(location: Pick<Location, 'pathname' | 'search' | 'origin'>, agency: AgencyOptions | undefined): SignInPromptTargets {
  const target = (page: 'login' | 'signup') => guestLinkTarget(loginRedirectInput(page, agency, location));
  return {
    ...(agency?.isHideLoginOption ? {} : { logIn: target('login') }),
    ...(agency?.isHideSignupOption ? {} : { signUp: target('signup') }),
  };
}

/** The browser the prompt watches; tests pass their own. */
export interface SignInPromptEnvironment {
  window: Pick<Window, 'addEventListener' | 'removeEventListener' | 'innerHeight' | 'setTimeout' | 'clearTimeout'> & { location: Pick<Location, 'pathname' | 'search' | 'origin'> };
  document: Pick<Document, 'querySelector' | 'addEventListener' | 'removeEventListener' | 'activeElement'>;
  storage: StorageAccess;
}

/** The elements a visitor types into: where a modal taking the focus would interrupt them. */
export function isField(element: unknown): boolean {
  if (!element || typeof element !== 'object') return false;
  const { tagName, isContentEditable } = element as { tagName?: unknown; isContentEditable?: unknown };
  return isContentEditable === true || (typeof tagName === 'string' && ['INPUT', 'TEXTAREA', 'SELECT'].includes(tagName.toUpperCase()));
}

const browserEnvironment = (): SignInPromptEnvironment => ({ window, document, storage: browserSessionStorage });

/** SPEC §4: whether the prompt is dismissed in this browser session. */
export const signInPromptDismissed = (storage: StorageAccess = browserSessionStorage) => readStored(storage, SESSION_KEYS.signInPromptDismissed) === 'true';

/** Whether the visitor on `pathname` may get the prompt at all (the timer and scroll rules aside). */
export function signInPromptApplies(pathname: string, loggedIn: boolean, agency: AgencyOptions | undefined, storage: StorageAccess): boolean {
  if (loggedIn || stripLanguage(pathname).route !== ROUTES.home) return false;
  // An agency that hides both Log In and Sign Up (SPEC §2.9) leaves the prompt nothing to offer.
  if (agency?.isHideLoginOption && agency.isHideSignupOption) return false;
  return !signInPromptDismissed(storage);
}

/**
 * Starts the prompt's two triggers on this page, if it applies; answers a stop function. It opens
 * at most once per page, only while the slot is free and the visitor still logged out, and its
 * closing (any way) is remembered for the session.
 */
export function startSignInPrompt(browser: SignInPromptEnvironment = browserEnvironment()): () => void {
  const { window: win, document: doc, storage } = browser;
  if (!signInPromptApplies(win.location.pathname, $isLoggedIn.get(), $agency.get(), storage)) return () => {};

  const stops: (() => void)[] = [];
  const stopTriggers = () => {
    for (const stop of stops.splice(0)) stop();
  };
  const fieldFocused = () => isField(doc.activeElement);
  const show = () => {
    // Never take the focus from a field: leaving it starts 5 s of quiet again (arm, below).
    if (fieldFocused()) return;
    stopTriggers();
    if ($isLoggedIn.get() || signInPromptDismissed(storage) || $modal.get()) return;
    openModal(SIGN_IN_PROMPT_MODAL);
  };

  // The countdown: 5 s of quiet, started again by each keystroke, held while a field has focus.
  let timer: ReturnType<Window['setTimeout']> | undefined;
  const pause = () => {
    if (timer !== undefined) win.clearTimeout(timer);
    timer = undefined;
  };
  const arm = () => {
    pause();
    if (!fieldFocused()) timer = win.setTimeout(show, SIGN_IN_PROMPT_DELAY_MS);
  };
  const onFocusIn = (event: Event) => {
    if (isField(event.target)) pause();
  };
  // Focus going from one field to another keeps the countdown held; anywhere else starts it (the
  // leaving field may still be the active element while the event runs: show checks again).
  const onFocusOut = (event: Event) => {
    if (isField((event as FocusEvent).relatedTarget)) return;
    pause();
    timer = win.setTimeout(show, SIGN_IN_PROMPT_DELAY_MS);
  };
  arm();
  doc.addEventListener('focusin', onFocusIn, true);
  doc.addEventListener('focusout', onFocusOut, true);
  doc.addEventListener('keydown', arm, true);
  stops.push(() => {
    pause();
    doc.removeEventListener('focusin', onFocusIn, true);
    doc.removeEventListener('focusout', onFocusOut, true);
    doc.removeEventListener('keydown', arm, true);
  });

  const onScroll = () => {
    const section = doc.querySelector(`[${EXCLUSIVE_DEALS_ATTRIBUTE}]`);
    if (section && section.getBoundingClientRect().top <= win.innerHeight / 2) show();
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  stops.push(() => win.removeEventListener('scroll', onScroll));

  // Logging in (another tab, a remote app) ends the prompt's chances on this page.
  stops.push($isLoggedIn.listen((loggedIn) => loggedIn && stopTriggers()));

  const stopDismissal = $modal.listen((modal, previous) => {
    if (previous?.name === SIGN_IN_PROMPT_MODAL && modal?.name !== SIGN_IN_PROMPT_MODAL) {
      writeStored(storage, SESSION_KEYS.signInPromptDismissed, 'true');
      stopDismissal();
    }
  });

  return () => {
    stopTriggers();
    stopDismissal();
  };
}
