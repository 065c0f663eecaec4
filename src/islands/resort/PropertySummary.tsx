import type { ReactNode } from 'react';
import type { Availability } from '../../api/resort-service.ts';
import styles from './Resort.module.scss';

interface PropertySummaryProps {
  property: Availability['property'];
  t: (key: string, values?: Record<string, string | number>) => string;
  /** What follows the resort's name (details: the availability and Reserve). */
  children?: ReactNode;
  /** Data attributes of the card (tests read them). */
  data?: Record<`data-${string}`, string | boolean>;
}

/** A resort as details and checkout show it: picture, name, region, stars, all-inclusive. */
export function PropertySummary({ property, t, children, data }: PropertySummaryProps) {
  return (
    <article className={styles.offer} aria-labelledby="resort-name" {...data}>
      <img className={styles.offerImage} src={property.image} alt="" width={400} height={260} />
      <div className={styles.body}>
        <h2 id="resort-name" className={styles.name}>
          {property.name}
        </h2>
        <p className={styles.where}>{property.region}</p>
        <p className={styles.stars}>
          <span aria-hidden="true">{'★'.repeat(Math.round(property.star_rating))}</span>
          <span className={styles.hidden}>{t('stars', { stars: property.star_rating })}</span>
        </p>
        {property.all_inclusive && <p className={styles.badge}>{t('allInclusive')}</p>}
        {children}
      </div>
    </article>
  );
}
