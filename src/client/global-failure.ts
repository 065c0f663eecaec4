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
 */
export const CONTAINED_FAILURE_LOG = '[contained-failure]';

/**
 * The first stack line that is a frame with a URL: V8 `    at f (url:1:2)` or `    at url:1:2`,
 * Gecko and WebKit `f@url:1:2`. V8 starts with the message, which may hold a URL: not a frame.
 */
const FIRST_FRAME = /^\s*(?:at\s+(?:.*?\()?|[^\s@]*@)([a-z][a-z\d+.-]*:[^\s()]+?):\d+(?::\d+)?\)?$/im;

export function firstFrameUrl(stack: string | undefined): string | undefined {
  return stack?.match(FIRST_FRAME)?.[1];
}

/**
 * Whether a failure from `url` is the shell's own: on this page's origin. Browsers give script
 * URLs absolute, so a prefix test does it, and cannot throw inside the handler.
 */
export function isOwnUrl(url: string | undefined, origin = location.origin): boolean {
  return !!url && `${url}/`.startsWith(`${origin}/`);
}

/** Whether an unhandled rejection's reason was thrown by the shell's own code. */
export function isOwnRejection(reason: unknown, origin = location.origin): boolean {
  const stack = reason instanceof Error ? reason.stack : undefined;
  return isOwnUrl(firstFrameUrl(stack), origin);
}

export function installGlobalFailure(template = document.getElementById('global-failure')): void {
  if (!(template instanceof HTMLTemplateElement)) return;
  const fail = () => {
    if (document.body.dataset.failed) return;
    document.body.dataset.failed = 'true';
    document.body.replaceChildren(template.content.cloneNode(true));
  };
  window.addEventListener('error', (event) => {
    // The browser already logs an uncaught error, with its file: nothing to add for others'.
    if (event.error && isOwnUrl(event.filename)) fail();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isOwnRejection(event.reason)) return fail();
    // SPEC §8: logged once, here, with where it came from; the page stays.
    event.preventDefault();
    const from = firstFrameUrl(event.reason instanceof Error ? event.reason.stack : undefined) ?? 'unknown';
    console.error(`${CONTAINED_FAILURE_LOG} unhandled rejection from ${from}:`, event.reason);
  });
}
