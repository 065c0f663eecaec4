// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { $consent, $consentView, CONSENT_COOKIE, formatConsent, DENIED, GRANTED, startConsent } from '../stores/consent.ts';
import { printBannerWithFirstPaint } from '../stores/consent-first-paint.testing.ts';
import { renderConsentBanner } from './consent-banner.ts';

/** The banner's buttons as src/components/ConsentBanner.astro prints them, its first-paint script run. */
const printBanner = () =>
  printBannerWithFirstPaint(`<section id="consent" data-view="banner" hidden>
    <input type="checkbox" name="analytics"><input type="checkbox" name="marketing">
    <button type="button" data-consent="reject">Reject all</button>
    <button type="button" data-consent="settings">Settings</button>
    <button type="button" data-consent="save">Save choices</button>
    <button type="button" data-consent="accept">Accept all</button>
  </section>`);

const press = (root: HTMLElement, action: string) => root.querySelector<HTMLButtonElement>(`[data-consent="${action}"]`)!.click();
const cookie = () => document.cookie.split('; ').find((each) => each.startsWith(`${CONSENT_COOKIE}=`));

describe('a button pressed before the banner’s module has loaded', () => {
  afterEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
  });

  for (const [action, choice] of [
    ['reject', DENIED],
    ['accept', GRANTED],
  ] as const) {
    it(`${action}: closes the banner at once, and the module remembers the choice when it takes over`, () => {
      const root = printBanner();
      expect(root.hidden).toBe(false);
      press(root, action);
      expect(root.hidden).toBe(true);
      expect(cookie()).toBeUndefined();

      startConsent(true);
      renderConsentBanner(root);
      expect($consent.get()).toEqual(choice);
      expect($consentView.get()).toBe('closed');
      expect(root.hidden).toBe(true);
      expect(cookie()).toBe(`${CONSENT_COOKIE}=${formatConsent(choice)}`);
      expect(root.hasAttribute('data-early')).toBe(false);
    });
  }

  it('settings: the module opens the categories when it takes over', () => {
    const root = printBanner();
    press(root, 'settings');
    startConsent(true);
    renderConsentBanner(root);
    expect($consentView.get()).toBe('settings');
    expect(root.hidden).toBe(false);
    expect(root.dataset.view).toBe('settings');
  });

  it('once the module has taken over, the first-paint script keeps nothing: each press is carried out once', () => {
    const root = printBanner();
    startConsent(true);
    renderConsentBanner(root);
    press(root, 'settings');
    expect(root.hasAttribute('data-early')).toBe(false);
    root.querySelector<HTMLInputElement>('input[name="analytics"]')!.checked = true;
    press(root, 'save');
    expect($consent.get()).toEqual({ analytics: true, marketing: false });
    expect(cookie()).toBe(`${CONSENT_COOKIE}=${formatConsent({ analytics: true, marketing: false })}`);
  });
});
