import type { ClientDirective } from 'astro';

/**
 * `client:member`: hydrates an island only for a logged-in visitor, so its code (and React) is
 * never downloaded by anyone else (issue 8: the logged-out home stays within its JS budget). The
 * pre-paint head script marks html[data-auth="in"] when the access-token cookie exists (SPEC §3,
 * src/site/chrome.ts); the island wakes then, or later if the mark appears while the page is open.
 */
const member: ClientDirective = (load) => {
  const root = document.documentElement;
  const loggedIn = () => root.getAttribute('data-auth') === 'in';
  const start = async () => {
    const hydrate = await load();
    await hydrate();
  };
  if (loggedIn()) {
    void start();
    return;
  }
  const watch = new MutationObserver(() => {
    if (!loggedIn()) return;
    watch.disconnect();
    void start();
  });
  watch.observe(root, { attributes: true, attributeFilter: ['data-auth'] });
};

export default member;
