/**
 * Runs `start` once `element` comes within `margin` of the screen (an IntersectionObserver root
 * margin; by default, once any of it is on screen), at once where the browser has no observer.
 * Returns the stop.
 *
 * Work that only matters once a visitor reaches a part of the page (the deal carousel's
 * Swiper, below the hero and the search panels on a phone) stays out of the page's start-up.
 */
export function whenNear(element: Element, start: () => void, margin = '0px'): () => void {
  if (typeof IntersectionObserver !== 'function') {
    start();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
