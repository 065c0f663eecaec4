import type { ReactNode } from 'react';
import styles from './SearchPanels.module.scss';
import widgets from './SearchWidgets.module.scss';

/** What a field's control carries: its id (the label's target), its look, its field name, and its error's wiring. */
export interface FieldControl {
  id: string;
  className: string | undefined;
  'data-field': string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface SearchFieldProps {
  /** The panel's own id (useId), so two panels on one page never share a field id. */
  panelId: string;
  /** The field's name in the panel's query (data-field, and the tests' handle). */
  field: string;
  label: string;
  /** SPEC §4 search panels: the field's message, announced with the control. */
  error?: string | undefined;
  /** Spans the panel's width (the destination fields). */
  wide?: boolean;
  children: (control: FieldControl) => ReactNode;
}

/**
 * One labelled field of a search panel: the label, the control the caller draws with the props
 * handed to it, and the field's message. The live panels and the build's static panel draw their
 * fields through it, so the static HTML lays out exactly as the live panel that replaces it.
 */
export function SearchField({ panelId, field, label, error, wide = false, children }: SearchFieldProps) {
  const id = `${panelId}-${field}`;
  const errorId = `${id}-error`;
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, className: styles.control, 'data-field': field, ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}) })}
      {error && (
        <p className={widgets.error} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
