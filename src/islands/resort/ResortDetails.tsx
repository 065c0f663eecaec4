import { useEffect, useMemo, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { browserServiceApi } from '../../api/browser.ts';
import type { Availability } from '../../api/resort-service.ts';
import { formatMoney } from '../../currency/format.ts';
import { translate } from '../../i18n/island.ts';
import { DEFAULT_STAY, readResortQuery, RESORT_GUESTS, resortQueryString, type ResortQuery } from '../../resort/query.ts';
import { widgetLocale } from '../../search/widget-locale.ts';
import { $currency } from '../../stores/currency.ts';
import { availabilityStore, type AvailabilityState } from '../../stores/resort-availability.ts';
import { DateRangeField } from '../search/DateRangeField.tsx';
import { Counter } from '../search/GuestFields.tsx';
import { useHydratedStore } from '../shared/use-hydrated-store.ts';
import { PropertySummary } from './PropertySummary.tsx';
import type { ResortIslandProps } from './setup.ts';
import styles from './Resort.module.scss';

const BEFORE_START: AvailabilityState = { status: 'loading' };

/**
 * One resort with its availability (SPEC §7 GET /properties/availability) for the
 * dates and guests chosen here. The dates use the search panels' picker: the 60-day cap and
 * 'Select date' (SPEC §5). Each change is kept in the address, so Reserve and a reload agree.
 */
export default function ResortDetails({ serviceUrl, language, paths, messages }: ResortIslandProps) {
  const t = (key: string, values?: Record<string, string | number>) => translate(messages, `resort.${key}`, values);
  const api = useMemo(() => browserServiceApi(serviceUrl), [serviceUrl]);
  const store = useMemo(() => availabilityStore({ resortApi: api, currency: $currency }), [api]);
  const state = useHydratedStore(store.$state, BEFORE_START);
  const [query, setQuery] = useState<ResortQuery | undefined>();

  useEffect(() => {
    const read = readResortQuery(window.location.search);
    setQuery(read);
    if (read.propertyId) return store.start(read.propertyId, read);
  }, [store]);

  if (query && !query.propertyId) {
    return (
      <p role="alert" className={styles.failure}>
        {t('missingProperty')} <a href={paths.landing}>{t('findResort')}</a>
      </p>
    );
  }

  const stay = query ?? { ...DEFAULT_STAY, place: undefined, propertyId: undefined };
  const change = (next: ResortQuery) => {
    setQuery(next);
    window.history.replaceState(window.history.state, '', `${paths.details}${resortQueryString(next)}`);
    store.change(next);
  };

  return (
    <div className={styles.details} data-resort-details={state.status}>
      <I18nProvider locale={widgetLocale(language)}>
        <form className={styles.stayForm} aria-label={t('stayDates')} onSubmit={(event) => event.preventDefault()}>
          <DateRangeField
            field="dates"
            label={t('stayDates')}
            value={{ start: stay.checkIn, end: stay.checkOut }}
            nights
            onChange={(span) => change({ ...stay, checkIn: span.start, checkOut: span.end })}
            language={language}
            messages={messages}
          />
          <Counter label={t('adults')} value={stay.adults} {...RESORT_GUESTS.adults} onChange={(adults) => change({ ...stay, adults })} messages={messages} />
          <Counter label={t('children')} value={stay.children} {...RESORT_GUESTS.children} onChange={(children) => change({ ...stay, children })} messages={messages} />
        </form>
      </I18nProvider>
      <div className={styles.availability} aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'dates' && <p className={styles.note}>{t('chooseDates')}</p>}
        {state.status === 'loading' && (
          <div className={styles.skeletonOffer}>
            <span className={styles.hidden}>{t('availabilityLoading')}</span>
          </div>
        )}
        {state.status === 'failure' && (
          <div role="alert" className={styles.failure}>
            <p>{t('failed')}</p>
            <button type="button" className={styles.secondary} onClick={store.retry}>
              {t('retry')}
            </button>
          </div>
        )}
        {state.status === 'success' && <Offer availability={state.availability} checkout={`${paths.checkout}${resortQueryString(stay)}`} language={language} t={t} />}
      </div>
    </div>
  );
}

interface OfferProps {
  availability: Availability;
  checkout: string;
  language: string;
  t: (key: string, values?: Record<string, string | number>) => string;
}

function Offer({ availability, checkout, language, t }: OfferProps) {
  const { property } = availability;
  const money = (amount: number) => formatMoney(amount, availability.currency, language);
  return (
    <PropertySummary property={property} t={t} data={{ 'data-available': availability.available }}>
      {availability.available ? (
        <>
          <p className={styles.available}>{t('available')}</p>
          <dl className={styles.facts}>
            <dt>{t('nights')}</dt>
            <dd>{availability.nights}</dd>
            <dt>{t('total')}</dt>
            <dd data-price>{money(availability.total)}</dd>
          </dl>
          <p className={styles.where}>{t('perNight', { price: money(availability.nightly_rate) })}</p>
          {/* Reserve continues to checkout, where the hold is placed. */}
          <a className={styles.primary} href={checkout}>
            {t('reserve')}
          </a>
        </>
      ) : (
        <p role="status" className={styles.unavailable}>
          {t('unavailable')}
        </p>
      )}
    </PropertySummary>
  );
}
