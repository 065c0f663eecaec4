import { hotelV2DetailPath } from '../deals/links.ts';
import { dealViewer, priceBlock, v2Prices, type DealPriceAgency } from '../deals/price-block.ts';
import { DEAL_TAB_SLUGS } from '../deals/tabs.ts';
import { DEALS_BEFORE_LOAD, destinationDeals } from '../stores/destination-deals.ts';
import { $user, USER_BEFORE_START } from '../stores/user.ts';
import { PriceBlockView } from './deals/PriceBlockView.tsx';
import { useHydratedStore } from './shared/use-hydrated-store.ts';
import { translate, type Messages } from '../i18n/island.ts';
import styles from './DestinationDeals.module.scss';

/** The locale keys this island reads (islandMessages(language, DESTINATION_DEALS_MESSAGES)). */
export const DESTINATION_DEALS_MESSAGES = [
  'destinations.loading',
  'destinations.noDeals',
  'destinations.invalidLocation',
  'destinations.explore',
  'destinations.searchFlights',
  'destinations.stars',
  // The price block's texts (src/islands/deals/PriceBlockView.tsx).
  'deals.revealPrice',
  'deals.discount',
  'deals.retail',
  'deals.notAvailable',
  'deals.traveller',
  'deals.saved',
  'deals.loginToSave',
  'deals.wholesale',
  'deals.markup',
] as const;

export interface DestinationDealsProps {
  /** top: /top-destination; place: /destination, which needs lat and long in its query. */
  mode: 'top' | 'place';
  hotelServiceUrl: string;
  /** SPEC §3 agency flags that decide who sees the prices (SPEC §6). */
  agency: DealPriceAgency;
  language: string;
  /** home: this language's home page, where 'Reveal Price' goes with the Hotels tab set (SPEC §2.6). */
  links: { topDestinations: string; flights: string; home: string };
  messages: Messages;
}

/** SPEC §2.2 /top-destination and /destination: hotel deals from the hotel service (SPEC §7). */
export default function DestinationDeals({ mode, hotelServiceUrl, agency, language, links, messages }: DestinationDealsProps) {
  // The store fetches, following the visitor's currency and position (src/stores/destination-deals.ts);
  // its load starts when this island listens, and hydration sees the state the build rendered.
  const state = useHydratedStore(destinationDeals({ mode, hotelServiceUrl }), DEALS_BEFORE_LOAD);
  const user = useHydratedStore($user, USER_BEFORE_START);

  if (state.status === 'invalid') {
    return (
      <p className={styles.notice} role="status">
        {translate(messages, 'destinations.invalidLocation')} <a href={links.topDestinations}>{translate(messages, 'destinations.explore')}</a>
      </p>
    );
  }
  if (state.status === 'failure') {
    return (
      <p className={styles.notice} role="alert">
        {state.message}
      </p>
    );
  }
  if (state.status === 'loading') {
    return (
      <div className={styles.grid} aria-busy="true">
        <span className={styles.hidden} role="status">
          {translate(messages, 'destinations.loading')}
        </span>
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className={styles.skeleton} />
        ))}
      </div>
    );
  }
  const airport = state.place?.airport;
  const viewer = dealViewer(user);
  const revealHref = `${links.home}?tab=${DEAL_TAB_SLUGS.Hotels}`;
  // The deals are asked in the visitor's currency: the amounts need no conversion.
  const same = (amount: number) => amount;
  return (
    <>
      {airport && (
        <p className={styles.actions}>
          <a className={styles.button} href={`${links.flights}?${new URLSearchParams({ airportLat: String(airport.lat), airportLong: String(airport.long) })}`}>
            {translate(messages, 'destinations.searchFlights')}
          </a>
        </p>
      )}
      {state.deals.length === 0 ? (
        <p className={styles.notice}>{translate(messages, 'destinations.noDeals')}</p>
      ) : (
        <ul className={styles.grid}>
          {state.deals.map((deal) => (
            <li key={deal.property_id} className={styles.card}>
              <img className={styles.image} src={deal.image.large} alt="" width="400" height="260" loading="lazy" decoding="async" />
              <div className={styles.body}>
                <h2 className={styles.name}>
                  <a href={hotelV2DetailPath(deal.property_id)}>{deal.name}</a>
                </h2>
                <p className={styles.city}>{[deal.contact.address.city, deal.contact.address.state].filter(Boolean).join(', ')}</p>
                <p className={styles.stars}>{translate(messages, 'destinations.stars', { count: deal.ratings.star_rating })}</p>
                {/* SPEC §2.6, §5, §6: the home cards' price block, for the same v2 hotel deals. */}
                <div className={styles.price}>
                  <PriceBlockView
                    block={priceBlock('v2', v2Prices(deal.rate), viewer, agency, same)}
                    currency={state.currency}
                    language={language}
                    messages={messages}
                    revealHref={revealHref}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
