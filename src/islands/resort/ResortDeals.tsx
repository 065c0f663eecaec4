import { formatMoney } from '../../currency/format.ts';
import { translate, type Messages } from '../../i18n/island.ts';
import { countryName, placeName } from '../../resort/place-name.ts';
import { resortQueryString, type ResortStay } from '../../resort/query.ts';
import { dealsHeading } from '../../resort/suggestion.ts';
import type { ResortDealsState } from '../../stores/resort-deals.ts';
import styles from './Resort.module.scss';

interface ResortDealsProps {
  state: ResortDealsState;
  /** The stay chosen so far: each deal's link carries it to the details page. */
  stay: ResortStay;
  detailsPath: string;
  onRetry: () => void;
  language: string;
  messages: Messages;
}

/** Six cards: the skeleton holds the place of the first rows, so the answer moves nothing. */
const SKELETON_CARDS = 6;

/** Issue 11 item 2: the deals of a place, with their loading skeleton and SPEC §8 failure. */
export function ResortDeals({ state, stay, detailsPath, onRetry, language, messages }: ResortDealsProps) {
  const t = (key: string, values?: Record<string, string | number>) => translate(messages, `resort.${key}`, values);
  const title = dealsHeading(state.place);
  const heading = t(title.key, title.values);
  return (
    <section className={styles.deals} aria-labelledby="resort-deals-title" aria-busy={state.status === 'loading'} data-resort-deals={state.status}>
      <h2 id="resort-deals-title">{heading}</h2>
      {state.status === 'loading' && (
        <>
          <p className={styles.hidden} role="status">
            {t('dealsLoading')}
          </p>
          <ul className={styles.grid} aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index} className={styles.skeleton} />
            ))}
          </ul>
        </>
      )}
      {state.status === 'failure' && (
        <div role="alert" className={styles.failure}>
          <p>{state.message === 'Internal Server Error' ? t('failed') : state.message}</p>
          <button type="button" className={styles.secondary} onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      )}
      {state.status === 'success' && state.deals.length === 0 && <p role="status">{t('noDeals')}</p>}
      {state.status === 'success' && state.deals.length > 0 && (
        <ul className={styles.grid}>
          {state.deals.map((deal) => (
            <li key={deal.property_id} className={styles.card} data-property={deal.property_id}>
              <img className={styles.image} src={deal.image} alt="" width={400} height={260} loading="lazy" decoding="async" />
              <div className={styles.body}>
                <h3 className={styles.name}>
                  <a href={`${detailsPath}${resortQueryString({ ...stay, propertyId: deal.property_id, place: state.place })}`} aria-label={t('viewResort', { name: deal.name })}>
                    {deal.name}
                  </a>
                </h3>
                <p className={styles.where}>{placeName([deal.region, countryName(deal.countryCode, language)])}</p>
                <p className={styles.stars}>
                  <span aria-hidden="true">{'★'.repeat(Math.round(deal.star_rating))}</span>
                  <span className={styles.hidden}>{t('stars', { stars: deal.star_rating })}</span>
                </p>
                {deal.all_inclusive && <p className={styles.badge}>{t('allInclusive')}</p>}
                <p className={styles.price} data-price>
                  {t('perNight', { price: formatMoney(deal.nightly_rate, deal.currency, language, 'whole') })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
