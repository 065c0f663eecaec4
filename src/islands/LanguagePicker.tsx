import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { translate, type Messages } from '../i18n/island.ts';
import type { Language } from '../i18n/languages.ts';
import { $languageChanging, chooseLanguage } from '../stores/language.ts';
import { $agencyLanguages, LANGUAGES_BEFORE_START, offeredLanguages } from '../stores/languages.ts';
import styles from './LanguagePicker.module.scss';
import { useDismiss } from './shared/use-dismiss.ts';
import { useHydratedStore } from './shared/use-hydrated-store.ts';

export interface LanguageOption {
  code: Language;
  /** The language's name in itself (meta.languageName of its locale). */
  name: string;
}

/** The locale keys this island reads (islandMessages(language, LANGUAGE_PICKER_MESSAGES)). */
export const LANGUAGE_PICKER_MESSAGES = ['language.label', 'language.choose'] as const;

export interface LanguagePickerProps {
  /** The language of this page. */
  language: Language;
  /** The agency default language, the one at the site root. */
  defaultLanguage: Language;
  /** The nine languages the site is built in; the picker offers those the agency lists (SPEC §4 "languages"). */
  options: LanguageOption[];
  messages: Messages;
}

/**
 * SPEC §2.9, §4 Language: a button naming the current language that opens a listbox of the
 * languages, each in its own name: those of GET /api/agency/languages among the nine the site is
 * built in, and the nine while that list loads or after it failed (src/stores/languages.ts). The
 * rules of a change live in the language store.
 */
export default function LanguagePicker({ language, defaultLanguage, options: built, messages }: LanguagePickerProps) {
  const agencyLanguages = useHydratedStore($agencyLanguages, LANGUAGES_BEFORE_START);
  const options = offeredLanguages(agencyLanguages, built, language);
  const id = useId();
  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const listId = `${id}-list`;
  const optionId = (code: Language) => `${id}-${code}`;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const currentIndex = Math.max(
    0,
    options.findIndex((option) => option.code === language),
  );
  const [open, setOpen] = useState(false);
  const closeList = useCallback(() => setOpen(false), []);
  const [active, setActive] = useState(currentIndex);
  const changing = useStore($languageChanging);
  const current = options[currentIndex];

  useEffect(() => {
    if (open) list.current?.focus();
  }, [open]);
  useDismiss(root, open, closeList);

  useEffect(() => {
    if (!open) return;
    const option = options[active];
    const element = option ? document.getElementById(optionId(option.code)) : null;
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const show = () => {
    setActive(currentIndex);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const choose = (index: number) => {
    const option = options[index];
    close(true);
    if (!option || option.code === language) return;
    void chooseLanguage(option.code, { language, defaultLanguage });
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = options.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      setActive(Math.min(last, Math.max(0, index)));
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(active + 1);
      case 'ArrowUp':
        return move(active - 1);
      case 'Home':
      case 'PageUp':
        return move(0);
      case 'End':
      case 'PageDown':
        return move(last);
      case 'Enter':
      case ' ':
        event.preventDefault();
        return choose(active);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
      default: {
        // Type-ahead: the next language whose own name starts with the letter typed.
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const letter = event.key.toLocaleLowerCase();
        for (let step = 1; step <= options.length; step += 1) {
          const index = (active + step) % options.length;
          if (options[index]?.name.toLocaleLowerCase().startsWith(letter)) return move(index);
        }
      }
    }
  };

  return (
    <div ref={root} className={styles.picker}>
      <span id={labelId} className={styles.hidden}>
        {translate(messages, 'language.label')}
      </span>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className={styles.button}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${labelId} ${buttonId}`}
        aria-busy={changing ? true : undefined}
        onClick={() => (open ? close(true) : show())}
        onKeyDown={onButtonKeyDown}
      >
        <svg className={styles.globe} aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        <span className={styles.name}>{current?.name ?? language}</span>
        <span className={styles.code}>{language.toUpperCase()}</span>
        <svg className={styles.chevron} aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul
        ref={list}
        id={listId}
        role="listbox"
        className={styles.list}
        aria-label={translate(messages, 'language.choose')}
        aria-activedescendant={open && options[active] ? optionId(options[active].code) : undefined}
        tabIndex={-1}
        hidden={!open}
        onKeyDown={onListKeyDown}
        onBlur={(event) => {
          if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        {options.map((option, index) => (
          <li
            key={option.code}
            id={optionId(option.code)}
            role="option"
            lang={option.code}
            aria-selected={option.code === language}
            className={index === active ? `${styles.option} ${styles.active}` : styles.option}
            onPointerMove={() => setActive(index)}
            onClick={() => choose(index)}
          >
            <span dir="auto">
              {option.name}
            </span>
            <span className={styles.optionCode} aria-hidden="true">
              {option.code.toUpperCase()}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
