import { APP_FIRST_ATTRIBUTE } from '../../site/app-first-names.ts';

/**
 * Calls `start` once the shell's gate is open (src/client/app-first.ts): at once on a page without
 * one, else when an early-mounted booking app has drawn its first view.
 */
export function afterAppFirst(start: () => void): void {
  const root = document.documentElement;
  const open = () => root.getAttribute(APP_FIRST_ATTRIBUTE) !== 'waiting';
  if (open()) {
    start();
    return;
  }
  const watch = new MutationObserver(() => {
    if (!open()) return;
    watch.disconnect();
    start();
  });
  watch.observe(root, { attributes: true, attributeFilter: [APP_FIRST_ATTRIBUTE] });
}
