import { useMemo, useRef, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { translate } from '../../i18n/island.ts';
import { localToday, nextMonths } from '../../validation/dates.ts';
import { cruiseGuestBounds, DEFAULT_CRUISE_GUESTS, withCruiseGuest, type CruiseGuest } from '../../search/guests.ts';
import { cruiseQuery, type MissingField } from '../../search/query.ts';
import { widgetLocale } from '../../search/widget-locale.ts';
import { LIST_BEFORE_START } from '../../stores/async-list.ts';
import { $shipLines } from '../../stores/search-lists.ts';
import { useHydratedStore } from '../shared/use-hydrated-store.ts';
import { Counter, GuestsPopover } from './GuestFields.tsx';
import { useHandoff } from './handoff.ts';
import type { PanelProps } from './panel-setup.ts';
import { errorFor, submitSearch } from './submit.ts';
import { cruiseGuestsSummary } from './summaries.ts';
import styles from './SearchPanels.module.scss';
import { SearchField } from './SearchField.tsx';

/** Sailings are sold about a year and a half ahead. */
const MONTHS_AHEAD = 18;

const GUEST_LABELS: Record<CruiseGuest['type'], string> = {
  adult: 'search.adults',
  children: 'search.children',
  infant: 'search.flightInfants',
};

/** The Cruise panel: the agency's enabled ship lines (SPEC §7), the month, guests as {type, count}. */
export default function CruisePanel({ setup, messages, handoff }: PanelProps) {
  const form = useRef<HTMLFormElement>(null);
  const [line, setLine] = useState('');
  const [month, setMonth] = useState('');
  const [guests, setGuests] = useState<CruiseGuest[]>(() => DEFAULT_CRUISE_GUESTS.map((guest) => ({ ...guest })));
  const [missing, setMissing] = useState<MissingField[]>([]);
  useHandoff(form, handoff);
  const lines = useHydratedStore($shipLines, LIST_BEFORE_START);
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(setup.language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    return nextMonths(localToday(), MONTHS_AHEAD).map((value) => ({ value, label: format.format(new Date(`${value}-01T00:00:00Z`)) }));
  }, [setup.language]);
  const t = (key: string) => translate(messages, `search.${key}`);
  const clear = (field: MissingField) => setMissing((now) => now.filter((each) => each !== field));

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const result = cruiseQuery({ line: line || null, month: month || null, guests });
    submitSearch(result, form.current, setMissing, setup.actions.Cruise);
  };
  const lineError = errorFor(missing, 'line', messages) ?? (lines.status === 'failure' ? lines.error : undefined);
  const monthError = errorFor(missing, 'month', messages);

  return (
    <I18nProvider locale={widgetLocale(setup.language)}>
      <form ref={form} className={styles.form} onSubmit={submit} noValidate data-search-panel="Cruise">
        <SearchField field="line" label={t('line')} error={lineError}>
          {(control) => (
            <select
              {...control}
              value={line}
              onChange={(event) => {
                setLine(event.target.value);
                clear('line');
              }}
            >
              <option value="">{t('chooseLine')}</option>
              {lines.status === 'success' &&
                lines.items.map((ship) => (
                  <option key={ship.id} value={String(ship.id)}>
                    {ship.name}
                  </option>
                ))}
            </select>
          )}
        </SearchField>
        <SearchField field="month" label={t('month')} error={monthError}>
          {(control) => (
            <select
              {...control}
              value={month}
              onChange={(event) => {
                setMonth(event.target.value);
                clear('month');
              }}
            >
              <option value="">{t('chooseMonth')}</option>
              {months.map((each) => (
                <option key={each.value} value={each.value}>
                  {each.label}
                </option>
              ))}
            </select>
          )}
        </SearchField>
        <GuestsPopover done={t('done')} field="guests" label={t('guests')} summary={cruiseGuestsSummary(guests, messages)}>
          {guests.map((guest) => {
            const bounds = cruiseGuestBounds(guest.type);
            return (
              <Counter
                key={guest.type}
                label={translate(messages, GUEST_LABELS[guest.type])}
                value={guest.count}
                min={bounds.min}
                max={bounds.max}
                onChange={(count) => setGuests(withCruiseGuest(guests, guest.type, count))}
                messages={messages}
              />
            );
          })}
        </GuestsPopover>
        <button type="submit" className={styles.submit} data-field="submit">
          {t('submit')}
        </button>
      </form>
    </I18nProvider>
  );
}
