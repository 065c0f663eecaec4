import { formatMoney } from '../../currency/format.ts';
import type { ResortDeal } from '../../api/resort-service.ts';
import { dealViewer, nightlyPrices, priceBlock, type DealPriceAgency, type PriceBlock } from '../../deals/price-block.ts';
import { translate, type Messages } from '../../i18n/island.ts';
import { countryName, placeName } from '../../resort/place-name.ts';
import { resortQueryString, type ResortStay } from '../../resort/query.ts';
import { dealsHeading } from '../../resort/suggestion.ts';
import type { ResortDealsState } from '../../stores/resort-deals.ts';
import { $user, USER_BEFORE_START } from '../../stores/user.ts';
import { useHydratedStore } from '../shared/use-hydrated-store.ts';
import styles from './Resort.module.scss';

/** Who sees the resort deal prices (SPEC §6), as the build knows the agency. */
export interface ResortDealPricing {
  agency: DealPriceAgency;
  /** This language's home page, where 'Reveal Price' goes (SPEC §2.6). */
  homePath: string;
}

interface ResortDealsProps {
  state: ResortDealsState;
  /** The stay chosen so far: each deal's link carries it to the details page. */
  stay: ResortStay;
  detailsPath: string;
  onRetry: () => void;
  pricing: ResortDealPricing;
  language: string;
  messages: Messages;
}

/** Six cards: the skeleton holds the place of the first rows, so the answer moves nothing. */
const SKELETON_CARDS = 6;

/** The deals of a place, with their loading skeleton and SPEC §8 failure. */
export function ResortDeals({ state, stay, detailsPath, onRetry, pricing, language, messages }: ResortDealsProps) {
  const t = (key: string, values?: Record<string, string | number>) => translate(messages, `resort.${key}`, values);
  const viewer = dealViewer(useHydratedStore($user, USER_BEFORE_START));
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
                <ResortPrice block={priceBlock('nightly', nightlyPrices(deal.nightly_rate), viewer, pricing.agency, (amount) => amount)} deal={deal} pricing={pricing} language={language} messages={messages} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** SPEC §2.6, §6: the nightly rate, or 'Reveal Price' for a visitor who may not see it (the deal is priced in its own currency). */
function ResortPrice({ block, deal, pricing, language, messages }: { block: PriceBlock; deal: ResortDeal; pricing: ResortDealPricing; language: string; messages: Messages }) {
  if (block.kind === 'reveal') {
    return (
      <p className={styles.price}>
        <a className={styles.reveal} href={pricing.homePath}>
          {translate(messages, 'deals.revealPrice')}
        </a>
      </p>
    );
  }
  if (block.kind !== 'prices') return null;
  return (
    <p className={styles.price} data-price>
      {translate(messages, 'resort.perNight', { price: formatMoney(block.traveller, deal.currency, language, 'whole') })}
    </p>
  );
}
