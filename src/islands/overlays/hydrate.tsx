import { hydrateRoot } from 'react-dom/client';
import type { Messages } from '../../i18n/island.ts';
import Overlays from '../Overlays.tsx';

/**
 * Hydrates the overlay island the build printed into `host`, with the messages it printed beside
 * it (data-messages). Hydrating, not re-rendering, keeps the live region node a screen reader
 * already watches. Loaded by src/client/overlays.ts on first need.
 */
export function hydrateOverlays(host: HTMLElement): void {
  const messages = JSON.parse(host.dataset.messages ?? '{}') as Messages;
  hydrateRoot(host, <Overlays messages={messages} />);
}
