import { atom, type ReadableAtom } from 'nanostores';
import {
  ExternalScriptLoadError,
  importRemoteApp,
  logExternalScriptLoadError,
  remoteContext,
  remoteLink,
  remoteModuleUrl,
  resolveRemoteRoute,
  type ModuleImporter,
  type RemoteContextInit,
  type RemoteRoute,
  type RemoteUnmount,
} from '../site/remote-apps.ts';
import { ROUTES } from '../site/routes.ts';
import { EARLY_MOUNTS_KEY, type EarlyMount } from '../site/early-mount-names.ts';

export type RemoteAppStatus = 'loading' | 'ready' | 'failed';

export interface RemoteAppLoaderOptions {
  remotesUrl: string;
  app: string;
  context: RemoteContextInit;
  timeoutMs?: number;
  importModule?: ModuleImporter;
  log?: (error: ExternalScriptLoadError) => void;
  /** Starts the loads of the shared data only remote apps read (SPEC §1); tests pass their own. */
  loadSharedData?: () => void;
  /** The mount the page's inline script started into this element, if any (default: takeEarlyMount). */
  takeEarly?: (app: string, element: HTMLElement, route: RemoteRoute) => EarlyMount | undefined;
  /** The visitor's route, read when the app starts (default: the page's address). */
  locate?: () => RemoteRoute | undefined;
  /** An address that is not this app's (or has a bad parameter): default, /errors (SPEC §2.2). */
  leave?: (errorsPath: string) => void;
}

/**
 * SPEC §1: the country lists reach the remote apps as `storefront:countries`. No shell page uses
 * them, so they load when the first remote app starts, in parallel with its module, and their
 * code comes with them: a page without a remote app pays for neither.
 */
export function loadRemoteSharedData(): void {
  void import('./countries.ts')
    .then(({ loadCountries }) => loadCountries())
    .catch((error: unknown) => console.error('[remote-app] the shared country lists could not be loaded', error));
}

export interface RemoteAppLoader {
  /** The first attempt's module URL; throws at creation for an invalid app name. */
  readonly url: string;
  readonly $status: ReadableAtom<RemoteAppStatus>;
  /**
   * Starts fetching the app's module graph without running its mount, while the page's access is
   * still being decided: the browser keeps the module, so start() then finds it loaded. A failure
   * here is start()'s to report.
   */
  warm(): void;
  /** Loads the app and mounts it into the element (SPEC §4 Remote apps). */
  start(element: HTMLElement): Promise<void>;
  /** Unmounts the app; a load still running is ignored when it ends. */
  stop(): void;
  /** After a failure: empties the element and loads again, bypassing the failed module. */
  retry(element: HTMLElement): Promise<void>;
}

/**
 * One remote app on one page: loading → ready, or → failed (then retry → loading).
 * Every failure is caught here and logged (SPEC §8); none may reach the global failure handler,
 * which would replace the whole page for what is one broken component.
 */
export function createRemoteAppLoader(options: RemoteAppLoaderOptions): RemoteAppLoader {
  const { remotesUrl, app, timeoutMs, importModule, log = logExternalScriptLoadError, loadSharedData = loadRemoteSharedData, takeEarly = takeEarlyMount } = options;
  const { locate = () => resolveRemoteRoute(window.location, app), leave = (path: string) => window.location.replace(path) } = options;
  const url = remoteModuleUrl(remotesUrl, app);
  const $status = atom<RemoteAppStatus>('loading');
  let attempt = 0;
  // Bumped by stop(): a load that ends after it belongs to a run nobody waits for.
  let run = 0;
  let unmount: RemoteUnmount | undefined;

  async function start(element: HTMLElement): Promise<void> {
    const mine = ++run;
    // The page is shared by every path of the app: the route comes from the address, now.
    const route = locate();
    if (!route) {
      leave(remoteLink(options.context, ROUTES.errors));
      return;
    }
    const context = remoteContext(options.context, route);
    const attemptUrl = remoteModuleUrl(remotesUrl, app, attempt);
    $status.set('loading');
    loadSharedData();
    // The first attempt takes over the app the inline script is mounting, if it is this one.
    const early = attempt === 0 ? takeEarly(app, element, route) : undefined;
    try {
      const module = await importRemoteApp(attemptUrl, { timeoutMs, importModule: early ? () => early.module : importModule });
      if (mine !== run) {
        // Stopped meanwhile: an app the inline script mounted goes with the island.
        early?.mounted.then((cleanup) => safely(typeof cleanup === 'function' ? (cleanup as RemoteUnmount) : undefined), () => {});
        return;
      }
      let result: unknown;
      try {
        result = await (early ? early.mounted : module.mount(element, context));
      } catch (cause) {
        throw new ExternalScriptLoadError('mount-error', attemptUrl, cause);
      }
      const cleanup = typeof result === 'function' ? (result as RemoteUnmount) : undefined;
      if (mine !== run) {
        safely(cleanup);
        return;
      }
      unmount = cleanup;
      $status.set('ready');
    } catch (error) {
      if (mine !== run) return;
      log(error instanceof ExternalScriptLoadError ? error : new ExternalScriptLoadError('error', attemptUrl, error));
      $status.set('failed');
    }
  }

  let warmed = false;
  function warm(): void {
    if (warmed) return;
    warmed = true;
    importRemoteApp(url, { timeoutMs, importModule }).catch(() => {});
  }

  function stop(): void {
    run++;
    const cleanup = unmount;
    unmount = undefined;
    safely(cleanup);
  }

  function retry(element: HTMLElement): Promise<void> {
    stop();
    element.replaceChildren();
    attempt++;
    return start(element);
  }

  return { url, $status, warm, start, stop, retry };
}

type EarlyWindow = Window & { [EARLY_MOUNTS_KEY]?: Record<string, EarlyMount> };

/**
 * The mount the page's inline script started for this app (src/site/early-mount.ts), handed
 * over once: undefined when there is none, or when it is not into this element or not for this
 * route (the whole catalogue may give the address to another page than the app's own paths do).
 * A mount that is not taken is undone when it ends, so the app mounts here as usual.
 */
export function takeEarlyMount(app: string, element: HTMLElement, route: RemoteRoute): EarlyMount | undefined {
  const mounts = (window as EarlyWindow)[EARLY_MOUNTS_KEY];
  const early = mounts && Object.prototype.hasOwnProperty.call(mounts, app) ? mounts[app] : undefined;
  if (!mounts || !early) return undefined;
  delete mounts[app];
  if (early.host === element && JSON.stringify(early.route) === JSON.stringify(route)) return early;
  early.mounted.then(
    (cleanup) => safely(typeof cleanup === 'function' ? (cleanup as RemoteUnmount) : undefined),
    () => {},
  );
  return undefined;
}

/** A remote's unmount that throws must not take the shell down with it. */
function safely(cleanup: RemoteUnmount | undefined): void {
  try {
    cleanup?.();
  } catch (error) {
    console.error('[remote-app] unmount failed', error);
  }
}
