import { useCallback, useRef, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { browserApi } from '../../api/browser.ts';
import { fetchActivitySuggestions } from '../../api/suggestions.ts';
import { translate } from '../../i18n/island.ts';
import type { DaySpan } from '../../validation/dates.ts';
import { activityQuery, type MissingField, type Place } from '../../search/query.ts';
import { widgetLocale } from '../../search/widget-locale.ts';
import { DateRangeField } from './DateRangeField.tsx';
import { useHandoff } from './handoff.ts';
import type { PanelProps } from './panel-setup.ts';
import { SuggestField } from './SuggestField.tsx';
import { errorFor, submitSearch } from './submit.ts';
import styles from './SearchPanels.module.scss';

/** The Activities panel: destination (SPEC §7 POST /api/activities/destinations) and dates. */
export default function ActivityPanel({ setup, messages, handoff }: PanelProps) {
  const form = useRef<HTMLFormElement>(null);
  const [destination, setDestination] = useState<Place | null>(null);
  const [dates, setDates] = useState<Partial<DaySpan>>({});
  const [missing, setMissing] = useState<MissingField[]>([]);
  useHandoff(form, handoff);

  const fetcher = useCallback(
    async (text: string, signal: AbortSignal) =>
      (await fetchActivitySuggestions(browserApi(), { text }, signal)).suggestions.map((place) => ({ id: place.id, name: place.name, detail: place.country })),
    [],
  );
  const clear = (field: MissingField) => setMissing((now) => now.filter((each) => each !== field));

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const result = activityQuery({ destination, startDate: dates.start ?? null, endDate: dates.end ?? null });
    submitSearch(result, form.current, setMissing, setup.actions.Activities);
  };

  return (
    <I18nProvider locale={widgetLocale(setup.language)}>
      <form ref={form} className={styles.form} onSubmit={submit} noValidate data-search-panel="Activities">
        <SuggestField
          wide
          field="destination"
          label={translate(messages, 'search.destination')}
          placeholder={translate(messages, 'search.activityPlaceholder')}
          fetcher={fetcher}
          value={destination}
          onChange={(place) => {
            setDestination(place);
            if (place) clear('destination');
          }}
          initialText={handoff.field === 'destination' ? handoff.text : undefined}
          error={errorFor(missing, 'destination', messages)}
          messages={messages}
        />
        <DateRangeField
          field="dates"
          label={translate(messages, 'search.activityDates')}
          value={dates}
          onChange={(span) => {
            setDates(span);
            clear('dates');
          }}
          language={setup.language}
          messages={messages}
          error={errorFor(missing, 'dates', messages)}
        />
        <button type="submit" className={styles.submit} data-field="submit">
          {translate(messages, 'search.submit')}
        </button>
      </form>
    </I18nProvider>
  );
}
