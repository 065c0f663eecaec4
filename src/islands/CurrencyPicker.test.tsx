// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPTIONS } from '../currency/test-options.ts';
import { $currencies, $currency, $rates } from '../stores/currency.ts';
import CurrencyPicker, { type CurrencyPickerProps } from './CurrencyPicker.tsx';

const startCurrency = vi.fn();
const selectCurrency = vi.fn((code: string) => {
  $currency.set(code);
  return true;
});
vi.mock('../stores/currency.ts', async (original) => ({
  ...(await original<typeof import('../stores/currency.ts')>()),
  startCurrency: (...args: unknown[]) => startCurrency(...args),
  selectCurrency: (code: string) => selectCurrency(code),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const props: CurrencyPickerProps = {
  language: 'en',
  messages: {
    'currency.label': 'Currency',
    'currency.choose': 'Choose your currency',
    'currency.search': 'Search by name or code',
    'currency.noMatch': 'No currency matches your search',
    'currency.loading': 'Loading currencies…',
    'currency.ratesFailed': 'Failed to fetch exchange rates',
    'currency.listFailed': 'Something went wrong',
    'a11y.flagOf': 'Flag of {{country}}',
  },
};

let host: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  $currencies.set({ status: 'idle', items: [] });
  $rates.set({ status: 'idle', rates: {} });
  $currency.set(undefined);
  startCurrency.mockClear();
  selectCurrency.mockClear();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  host.remove();
});

function loaded(currency = 'USD') {
  $currencies.set({ status: 'success', items: OPTIONS });
  $rates.set({ status: 'success', rates: { USD: 1 } });
  $currency.set(currency);
}

function render() {
  root = createRoot(host);
  act(() => root!.render(<CurrencyPicker {...props} />));
  return host.querySelector('button')!;
}

function open() {
  const button = render();
  act(() => button.click());
  return { button, search: host.querySelector<HTMLInputElement>('input[role="combobox"]')! };
}

const key = (target: Element, name: string) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
  });

function type(input: HTMLInputElement, text: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const codes = () => [...host.querySelectorAll('[role="option"]')].map((option) => option.lastElementChild?.textContent);
const activeCode = (search: HTMLInputElement) =>
  document.getElementById(search.getAttribute('aria-activedescendant') ?? '')?.lastElementChild?.textContent;

describe('CurrencyPicker (SPEC §2.9, §4 Currency, §5)', () => {
  it('renders on the server exactly what hydrates, at its final size before the currency is known', () => {
    const html = renderToString(<CurrencyPicker {...props} />);
    host.innerHTML = html;
    const button = host.querySelector('button')!;
    expect(button.getAttribute('aria-label')).toBe('Currency');
    expect(button.querySelector('[class*="flag"]')).not.toBeNull();
    expect(button.querySelector('[class*="code"]')).not.toBeNull();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => {
      root = hydrateRoot(host, <CurrencyPicker {...props} />);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(host.innerHTML).toBe(html);
    // The page starts the currency (src/client/boot.ts); the island only listens.
    expect(startCurrency).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('shows the selected flag and code once known', () => {
    loaded('MXN');
    const button = render();
    expect(button.getAttribute('aria-label')).toBe('Currency: MXN');
    expect(button.textContent).toBe('MXN');
    const flag = button.querySelector('img')!;
    expect(flag.getAttribute('src')).toBe('https://api.example/media/flags/MX.svg');
    expect([flag.getAttribute('width'), flag.getAttribute('height')]).toEqual(['24', '16']);
  });

  it('lists every enabled currency with its flag, named by country, and marks the selected one', () => {
    loaded('EUR');
    const { search } = open();
    expect(codes()).toEqual(OPTIONS.map((option) => option.currency));
    const euro = host.querySelector('[role="option"][aria-selected="true"]')!;
    expect(euro.textContent).toBe('EuroEUR');
    const flag = euro.querySelector('img')!;
    expect(flag.alt).toBe('Flag of European Union');
    expect([flag.getAttribute('width'), flag.getAttribute('height')]).toEqual(['24', '16']);
    expect(document.activeElement).toBe(search);
    expect(activeCode(search)).toBe('EUR');
  });

  it('names no country until the list opens: the region names are not made at hydration (TBT)', () => {
    const made = vi.spyOn(Intl, 'DisplayNames');
    const before = made.mock.calls.length;
    loaded('EUR');
    // A language no other test here opened a list in: the names are made once per language.
    root = createRoot(host);
    act(() => root!.render(<CurrencyPicker {...props} language="fr" />));
    expect(made.mock.calls.length).toBe(before);
    act(() => host.querySelector('button')!.click());
    expect(made.mock.calls.length).toBe(before + 1);
    expect(host.querySelector<HTMLImageElement>('[role="option"][aria-selected="true"] img')!.alt).toBe('Flag of Union européenne');
    made.mockRestore();
  });

  it('searches name plus code, case-insensitively, and says when nothing matches', () => {
    loaded();
    const { search } = open();
    type(search, 'PESO');
    expect(codes()).toEqual(['MXN']);
    type(search, 'gbp');
    expect(codes()).toEqual(['GBP']);
    type(search, 'bitcoin');
    expect(codes()).toEqual([]);
    expect(host.querySelector('[role="listbox"]')).toBeNull();
    expect(search.hasAttribute('aria-controls')).toBe(false);
    expect(host.querySelector('[role="status"]')!.textContent).toBe('No currency matches your search');
  });

  it('moves with the arrows and chooses with Enter, giving focus back to the button', () => {
    loaded('USD');
    const { button, search } = open();
    expect(activeCode(search)).toBe('USD');
    key(search, 'ArrowDown');
    key(search, 'ArrowDown');
    expect(activeCode(search)).toBe('GBP');
    key(search, 'ArrowUp');
    expect(activeCode(search)).toBe('EUR');
    key(search, 'Enter');
    expect(selectCurrency).toHaveBeenCalledWith('EUR');
    expect(host.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.textContent).toBe('EUR');
  });

  it('closes with Escape, returning focus to the button and choosing nothing', () => {
    loaded();
    const { button, search } = open();
    key(search, 'ArrowDown');
    key(search, 'Escape');
    expect(host.querySelector('[role="dialog"]')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(selectCurrency).not.toHaveBeenCalled();
  });

  it('opens from the keyboard with the arrow keys', () => {
    loaded();
    const button = render();
    key(button, 'ArrowDown');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(host.querySelector('[role="dialog"]')).not.toBeNull();
  });

  it('chooses with a click', () => {
    loaded();
    open();
    act(() => host.querySelectorAll<HTMLElement>('[role="option"]')[4]!.click());
    expect(selectCurrency).toHaveBeenCalledWith('MXN');
  });

  it("shows 'Failed to fetch exchange rates' and keeps the list usable", () => {
    loaded();
    $rates.set({ status: 'failure', rates: {}, error: 'Failed to fetch exchange rates' });
    open();
    expect(host.querySelector('[role="alert"]')!.textContent).toBe('Failed to fetch exchange rates');
    expect(codes()).toHaveLength(OPTIONS.length);
  });

  it('shows the list failure, and loading while it loads', () => {
    const button = render();
    act(() => button.click());
    expect(host.querySelector('[role="status"]')!.textContent).toBe('Loading currencies…');
    act(() => $currencies.set({ status: 'failure', items: [], error: 'Something went wrong' }));
    expect(host.querySelector('[role="alert"]')!.textContent).toBe('Something went wrong');
    expect(host.querySelector('input')).toBeNull();
    key(button, 'Escape');
    expect(host.querySelector('[role="dialog"]')).toBeNull();
  });
});
