import type { ClientDirective } from 'astro';
import { holdClicks } from './held-click.ts';
import { DEAL_TAB_EVENT, WAKE_ON_DEAL_TAB } from '../../deals/tab-wake.ts';

/** What wakes an island: the first sign that a person is about to use it. */
const WAKE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click'] as const;

/**
 * `client:interact`: hydrates an island on the first hover, touch, focus or click, so a page
 * whose islands nobody touches loads no React at all (speed). The server-rendered
 * island is already whole, so nothing shifts. A click that lands before hydration is held and
 * replayed on the same control once the island is live, so it is not lost.
 *
 * `client:interact="deal-tab"` (the home page's search tabs): the tabs follow the deals' tab, so
 * the island also wakes when the visitor picks a deal tab, and at once when the address names a
 * tab (SPEC §2.2 `tab`). Otherwise its hydration stays off the page's start-up (TBT).
 */
const interact: ClientDirective = (load, options, island) => {
  let started = false;
  const clicks = holdClicks(island);

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
    clicks.replay();
  }

  function wake(): void {
    if (started) return;
    started = true;
    void start();
  }

  for (const type of WAKE_EVENTS) island.addEventListener(type, wake, { capture: true, passive: true });
  if (options.value === WAKE_ON_DEAL_TAB) {
    if (new URLSearchParams(window.location.search).has('tab')) wake();
    else window.addEventListener(DEAL_TAB_EVENT, wake, { once: true });
  }
};

export default interact;
