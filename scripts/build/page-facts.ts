import type { RemoteApp } from '../../src/site/route-catalogue.ts';
import { inlineScriptSourcesOfBytes } from './inline-scripts.ts';
import { appShellOfHead, isNoindexHead } from './seo-files.ts';

/**
 * What publishing needs to know of a page: its inline scripts' CSP sources (the _headers file)
 * and whether and how it belongs in the sitemap. The render threads note them while
 * the page is in memory, so publishing reads no page back from disk (reading every page twice
 * would cost a third of a 100-tenant build's time). Without them, publishing reads the files.
 */
export interface PageFacts {
  scripts: string[];
  noindex: boolean;
  app?: RemoteApp;
}

/** Where a page's head ends (as headOf in seo-files.ts finds it), in bytes. */
function headEnd(page: Buffer, text: string): number {
  // Astro writes `</head>`; any other spelling is left to the pattern.
  const end = page.indexOf('</head>');
  return end !== -1 ? end : text.search(/<\/head\s*>/i);
}

/** Words a head must hold for isNoindexHead or appShellOfHead to find anything. */
const HEAD_FACT_WORDS = /robots|googlebot|storefront:app-shell/i;

/** A rendered page's facts, from its bytes (see inlineScriptSourcesOfBytes). */
export function pageFacts(page: Buffer): PageFacts {
  // Latin-1 gives a character per byte, so offsets found in it are byte offsets. The head's facts
  // are read from its UTF-8 text, as the sitemap reads them, but only from a head that names one
  // of their words: most do not, and ASCII words are found in Latin-1 exactly as in UTF-8.
  const text = page.toString('latin1');
  const end = headEnd(page, text);
  const scripts = inlineScriptSourcesOfBytes(page, text);
  if (!HEAD_FACT_WORDS.test(end === -1 ? text : text.slice(0, end))) return { scripts, noindex: false };
  const head = page.toString('utf8', 0, end === -1 ? page.length : end);
  const app = appShellOfHead(head);
  return { scripts, noindex: isNoindexHead(head), ...(app ? { app } : {}) };
}
