import { useCallback, useId, useRef, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { browserApi, browserServiceApi } from '../../api/browser.ts';
import { translate } from '../../i18n/island.ts';
import { airportSuggestions } from '../../search/airports.ts';
import type { DaySpan } from '../../validation/dates.ts';
import { DEFAULT_FLIGHT_GUESTS, flightGuestBounds, withFlightGuest, type FlightGuests } from '../../search/guests.ts';
import { flightQuery, type MissingField, type Place, type TripType } from '../../search/query.ts';
import { widgetLocale } from '../../search/widget-locale.ts';
import { DateField, DateRangeField } from './DateRangeField.tsx';
import { Counter, GuestsPopover } from './GuestFields.tsx';
import { useHandoff } from './handoff.ts';
import type { PanelProps } from './panel-setup.ts';
import { SuggestField } from './SuggestField.tsx';
import { errorFor, submitSearch } from './submit.ts';
import { flightGuestsSummary } from './summaries.ts';
import styles from './SearchPanels.module.scss';

const GUEST_KINDS = [
  ['adults', 'search.flightAdults'],
  ['children', 'search.flightChildren'],
  ['infants', 'search.flightInfants'],
] as const;

/** The Flights panel: from and to airports (SPEC §7 GET /api/flight/airports or the flight service), one-way or return, dates, passengers. */
export default function FlightPanel({ setup, messages, handoff }: PanelProps) {
  const form = useRef<HTMLFormElement>(null);
  const radios = useId();
  const [tripType, setTripType] = useState<TripType>('return');
  const [from, setFrom] = useState<Place | null>(null);
  const [to, setTo] = useState<Place | null>(null);
  const [dates, setDates] = useState<Partial<DaySpan>>({});
  const [guests, setGuests] = useState<FlightGuests>(DEFAULT_FLIGHT_GUESTS);
  const [missing, setMissing] = useState<MissingField[]>([]);
  useHandoff(form, handoff);

  const fetcher = useCallback(
    async (text: string, signal: AbortSignal) =>
      (await airportSuggestions(setup, text, signal, { agencyApi: browserApi, serviceApi: browserServiceApi })).map((airport) => ({
        id: airport.iata,
        name: `${airport.city} (${airport.iata})`,
        detail: `${airport.name}, ${airport.country}`,
      })),
    [setup],
  );
  const clear = (field: MissingField) => setMissing((now) => now.filter((each) => each !== field));
  const t = (key: string) => translate(messages, `search.${key}`);
  const bounds = flightGuestBounds(guests);

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const result = flightQuery({ from, to, tripType, departDate: dates.start ?? null, returnDate: dates.end ?? null, guests });
    submitSearch(result, form.current, setMissing, setup.actions['Air Travel']);
  };
  const initial = (field: string) => (handoff.field === field ? handoff.text : undefined);

  return (
    <I18nProvider locale={widgetLocale(setup.language)}>
      <form ref={form} className={styles.form} onSubmit={submit} noValidate data-search-panel="Air Travel">
        <fieldset className={`${styles.radios} ${styles.full}`}>
          <legend className={styles.hidden}>{t('tripType')}</legend>
          {(['return', 'oneway'] as const).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${radios}-trip`}
                value={value}
                checked={tripType === value}
                data-field={value === 'return' ? 'tripType' : undefined}
                onChange={() => setTripType(value)}
              />{' '}
              {t(value === 'return' ? 'returnTrip' : 'oneWay')}
            </label>
          ))}
        </fieldset>
        <SuggestField
          field="from"
          label={t('from')}
          placeholder={t('airportPlaceholder')}
          fetcher={fetcher}
          value={from}
          onChange={(place) => {
            setFrom(place);
            if (place) clear('from');
          }}
          initialText={initial('from')}
          error={errorFor(missing, 'from', messages)}
          messages={messages}
        />
        <SuggestField
          field="to"
          label={t('to')}
          placeholder={t('airportPlaceholder')}
          fetcher={fetcher}
          value={to}
          onChange={(place) => {
            setTo(place);
            if (place) clear('to');
          }}
          initialText={initial('to')}
          error={errorFor(missing, 'to', messages)}
          messages={messages}
        />
        {tripType === 'return' ? (
          <DateRangeField
            field="dates"
            label={t('travelDates')}
            value={dates}
            capped={false}
            onChange={(span) => {
              setDates(span);
              clear('dates');
            }}
            language={setup.language}
            messages={messages}
            error={errorFor(missing, 'dates', messages)}
          />
        ) : (
          <DateField
            field="dates"
            label={t('departDate')}
            value={dates.start ?? null}
            onChange={(day) => {
              setDates({ start: day });
              clear('dates');
            }}
            language={setup.language}
            messages={messages}
            error={errorFor(missing, 'dates', messages)}
          />
        )}
        <GuestsPopover done={translate(messages, 'search.done')} field="guests" label={t('passengers')} summary={flightGuestsSummary(guests, messages)}>
          {GUEST_KINDS.map(([kind, label]) => (
            <Counter key={kind} label={translate(messages, label)} value={guests[kind]} min={bounds[kind].min} max={bounds[kind].max} onChange={(count) => setGuests(withFlightGuest(guests, kind, count))} messages={messages} />
          ))}
        </GuestsPopover>
        <button type="submit" className={styles.submit} data-field="submit">
          {t('submit')}
        </button>
      </form>
    </I18nProvider>
  );
}
