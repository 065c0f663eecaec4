import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { browserServiceApi } from '../api/browser.ts';
import { hotelV2DetailPath } from '../api/deal-links.ts';
import { fetchDestinationDeals, type DestinationDeal } from '../api/destination-deals.ts';
import { failureMessage } from '../api/errors.ts';
import { formatMoney } from '../currency/format.ts';
import { readDestinationQuery, type DestinationQuery } from '../site/destination-query.ts';
import { $currency } from '../stores/currency.ts';
import { $geoLocation } from '../stores/geolocation.ts';
import styles from './DestinationDeals.module.scss';

export interface DestinationDealsProps {
  /** top: /top-destination; place: /destination, which needs lat and long in its query. */
  mode: 'top' | 'place';
  hotelServiceUrl: string;
  language: string;
  links: { topDestinations: string; flights: string };
  labels: {
    loading: string;
    noDeals: string;
    invalidLocation: string;
    explore: string;
    searchFlights: string;
    fromPrice: string;
    stars: string;
  };
}

type State =
  | { status: 'loading' }
  | { status: 'invalid' }
  | { status: 'failure'; message: string }
  | { status: 'success'; deals: DestinationDeal[]; place: DestinationQuery | undefined };

/** SPEC §2.2 /top-destination and /destination: hotel deals from the hotel service (SPEC §7). */
export default function DestinationDeals({ mode, hotelServiceUrl, language, links, labels }: DestinationDealsProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  // The hotel service prices in the visitor's currency (SPEC §4), known once the header's picker settles.
  const currency = useStore($currency);
  // Top destinations are searched around the visitor (SPEC §3 geoLocation, United States by default).
  const geo = useStore($geoLocation);

  useEffect(() => {
    const place = readDestinationQuery(window.location.search);
    if (mode === 'place' && !place) {
      setState({ status: 'invalid' });
      return;
    }
    if (!currency) return;
    const at = place ?? { lat: geo.lat, long: geo.lon };
    const controller = new AbortController();
    const api = browserServiceApi(hotelServiceUrl);
    setState({ status: 'loading' });
    fetchDestinationDeals(api, { top: mode === 'top', lat: at.lat, long: at.long, currency }, controller.signal)
      .then((deals) => setState({ status: 'success', deals, place }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failure', message: failureMessage(error) });
      });
    return () => controller.abort();
  }, [mode, hotelServiceUrl, language, geo.lat, geo.lon, currency]);

  if (state.status === 'invalid') {
    return (
      <p className={styles.notice} role="status">
        {labels.invalidLocation} <a href={links.topDestinations}>{labels.explore}</a>
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
          {labels.loading}
        </span>
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className={styles.skeleton} />
        ))}
      </div>
    );
  }
  const airport = state.place?.airport;
  const shownCurrency = currency ?? 'USD';
  return (
    <>
      {airport && (
        <p className={styles.actions}>
          <a className={styles.button} href={`${links.flights}?${new URLSearchParams({ airportLat: String(airport.lat), airportLong: String(airport.long) })}`}>
            {labels.searchFlights}
          </a>
        </p>
      )}
      {state.deals.length === 0 ? (
        <p className={styles.notice}>{labels.noDeals}</p>
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
                <p className={styles.stars}>{labels.stars.replace('{{count}}', String(deal.ratings.star_rating))}</p>
                <p className={styles.price}>{labels.fromPrice.replace('{{price}}', formatMoney(deal.rate.total_rate, shownCurrency, language, 'whole'))}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
