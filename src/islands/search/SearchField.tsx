import { useId, type ReactElement, type ReactNode } from 'react';
import { Label, Text } from 'react-aria-components';
import styles from './SearchPanels.module.scss';
import widgets from './SearchWidgets.module.scss';

/**
 * How a field's label and message reach its control:
 * - 'control': a form control (input, select), labelled by a `<label for>` and described by the message;
 * - 'button': a button named by the label and its own text (aria-labelledby), so the value it shows
 *   is part of its name, and described by the message;
 * - 'widget': a react-aria field (ComboBox, DatePicker, DateRangePicker), whose context gives the
 *   Label and the errorMessage slot their ids and names them on its control.
 */
export type FieldWiring = 'control' | 'button' | 'widget';

/** What a field's control carries: its look, its field name, and (unless react-aria wires them) its id, name and message. */
export interface FieldControl {
  id?: string;
  className: string | undefined;
  'data-field': string;
  'aria-labelledby'?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldFrameOptions {
  /** The field's name in the panel's query (data-field, and the tests' handle). */
  field: string;
  label: string;
  /** SPEC §4 search panels: the field's message, announced with the control. */
  error?: string | undefined;
  /** Spans the panel's width (the destination fields). */
  wide?: boolean | undefined;
  wiring: FieldWiring;
}

/** One field's frame: the root's classes, the label, the message, and what the control spreads to be wired to them. */
export interface FieldFrame {
  /** The classes of the field's root: a plain div, or the react-aria field itself. */
  className: string | undefined;
  /** For a react-aria root: it marks the field and its control invalid. */
  invalid: boolean;
  /** The label's id, for what else the field names by it (a dialog the control opens); a react-aria widget ids its own. */
  labelId: string | undefined;
  label: ReactElement;
  control: FieldControl;
  message: ReactElement | null;
}

/**
 * The frame every field of the search panels is drawn in (root classes, label, message and their
 * wiring), written once: the static panel lays out exactly as the live widgets that replace it,
 * and every label names its control and every message is announced with it.
 */
export function useFieldFrame({ field, label, error, wide = false, wiring }: FieldFrameOptions): FieldFrame {
  const id = `${useId()}-${field}`;
  const labelId = `${id}-label`;
  const messageId = `${id}-error`;
  const className = wide ? `${styles.field} ${styles.wide}` : styles.field;
  if (wiring === 'widget') {
    return {
      className,
      invalid: Boolean(error),
      labelId: undefined,
      // The widget's context gives both their ids and names them on its control.
      label: <Label className={styles.label}>{label}</Label>,
      control: { className: styles.control, 'data-field': field },
      message: error ? (
        <Text slot="errorMessage" elementType="p" className={widgets.error}>
          {error}
        </Text>
      ) : null,
    };
  }
  const described = error ? { 'aria-describedby': messageId } : {};
  return {
    className,
    invalid: Boolean(error),
    labelId,
    label:
      wiring === 'button' ? (
        <span className={styles.label} id={labelId}>
          {label}
        </span>
      ) : (
        <label className={styles.label} id={labelId} htmlFor={id}>
          {label}
        </label>
      ),
    control:
      wiring === 'button'
        ? // No aria-invalid on a button (react-aria's Button drops it): its message says what is wrong.
          { id, className: styles.control, 'data-field': field, 'aria-labelledby': `${labelId} ${id}`, ...described }
        : { id, className: styles.control, 'data-field': field, ...(error ? { 'aria-invalid': true } : {}), ...described },
    message: error ? (
      <p className={widgets.error} id={messageId}>
        {error}
      </p>
    ) : null,
  };
}

interface SearchFieldProps extends Omit<FieldFrameOptions, 'wiring'> {
  /** A form control (the default) or a button; react-aria fields draw their own root with useFieldFrame. */
  wiring?: Exclude<FieldWiring, 'widget'>;
  /** Draws the control with the props handed to it; `labelId` names the field for what the control opens. */
  children: (control: FieldControl, labelId: string | undefined) => ReactNode;
}

/**
 * One field of a search panel in its frame: the label, the control the caller draws with the props
 * handed to it, and the field's message. The live panels and the build's static panel draw their
 * fields through it, so the static HTML lays out exactly as the live panel that replaces it.
 */
export function SearchField({ wiring = 'control', children, ...options }: SearchFieldProps) {
  const frame = useFieldFrame({ ...options, wiring });
  return (
    <div className={frame.className}>
      {frame.label}
      {children(frame.control, frame.labelId)}
      {frame.message}
    </div>
  );
}
