import type { ClientDirective } from 'astro';
import { APP_FIRST_ATTRIBUTE } from '../../site/app-first-names.ts';
import { holdClicks } from './held-click.ts';

/**
 * `client:member`: hydrates an island only for a logged-in visitor, so its code (and React) is
 * never downloaded by anyone else (the logged-out home stays within its JS budget). The
 * pre-paint head script marks html[data-auth="in"] when the access-token cookie exists (SPEC §3,
 * src/site/chrome.ts); the island wakes then, or later if the mark appears while the page is open.
 * On an app's shell page it also waits for the shell's gate (src/client/app-first.ts).
 * The avatar button is on screen before its code arrives, so a click on it in the meantime is
 * held and replayed once the island is live.
 */
const member: ClientDirective = (load, _options, island) => {
  const root = document.documentElement;
  // Logged in, and on an app's shell page after its early-mounted app's first view (src/client/app-first.ts).
  const ready = () => root.getAttribute('data-auth') === 'in' && root.getAttribute(APP_FIRST_ATTRIBUTE) !== 'waiting';
  const clicks = holdClicks(island);
  const start = async () => {
    try {
      const hydrate = await load();
      await hydrate();
    } finally {
      clicks.replay();
    }
  };
  if (ready()) {
    void start();
    return;
  }
  const watch = new MutationObserver(() => {
    if (!ready()) return;
    watch.disconnect();
    void start();
  });
  watch.observe(root, { attributes: true, attributeFilter: ['data-auth', APP_FIRST_ATTRIBUTE] });
};

export default member;
