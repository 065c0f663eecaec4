/*
 * A service's search panel sits above its app on the landing and search pages
 * only. One shell page serves every route of the app (src/site/app-shells.ts), so the build
 * cannot tell those routes apart: the page prints the panel with the addresses it belongs on, and
 * a script right after it, run while the page is parsed (before the first paint, so nothing
 * appears and then vanishes), hides it anywhere else.
 */

/** A path as the panel's list holds it: no trailing slash, no `index.html` or `.html`. */
export function panelPath(pathname: string): string {
  const trimmed = pathname.replace(/\/index\.html$/, '').replace(/\.html$/, '').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Hides `element` unless the address is one of its `data-show-on` paths (a JSON list). Written
 * to run as is in the browser: printed into the page through its source text.
 */
export function showPanelOn(element: HTMLElement, pathname: string, normalise: (pathname: string) => string): void {
  let paths: unknown;
  try {
    paths = JSON.parse(element.dataset.showOn ?? '[]');
  } catch {
    paths = [];
  }
  element.hidden = !(Array.isArray(paths) && paths.indexOf(normalise(pathname)) >= 0);
}

/** The inline script printed right after the panel's wrapper. */
export function landingPanelScript(): string {
  return `(function(s){var e=s&&s.previousElementSibling;if(e)(${showPanelOn.toString()})(e,location.pathname,(${panelPath.toString()}))})(document.currentScript);`;
}
