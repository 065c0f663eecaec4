import { atom } from 'nanostores';

/**
 * SPEC §4 Analytics under GDPR / ePrivacy art. 5(3): a tracker that stores or reads anything on the
 * visitor's device runs only once the visitor agreed to its category. The choice belongs to this
 * browser, not to an account (docs/decisions.md), so it lives in a first-party cookie that the
 * logout (src/client/logout.ts clears local storage and the account cookies) never names.
 */

/** The categories a visitor chooses; strictly necessary storage needs no consent and is no choice. */
export interface ConsentChoice {
  /** Google Analytics (analytics_storage). */
  analytics: boolean;
  /** The Meta pixel and Google's advertising signals (ad_storage, ad_user_data, ad_personalization). */
  marketing: boolean;
}

/** Raised when the banner's texts or categories change: every earlier choice is asked again. */
export const CONSENT_VERSION = 1;
/** The cookie's name; none of src/platform/storage.ts's logout lists has it. */
export const CONSENT_COOKIE = 'storefront-consent';
/** Six months, then the visitor is asked again (the CNIL's recommended lifetime of a choice). */
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 182;

export const DENIED: ConsentChoice = Object.freeze({ analytics: false, marketing: false });
export const GRANTED: ConsentChoice = Object.freeze({ analytics: true, marketing: true });

/** The visitor's decision, or undefined while none of this version was made. */
export const $consent = atom<ConsentChoice | undefined>(undefined);
/** What the banner shows: nothing, the short question, or the categories. */
export type ConsentView = 'closed' | 'banner' | 'settings';
export const $consentView = atom<ConsentView>('closed');

/** The browser's cookies, reached through one seam the tests replace. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

const documentCookies: CookieJar = {
  read: () => document.cookie,
  write: (cookie) => {
    document.cookie = cookie;
  },
};

let jar: CookieJar = documentCookies;
let secure = false;

/** `v1.a1.m0`: the version and each category, nothing else (no id, nothing personal). */
export function formatConsent(choice: ConsentChoice, version = CONSENT_VERSION): string {
  return `v${version}.a${choice.analytics ? 1 : 0}.m${choice.marketing ? 1 : 0}`;
}

/** A cookie header's consent cookie of `version`: its analytics and marketing digits. */
export function consentPattern(version = CONSENT_VERSION): RegExp {
  return new RegExp(`(?:^|;)\\s*${CONSENT_COOKIE}=v${version}\\.a([01])\\.m([01])\\s*(?:;|$)`);
}

/** The choice a cookie header holds, or undefined when there is none of the current version. */
export function parseConsent(cookies: string, version = CONSENT_VERSION): ConsentChoice | undefined {
  const match = consentPattern(version).exec(cookies);
  return match ? { analytics: match[1] === '1', marketing: match[2] === '1' } : undefined;
}

let firstPaintScript: string | undefined;

/**
 * The inline script printed right after the banner (src/components/ConsentBanner.astro): it shows
 * the banner with the page's first paint when the browser holds no choice of this version, as
 * startConsent will, rather than once the page's modules have loaded. A button pressed before they
 * have is not lost: the script keeps it in `data-early` (and Accept or Reject closes the banner at
 * once) for src/client/consent-banner.ts to carry out when it takes over (`data-live`). The same
 * text on every page, so one CSP hash allows it; without JavaScript it does not run and the banner
 * stays hidden.
 */
export function consentFirstPaintScript(): string {
  return (firstPaintScript ??=
    '(function(){var s=document.currentScript,b=s&&s.previousElementSibling;if(!b||b.id!=="consent")return;' +
    `if(!${consentPattern().toString()}.test(document.cookie))b.hidden=false;` +
    'b.addEventListener("click",function(e){var t=e.target.closest&&e.target.closest("[data-consent]");if(!t||b.hasAttribute("data-live"))return;' +
    'var a=t.getAttribute("data-consent");b.setAttribute("data-early",a);if(a==="accept"||a==="reject")b.hidden=true})})();');
}

/**
 * Reads the remembered choice; without one (or with one of an older version) the banner opens.
 * `hasTrackers` is false for an agency without analytics IDs: nothing to consent to, no banner.
 */
export function startConsent(hasTrackers: boolean, options: { jar?: CookieJar; secure?: boolean } = {}): void {
  jar = options.jar ?? documentCookies;
  secure = options.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:');
  const choice = parseConsent(jar.read());
  $consent.set(choice);
  $consentView.set(hasTrackers && !choice ? 'banner' : 'closed');
}

/** Remembers a choice for this browser and closes the banner. */
export function decideConsent(choice: ConsentChoice): void {
  const value = formatConsent(choice);
  jar.write(`${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`);
  $consent.set({ analytics: choice.analytics, marketing: choice.marketing });
  $consentView.set('closed');
}

export const acceptAll = (): void => decideConsent(GRANTED);
export const rejectAll = (): void => decideConsent(DENIED);

/** The categories, with the current choice ticked (none before a decision: consent is opt-in). */
export function openConsentSettings(): void {
  $consentView.set('settings');
}

/** What the settings show ticked: the remembered choice, else nothing. */
export function currentChoice(): ConsentChoice {
  return $consent.get() ?? DENIED;
}
