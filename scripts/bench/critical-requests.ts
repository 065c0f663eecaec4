/**
 * The requests a browser must complete before it can paint a page's largest element, read from the
 * page's HTML alone (budget: `homePageRequestsBeforeLcp`, src/config/budgets.ts; checked per demo
 * tenant by tests/e2e/page-weight.spec.ts). A count of requests, not a time, so it judges a page the
 * same on any machine (the issue: budgets computed from what was built stay in `npm test`).
 *
 * What counts, and why:
 * - the document itself;
 * - before the largest paint in document order (the parser must pass them to reach it): stylesheets
 *   (`<link rel=stylesheet>` whose media matches: a print or a wide-screen sheet does not block a
 *   phone's paint), their `@import`s written in inline <style>, and classic scripts with `src` and
 *   neither `async` nor `defer` (they stop the parser), or any script marked `blocking="render"`;
 * - preloads the page asks for first that gate a paint: `as=font` (a web font hides its text
 *   until it arrives) and `as=style`; an image preload is the largest paint's own request or none;
 * - the largest paint's own resource: the srcset candidate or src its <img> fetches at the
 *   viewport (a data: URL, an inline SVG, or a CSS gradient costs none), a video's poster, a
 *   background in its style attribute; for a text element, the web fonts of the page's inline CSS
 *   that block their text (`font-display` other than swap, fallback or optional).
 *
 * What does not: module scripts and islands (deferred: a static page paints without them, as
 * tests/e2e/page-weight.spec.ts shows by holding every other request), async scripts,
 * modulepreloads, preconnects, other images, the favicon. A background from a linked stylesheet is
 * not visible in the HTML; the home page's largest paint has none.
 */
import { JSDOM } from 'jsdom';
import { chosenImageUrl, mediaMatches, type Viewport } from './viewport.ts';

export type CriticalKind = 'document' | 'stylesheet' | 'import' | 'script' | 'font' | 'preload' | 'largest paint';

export interface CriticalRequest {
  /** Absolute URL. */
  url: string;
  kind: CriticalKind;
  /** What in the HTML asks for it, short: `<link rel=stylesheet>`, `img.hero__art`. */
  from: string;
}

export interface CriticalRequests {
  requests: CriticalRequest[];
  /** The elements taken as the largest paint (`img.hero__art`); empty when the selector matched none. */
  largestPaint: string[];
  /** What the largest paint costs nothing for, said once: `img.hero__art: data: URL`. */
  free: string[];
}

export interface CriticalRequestsOptions {
  /** The page's URL: relative references resolve against it (or its <base href>). */
  pageUrl: string;
  viewport: Viewport;
  /**
   * The element(s) that are the page's largest paint, as a CSS selector; several match when it
   * depends on the browser's choice (each one's requests then count). When none matches, every
   * render-blocking request of the page counts, wherever it stands.
   */
  largestPaint: string;
}

/**
 * The home page's largest paint: the hero's scene, inline in the HTML (tests/e2e/home-lcp.spec.ts).
 * On a wide screen Chromium passes over the scene when it has too few bits per pixel (a
 * "low-entropy" image) and the hero's title is the largest paint instead (measured: alpine and
 * viajes at 1280 px). A registry entry without an agency (ghost) shows the not-found card, whose
 * text is the largest paint.
 */
export const HOME_LARGEST_PAINT = 'img.hero__art, .hero__title, .agency-not-found__card :is(h1, p)';

/** The JavaScript types a <script> runs as a classic script (HTML's JavaScript MIME type essence). */
const CLASSIC_SCRIPT = /^(?:|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/(?:jscript|livescript|javascript1\.[0-5]))$/i;
/** Font loads that leave the text painted in a fallback meanwhile. */
const NON_BLOCKING_FONT_DISPLAY = /font-display\s*:\s*(?:swap|fallback|optional)\b/i;
const MEDIA_ELEMENTS = new Set(['img', 'svg', 'video', 'canvas', 'picture', 'iframe', 'object', 'embed']);

