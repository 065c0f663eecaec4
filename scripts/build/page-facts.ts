import type { RemoteApp } from '../../src/site/route-catalogue.ts';
import { inlineScriptSourcesOfBytes } from './inline-scripts.ts';
import { appShellOf, isNoindex } from './seo-files.ts';

/**
 * What publishing needs to know of a page: its inline scripts' CSP sources (the _headers file)
 * and whether and how it belongs in the sitemap. Issue 12: the render threads note them while
 * the page is in memory, so publishing reads no page back from disk (it read every page twice,
 * a third of a 100-tenant build's time). Without them, publishing reads the files.
 */
export interface PageFacts {
  scripts: string[];
  noindex: boolean;
  app?: RemoteApp;
}

/** A rendered page's facts, from its bytes (see inlineScriptSourcesOfBytes). */
export function pageFacts(page: Buffer): PageFacts {
  // Latin-1 gives a character per byte, so offsets found in it are byte offsets; only the head
  // (up to </head>, as isNoindex and appShellOf read it) is decoded as UTF-8.
  const text = page.toString('latin1');
  const end = text.search(/<\/head\s*>/i);
  const head = page.toString('utf8', 0, end === -1 ? page.length : end);
  const app = appShellOf(head);
  return { scripts: inlineScriptSourcesOfBytes(page, text), noindex: isNoindex(head), ...(app ? { app } : {}) };
}
