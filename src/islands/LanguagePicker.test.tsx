// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, cleanStores } from 'nanostores';
import type { AgencyLanguage } from '../api/languages.ts';
import type { Language } from '../i18n/languages.ts';
import { $agencyLanguages, resetAgencyLanguages, setLanguagesEnvironment } from '../stores/languages.ts';
import LanguagePicker, { type LanguagePickerProps } from './LanguagePicker.tsx';

const chooseLanguage = vi.fn();
vi.mock('../stores/language.ts', async (original) => ({
  ...(await original<typeof import('../stores/language.ts')>()),
  chooseLanguage: (...args: unknown[]) => chooseLanguage(...args),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const NAMES: Record<Language, string> = {
  en: 'English',
  pt: 'Português',
  es: 'Español',
  da: 'Dansk',
  no: 'Norsk',
  de: 'Deutsch',
  ar: 'العربية',
  fr: 'Français',
  sv: 'Svenska',
};
const props = (language: Language = 'en'): LanguagePickerProps => ({
  language,
  defaultLanguage: 'en',
  options: (Object.keys(NAMES) as Language[]).map((code) => ({ code, name: NAMES[code] })),
  messages: { 'language.label': 'Language', 'language.choose': 'Choose your language' },
});

let host: HTMLDivElement;
let root: Root | undefined;

/** The agency's languages call, answered by each test (SPEC §4 Async lists "languages"). */
let answer: { resolve: (items: AgencyLanguage[]) => void; reject: (error: Error) => void };

beforeEach(() => {
  // A fresh, unmounted store: each test sees the list load from the start.
  cleanStores($agencyLanguages);
  resetAgencyLanguages();
  setLanguagesEnvironment({ fetchLanguages: () => new Promise((resolve, reject) => (answer = { resolve, reject })) });
  host = document.createElement('div');
  document.body.append(host);
  chooseLanguage.mockReset();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  host.remove();
});

function render(language: Language = 'en') {
  root = createRoot(host);
  act(() => root!.render(<LanguagePicker {...props(language)} />));
  const button = host.querySelector('button')!;
  const list = host.querySelector<HTMLUListElement>('[role="listbox"]')!;
  return { button, list };
}

const key = (target: Element, name: string) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
  });
const activeName = (list: HTMLElement) => document.getElementById(list.getAttribute('aria-activedescendant') ?? '')?.textContent;

describe('LanguagePicker (SPEC §2.9, §4 Language)', () => {
  it('renders on the server exactly what hydrates, the button naming the language in itself', () => {
    const html = renderToString(<LanguagePicker {...props('ar')} />);
    host.innerHTML = html;
    const button = host.querySelector('button')!;
    expect(button.textContent).toBe('العربيةAR');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(host.querySelector('[role="listbox"]')!.hasAttribute('hidden')).toBe(true);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => {
      root = hydrateRoot(host, <LanguagePicker {...props('ar')} />);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(host.innerHTML).toBe(html);
  });

  it('lists the nine languages in their own names, each marked with its lang', () => {
    const { list } = render();
    const options = [...list.querySelectorAll('[role="option"]')];
    expect(options.map((option) => [option.getAttribute('lang'), option.textContent])).toEqual(
      Object.entries(NAMES).map(([code, name]) => [code, `${name}${code.toUpperCase()}`]),
    );
    expect(options.filter((option) => option.getAttribute('aria-selected') === 'true').map((o) => o.getAttribute('lang'))).toEqual(['en']);
  });

  const offered = (list: HTMLElement) => [...list.querySelectorAll('[role="option"]')].map((option) => option.getAttribute('lang'));

  it('offers the nine while the agency languages load, then those the agency lists among the nine (SPEC §4 "languages")', async () => {
    const { list } = render('de');
    expect($agencyLanguages.get().status).toBe('loading');
    expect(offered(list)).toEqual(Object.keys(NAMES));
    await act(async () => {
      answer.resolve([
        { name: 'English', code: 'en', value: 'en-US' },
        { name: 'Italiano', code: 'it', value: 'it-IT' },
        { name: 'Svenska', code: 'sv', value: 'sv-SE' },
      ]);
      await allTasks();
    });
    // Italian is not built; German is the page's own language.
    expect(offered(list)).toEqual(['en', 'de', 'sv']);
  });

  it('offers the nine when the agency languages fail to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { list } = render();
    await act(async () => {
      answer.reject(new Error('down'));
      await allTasks();
    });
    expect($agencyLanguages.get()).toMatchObject({ status: 'failure', items: [], error: 'Something went wrong' });
    expect(offered(list)).toEqual(Object.keys(NAMES));
  });

  it('names the button by its label and current language', () => {
    const { button } = render('de');
    const names = button.getAttribute('aria-labelledby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(names).toEqual(['Language', 'DeutschDE']);
    expect(button.getAttribute('aria-haspopup')).toBe('listbox');
  });

  it('opens from the keyboard on the current language, moves with the arrows and chooses with Enter', () => {
    const { button, list } = render('de');
    key(button, 'ArrowDown');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    expect(document.activeElement).toBe(list);
    expect(activeName(list)).toBe('DeutschDE');
    key(list, 'ArrowDown');
    expect(activeName(list)).toBe('العربيةAR');
    key(list, 'End');
    expect(activeName(list)).toBe('SvenskaSV');
    key(list, 'ArrowDown');
    expect(activeName(list)).toBe('SvenskaSV');
    key(list, 'Home');
    expect(activeName(list)).toBe('EnglishEN');
    key(list, 'f');
    expect(activeName(list)).toBe('FrançaisFR');
    key(list, 'Enter');
    expect(chooseLanguage).toHaveBeenCalledWith('fr', { language: 'de', defaultLanguage: 'en' });
    expect(list.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('closes with Escape and gives focus back to the button, choosing nothing', () => {
    const { button, list } = render();
    act(() => button.click());
    expect(document.activeElement).toBe(list);
    key(list, 'ArrowDown');
    key(list, 'Escape');
    expect(list.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(chooseLanguage).not.toHaveBeenCalled();
  });

  it('chooses with a click, and does nothing for the current language', () => {
    const { button, list } = render();
    act(() => button.click());
    act(() => list.querySelector<HTMLElement>('[lang="en"]')!.click());
    expect(chooseLanguage).not.toHaveBeenCalled();
    act(() => button.click());
    act(() => list.querySelector<HTMLElement>('[lang="sv"]')!.click());
    expect(chooseLanguage).toHaveBeenCalledWith('sv', { language: 'en', defaultLanguage: 'en' });
  });

  it('closes on a press outside', () => {
    const { button, list } = render();
    act(() => button.click());
    act(() => {
      document.body.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    });
    expect(list.hidden).toBe(true);
  });
});
