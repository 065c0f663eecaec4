import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { browserServiceApi } from '../../api/browser.ts';
import { fetchResortSuggestions } from '../../api/resort-service.ts';
import { translate } from '../../i18n/island.ts';
import { DEFAULT_STAY, readResortQuery, RESORT_GUESTS, resortQueryString, type ResortPlace, type ResortStay } from '../../resort/query.ts';
import { propertyHref, resortPick, suggestionDetail } from '../../resort/suggestion.ts';
import { widgetLocale } from '../../search/widget-locale.ts';
import { $currency } from '../../stores/currency.ts';
import { $geoLocation } from '../../stores/geolocation.ts';
import { DEALS_BEFORE_START, resortDealsStore } from '../../stores/resort-deals.ts';
import { resortRegionsStore } from '../../stores/resort-regions.ts';
import { DateRangeField } from '../search/DateRangeField.tsx';
import { Counter, GuestsPopover } from '../search/GuestFields.tsx';
import { SuggestField, type Suggestion } from '../search/SuggestField.tsx';
import search from '../search/SearchPanels.module.scss';
import { useHydratedStore } from '../shared/use-hydrated-store.ts';
import { RegionBrowser } from './RegionBrowser.tsx';
import { ResortDeals, type ResortDealPricing } from './ResortDeals.tsx';
import type { ResortIslandProps } from './setup.ts';
import styles from './Resort.module.scss';

/** A place deals are listed around: a region, a place from the address or the region browser. */
type Pickable = Suggestion & ResortPlace;

interface ResortFinderProps extends ResortIslandProps {
  /** landing: searching opens the search page; search: the deals change in place. */
  page: 'landing' | 'search';
  pricing: ResortDealPricing;
}

/**
 * The resort search (auto-suggest, region browsing, dates, guests) and the
 * deals of the chosen place. The stores own the requests; this only renders them.
 */
export default function ResortFinder({ page, serviceUrl, language, paths, pricing, messages }: ResortFinderProps) {
  const t = (key: string, values?: Record<string, string | number>) => translate(messages, `resort.${key}`, values);
  const form = useRef<HTMLFormElement>(null);
  // Made in the build's render too, where nothing starts them: requests begin in effects and events.
  const api = useMemo(() => browserServiceApi(serviceUrl), [serviceUrl]);
  const deals = useMemo(() => resortDealsStore({ resortApi: api, currency: $currency, geoLocation: $geoLocation }), [api]);
  const regions = useMemo(() => resortRegionsStore(api), [api]);
  const state = useHydratedStore(deals.$state, DEALS_BEFORE_START);

  const [place, setPlace] = useState<Pickable | null>(null);
  const [stay, setStay] = useState<ResortStay>(DEFAULT_STAY);
  const [missing, setMissing] = useState(false);
  // Suggestions carry their position (a region) or their property (a resort); the field gives back only {id, name}.
  const known = useRef(new Map<string, Pickable>());
  const properties = useRef(new Map<string, string>());

  useEffect(() => {
    const query = readResortQuery(window.location.search);
    setStay(query);
    if (query.place) setPlace({ id: 'query', ...query.place });
    return deals.start(page === 'search' ? query.place : undefined);
  }, [deals, page]);

  const fetcher = useCallback(
    async (text: string, signal: AbortSignal): Promise<Suggestion[]> => {
      const found = await fetchResortSuggestions(api, text, signal);
      const items: Suggestion[] = [];
      for (const each of found) {
        const pick = resortPick(each);
        if (!pick) continue;
        const item: Suggestion = { id: each.id, name: each.name, detail: suggestionDetail(each, language) };
        if (pick.kind === 'property') properties.current.set(each.id, pick.propertyId);
        else known.current.set(each.id, { ...item, ...pick.place });
        items.push(item);
      }
      return items;
    },
    [api, language],
  );

  const choose = (next: Pickable | null) => {
    setPlace(next);
    if (next) setMissing(false);
  };

  // SPEC §2.3 Resort: a resort is one property, so picking it opens its details with the stay so far.
  const pick = (picked: Suggestion | null) => {
    const propertyId = picked && properties.current.get(picked.id);
    if (propertyId) {
      window.location.assign(propertyHref(paths.details, propertyId, stay));
      return;
    }
    choose(picked ? (known.current.get(picked.id) ?? null) : null);
  };

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (!place) {
      setMissing(true);
      form.current?.querySelector<HTMLElement>('[data-field="destination"]')?.focus();
      return;
    }
    const chosen = { name: place.name, lat: place.lat, lon: place.lon };
    const query = resortQueryString({ ...stay, place: chosen });
    if (page === 'landing') {
      window.location.assign(`${paths.search}${query}`);
      return;
    }
    window.history.replaceState(window.history.state, '', `${paths.search}${query}`);
    deals.show(chosen);
  };

  return (
    <>
      <I18nProvider locale={widgetLocale(language)}>
        <form ref={form} className={`${search.form} ${styles.search}`} onSubmit={submit} noValidate aria-label={t('searchTitle')} data-resort-search>
          <SuggestField
            wide
            field="destination"
            label={t('destination')}
            placeholder={t('destinationPlaceholder')}
            fetcher={fetcher}
            value={place}
            onChange={pick}
            error={missing ? t('missingPlace') : undefined}
            messages={messages}
          />
          <DateRangeField
            field="dates"
            label={t('stayDates')}
            value={{ start: stay.checkIn, end: stay.checkOut }}
            nights
            onChange={(span) => setStay((now) => ({ ...now, checkIn: span.start, checkOut: span.end }))}
            language={language}
            messages={messages}
          />
          <GuestsPopover done={t('done')} field="guests" label={t('guests')} summary={t('guestsSummary', { adults: stay.adults, children: stay.children })}>
            <Counter label={t('adults')} value={stay.adults} {...RESORT_GUESTS.adults} onChange={(adults) => setStay((now) => ({ ...now, adults }))} messages={messages} />
            <Counter label={t('children')} value={stay.children} {...RESORT_GUESTS.children} onChange={(children) => setStay((now) => ({ ...now, children }))} messages={messages} />
          </GuestsPopover>
          <button type="submit" className={search.submit} data-field="submit">
            {t('submit')}
          </button>
        </form>
      </I18nProvider>
      <RegionBrowser
        store={regions}
        onPick={(picked) => {
          known.current.set(picked.id, picked);
          choose(picked);
          // On to the next step; focusing the destination would open its suggestion list again.
          form.current?.querySelector<HTMLElement>('[data-field="dates"]')?.focus();
        }}
        messages={messages}
      />
      <ResortDeals state={state} stay={stay} detailsPath={paths.details} onRetry={deals.retry} pricing={pricing} language={language} messages={messages} />
    </>
  );
}
