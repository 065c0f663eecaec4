import { parseDate, type CalendarDate } from '@internationalized/date';
import { useState } from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DatePicker,
  DateRangePicker,
  Dialog,
  Group,
  Heading,
  Popover,
  RangeCalendar,
  Calendar,
  Text,
} from 'react-aria-components';
import { capStay, dayLabel, hotelStay, localToday, parseIsoDay, type DaySpan } from '../../validation/dates.ts';
import { translate, type Messages } from '../../i18n/island.ts';
import { useFieldFrame } from './SearchField.tsx';
import styles from './SearchPanels.module.scss';
import widgets from './SearchWidgets.module.scss';

const calendarDay = (iso: string | null | undefined): CalendarDate | null => {
  const valid = parseIsoDay(iso);
  return valid ? parseDate(valid) : null;
};

function Arrow() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function CalendarHeader() {
  return (
    <header className={widgets.calendarHeader}>
      {/* react-aria names both buttons ('Previous', 'Next') in the calendar's language. */}
      <Button slot="previous" className={`${widgets.navButton} ${widgets.back}`}>
        <Arrow />
      </Button>
      <Heading />
      <Button slot="next" className={widgets.navButton}>
        <Arrow />
      </Button>
    </header>
  );
}

function Grid() {
  return <CalendarGrid className={widgets.grid}>{(date) => <CalendarCell date={date} className={widgets.cell} />}</CalendarGrid>;
}

/** The shown text of a range: both days in the page language, or 'Select date' (SPEC §5). */
export function rangeText(span: Partial<DaySpan>, language: string, messages: Messages): string {
  const start = dayLabel(span.start, language);
  const end = dayLabel(span.end, language);
  return start && end ? `${start} – ${end}` : translate(messages, 'search.selectDate');
}

interface DateRangeFieldProps {
  field: string;
  label: string;
  value: Partial<DaySpan>;
  onChange: (span: DaySpan) => void;
  /** Hotels: at least one night (check-out after check-in). */
  nights?: boolean;
  /** SPEC §5 60-day cap; off for a return flight, which is a trip, not a stay. */
  capped?: boolean;
  language: string;
  messages: Messages;
  error?: string;
}

/**
 * A date range: react-aria's DateRangePicker with a RangeCalendar in a popover (arrows, Page Up
 * and Down, Home and End; the week start and month names of the I18nProvider locale, mirrored in
 * Arabic). SPEC §5, §9: a range over 60 days is capped and the visitor is told.
 */
export function DateRangeField({ field, label, value, onChange, nights = false, capped: caps = true, language, messages, error }: DateRangeFieldProps) {
  const frame = useFieldFrame({ field, label, error, wiring: 'widget' });
  const [capped, setCapped] = useState<string | undefined>();
  const start = calendarDay(value.start);
  const end = calendarDay(value.end);
  return (
    <DateRangePicker
      className={frame.className}
      value={start && end ? { start, end } : null}
      onChange={(range) => {
        if (!range) return;
        const picked = { start: range.start.toString(), end: range.end.toString() };
        const span = nights ? hotelStay(picked) : caps ? capStay(picked) : { ...picked, capped: false };
        setCapped(span.capped ? translate(messages, 'search.stayCapped', { days: 60, date: dayLabel(span.end, language) ?? span.end }) : undefined);
        onChange({ start: span.start, end: span.end });
      }}
      minValue={parseDate(localToday())}
      isInvalid={frame.invalid}
    >
      {frame.label}
      <Group className={styles.group}>
        <Button {...frame.control} className={`${frame.control.className} ${start && end ? '' : styles.placeholder}`}>
          {rangeText(value, language, messages)}
        </Button>
      </Group>
      {frame.message}
      {capped && (
        <Text slot="description" className={widgets.note} data-stay-capped>
          {capped}
        </Text>
      )}
      <Popover className={widgets.popover} placement="bottom start">
        <Dialog className={widgets.dialog}>
          <RangeCalendar>
            <CalendarHeader />
            <Grid />
          </RangeCalendar>
        </Dialog>
      </Popover>
    </DateRangePicker>
  );
}

interface DateFieldProps {
  field: string;
  label: string;
  value: string | null;
  onChange: (day: string) => void;
  language: string;
  messages: Messages;
  error?: string;
}

/** One day (a one-way flight): react-aria's DatePicker with a Calendar in a popover. */
export function DateField({ field, label, value, onChange, language, messages, error }: DateFieldProps) {
  const frame = useFieldFrame({ field, label, error, wiring: 'widget' });
  const day = calendarDay(value);
  const text = dayLabel(value, language) ?? translate(messages, 'search.selectDate');
  return (
    <DatePicker className={frame.className} value={day} onChange={(next) => next && onChange(next.toString())} minValue={parseDate(localToday())} isInvalid={frame.invalid}>
      {frame.label}
      <Group className={styles.group}>
        <Button {...frame.control} className={`${frame.control.className} ${day ? '' : styles.placeholder}`}>
          {text}
        </Button>
      </Group>
      {frame.message}
      <Popover className={widgets.popover} placement="bottom start">
        <Dialog className={widgets.dialog}>
          <Calendar>
            <CalendarHeader />
            <Grid />
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
