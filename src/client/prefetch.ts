import { isRemoteAppId, remoteModuleUrl } from '../site/remote-apps.ts';
import { findRoute } from '../site/route-catalogue.ts';
import { stripLanguage } from '../i18n/language-prefix.ts';

/*
 * When a visitor shows intent to open a remote app's page (hovering or focusing a link
 * to one, such as Book Now; touching or focusing an element marked `data-prefetch-app="hotels"`,
 * such as a search panel), the shell starts fetching that app's module, so the next page mounts
 * it sooner.
 *
 * The next page is another document with its own module map, so what carries over is the HTTP
 * cache: a `<link rel="prefetch">` (CORS, as the module import will be) stores the module, and
 * Chromium reuses a prefetched response once within five minutes without revalidating it, even
 * when the host says max-age=0 (the reference remotes host does, and revalidates by ETag). On the
 * app's own page the shell's head preloads the module into the module map (Shell.astro,
 * `modulepreload`), and the island's import() reuses that entry; the URL is the same first-attempt
 * URL (remoteModuleUrl) on both sides, or nothing would be reused.
 */

const REMOTES_META = 'meta[name="storefront:remotes"]';

/** The URLs this page already asked for, so intent repeated on every hover costs nothing. */
const requested = new Set<string>();

/**
 * Starts loading a remote app's module (`prefetchRemote('hotels')`), for a component that knows
 * the visitor is heading there. Returns whether a request was started; an invalid name or a page
 * without a remotes host does nothing.
 */
export function prefetchRemote(app: string, doc: Document = document): boolean {
  const base = doc.querySelector<HTMLMetaElement>(REMOTES_META)?.content;
  if (!base || !isRemoteAppId(app)) return false;
  let href: string;
  try {
    href = remoteModuleUrl(base, app);
  } catch {
    return false;
  }
  const preloaded = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="prefetch"]')].some((link) => link.href === href);
  if (requested.has(href) || preloaded) return false;
  requested.add(href);
  const link = doc.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  link.crossOrigin = 'anonymous';
  link.href = href;
  doc.head.append(link);
  return true;
}

/** The app an intent points at: `data-prefetch-app` on it or around it, or the remote app of the link's route. */
export function intentApp(target: Element, origin: string): string | undefined {
  const marked = target.closest('[data-prefetch-app]')?.getAttribute('data-prefetch-app');
  if (marked) return marked;
  const anchor = target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const entry = findRoute(stripLanguage(url.pathname).route);
  if (!entry) return undefined;
  return entry.app === 'shell' ? entry.mounts : entry.app;
}

/** The events that show intent: hover, focus, touch. */
export const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** Prefetches the app an intent's target points at, if any. */
export function prefetchForTarget(target: EventTarget | null, doc: Document = document, origin: string = window.location.origin): void {
  if (!(target instanceof Element)) return;
  const app = intentApp(target, origin);
  if (app) prefetchRemote(app, doc);
}

/** Listens for hover, focus and touch on links and marked elements (started by prefetch-start.ts). */
export function prefetchOnIntent(doc: Document = document, origin: string = window.location.origin): void {
  const onIntent = (event: Event) => prefetchForTarget(event.target, doc, origin);
  for (const type of INTENT_EVENTS) doc.addEventListener(type, onIntent, { passive: true });
}
