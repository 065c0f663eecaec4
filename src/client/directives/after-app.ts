import type { ClientDirective } from 'astro';
import { afterAppFirst } from './after-app-first.ts';

/**
 * `client:after-app`: hydrates once the page's booking app, where the inline script mounted it
 * early, has drawn its first view (src/client/app-first.ts); on any other page, at once.
 * `client:after-app="idle"` then also waits for the browser to idle, as client:idle does.
 */
const afterApp: ClientDirective = (load, options) => {
  const start = async () => {
    const hydrate = await load();
    await hydrate();
  };
  afterAppFirst(() => {
    if (options.value === 'idle' && 'requestIdleCallback' in window) window.requestIdleCallback(() => void start());
    else void start();
  });
};

export default afterApp;
