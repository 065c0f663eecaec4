import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { CurrencyOption } from '../api/currency.ts';
import { searchCurrencies } from '../currency/search.ts';
import { $currencies, $currency, $rates, CURRENCIES_BEFORE_START, RATES_BEFORE_START, selectCurrency } from '../stores/currency.ts';
import { translate, type Messages } from '../i18n/island.ts';
import { useDismiss } from './shared/use-dismiss.ts';
import { useHydratedStore } from './shared/use-hydrated-store.ts';
import styles from './CurrencyPicker.module.scss';

/** The locale keys this island reads (islandMessages(language, CURRENCY_PICKER_MESSAGES)). */
export const CURRENCY_PICKER_MESSAGES = [
  'currency.label',
  'currency.choose',
  'currency.search',
  'currency.noMatch',
  'currency.loading',
  'currency.ratesFailed',
  'currency.listFailed',
  'a11y.flagOf',
] as const;

export interface CurrencyPickerProps {
  messages: Messages;
  /** The page language, for the country names in the flags' alternative text. */
  language: string;
}

/** Flags are 3:2 and always this size, so nothing moves when they load. */
const FLAG = { width: 24, height: 16 } as const;

/**
 * SPEC §2.9 currency picker: a button with the selected flag and code, opening a popover with
 * a search field (SPEC §5) over the enabled currencies. The store owns every rule and is started
 * by the page (src/client/boot.ts), not by this island; this renders.
 */
export default function CurrencyPicker({ messages, language }: CurrencyPickerProps) {
  // The page may have started the currency before this island hydrates: hydrate as built, then show it.
  const currencies = useHydratedStore($currencies, CURRENCIES_BEFORE_START);
  const rates = useHydratedStore($rates, RATES_BEFORE_START);
  const currency = useHydratedStore($currency, undefined);
  const [open, setOpen] = useState(false);
  const closePopover = useCallback(() => setOpen(false), []);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const matches = useMemo(() => searchCurrencies(currencies.items, search), [currencies.items, search]);
  const selected = currencies.items.find((option) => option.currency === currency);
  // Only the open list names countries: the region names are made when it first renders, not at
  // hydration, where their ICU set-up (31–77 ms in a fresh page, npm run bench:intl) was a long task on every page.
  const flagAlt = (option: CurrencyOption) => translate(messages, 'a11y.flagOf', { country: displayNames(language)?.of(option.code) ?? option.code });

  useDismiss(root, open, closePopover);

  // The search field appears once the list has loaded, which may be after the popover opened.
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open, currencies.status]);

  useEffect(() => {
    if (open) document.getElementById(optionId(id, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, id]);

  function show() {
    setSearch('');
    setActive(Math.max(0, currencies.items.findIndex((option) => option.currency === currency)));
    setOpen(true);
  }

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  function choose(option: CurrencyOption | undefined) {
    if (!option) return;
    selectCurrency(option.currency);
    close();
  }

  function onSearchKey(event: KeyboardEvent<HTMLInputElement>) {
    const last = matches.length - 1;
    const moves: Record<string, number> = { ArrowDown: Math.min(active + 1, last), ArrowUp: Math.max(active - 1, 0), PageDown: last, PageUp: 0 };
    if (event.key in moves) {
      event.preventDefault();
      setActive(Math.max(0, moves[event.key]!));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(matches[active]);
    }
  }

  const listId = `${id}-list`;
  const panelId = `${id}-panel`;
  const activeOption = open && matches[active] ? optionId(id, active) : undefined;

  return (
    <div
      ref={root}
      className={styles.picker}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
      onBlur={(event) => {
        // Tabbing out of the popover closes it; focus goes where the visitor sent it.
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={currency ? `${translate(messages, 'currency.label')}: ${currency}` : translate(messages, 'currency.label')}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={(event) => {
          if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
            event.preventDefault();
            show();
          }
        }}
      >
        <span className={styles.flag}>
          {selected && <img src={selected.image} alt="" width={FLAG.width} height={FLAG.height} decoding="async" />}
        </span>
        <span className={styles.code}>{currency}</span>
        <svg className={styles.chevron} aria-hidden="true" viewBox="0 0 12 12" width="12" height="12">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <div id={panelId} className={styles.panel} role="dialog" aria-label={translate(messages, 'currency.choose')}>
          {rates.status === 'failure' && (
            <p className={styles.failure} role="alert">
              {translate(messages, 'currency.ratesFailed')}
            </p>
          )}
          {currencies.status === 'failure' && (
            <p className={styles.failure} role="alert">
              {translate(messages, 'currency.listFailed')}
            </p>
          )}
          {(currencies.status === 'loading' || currencies.status === 'idle') && (
            <p className={styles.note} role="status">
              {translate(messages, 'currency.loading')}
            </p>
          )}
          {currencies.status === 'success' && (
            <>
              <input
                ref={input}
                className={styles.search}
                type="search"
                role="combobox"
                aria-label={translate(messages, 'currency.search')}
                placeholder={translate(messages, 'currency.search')}
                aria-expanded={matches.length > 0}
                aria-controls={matches.length > 0 ? listId : undefined}
                aria-activedescendant={activeOption}
                aria-autocomplete="list"
                autoComplete="off"
                spellCheck={false}
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setActive(0);
                }}
                onKeyDown={onSearchKey}
              />
              {matches.length > 0 ? (
                <ul id={listId} className={styles.list} role="listbox" aria-label={translate(messages, 'currency.choose')}>
                  {matches.map((option, index) => (
                    <li
                      key={option.currency}
                      id={optionId(id, index)}
                      role="option"
                      aria-selected={option.currency === currency}
                      className={styles.option}
                      data-active={index === active || undefined}
                      onPointerDown={(event) => event.preventDefault()}
                      onPointerMove={() => setActive(index)}
                      onClick={() => choose(option)}
                    >
                      <img src={option.image} alt={flagAlt(option)} width={FLAG.width} height={FLAG.height} loading="lazy" decoding="async" />
                      <span className={styles.name}>{option.name}</span>
                      <span className={styles.optionCode}>{option.currency}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.note} role="status">
                  {translate(messages, 'currency.noMatch')}
                </p>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}

const optionId = (id: string, index: number) => `${id}-option-${index}`;

// Made once per language, when a list is first opened in it.
const namesByLanguage = new Map<string, Intl.DisplayNames | undefined>();

function displayNames(language: string): Intl.DisplayNames | undefined {
  if (!namesByLanguage.has(language)) {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      names = undefined;
    }
    namesByLanguage.set(language, names);
  }
  return namesByLanguage.get(language);
}
