import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { ComboBox, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { translate, type Messages } from '../../i18n/island.ts';
import type { Place } from '../../search/query.ts';
import { suggestStore } from '../../stores/search-suggest.ts';
import { useFieldFrame } from './SearchField.tsx';
import styles from './SearchPanels.module.scss';
import widgets from './SearchWidgets.module.scss';

export interface Suggestion extends Place {
  detail?: string;
}

interface SuggestFieldProps {
  /** `data-field`: the static field it replaces, and the name the submit's errors use. */
  field: string;
  label: string;
  placeholder: string;
  /** The SPEC §7 suggest call; it must honour the signal. */
  fetcher: (text: string, signal: AbortSignal) => Promise<readonly Suggestion[]>;
  value: Place | null;
  onChange: (place: Place | null) => void;
  /** Text typed into the static field before the widgets loaded. */
  initialText?: string;
  error?: string;
  messages: Messages;
  /** Spans the form's width (a destination). */
  wide?: boolean;
}

/**
 * An auto-suggest field: react-aria's ComboBox (the ARIA 1.2 combobox pattern: arrows move through
 * the list, Enter picks, Escape closes) over a debounced, cancelling suggest store.
 */
export function SuggestField({ field, label, placeholder, fetcher, value, onChange, initialText, error, messages, wide }: SuggestFieldProps) {
  const frame = useFieldFrame({ field, label, error, wide, wiring: 'widget' });
  const store = useMemo(() => suggestStore<Suggestion>(fetcher), [fetcher]);
  const state = useStore(store.$state);
  const [text, setText] = useState(initialText ?? value?.name ?? '');
  useEffect(() => {
    if (initialText) store.search(initialText);
    return store.stop;
  }, [store, initialText]);
  // A place set from outside (the car's drop-off follows its pick-up) shows its name.
  useEffect(() => {
    if (value) setText(value.name);
  }, [value]);

  const status =
    state.status === 'loading'
      ? translate(messages, 'search.loading')
      : state.status === 'failure'
        ? (state.error ?? translate(messages, 'search.suggestFailed'))
        : state.status === 'success' && state.items.length === 0
          ? translate(messages, 'search.noMatches')
          : '';
  const items = state.status === 'success' ? state.items : [];

  return (
    <ComboBox
      className={frame.className}
      items={items}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        store.search(next);
        if (value && next !== value.name) onChange(null);
      }}
      value={value?.id ?? null}
      onChange={(key) => {
        const picked = items.find((item) => item.id === key);
        if (!picked) return;
        onChange({ id: picked.id, name: picked.name });
        setText(picked.name);
      }}
      menuTrigger="input"
      allowsEmptyCollection
      allowsCustomValue
      isInvalid={frame.invalid}
    >
      {frame.label}
      <Input {...frame.control} placeholder={placeholder} />
      {frame.message}
      {/* SPEC §8: loading, nothing found and the failure are spoken as they happen. */}
      <span className={styles.hidden} role="status">
        {status}
      </span>
      <Popover className={widgets.popover} placement="bottom start">
        <ListBox<Suggestion> className={widgets.listbox} renderEmptyState={() => <div className={widgets.status}>{status}</div>}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.name} className={widgets.option}>
              <span>{item.name}</span>
              {item.detail && <span className={widgets.optionDetail}>{item.detail}</span>}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