/** The requests before the largest paint of one HTML page at one viewport (see the file's comment). */
export function requestsBeforeLargestPaint(html: string, options: CriticalRequestsOptions): CriticalRequests {
  // With the page's URL, jsdom resolves an inline sheet's @import without complaint (it fetches nothing).
  const { document } = new JSDOM(html, { url: options.pageUrl }).window;
  const base = resolveUrl(document.querySelector('base[href]')?.getAttribute('href') ?? '', options.pageUrl) ?? options.pageUrl;
  const resolve = (reference: string | null | undefined) => (reference?.trim() ? resolveUrl(reference.trim(), base) : undefined);
  const { viewport } = options;

  const found: CriticalRequest[] = [{ url: options.pageUrl, kind: 'document', from: 'the page' }];
  const add = (url: string | undefined, kind: CriticalKind, from: string) => {
    if (url && !isInline(url) && !found.some((request) => request.url === url)) found.push({ url, kind, from });
  };

  const largest = [...document.querySelectorAll(options.largestPaint)].filter((element) => !hidden(element));
  const first = largest[0];
  /** Whether the parser meets `element` before the largest paint (all of them when it matched none). */
  const before = (element: Element) => !first || !!(element.compareDocumentPosition(first) & element.DOCUMENT_POSITION_FOLLOWING);

  for (const element of document.querySelectorAll('link, script, style')) {
    if (hidden(element) || !before(element)) continue;
    if (element.localName === 'link') {
      const rel = tokens(element.getAttribute('rel'));
      // A sheet whose media matches blocks rendering; one whose media cannot be judged counts too.
      const applies = mediaMatches(element.getAttribute('media'), viewport) !== false;
      if (rel.has('stylesheet') && !rel.has('alternate') && !element.hasAttribute('disabled') && applies) {
        add(resolve(element.getAttribute('href')), 'stylesheet', `<link rel=stylesheet>`);
      } else if (rel.has('preload') && applies) {
        const as = element.getAttribute('as')?.toLowerCase();
        if (as === 'font') add(resolve(element.getAttribute('href')), 'font', '<link rel=preload as=font>');
        else if (as === 'style') add(resolve(element.getAttribute('href')), 'preload', '<link rel=preload as=style>');
      }
    } else if (element.localName === 'script') {
      const type = (element.getAttribute('type') ?? '').trim();
      const src = element.getAttribute('src');
      if (src === null) continue;
      const renderBlocking = tokens(element.getAttribute('blocking')).has('render');
      const classic = CLASSIC_SCRIPT.test(type) && !element.hasAttribute('nomodule');
      const parserBlocking = classic && !element.hasAttribute('async') && !element.hasAttribute('defer');
      if (parserBlocking || (renderBlocking && (classic || type.toLowerCase() === 'module'))) {
        add(resolve(src), 'script', parserBlocking ? '<script src> (parser-blocking)' : '<script blocking=render>');
      }
    } else {
      for (const imported of cssImports(element.textContent ?? '')) {
        if (mediaMatches(imported.media, viewport) !== false) add(resolve(imported.url), 'import', '@import in <style>');
      }
    }
  }

  const free: string[] = [];
  for (const element of largest) {
    const name = describe(element);
    const own = paintResource(element, viewport);
    if (own) {
      const url = resolve(own);
      if (url && isInline(url)) free.push(`${name}: ${url.slice(0, 5)} URL`);
      else add(url, 'largest paint', name);
    } else if (MEDIA_ELEMENTS.has(element.localName)) free.push(`${name}: drawn in the page`);
    const background = inlineBackground(element);
    if (background) add(resolve(background), 'largest paint', `${name} (background)`);
    if (!MEDIA_ELEMENTS.has(element.localName)) {
      // Text: a web font with a blocking font-display hides it until the font arrives.
      for (const style of document.querySelectorAll('style')) {
        for (const font of blockingFontFaces(style.textContent ?? '')) add(resolve(font), 'font', `@font-face for ${name}`);
      }
      if (!background) free.push(`${name}: text`);
    }
  }
  return { requests: found, largestPaint: largest.map(describe), free };
}

