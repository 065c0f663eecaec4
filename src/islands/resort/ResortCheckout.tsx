import { useEffect, useMemo, useState } from 'react';
import { browserApi, browserBookingServiceApi } from '../../api/browser.ts';
import type { Hold } from '../../api/resort-service.ts';
import { formatMoney } from '../../currency/format.ts';
import { translate } from '../../i18n/island.ts';
import { hasDates, readResortQuery, resortQueryString, type ResortQuery } from '../../resort/query.ts';
import { dayLabel } from '../../validation/dates.ts';
import { $currency } from '../../stores/currency.ts';
import { availabilityStore, type AvailabilityState } from '../../stores/resort-availability.ts';
import { countdownText, resortHoldStore, secondsLeft, type HoldState } from '../../stores/resort-hold.ts';
import { PAYMENT_BEFORE_START, resortPaymentStore } from '../../stores/resort-payment.ts';
import { EMPTY_CARD } from '../../payment/card.ts';
import { CardPayment, PaidWith } from './CardPayment.tsx';
import { useHydratedStore } from '../shared/use-hydrated-store.ts';
import { PropertySummary } from './PropertySummary.tsx';
import type { ResortIslandProps } from './setup.ts';
import styles from './Resort.module.scss';

const BEFORE_START: HoldState = { status: 'placing' };
const RESORT_BEFORE_START: AvailabilityState = { status: 'loading' };

/**
 * The resort checkout. The hold is placed once the visitor's currency is known;
 * the countdown shows how long it lasts; the card pays it (CardPayment, src/stores/resort-payment.ts)
 * and the paid hold is confirmed; Cancel releases it and goes back to the
 * resort; leaving the page (a link, the back button, closing the tab) releases it with a request
 * that outlives the page (src/stores/resort-hold.ts), and a page brought back from the
 * back-forward cache holds again. The hold answer names the property by id only, so the resort's
 * name and picture come from its availability for the same stay (GET /properties/availability);
 * without them the checkout still holds and books.
 */
