// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runLogout } from '../client/logout.ts';
import {
  $consent,
  $consentView,
  acceptAll,
  CONSENT_COOKIE,
  CONSENT_VERSION,
  currentChoice,
  decideConsent,
  formatConsent,
  openConsentSettings,
  parseConsent,
  rejectAll,
  startConsent,
  type CookieJar,
} from './consent.ts';
import { printBannerWithFirstPaint } from './consent-first-paint.testing.ts';

/** A cookie jar that keeps what was written, as a browser keeps it between page loads. */
function memoryJar(initial = ''): CookieJar & { written: string[] } {
  let cookies = initial;
  const written: string[] = [];
  return {
    written,
    read: () => cookies,
    write: (cookie) => {
      written.push(cookie);
      cookies = cookie.split(';')[0]!;
    },
  };
}

beforeEach(() => {
  $consent.set(undefined);
  $consentView.set('closed');
});

describe('consent (GDPR / ePrivacy art. 5(3), SPEC §4 Analytics)', () => {
  it('defaults to denied: no decision, the banner open, nothing ticked in the settings', () => {
    startConsent(true, { jar: memoryJar() });
    expect($consent.get()).toBeUndefined();
    expect($consentView.get()).toBe('banner');
    openConsentSettings();
    expect($consentView.get()).toBe('settings');
    expect(currentChoice()).toEqual({ analytics: false, marketing: false });
  });

  it('a site without trackers asks nothing', () => {
    startConsent(false, { jar: memoryJar() });
    expect($consentView.get()).toBe('closed');
    expect($consent.get()).toBeUndefined();
  });

  it('Accept grants every category, closes the banner and is remembered on the next page', () => {
    const jar = memoryJar();
    startConsent(true, { jar });
    acceptAll();
    expect($consent.get()).toEqual({ analytics: true, marketing: true });
    expect($consentView.get()).toBe('closed');
    expect(jar.written[0]).toMatch(new RegExp(`^${CONSENT_COOKIE}=v${CONSENT_VERSION}\\.a1\\.m1; Path=/; Max-Age=\\d+; SameSite=Lax$`));
    $consent.set(undefined);
    startConsent(true, { jar });
    expect($consent.get()).toEqual({ analytics: true, marketing: true });
    expect($consentView.get()).toBe('closed');
  });

  it('Reject denies every category and is remembered too: no banner on the next page', () => {
    const jar = memoryJar();
    startConsent(true, { jar });
    rejectAll();
    startConsent(true, { jar });
    expect($consent.get()).toEqual({ analytics: false, marketing: false });
    expect($consentView.get()).toBe('closed');
  });

  it('Settings saves the chosen categories and shows them ticked when opened again', () => {
    const jar = memoryJar();
    startConsent(true, { jar });
    openConsentSettings();
    decideConsent({ analytics: true, marketing: false });
    expect($consentView.get()).toBe('closed');
    startConsent(true, { jar });
    openConsentSettings();
    expect(currentChoice()).toEqual({ analytics: true, marketing: false });
  });

  it('a choice of another version is asked again', () => {
    const older = `${CONSENT_COOKIE}=${formatConsent({ analytics: true, marketing: true }, CONSENT_VERSION - 1)}`;
    startConsent(true, { jar: memoryJar(older) });
    expect($consent.get()).toBeUndefined();
    expect($consentView.get()).toBe('banner');
    expect(parseConsent(older, CONSENT_VERSION - 1)).toEqual({ analytics: true, marketing: true });
  });

  it('a malformed cookie is no decision', () => {
    expect(parseConsent(`${CONSENT_COOKIE}=v1.a1.m1x`)).toBeUndefined();
    expect(parseConsent(`${CONSENT_COOKIE}=`)).toBeUndefined();
    expect(parseConsent(`other=1; ${CONSENT_COOKIE}=v${CONSENT_VERSION}.a0.m1`)).toEqual({ analytics: false, marketing: true });
  });

  it('is Secure on an https site', () => {
    const jar = memoryJar();
    startConsent(true, { jar, secure: true });
    rejectAll();
    expect(jar.written[0]).toMatch(/; Secure$/);
  });

  describe('in the browser', () => {
    afterEach(() => {
      vi.useRealTimers();
      document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
    });

    /** The banner as the build prints it, then its first-paint script run as the parser would (the built page's minified copy: tests/e2e/consent.spec.ts). */
    const printBanner = () => printBannerWithFirstPaint('<main></main><section id="consent" hidden></section>');

    it('the first-paint script shows the banner exactly when startConsent will: no choice, or one of an older version', () => {
      for (const cookie of ['', `${CONSENT_COOKIE}=${formatConsent({ analytics: true, marketing: false }, CONSENT_VERSION - 1)}`, `${CONSENT_COOKIE}=garbage`]) {
        if (cookie) document.cookie = `${cookie}; Path=/`;
        expect(printBanner().hidden, cookie || 'no cookie').toBe(false);
        startConsent(true);
        expect($consentView.get()).toBe('banner');
      }
      document.cookie = `${CONSENT_COOKIE}=${formatConsent({ analytics: false, marketing: false })}; Path=/`;
      expect(printBanner().hidden).toBe(true);
      startConsent(true);
      expect($consentView.get()).toBe('closed');
    });

    it('logout (SPEC §2.2) keeps the choice: it belongs to the browser, not to the account', () => {
      vi.useFakeTimers();
      startConsent(true);
      acceptAll();
      localStorage.setItem('selectedCurrency', 'EUR');
      runLogout('/', () => {});
      vi.runAllTimers();
      expect(localStorage.getItem('selectedCurrency')).toBeNull();
      startConsent(true);
      expect($consent.get()).toEqual({ analytics: true, marketing: true });
      expect($consentView.get()).toBe('closed');
    });
  });
});
