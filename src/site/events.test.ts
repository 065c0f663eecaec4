// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { emitShellEvent, isShellEventName, latestShellEvent, onShellEvent, SHELL_EVENTS } from './events.ts';

describe('shared shell events (SPEC §1)', () => {
  it('names user, agency, currencies, countries and the currency change once', () => {
    expect(SHELL_EVENTS).toEqual({
      user: 'storefront:user',
      agency: 'storefront:agency',
      currencies: 'storefront:currencies',
      currency: 'storefront:currency',
      countries: 'storefront:countries',
    });
    expect(isShellEventName('storefront:currency')).toBe(true);
    expect(isShellEventName('storefront:nope')).toBe(false);
  });

  it('delivers the detail to listeners until they stop', () => {
    const listener = vi.fn();
    const stop = onShellEvent(SHELL_EVENTS.currency, listener);
    emitShellEvent(SHELL_EVENTS.currency, { currency: 'EUR', rate: 0.92 });
    stop();
    emitShellEvent(SHELL_EVENTS.currency, { currency: 'USD', rate: 1 });
    expect(listener.mock.calls).toEqual([[{ currency: 'EUR', rate: 0.92 }]]);
  });

  it('keeps the last detail of each event, whoever dispatched it, for apps that mount later', () => {
    expect(latestShellEvent(SHELL_EVENTS.user)).toBeUndefined();
    window.dispatchEvent(new CustomEvent('storefront:user', { detail: { loggedIn: true } }));
    const countries = { countries: [], enabledCountries: [{ name: 'Sweden', code: 'SE', flag: 'https://api.example/flags/se.svg' }] };
    emitShellEvent(SHELL_EVENTS.countries, countries);
    expect(latestShellEvent(SHELL_EVENTS.user)).toEqual({ loggedIn: true });
    expect(latestShellEvent(SHELL_EVENTS.countries)).toEqual(countries);
    expect(latestShellEvent(SHELL_EVENTS.agency)).toBeUndefined();
  });

  it('sends to another target when a test names one, leaving the page untouched', () => {
    const target = new EventTarget();
    const listener = vi.fn();
    target.addEventListener(SHELL_EVENTS.currencies, (event) => listener((event as CustomEvent).detail));
    emitShellEvent(SHELL_EVENTS.currencies, { currencies: [], rates: { USD: 1 } }, target);
    expect(listener).toHaveBeenCalledExactlyOnceWith({ currencies: [], rates: { USD: 1 } });
    expect(latestShellEvent(SHELL_EVENTS.currencies)).toBeUndefined();
  });
});