export default function ResortCheckout({ serviceUrl, language, paths, messages }: ResortIslandProps) {
  const t = (key: string, values?: Record<string, string | number>) => translate(messages, `resort.${key}`, values);
  // The booking client: Confirm books the stay for the logged-in traveller (My Trips lists it).
  const api = useMemo(() => browserBookingServiceApi(serviceUrl), [serviceUrl]);
  const store = useMemo(() => resortHoldStore({ resortApi: api, currency: () => $currency.get() }), [api]);
  const state = useHydratedStore(store.$state, BEFORE_START);
  // SPEC §3 currentGateway: the held stay is paid with the card first, then the hold is confirmed.
  const payment = useMemo(
    () =>
      resortPaymentStore({
        api: browserApi,
        hold: () => {
          const current = store.$state.get();
          return current.status === 'held' ? current.hold.reference_number : undefined;
        },
        onPaid: store.confirm,
      }),
    [store],
  );
  const paymentState = useHydratedStore(payment.$state, PAYMENT_BEFORE_START);
  const card = useHydratedStore(payment.$card, EMPTY_CARD);
  const heldReference = state.status === 'held' ? state.hold.reference_number : undefined;
  useEffect(() => payment.follow(heldReference), [payment, heldReference]);
  const resort = useMemo(() => availabilityStore({ resortApi: api, currency: $currency }), [api]);
  const resortState = useHydratedStore(resort.$state, RESORT_BEFORE_START);
  const [query, setQuery] = useState<ResortQuery | undefined>();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const read = readResortQuery(window.location.search);
    setQuery(read);
    if (!read.propertyId || !hasDates(read)) return;
    const request = { property_id: read.propertyId, check_in: read.checkIn, check_out: read.checkOut, adults: read.adults, children: read.children };
    // The held total is priced in the visitor's currency, which boot sets from storage or the agency.
    let placed = false;
    const placeOnce = () => {
      if (placed || !$currency.get()) return;
      placed = true;
      store.place(request);
    };
    const stopCurrency = $currency.subscribe(placeOnce);
    const stopResort = resort.start(read.propertyId, read);
    const leave = () => store.leave();
    const back = (event: PageTransitionEvent) => {
      if (event.persisted && store.$state.get().status === 'left') store.retry();
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      stopCurrency();
      stopResort();
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
    };
  }, [store, resort]);

  // The countdown: once a second while held; at zero the hold is over.
  useEffect(() => {
    if (state.status !== 'held') return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (secondsLeft(state.hold, at) === 0) store.expire();
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [state, store]);

  // Cancel released the hold: back to the resort, with the same stay.
  useEffect(() => {
    if (state.status === 'released' && query) window.location.assign(`${paths.details}${resortQueryString(query)}`);
  }, [state, query, paths.details]);

  if (query && (!query.propertyId || !hasDates(query))) {
    return (
      <p role="alert" className={styles.failure}>
        {query.propertyId ? t('needDates') : t('missingProperty')}{' '}
        <a href={query.propertyId ? `${paths.details}${resortQueryString(query)}` : paths.landing}>{query.propertyId ? t('backToResort') : t('findResort')}</a>
      </p>
    );
  }

  const hold = 'hold' in state ? state.hold : undefined;
  const backToResort = query ? `${paths.details}${resortQueryString(query)}` : paths.landing;
  return (
    <div className={styles.checkout} data-hold-state={state.status} data-reference={hold?.reference_number}>
      {resortState.status === 'success' && <PropertySummary property={resortState.availability.property} t={t} data={{ 'data-resort-summary': resortState.availability.property_id }} />}
      {hold && <Stay hold={hold} language={language} t={t} />}
      <div aria-live="polite" className={styles.holdStatus}>
        {state.status === 'placing' && (
          <div className={styles.skeletonOffer}>
            <span>{t('placing')}</span>
          </div>
        )}
        {state.status === 'held' && (
          <p className={styles.timerLine}>
            {t('heldFor')}{' '}
            {/* role=timer is not announced every second; the polite region says when it ends. */}
            <strong role="timer" data-countdown>
              {countdownText(secondsLeft(state.hold, now))}
            </strong>
          </p>
        )}
        {state.status === 'releasing' && <p>{t('releasing')}</p>}
        {state.status === 'confirming' && <p>{t('confirming')}</p>}
        {state.status === 'confirmed' && (
          <div className={styles.confirmed}>
            <h2>{t('confirmed')}</h2>
            <p>{t('reference', { reference: state.hold.reference_number })}</p>
            {paymentState.status === 'paid' && <PaidWith payment={paymentState.paid.payment} t={t} />}
            <a href={paths.landing}>{t('moreResorts')}</a>
          </div>
        )}
        {state.status === 'lost' && <p role="alert">{state.reason === 'released' ? t('holdReleased') : t('holdExpired')}</p>}
        {state.status === 'left' && <p role="status">{t('holdLeft')}</p>}
        {state.status === 'unavailable' && (
          <p role="alert">
            {t('holdUnavailable')} <a href={backToResort}>{t('backToResort')}</a>
          </p>
        )}
        {state.status === 'failure' && <p role="alert">{t('failed')}</p>}
      </div>
      <div className={styles.actions}>
        {state.status === 'held' && (
          <>
            <p className={styles.note}>{t('holdNote')}</p>
            <CardPayment hold={state.hold} card={card} state={paymentState} store={payment} language={language} t={t} />
            {/* While the card is being paid or confirmed, the payment decides; the hold is released after. */}
            {paymentState.status !== 'paying' && paymentState.status !== 'step' && (
              <button type="button" className={styles.secondary} onClick={store.cancel}>
                {t('cancel')}
              </button>
            )}
          </>
        )}
        {(state.status === 'lost' || state.status === 'left') && (
          <>
            <button type="button" className={styles.primary} onClick={store.retry}>
              {t('holdAgain')}
            </button>
            <a href={backToResort}>{t('backToResort')}</a>
          </>
        )}
        {state.status === 'failure' && (
          <>
            <button type="button" className={styles.primary} onClick={store.retry}>
              {t('retry')}
            </button>
            {state.hold && (
              <button type="button" className={styles.secondary} onClick={store.cancel}>
                {t('cancel')}
              </button>
            )}
          </>
        )}
      </div>
    </div>
  );
}

interface StayProps {
  hold: Hold;
  language: string;
  t: (key: string, values?: Record<string, string | number>) => string;
}

function Stay({ hold, language, t }: StayProps) {
  const nights = Math.round((Date.parse(hold.check_out) - Date.parse(hold.check_in)) / 86_400_000);
  return (
    <section className={styles.stay} aria-labelledby="resort-stay">
      <h2 id="resort-stay">{t('yourStay')}</h2>
      <dl className={styles.facts}>
        <dt>{t('checkIn')}</dt>
        <dd>{dayLabel(hold.check_in, language)}</dd>
        <dt>{t('checkOut')}</dt>
        <dd>{dayLabel(hold.check_out, language)}</dd>
        <dt>{t('nights')}</dt>
        <dd>{nights}</dd>
        <dt>{t('adults')}</dt>
        <dd>{hold.adults}</dd>
        <dt>{t('children')}</dt>
        <dd>{hold.children}</dd>
        <dt>{t('total')}</dt>
        <dd data-price>{formatMoney(hold.total, hold.currency, language)}</dd>
      </dl>
    </section>
  );
}
