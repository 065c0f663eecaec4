/** The controls a click can be meant for. */
const CONTROL = 'button, a[href], [role="button"], input, summary';

/**
 * Holds a click that lands on a server-rendered island before it is live: the click is stopped
 * (a dead button would swallow it, a link would leave before the island could act) and replayed
 * on the same control once `replay()` is called after hydration, so the visitor's first click
 * is never lost on a slow device. Shared by `client:interact` and `client:member`.
 */
export function holdClicks(island: HTMLElement): { replay(): void; release(): void } {
  let held: HTMLElement | undefined;
  const hold = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const control = event.target.closest<HTMLElement>(CONTROL);
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    held = control;
  };
  island.addEventListener('click', hold, { capture: true });
  const release = () => island.removeEventListener('click', hold, { capture: true });
  return {
    release,
    replay() {
      release();
      if (held?.isConnected) held.click();
      held = undefined;
    },
  };
}
