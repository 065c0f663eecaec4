import { useCallback, useRef, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { browserApi, browserServiceApi } from '../../api/browser.ts';
import { fetchHotelServiceSuggestions } from '../../api/hotel-service.ts';
import { fetchHotelSuggestions, type LocationSuggestion } from '../../api/suggestions.ts';
import { translate } from '../../i18n/island.ts';
import type { DaySpan } from '../../validation/dates.ts';
import { DEFAULT_ROOMS, type Room } from '../../search/guests.ts';
import { hotelQuery, type MissingField, type Place } from '../../search/query.ts';
import { widgetLocale } from '../../search/widget-locale.ts';
import { DateRangeField } from './DateRangeField.tsx';
import { GuestsPopover, RoomsEditor } from './GuestFields.tsx';
import { roomsSummary } from './summaries.ts';
import { useHandoff } from './handoff.ts';
import type { PanelProps } from './panel-setup.ts';
import { SuggestField, type Suggestion } from './SuggestField.tsx';
import { errorFor, submitSearch } from './submit.ts';
import styles from './SearchPanels.module.scss';

const toSuggestion = (place: LocationSuggestion): Suggestion => ({
  id: place.id,
  name: place.name,
  detail: [place.city, place.country].filter((part) => part && part !== place.name).join(', '),
});

/** The Hotels panel: destination, check-in and check-out, rooms with adults and children's ages. */
export default function HotelPanel({ setup, messages, handoff }: PanelProps) {
  const form = useRef<HTMLFormElement>(null);
  const [destination, setDestination] = useState<Place | null>(null);
  const [stay, setStay] = useState<Partial<DaySpan>>({});
  const [rooms, setRooms] = useState<Room[]>(() => DEFAULT_ROOMS.map((room) => ({ ...room, children: [...room.children] })));
  const [missing, setMissing] = useState<MissingField[]>([]);
  useHandoff(form, handoff);

  // SPEC §7: a v2 agency's destinations come from the hotel service, the others' from the agency API.
  const fetcher = useCallback(
    async (text: string, signal: AbortSignal) =>
      setup.hotelsV2
        ? (await fetchHotelServiceSuggestions(browserServiceApi(setup.hotelServiceUrl), text, signal)).map(toSuggestion)
        : (await fetchHotelSuggestions(browserApi(), { text }, signal)).locationSuggestions.map(toSuggestion),
    [setup.hotelsV2, setup.hotelServiceUrl],
  );

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const result = hotelQuery({ destination, checkIn: stay.start ?? null, checkOut: stay.end ?? null, rooms });
    submitSearch(result, form.current, setMissing, setup.actions.Hotels);
  };

  return (
    <I18nProvider locale={widgetLocale(setup.language)}>
      <form ref={form} className={styles.form} onSubmit={submit} noValidate data-search-panel="Hotels">
        <SuggestField
          wide
          field="destination"
          label={translate(messages, 'search.destination')}
          placeholder={translate(messages, 'search.destinationPlaceholder')}
          fetcher={fetcher}
          value={destination}
          onChange={(place) => {
            setDestination(place);
            if (place) setMissing((now) => now.filter((field) => field !== 'destination'));
          }}
          initialText={handoff.field === 'destination' ? handoff.text : undefined}
          error={errorFor(missing, 'destination', messages)}
          messages={messages}
        />
        <DateRangeField
          field="dates"
          label={translate(messages, 'search.stayDates')}
          value={stay}
          nights
          onChange={(span) => {
            setStay(span);
            setMissing((now) => now.filter((field) => field !== 'dates'));
          }}
          language={setup.language}
          messages={messages}
          error={errorFor(missing, 'dates', messages)}
        />
        <GuestsPopover done={translate(messages, 'search.done')} field="guests" label={translate(messages, 'search.guests')} summary={roomsSummary(rooms, messages)} error={errorFor(missing, 'childAges', messages)}>
          <RoomsEditor
            rooms={rooms}
            onChange={(next) => {
              setRooms(next);
              setMissing((now) => now.filter((field) => field !== 'childAges'));
            }}
            messages={messages}
          />
        </GuestsPopover>
        <button type="submit" className={styles.submit} data-field="submit">
          {translate(messages, 'search.submit')}
        </button>
      </form>
    </I18nProvider>
  );
}
