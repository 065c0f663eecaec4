import Swiper from 'swiper';

/*
 * SPEC §2.6 small screens: Swiper moves the deal carousel (touch, mouse drag, the slide
 * transition, right-to-left rows). Imported by DealCarousel only once the small-screen layout
 * is shown, so a desktop visitor never downloads it. Core only: the arrows,
 * the keys and the announcements are the island's, in the page language.
 */

export interface CarouselMotion {
  next(): void;
  previous(): void;
  destroy(): void;
}

/**
 * Starts Swiper on the viewport. `rewind` is SPEC §4 "Carousel index wraps both ways" without
 * loop mode's cloned slides, which would fight React over the DOM. Swiper reads the row's
 * direction from the page (html dir="rtl" in Arabic) and mirrors swipes itself.
 */
export function startSwiper(viewport: HTMLElement, wrapperClass: string, slideClass: string, at: number, onIndex: (index: number) => void): CarouselMotion {
  const swiper = new Swiper(viewport, {
    wrapperClass,
    slideClass,
    slidesPerView: 1,
    initialSlide: at,
    rewind: true,
    speed: matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 300,
    on: { slideChange: (instance) => onIndex(instance.activeIndex) },
  });
  return {
    next: () => swiper.slideNext(),
    previous: () => swiper.slidePrev(),
    destroy: () => swiper.destroy(true, true),
  };
}
