/**
 * SPEC §4 Global failure: an error or unhandled rejection of the shell's own code replaces the
 * page with 'Something went wrong.' (the translated text is printed by the build in a <template>).
 *
 * Whose failure it is, is read from where it comes from: the file of an error, the first frame
 * of a rejection's stack. Only code served from the site's own origin (its /_astro/ chunks and
 * inline scripts) is the shell's. A remote app (SPEC §1, served from the remotes host), analytics
 * or an extension may fail without taking the page down: a remote's failure is logged and
 * contained (SPEC §8), like a remote that fails to load. A rejection without a stack cannot be
 * placed, so it is contained too.
 *
 * The watch is an inline script at the top of <head> (globalFailureScript), not part of the
 * shell's modules: an island (a remote app's among them) may hydrate and run before those modules
 * have loaded, and a rejection nobody listens for yet is lost. So every function here is printed
 * as its source and may use nothing outside itself.
 */
export const CONTAINED_FAILURE_LOG = '[contained-failure]';

/**
 * The first stack line that is a frame with a URL: V8 `    at f (url:1:2)` or `    at url:1:2`,
 * Gecko and WebKit `f@url:1:2`. V8 starts with the message, which may hold a URL: not a frame.
 */
export function firstFrameUrl(stack: string | undefined): string | undefined {
  return stack?.match(/^\s*(?:at\s+(?:.*?\()?|[^\s@]*@)([a-z][a-z\d+.-]*:[^\s()]+?):\d+(?::\d+)?\)?$/im)?.[1];
}

/**
 * Whether a failure from `url` is the shell's own: on this page's origin. Browsers give script
 * URLs absolute, so a prefix test does it, and cannot throw inside the handler.
 */
export function isOwnUrl(url: string | undefined, origin: string): boolean {
  return !!url && `${url}/`.startsWith(`${origin}/`);
}

/**
 * Listens for failures from the first moment of the page. A failure of the shell's own while the
 * page is still being read replaces it once it is read: the template comes last in <body>.
 */
export function watchFailures(win: Window & typeof globalThis, frameOf: typeof firstFrameUrl, ownUrl: typeof isOwnUrl, log: string): void {
  const doc = win.document;
  const origin = win.location.origin;
  const show = () => {
    const body = doc.body;
    const template = doc.getElementById('global-failure');
    if (!body || body.dataset.failed || !(template instanceof win.HTMLTemplateElement)) return;
    body.dataset.failed = 'true';
    body.replaceChildren(template.content.cloneNode(true));
  };
  const fail = () => {
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', show, { once: true });
    else show();
  };
  win.addEventListener('error', (event) => {
    // The browser already logs an uncaught error, with its file: nothing to add for others'.
    if (event.error && ownUrl(event.filename, origin)) fail();
  });
  win.addEventListener('unhandledrejection', (event) => {
    const from = frameOf(event.reason instanceof Error ? event.reason.stack : undefined);
    if (ownUrl(from, origin)) return fail();
    // SPEC §8: logged once, here, with where it came from; the page stays.
    event.preventDefault();
    console.error(log + ' unhandled rejection from ' + (from || 'unknown') + ':', event.reason);
  });
}

let script: string | undefined;

/** The head script: watchFailures and its two rules, as their source (minified by the layout). */
export function globalFailureScript(): string {
  return (script ??= `(${watchFailures.toString()})(window,(${firstFrameUrl.toString()}),(${isOwnUrl.toString()}),${JSON.stringify(CONTAINED_FAILURE_LOG)});`);
}
