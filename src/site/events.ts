/*
 * SPEC §1: the shell and the remote sub-applications share events for user, agency, currencies
 * and countries. They are DOM CustomEvents dispatched on `window`, the one object the shell and a
 * separately built remote both see; the payload is the event's `detail`. The names live here
 * only, and remote apps receive this same map in their mount context (src/site/remote-apps.ts).
 */

export const SHELL_EVENTS = {
  /** The signed-in user changed (log-in, log-out, profile loaded). */
  user: 'storefront:user',
  /** The agency data is known or changed. */
  agency: 'storefront:agency',
  /** The enabled currencies or their exchange rates are known. */
  currencies: 'storefront:currencies',
  /** The visitor picked another currency (SPEC §4 Currency: "broadcasts an event"). */
  currency: 'storefront:currency',
  /** The country lists are known. */
  countries: 'storefront:countries',
} as const;

export type ShellEventName = (typeof SHELL_EVENTS)[keyof typeof SHELL_EVENTS];

const NAMES = Object.values(SHELL_EVENTS) as ShellEventName[];

export function isShellEventName(value: unknown): value is ShellEventName {
  return typeof value === 'string' && (NAMES as string[]).includes(value);
}

/*
 * A remote app mounts after the shell may already have announced the user or the currency, so the
 * last detail of each event is kept. Recording listens on window rather than wrapping the emitter,
 * so an event dispatched by any code (or by another copy of this module) is seen too.
 */
const latest = new Map<ShellEventName, unknown>();
if (typeof window !== 'undefined') {
  for (const name of NAMES) window.addEventListener(name, (event) => latest.set(name, (event as CustomEvent).detail));
}

/** Announces a shared event to the shell's islands and every mounted remote app. */
export function emitShellEvent(name: ShellEventName, detail: unknown): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Listens to a shared event; returns the function that stops listening. */
export function onShellEvent(name: ShellEventName, listener: (detail: unknown) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent).detail);
  window.addEventListener(name, handler);
  return () => window.removeEventListener(name, handler);
}

/** The detail of the last such event seen on this page, or undefined if none was sent yet. */
export function latestShellEvent(name: ShellEventName): unknown {
  return latest.get(name);
}
