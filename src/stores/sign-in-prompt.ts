import { ROUTES, stripLanguage } from '../site/routes.ts';
import { guestLinkTarget } from '../site/login-redirect.ts';
import type { PublicAgency } from '../site/page-data.ts';
import { $agency } from './agency.ts';
import { $isLoggedIn } from './auth.ts';
import { $modal, openModal } from './modal.ts';
import { browserSessionStorage, readStored, SESSION_KEYS, writeStored, type StorageAccess } from './storage.ts';

/*
 * SPEC §2.13, §4 Sign-in-to-save modal: for logged-out visitors on the home path, after 5000 ms
 * (SPEC §9) or as soon as the exclusive-deals section scrolls past the viewport midpoint,
 * whichever comes first; once dismissed, not again in this session (session storage). Loaded by
 * src/client/boot.ts only on a logged-out home page.
 */

/** The name of the modal in the one modal slot (src/islands/overlays/modals.ts). */
export const SIGN_IN_PROMPT_MODAL = 'sign-in-to-save';
/** SPEC §9: the prompt's delay. */
export const SIGN_IN_PROMPT_DELAY_MS = 5000;
/**
 * The attribute that marks the exclusive-deals section (SPEC §4). The home page's services
 * section carries it until the deals section (issue 9) takes it over.
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
  const target = (page: 'login' | 'signup') =>
    guestLinkTarget({
      page,
      sso: agency?.sso ?? { isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: true },
      returnUrl: agency?.returnUrl ?? undefined,
      pathname: location.pathname,
      search: location.search,
      origin: location.origin,
    });
  return {
    ...(agency?.isHideLoginOption ? {} : { logIn: target('login') }),
    ...(agency?.isHideSignupOption ? {} : { signUp: target('signup') }),
  };
}

/** The browser the prompt watches; tests pass their own. */
export interface SignInPromptEnvironment {
  window: Pick<Window, 'addEventListener' | 'removeEventListener' | 'innerHeight' | 'setTimeout' | 'clearTimeout'> & { location: Pick<Location, 'pathname' | 'search' | 'origin'> };
  document: Pick<Document, 'querySelector'>;
  storage: StorageAccess;
}

const browserEnvironment = (): SignInPromptEnvironment => ({ window, document, storage: browserSessionStorage });

/** SPEC §4: whether the prompt was dismissed in this session. */
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
  const show = () => {
    stopTriggers();
    if ($isLoggedIn.get() || signInPromptDismissed(storage) || $modal.get()) return;
    openModal(SIGN_IN_PROMPT_MODAL);
  };

  const timer = win.setTimeout(show, SIGN_IN_PROMPT_DELAY_MS);
  stops.push(() => win.clearTimeout(timer));

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
