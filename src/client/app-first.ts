import { APP_FIRST_ATTRIBUTE } from '../site/app-first-names.ts';
import { EARLY_MOUNTS_KEY, type EarlyMount } from '../site/early-mount-names.ts';

/*
 * On an app's shell page whose booking app the inline script mounted early (src/site/early-mount.ts),
 * the shell's own code (its stores, React and the header's islands) starts once that app's first
 * view is on screen: the visitor came for the app, and the shell's modules would otherwise share
 * the network and the main thread with it until then. The app says so with context.ready
 * (src/site/remote-apps.ts); an app that does not, by its largest paint. Without an early mount
 * the shell starts as soon as the page is parsed; with one, also at the visitor's first input (a
 * tap on the header must not wait), and at the latest APP_FIRST_CAP_MS after the mount, whatever
 * the app does. Only app shell pages have the gate (src/layouts/Shell.astro), and it waits only
 * where the head script expects an early mount; every other visit starts its shell at once.
 */

/** The longest the shell waits for an early app's first view. */
export const APP_FIRST_CAP_MS = 3000;

/** What ends the wait at once: the visitor starts to use the page. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

type Win = Window & { [EARLY_MOUNTS_KEY]?: Record<string, EarlyMount> };

/** Resolves once the document is parsed: an app's inline script follows its box, so it has run by then. */
function parsed(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((done) => doc.addEventListener('readystatechange', () => done(), { once: true }));
}

function firstInput(win: Window): Promise<void> {
  return new Promise((done) => {
    const open = () => {
      for (const type of INPUT_EVENTS) win.removeEventListener(type, open, true);
      done();
    };
    for (const type of INPUT_EVENTS) win.addEventListener(type, open, { capture: true, passive: true });
  });
}

/** Resolves after the next frame is painted: a frame's requestAnimationFrame callbacks run just before its paint. */
function painted(win: Window): Promise<void> {
  return new Promise((done) => win.requestAnimationFrame(() => win.setTimeout(done, 0)));
}

/**
 * Resolves when the browser reports a largest paint inside one of the hosts: for an app that does
 * not call context.ready (the contract's addition is ours), its main content is on screen then.
 */
function largestPaintIn(win: Window, hosts: HTMLElement[]): Promise<void> {
  return new Promise((done) => {
    const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
    if (!Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) return;
    const observer = new Observer((list) => {
      const inside = list.getEntries().some((entry) => {
        const element = (entry as PerformanceEntry & { element?: Element | null }).element;
        return !!element && hosts.some((host) => host.contains(element));
      });
      if (!inside) return;
      observer.disconnect();
      done();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * Waits for the early apps, where the head script expects one (html[data-app-first="waiting"],
 * appFirstWaitScript in src/site/early-mount.ts), then marks <html> open for the directives.
 */
async function open(win: Window): Promise<void> {
  const root = win.document.documentElement;
  if (root.getAttribute(APP_FIRST_ATTRIBUTE) !== 'waiting') return;
  await parsed(win.document);
  const mounts = Object.values((win as Win)[EARLY_MOUNTS_KEY] ?? {});
  if (mounts.length) {
    const cap = new Promise<void>((done) => win.setTimeout(done, APP_FIRST_CAP_MS));
    const drawn = (async () => {
      await Promise.all(mounts.map((mount) => mount.drawn));
      await painted(win);
    })();
    const hosts = mounts.map((mount) => mount.host);
    await Promise.race([drawn, largestPaintIn(win, hosts), firstInput(win), cap]);
  }
  root.setAttribute(APP_FIRST_ATTRIBUTE, 'open');
}

let gate: Promise<void> | undefined;

/**
 * Resolves when the shell may start: at once where no early mount is expected, else once every
 * early app's first view (or failure) is painted, on input, or after the cap (at once after
 * parsing if the inline script did not mount after all). Then marks <html> open, which the
 * directives waiting for it watch (src/client/directives/).
 * Each caller continues in a task of its own, so what it starts is not one long task with the others'.
 */
export async function appFirst(win: Window = window): Promise<void> {
  gate ??= open(win);
  await gate;
  await new Promise<void>((done) => win.setTimeout(done, 0));
}

/** Forgets the gate (tests). */
export function resetAppFirst(): void {
  gate = undefined;
}
