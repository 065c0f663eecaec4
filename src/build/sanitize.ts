import createDOMPurify, { type Config } from 'dompurify';
import type { JSDOM as JsdomClass } from 'jsdom';
import { createRequire } from 'node:module';

/*
 * Agency-supplied HTML (About Us, legal pages, FAQ answers) is sanitised once, at build time,
 * before any page prints it. Beyond DOMPurify's defaults nothing that can run, submit, navigate
 * or re-base the page survives, and no data: or javascript: URL either.
 */

const FORBID_TAGS = ['script', 'style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame',
  'frameset', 'object', 'embed', 'base', 'meta', 'link', 'noscript', 'template', 'svg', 'math'];
const SAFE_URL = /^(?:https?:|mailto:|tel:|#|\/(?!\/)|\.{0,2}\/?[^:]*$)/i;
const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'poster', 'background', 'cite']);
const VOID_CONTENT = 'img,video,audio,picture,hr';
/**
 * DOM clobbering: an agency id or name such as "global-failure" or "main" would answer the shell's
 * own getElementById and window lookups in place of the shell's element. DOMPurify's
 * SANITIZE_NAMED_PROPS prefixes every id and name with this; references inside the content follow.
 */
const NAMED_PROP_PREFIX = 'user-content-';
const FRAGMENT_ATTRIBUTES = ['href', 'usemap'];
const IDREF_ATTRIBUTES = ['for', 'headers', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns'];

let purifier: ReturnType<typeof createDOMPurify> | undefined;

/** Loads jsdom now, in a moment that waits anyway (the watcher's spare build), not on the first HTML. */
export function prepareSanitizer(): void {
  getPurifier();
}

function getPurifier() {
  if (purifier) return purifier;
  // jsdom is loaded on the first HTML to sanitise, not with this module: it costs about 0.5 s,
  // and a rebuild whose agency HTML is unchanged reuses the last build's output instead
  // (scripts/build/sanitized-html.ts).
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: typeof JsdomClass };
  const { window } = new JSDOM('');
  const instance = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (URL_ATTRIBUTES.has(data.attrName) && !SAFE_URL.test(data.attrValue.trim())) data.keepAttr = false;
    if (data.attrName === 'target' && data.attrValue !== '_blank') data.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    // A new-tab link must not hand the opener to the agency's target.
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    // An agency picture without a description is taken as decoration, so screen readers skip it
    // instead of reading out its file name (WCAG 1.1.1).
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    // The content's own links to its (now prefixed) ids keep working: "#terms" → "#user-content-terms".
    for (const name of FRAGMENT_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value && value.length > 1 && value.startsWith('#') && !value.startsWith(`#${NAMED_PROP_PREFIX}`)) {
        node.setAttribute(name, `#${NAMED_PROP_PREFIX}${value.slice(1)}`);
      }
    }
    for (const name of IDREF_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value) node.setAttribute(name, value.trim().split(/\s+/).map((id) => (id.startsWith(NAMED_PROP_PREFIX) ? id : NAMED_PROP_PREFIX + id)).join(' '));
    }
  });
  purifier = instance;
  return instance;
}

const CONFIG: Config = {
  FORBID_TAGS,
  FORBID_ATTR: ['style', 'srcdoc', 'formaction', 'action', 'ping'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  SANITIZE_NAMED_PROPS: true,
};

/** SPEC §2.7: rich text with empty tags is stripped. Repeats until nested empties are gone. */
function stripEmptyElements(root: Element): void {
  let removed = true;
  while (removed) {
    removed = false;
    for (const element of [...root.querySelectorAll('*')]) {
      if (element.matches(`${VOID_CONTENT},br`)) continue;
      if (element.querySelector(VOID_CONTENT)) continue;
      if ((element.textContent ?? '').trim() === '') {
        element.remove();
        removed = true;
      }
    }
  }
}

/** Safe HTML to print as-is; empty or whitespace-only input gives "". */
export function sanitizeAgencyHtml(html: string | undefined | null): string {
  if (!html || !html.trim()) return '';
  const instance = getPurifier();
  const body = instance.sanitize(html, { ...CONFIG, RETURN_DOM: true }) as unknown as HTMLElement;
  stripEmptyElements(body);
  return body.innerHTML.trim();
}