/** The resource an element of the largest paint itself fetches; undefined for text and inline SVG. */
function paintResource(element: Element, viewport: Viewport): string | undefined {
  if (element.localName === 'img') return chosenImageUrl(element, viewport);
  if (element.localName === 'picture') {
    const img = element.querySelector(':scope > img');
    return img ? chosenImageUrl(img, viewport) : undefined;
  }
  if (element.localName === 'video') return element.getAttribute('poster') ?? undefined;
  if (element.localName === 'input' && element.getAttribute('type')?.toLowerCase() === 'image') return element.getAttribute('src') ?? undefined;
  return undefined;
}

/** A background image set in the element's own style attribute. */
function inlineBackground(element: Element): string | undefined {
  const style = element.getAttribute('style') ?? '';
  const declaration = /background(?:-image)?\s*:[^;]*?url\(\s*(['"]?)(.*?)\1\s*\)/i.exec(style);
  return declaration?.[2];
}

/** `@import url(a.css) screen;` and `@import "a.css";` of an inline style sheet, with their media. */
export function cssImports(css: string): { url: string; media: string | undefined }[] {
  const imports: { url: string; media: string | undefined }[] = [];
  for (const found of withoutComments(css).matchAll(/@import\s+(?:url\(\s*(['"]?)(.*?)\1\s*\)|(['"])(.*?)\3)\s*([^;]*);/gi)) {
    const media = found[5]?.trim();
    // layer(…) and supports(…) come before the media list.
    const list = media?.replace(/^(?:layer(?:\([^)]*\))?|supports\([^)]*\))\s*/gi, '').trim();
    imports.push({ url: (found[2] ?? found[4])!, media: list || undefined });
  }
  return imports;
}

/** The first source of each @font-face that hides its text while it loads (no swap, fallback or optional). */
export function blockingFontFaces(css: string): string[] {
  const urls: string[] = [];
  for (const face of withoutComments(css).matchAll(/@font-face\s*{([^}]*)}/gi)) {
    const body = face[1]!;
    if (NON_BLOCKING_FONT_DISPLAY.test(body)) continue;
    const src = /(?:^|;)\s*src\s*:([^;]*)/i.exec(body)?.[1] ?? '';
    // The browser takes the first source it can use: local() costs no request, woff2 is understood.
    const first = /url\(\s*(['"]?)(.*?)\1\s*\)/i.exec(src);
    if (first && !/^\s*local\(/i.test(src)) urls.push(first[2]!);
  }
  return urls;
}

function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}

function tokens(value: string | null): Set<string> {
  return new Set((value ?? '').toLowerCase().split(/\s+/).filter(Boolean));
}

/** Inside <noscript> (parsed as markup without scripting) or <template>: never fetched. */
function hidden(element: Element): boolean {
  return !!element.closest('noscript, template');
}

function isInline(url: string): boolean {
  return /^(?:data|blob|about|javascript):/i.test(url);
}

function resolveUrl(reference: string, base: string): string | undefined {
  try {
    return new URL(reference, base).href;
  } catch {
    return undefined;
  }
}

/** `img.hero__art`: the tag and its classes, as a failure message names an element. */
export function describe(element: Element): string {
  const classes = [...element.classList].filter((name) => !name.startsWith('astro-'));
  return `${element.localName}${classes.map((name) => `.${name}`).join('')}`;
}

/**
 * The requests over the budget, as one sentence naming the tenant, the width, the largest paint
 * and every request; undefined within it.
 */
export function requestsMiss(tenant: string, viewport: Viewport, result: CriticalRequests, budget: number): string | undefined {
  if (result.requests.length <= budget) return undefined;
  const paint = result.largestPaint.length ? result.largestPaint.join(' or ') : 'not found, so every blocking request';
  return (
    `tenant ${tenant}, page / at ${viewport.width} px: ${result.requests.length} requests before the largest paint (${paint}) ` +
    `over the budget of ${budget}: ${result.requests.map((request) => `${request.url} (${request.kind}, ${request.from})`).join(', ')}`
  );
}
