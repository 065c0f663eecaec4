/*
 * Starts the remote-app prefetch on intent (src/client/prefetch.ts) without putting its
 * code on every page's first load: the first hover, focus or touch anywhere imports it, hands it
 * that first event's target, and from then on it listens itself. Every page runs this
 * (src/client/boot.ts); the home page's JavaScript budget pays a few bytes for it.
 */

const EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

export function startPrefetchOnIntent(doc: Document = document): void {
  const first = (event: Event) => {
    for (const type of EVENTS) doc.removeEventListener(type, first);
    import('./prefetch.ts')
      .then(({ prefetchForTarget, prefetchOnIntent }) => {
        prefetchForTarget(event.target, doc);
        prefetchOnIntent(doc);
      })
      .catch((error: unknown) => console.error('[prefetch] could not be started', error));
  };
  for (const type of EVENTS) doc.addEventListener(type, first, { passive: true });
}
