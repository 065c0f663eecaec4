import type { ReactNode } from 'react';
import { hotelV2DetailPath } from '../../deals/links.ts';
import type { ActivityDeal, CarDeal, HotelDeal, HotelDealV2 } from '../../api/deals/shapes.ts';
import { translate, type Messages } from '../../i18n/island.ts';
import styles from './ProductDeals.module.scss';

/** What every card shares: texts, the price block and how View Deal opens. */
export interface CardFrame {
  messages: Messages;
  /** SPEC §2.6 View Deal: a new tab on desktop, the same tab on touch and small screens. */
  newTab: boolean;
  /** Pictures below the first row load lazily. */
  eager: boolean;
  prices: ReactNode;
}

/** SPEC §9 5-star rating display, read out as 'n of 5 stars'. */
export function StarRating({ rating, messages }: { rating: number; messages: Messages }) {
  const label = translate(messages, 'deals.stars', { rating: Math.round(rating * 10) / 10 });
  const full = Math.round(rating);
  return (
    <p className={styles.stars} role="img" aria-label={label}>
      <span aria-hidden="true">{'★'.repeat(full)}</span>
      <span aria-hidden="true" className={styles.starsOff}>
        {'★'.repeat(Math.max(0, 5 - full))}
      </span>
    </p>
  );
}

function Card({ image, title, link, frame, children }: { image: string; title: string; link: string; frame: CardFrame; children: ReactNode }) {
  const opening = frame.newTab ? { target: '_blank', rel: 'noopener' } : {};
  return (
    <article className={styles.card}>
      <img
        className={styles.image}
        src={image}
        alt=""
        width="400"
        height="250"
        loading={frame.eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        {children}
        {frame.prices}
        <a className="button button--primary" href={link} {...opening}>
          {translate(frame.messages, 'deals.viewDeal')}
          {frame.newTab && <span className={styles.hidden}> {translate(frame.messages, 'deals.newTab')}</span>}
        </a>
      </div>
    </article>
  );
}

/** SPEC §3 classic hotel card. */
export function HotelCard({ deal, frame }: { deal: HotelDeal; frame: CardFrame }) {
  const details = deal.hotel.hotelDetails;
  return (
    <Card image={details.heroImage} title={details.name} link={deal.link} frame={frame}>
      <p className={styles.meta}>{translate(frame.messages, 'deals.near', { place: details.distanceFrom })}</p>
      <StarRating rating={deal.rating} messages={frame.messages} />
    </Card>
  );
}

/** SPEC §3 v2 hotel card (enableHotelsV2), linking to the SPEC §9 v2 detail page. */
export function HotelV2Card({ deal, frame }: { deal: HotelDealV2; frame: CardFrame }) {
  const address = deal.contact.address;
  return (
    <Card image={deal.image.large} title={deal.name} link={hotelV2DetailPath(deal.property_id)} frame={frame}>
      <p className={styles.meta}>{[address.city, address.state].filter(Boolean).join(', ')}</p>
      <StarRating rating={deal.ratings.star_rating} messages={frame.messages} />
    </Card>
  );
}

/** SPEC §3 activity card: duration, free cancellation, rating. */
export function ActivityCard({ deal, frame }: { deal: ActivityDeal; frame: CardFrame }) {
  return (
    <Card image={deal.imageUrl} title={deal.title} link={deal.link} frame={frame}>
      <p className={styles.meta}>
        {translate(frame.messages, 'deals.duration', { duration: deal.duration })}
        {deal.isFreeCancellation && <span className={styles.tag}>{translate(frame.messages, 'deals.freeCancellation')}</span>}
      </p>
      <StarRating rating={deal.rating} messages={frame.messages} />
    </Card>
  );
}

/**
 * SPEC §3 car card: vehicle, supplier logo, passengers, bags, doors, pick-up and drop-off. The
 * vehicle is named in `veh` or `name`, read as carDealTitle in shapes.ts reads it; that module
 * carries the schemas, which the island leaves to the deal call (home-page JS budget).
 */
export function CarCard({ deal, frame }: { deal: CarDeal; frame: CardFrame }) {
  const t = (key: string, values: Record<string, string | number>) => translate(frame.messages, key, values);
  return (
    <Card image={deal.vehiclePicture} title={deal.veh ?? deal.name ?? ''} link={deal.link} frame={frame}>
      <p className={styles.meta}>
        <img className={styles.logo} src={deal.logo} alt={translate(frame.messages, 'deals.supplier')} width="64" height="20" loading="lazy" decoding="async" />
        <span>{t('deals.passengers', { count: deal.passangerCapacity })}</span>
        <span>{t('deals.bags', { count: deal.bagCapacity })}</span>
        <span>{t('deals.doors', { count: deal.noOfDoors })}</span>
      </p>
      <p className={styles.meta}>{t('deals.pickUp', { place: deal.pickupLocation })}</p>
      <p className={styles.meta}>{t('deals.dropOff', { place: deal.dropOffLocation })}</p>
    </Card>
  );
}

/** SPEC §2.6 promotional banner: Flights and Cruises always, other tabs when they have no deals. */
export function DealBanner({ service, bookNow, messages }: { service: string; bookNow: string; messages: Messages }) {
  return (
    <div className={styles.banner}>
      <p className={styles.bannerTitle}>{translate(messages, 'deals.bannerTitle')}</p>
      <p>{translate(messages, 'deals.bannerText', { service })}</p>
      <a className="button button--primary" href={bookNow}>
        {translate(messages, 'deals.bookNow')}
      </a>
    </div>
  );
}
