import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { wrapIndex } from '../../deals/tabs.ts';
import { translate, type Messages } from '../../i18n/island.ts';
import styles from './ProductDeals.module.scss';
import { whenNear } from '../shared/when-near.ts';
import type { CarouselMotion } from './swiper-carousel.ts';

/** Shows card `index` of the row by moving it, as the arrows do before Swiper runs. */
function place(track: HTMLElement, index: number, rtl: boolean): void {
  track.style.transform = index === 0 ? '' : `translateX(${index * (rtl ? 100 : -100)}%)`;
}

interface DealCarouselProps {
  cards: readonly ReactNode[];
  messages: Messages;
  rtl: boolean;
}

/** A swipe shorter than this (px) is a tap or a scroll, not a move. */
const SWIPE = 40;

/**
 * SPEC §2.6 small screens: one deal at a time with previous and next arrows that wrap both ways
 * (SPEC §4), swipe and arrow keys; in RTL the row and the keys are mirrored. Swiper
 * (./swiper-carousel.ts) moves the row; it is loaded only on a small screen (this mounts only
 * there) and only once the row is on screen: a phone's deals start just below the fold (the hero
 * and the search panels come first), so its module and its start stay out of the page's loading.
 * Until it has arrived the same rules run here, so the arrows and swipes work.
 */
export function DealCarousel({ cards, messages, rtl }: DealCarouselProps) {
  const [index, setIndex] = useState(0);
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  // The card shown and Swiper once started, as of now, not of the last render: Swiper may arrive
  // between an arrow's click and React's next render, and must start at, and take over from, the
  // card that click chose.
  const at = useRef(0);
  const moving = useRef<CarouselMotion | undefined>(undefined);
  const start = useRef<number | undefined>(undefined);
  const count = cards.length;
  const current = wrapIndex(index, count);
  at.current = current;

  useEffect(() => {
    const element = viewport.current;
    if (!element || count < 2) return;
    let started: CarouselMotion | undefined;
    let cancelled = false;
    const stopWatching = whenNear(element, () => {
      import('./swiper-carousel.ts')
        .then(({ startSwiper }) => {
          if (cancelled) return;
          started = startSwiper(element, styles.track!, styles.slide!, at.current, setIndex);
          moving.current = started;
        })
        .catch((error: unknown) => console.error('The deal carousel could not load Swiper; its arrows still work.', error));
    });
    return () => {
      cancelled = true;
      stopWatching();
      started?.destroy();
      moving.current = undefined;
      if (started && track.current) place(track.current, at.current, rtl);
    };
  }, [count, rtl]);

  // Until Swiper runs, the row is moved here; once it runs it owns the row's transform, and
  // nothing here writes one. Were React to write it through `style`, it would drop it once Swiper ran,
  // and Swiper's own would come back an effect later: meanwhile the row would stand at its first card
  // (and the page, as wide as the row, scroll to its top on a phone: see .viewport's position).
  useLayoutEffect(() => {
    if (!moving.current && track.current) place(track.current, current, rtl);
  }, [current, rtl]);

  const go = (step: number) => {
    const swiper = moving.current;
    if (swiper) {
      if (step > 0) swiper.next();
      else swiper.previous();
      return;
    }
    at.current = wrapIndex(at.current + step, count);
    setIndex(at.current);
  };
  // In a right-to-left row the next card lies to the left: swipes and keys follow the picture.
  const forward = rtl ? -1 : 1;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (event.target instanceof HTMLElement && event.target.closest('a')) return;
    event.preventDefault();
    go(event.key === 'ArrowRight' ? forward : -forward);
  };
  // Swipes before Swiper has arrived; Swiper handles them after.
  const onPointerDown = (event: PointerEvent) => {
    start.current = moving.current ? undefined : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === undefined) return;
    const moved = event.clientX - start.current;
    start.current = undefined;
    // A swipe to the left brings the card on the right.
    if (Math.abs(moved) >= SWIPE) go(moved < 0 ? forward : -forward);
  };
  return (
    <div
      className={styles.carousel}
      role="group"
      aria-roledescription="carousel"
      aria-label={translate(messages, 'deals.carousel')}
      onKeyDown={onKeyDown}
    >
      <div ref={viewport} className={styles.viewport} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (start.current = undefined)}>
        <div ref={track} className={styles.track}>
          {cards.map((card, position) => (
            <div
              key={position}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={translate(messages, 'deals.slide', { index: position + 1, count })}
              inert={position !== current}
            >
              {card}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={styles.arrows}>
          <button type="button" className={styles.arrow} aria-label={translate(messages, 'deals.previous')} onClick={() => go(-1)}>
            <span aria-hidden="true">{rtl ? '›' : '‹'}</span>
          </button>
          <span className={styles.position} aria-live="polite">
            {translate(messages, 'deals.slide', { index: current + 1, count })}
          </span>
          <button type="button" className={styles.arrow} aria-label={translate(messages, 'deals.next')} onClick={() => go(1)}>
            <span aria-hidden="true">{rtl ? '‹' : '›'}</span>
          </button>
        </div>
      )}
    </div>
  );
}
