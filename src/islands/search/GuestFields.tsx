import { useId, type ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { translate, type Messages } from '../../i18n/island.ts';
import { addRoom, removeRoom, ROOM_LIMITS, withAdults, withChildAge, withChildren, type Room } from '../../search/guests.ts';
import { SearchField } from './SearchField.tsx';
import widgets from './SearchWidgets.module.scss';

interface CounterProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  messages: Messages;
}

/**
 * A count with − and + buttons: a labelled group whose buttons say what they do and a count that
 * is read out when it changes. (react-aria's NumberField would add a text field nobody needs here,
 * and 10 KB gzip of number parsing.)
 */
export function Counter({ label, value, min, max, onChange, messages }: CounterProps) {
  const id = useId();
  return (
    <div className={widgets.counter} role="group" aria-labelledby={id}>
      <span id={id}>{label}</span>
      <span className={widgets.stepper}>
        <Button className={widgets.step} aria-label={translate(messages, 'search.decrease', { label })} isDisabled={value <= min} onPress={() => onChange(value - 1)}>
          −
        </Button>
        <output className={widgets.count} aria-live="polite">
          {value}
        </output>
        <Button className={widgets.step} aria-label={translate(messages, 'search.increase', { label })} isDisabled={value >= max} onPress={() => onChange(value + 1)}>
          +
        </Button>
      </span>
    </div>
  );
}

interface GuestsPopoverProps {
  field: string;
  label: string;
  summary: string;
  error?: string;
  /** The dialog's closing button. */
  done: string;
  children: ReactNode;
}

/** A field whose button opens a dialog of guest counts; the button shows their summary. */
export function GuestsPopover({ field, label, summary, error, done, children }: GuestsPopoverProps) {
  return (
    <SearchField field={field} label={label} error={error} wiring="button">
      {(control, labelId) => (
        <DialogTrigger>
          <Button {...control}>{summary}</Button>
          <Popover className={widgets.popover} placement="bottom start">
            <Dialog className={widgets.dialog} aria-labelledby={labelId}>
              <div className={widgets.guests}>
                {children}
                <Button slot="close" className={widgets.textButton}>
                  {done}
                </Button>
              </div>
            </Dialog>
          </Popover>
        </DialogTrigger>
      )}
    </SearchField>
  );
}

interface RoomsEditorProps {
  rooms: readonly Room[];
  onChange: (rooms: Room[]) => void;
  messages: Messages;
}

/** Rooms, adults and children with their ages (the hotel search's occupancies). */
export function RoomsEditor({ rooms, onChange, messages }: RoomsEditorProps) {
  const t = (key: string, values?: Record<string, string | number>) => translate(messages, `search.${key}`, values);
  const update = (index: number, room: Room) => onChange(rooms.map((each, at) => (at === index ? room : each)));
  return (
    <>
      {rooms.map((room, index) => (
        <fieldset key={index} className={widgets.room}>
          <legend>{t('room', { number: index + 1 })}</legend>
          <Counter label={t('adults')} value={room.adults} min={ROOM_LIMITS.adults.min} max={ROOM_LIMITS.adults.max} onChange={(count) => update(index, withAdults(room, count))} messages={messages} />
          <Counter
            label={t('children')}
            value={room.children.length}
            min={ROOM_LIMITS.children.min}
            max={ROOM_LIMITS.children.max}
            onChange={(count) => update(index, withChildren(room, count))}
            messages={messages}
          />
          {room.children.map((age, child) => {
            const id = `room-${index}-child-${child}`;
            return (
              <div key={child} className={widgets.counter}>
                <label htmlFor={id}>{t('childAge', { number: child + 1 })}</label>
                <select
                  id={id}
                  className={widgets.select}
                  value={age ?? ''}
                  aria-invalid={age === null ? true : undefined}
                  onChange={(event) => update(index, withChildAge(room, child, event.target.value === '' ? null : Number(event.target.value)))}
                >
                  <option value="">{t('selectAge')}</option>
                  {Array.from({ length: ROOM_LIMITS.childAge.max + 1 }, (_, years) => (
                    <option key={years} value={years}>
                      {years}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
          {rooms.length > 1 && (
            <Button className={widgets.textButton} onPress={() => onChange(removeRoom(rooms, index))}>
              {t('removeRoom', { number: index + 1 })}
            </Button>
          )}
        </fieldset>
      ))}
      <Button className={widgets.textButton} isDisabled={rooms.length >= ROOM_LIMITS.rooms} onPress={() => onChange(addRoom(rooms))}>
        {t('addRoom')}
      </Button>
    </>
  );
}
