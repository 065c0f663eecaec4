import type { ClientDirective } from 'astro';

/** What wakes an island: the first sign that a person is about to use it. */
const WAKE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click'] as const;

/**
 * `client:interact`: hydrates an island on the first hover, touch, focus or click, so a page
 * whose islands nobody touches loads no React at all (issue 3, speed). The server-rendered
 * island is already whole, so nothing shifts. A click that lands before hydration is held and
 * replayed on the same control once the island is live, so it is not lost.
 */
const interact: ClientDirective = (load, _options, island) => {
  let started = false;
  let heldClick: HTMLElement | undefined;

  const stop = () => {
    for (const type of WAKE_EVENTS) island.removeEventListener(type, wake, true);
  };

  async function start(): Promise<void> {
    try {
      const hydrate = await load();
      await hydrate();
    } finally {
      stop();
    }
    if (heldClick?.isConnected) heldClick.click();
  }

  function wake(event: Event): void {
    if (event.type === 'click' && event.target instanceof Element) {
      // Not interactive yet: keep the click for the live island.
      event.preventDefault();
      event.stopPropagation();
      heldClick = event.target.closest<HTMLElement>('button, a[href], [role="button"], input, summary') ?? undefined;
    }
    if (started) return;
    started = true;
    void start();
  }

  for (const type of WAKE_EVENTS) island.addEventListener(type, wake, { capture: true, passive: type !== 'click' });
};

export default interact;
