import { $modal } from '../stores/modal.ts';
import { $toasts } from '../stores/toasts.ts';

/** The element the shell renders the overlay island into (src/layouts/Shell.astro). */
export const OVERLAYS_HOST_ID = 'overlays';

/**
 * SPEC §2.13 overlays, on first need: the island is printed by the build (its empty live region
 * is there from first paint) and hydrated only when the first toast or modal is asked for, so a
 * page that shows none loads none of its code and first paint never waits for it.
 */
export function startOverlays(
  host = document.getElementById(OVERLAYS_HOST_ID),
  hydrate: (host: HTMLElement) => Promise<void> = async (element) => (await import('../islands/overlays/hydrate.tsx')).hydrateOverlays(element),
): void {
  if (!host) return;
  // The open modal's name stands on the host as the store changes, before the dialog's code has
  // loaded: what is open can be read at once (a test's "nothing opened" needs no waiting).
  $modal.subscribe((modal) => {
    if (modal) host.dataset.modal = modal.name;
    else delete host.dataset.modal;
  });
  let started = false;
  const stops: (() => void)[] = [];
  const wake = () => {
    if (started) return;
    started = true;
    for (const stop of stops.splice(0)) stop();
    // A chunk that fails to load costs the toasts, never the page (SPEC §4 global failure is for the shell's faults).
    hydrate(host).catch((error: unknown) => console.error('[overlays] could not start:', error));
  };
  if ($toasts.get().length > 0 || $modal.get()) return wake();
  stops.push(
    $toasts.listen((toasts) => toasts.length > 0 && wake()),
    $modal.listen((modal) => modal && wake()),
  );
}
