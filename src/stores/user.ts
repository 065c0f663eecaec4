import { atom, task } from 'nanostores';
import type { UserProfile } from '../api/user.ts';
import { failureMessage } from '../api/errors.ts';
import { emitShellEvent, SHELL_EVENTS, type UserEventDetail } from '../site/events.ts';
import { $agency } from './agency.ts';
import { $isLoggedIn } from './auth.ts';
import { NO_AGENCY, permissionsFor, roleOf, type AgencyFlags } from '../roles/permissions.ts';
import type { UserState } from '../roles/user-state.ts';

/*
 * SPEC §3 User profile, §6 Roles and permissions: who the visitor is, as one store. Logged out
 * (no access-token cookie, src/stores/auth.ts) there is nothing to fetch; logged in, the profile
 * is fetched once per page, and its code (schemas, API client) is loaded only then, so a
 * logged-out visitor pays no JavaScript for it.
 */

interface Account {
  status: UserState['status'];
  profile: UserProfile | null;
  error?: string;
}

/** The account with the role and the SPEC §6 permissions derived from it and the agency. */
function userState(account: Account, agency: AgencyFlags | undefined): UserState {
  const loggedIn = account.status !== 'anonymous';
  return {
    ...account,
    role: roleOf(loggedIn, account.profile),
    permissions: permissionsFor(loggedIn, account.profile, agency ?? NO_AGENCY),
  };
}

let account: Account = { status: 'anonymous', profile: null };

/**
 * The visitor: profile, role and permissions. Kept in step with the account and the agency by
 * startUser (a plain atom rather than nanostores' computed, whose code every page would load).
 */
export const $user = atom<UserState>(userState(account, undefined));

/**
 * The user the build renders islands with (nobody known yet): the store's first value. An island
 * hydrates with this, never with `$user.get()` read when its code runs: a member island's code
 * arrives after the log-in, and the profile may have answered by then (React error 418, the page's
 * global failure).
 */
export const USER_BEFORE_START: UserState = $user.get();

function setAccount(next: Account): void {
  account = next;
  $user.set(userState(account, $agency.get()));
}

/** How the profile is fetched; tests pass their own. */
export interface UserEnvironment {
  /** Asks for the profile; a log-out meanwhile aborts `signal`. */
  fetchProfile: (signal: AbortSignal) => Promise<UserProfile>;
  events: EventTarget;
}

/** The profile call with its code loaded on demand: a logged-out page never downloads it. */
async function fetchBrowserProfile(signal: AbortSignal): Promise<UserProfile> {
  const [{ fetchProfile }, { browserApi }] = await Promise.all([import('../api/user.ts'), import('../api/browser.ts')]);
  // Logged out while the code loaded (the /logout page starts so): nothing to ask, and no token to ask with.
  signal.throwIfAborted();
  return fetchProfile(browserApi(), signal);
}

let environment: UserEnvironment | undefined;
const env = () => (environment ??= { fetchProfile: fetchBrowserProfile, events: window });

// Bumped by each change of login state: a profile that answers after a logout is dropped.
let run = 0;

/** The profile call in flight: a log-out aborts it, so it never goes out without its token. */
let inFlight: AbortController | undefined;

function loadProfile(): Promise<void> {
  const mine = ++run;
  inFlight?.abort();
  const controller = (inFlight = new AbortController());
  setAccount({ status: 'loading', profile: null });
  return task(async () => {
    try {
      const profile = await env().fetchProfile(controller.signal);
      if (mine === run) setAccount({ status: 'success', profile });
    } catch (error) {
      // Superseded by a log-out or a new log-in: not a failure of this visitor's profile.
      if (controller.signal.aborted) return;
      // A 401 also sends the browser to the logout path (the API client's own rule, SPEC §4).
      console.error('The user profile failed to load.', error);
      if (mine === run) setAccount({ status: 'failure', profile: null, error: failureMessage(error) });
    }
  });
}

function signOut(): void {
  run++;
  inFlight?.abort();
  inFlight = undefined;
  setAccount({ status: 'anonymous', profile: null });
}

/** The `storefront:user` detail of a settled state; none while the profile is loading. */
export function userEventDetail(state: UserState): UserEventDetail | undefined {
  if (state.status === 'loading') return undefined;
  return {
    loggedIn: state.status !== 'anonymous',
    status: state.status,
    profile: state.profile,
    role: state.role,
    permissions: state.permissions,
  };
}

let stop: (() => void) | undefined;

/**
 * Starts the user of this page (src/client/boot.ts): follows the login state ($isLoggedIn),
 * fetching the profile whenever it turns on, and sends `storefront:user` (SPEC §1) once the
 * visitor is known, anonymous included, and on every change after.
 */
export function startUser(browser?: UserEnvironment): void {
  if (browser) environment = browser;
  if (stop) return;
  const stopLogin = $isLoggedIn.subscribe((loggedIn) => {
    if (loggedIn) void loadProfile();
    else signOut();
  });
  const stopAgency = $agency.listen(() => setAccount(account));
  let sent: UserEventDetail | undefined;
  const stopEvents = $user.subscribe((state) => {
    const detail = userEventDetail(state);
    if (!detail || sameDetail(detail, sent)) return;
    sent = detail;
    emitShellEvent(SHELL_EVENTS.user, detail, env().events);
  });
  stop = () => {
    stopLogin();
    stopAgency();
    stopEvents();
    stop = undefined;
  };
}

/** Stops following the login state (tests). */
export function stopUser(): void {
  stop?.();
}

const sameDetail = (a: UserEventDetail, b: UserEventDetail | undefined) =>
  !!b && a.status === b.status && a.profile === b.profile && JSON.stringify(a.permissions) === JSON.stringify(b.permissions);
