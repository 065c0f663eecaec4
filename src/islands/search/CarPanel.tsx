import { useCallback, useRef, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { browserApi } from '../../api/browser.ts';
import { fetchCarSuggestions } from '../../api/suggestions.ts';
import { translate } from '../../i18n/island.ts';
import type { DaySpan } from '../../validation/dates.ts';
import { DRIVER_AGE } from '../../search/guests.ts';
import { carQuery, type MissingField, type Place } from '../../search/query.ts';
import { widgetLocale } from '../../search/widget-locale.ts';
import { LIST_BEFORE_START } from '../../stores/async-list.ts';
import { $carRentalCountries } from '../../stores/search-lists.ts';
import { useHydratedStore } from '../shared/use-hydrated-store.ts';
import { DateRangeField } from './DateRangeField.tsx';
import { useHandoff } from './handoff.ts';
import type { PanelProps } from './panel-setup.ts';
import { SuggestField } from './SuggestField.tsx';
import { errorFor, submitSearch } from './submit.ts';
import styles from './SearchPanels.module.scss';
import { SearchField } from './SearchField.tsx';

/** Pick-up and drop-off times, every half hour. */
const TIMES = Array.from({ length: 48 }, (_, half) => `${String(Math.floor(half / 2)).padStart(2, '0')}:${half % 2 ? '30' : '00'}`);
/** SPEC §9 car search default residence. */
const DEFAULT_RESIDENCE = 'US';

/**
 * The Cars panel: pick-up and drop-off (SPEC §7 POST /api/car-rental/auto-suggest), dates and
 * times, driver age (SPEC §9 default 25) and country of residence (GET /api/car-rental/findCountries/EN).
 */
export default function CarPanel({ setup, messages, handoff }: PanelProps) {
  const form = useRef<HTMLFormElement>(null);
  const [pickUp, setPickUp] = useState<Place | null>(null);
  const [dropOff, setDropOff] = useState<Place | null>(null);
  const [dates, setDates] = useState<Partial<DaySpan>>({});
  const [pickUpTime, setPickUpTime] = useState('10:00');
  const [dropOffTime, setDropOffTime] = useState('10:00');
  const [driverAge, setDriverAge] = useState<string>(String(DRIVER_AGE.default));
  const [residence, setResidence] = useState(DEFAULT_RESIDENCE);
  const [missing, setMissing] = useState<MissingField[]>([]);
  useHandoff(form, handoff);
  const countries = useHydratedStore($carRentalCountries, LIST_BEFORE_START);
  const regionName = new Intl.DisplayNames([setup.language], { type: 'region', fallback: 'none' });

  const fetcher = useCallback(
    async (text: string, signal: AbortSignal) =>
      (await fetchCarSuggestions(browserApi(), { text }, signal)).locations.map((place) => ({ id: place.id, name: place.name, detail: `${place.city}, ${place.country}` })),
    [],
  );
  const clear = (field: MissingField) => setMissing((now) => now.filter((each) => each !== field));
  const t = (key: string) => translate(messages, `search.${key}`);
  const initial = (field: string) => (handoff.field === field ? handoff.text : undefined);

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const age = /^\d+$/.test(driverAge.trim()) ? Number(driverAge) : null;
    const result = carQuery({ pickUp, dropOff, pickUpDate: dates.start ?? null, pickUpTime, dropOffDate: dates.end ?? null, dropOffTime, driverAge: age, residence });
    submitSearch(result, form.current, setMissing, setup.actions.Cars);
  };

  const timeSelect = (field: 'pickUpTime' | 'dropOffTime', value: string, set: (time: string) => void) => (
    <SearchField field={field} label={t(field)}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => set(event.target.value)}>
          {TIMES.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
      )}
    </SearchField>
  );
  const ageError = errorFor(missing, 'driverAge', messages);
  const residenceError = errorFor(missing, 'residence', messages) ?? (countries.status === 'failure' ? countries.error : undefined);
  const countryList = countries.status === 'success' ? countries.items : [{ code: DEFAULT_RESIDENCE, name: 'United States' }];

  return (
    <I18nProvider locale={widgetLocale(setup.language)}>
      <form ref={form} className={styles.form} onSubmit={submit} noValidate data-search-panel="Cars">
        <SuggestField
          field="pickUp"
          label={t('pickUp')}
          placeholder={t('carPlaceholder')}
          fetcher={fetcher}
          value={pickUp}
          onChange={(place) => {
            setPickUp(place);
            if (place) clear('pickUp');
            // The car is most often returned where it was picked up.
            if (place && !dropOff) setDropOff(place);
          }}
          initialText={initial('pickUp')}
          error={errorFor(missing, 'pickUp', messages)}
          messages={messages}
        />
        <SuggestField
          field="dropOff"
          label={t('dropOff')}
          placeholder={t('carPlaceholder')}
          fetcher={fetcher}
          value={dropOff}
          onChange={(place) => {
            setDropOff(place);
            if (place) clear('dropOff');
          }}
          initialText={initial('dropOff')}
          error={errorFor(missing, 'dropOff', messages)}
          messages={messages}
        />
        <DateRangeField
          field="dates"
          label={t('rentalDates')}
          value={dates}
          onChange={(span) => {
            setDates(span);
            clear('dates');
          }}
          language={setup.language}
          messages={messages}
          error={errorFor(missing, 'dates', messages)}
        />
        {timeSelect('pickUpTime', pickUpTime, setPickUpTime)}
        {timeSelect('dropOffTime', dropOffTime, setDropOffTime)}
        <SearchField field="driverAge" label={t('driverAge')} error={ageError}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={DRIVER_AGE.min}
              max={DRIVER_AGE.max}
              value={driverAge}
              onChange={(event) => {
                setDriverAge(event.target.value);
                clear('driverAge');
              }}
            />
          )}
        </SearchField>
        <SearchField field="residence" label={t('residence')} error={residenceError}>
          {(control) => (
            <select
              {...control}
              value={residence}
              onChange={(event) => {
                setResidence(event.target.value);
                clear('residence');
              }}
            >
              {countryList.map((country) => (
                <option key={country.code} value={country.code}>
                  {regionName.of(country.code) ?? country.name}
                </option>
              ))}
            </select>
          )}
        </SearchField>
        <button type="submit" className={styles.submit} data-field="submit">
          {t('submit')}
        </button>
      </form>
    </I18nProvider>
  );
}
