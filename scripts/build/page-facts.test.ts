import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from './inline-scripts.ts';
import { pageFacts } from './page-facts.ts';
import { appShellOf, isNoindex } from './seo-files.ts';

const page = (head: string, body = '') => `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Über uns – Reisen</title>${head}</head><body>${body}</body></html>`;

describe('pageFacts (what publishing needs, noted by the render)', () => {
  it('agrees with reading the page back: scripts, noindex, the app shell', () => {
    for (const html of [
      page('<script>a("ü")</script>', '<script type="module">b()</script>'),
      page('<meta name="robots" content="noindex, follow">'),
      page('<meta name="storefront:app-shell" content="hotels">', '<meta name="robots" content="noindex">'),
      '<p>no head at all <script>x()</script></p>',
    ]) {
      const facts = pageFacts(Buffer.from(html, 'utf8'));
      expect(facts.scripts).toEqual(inlineScriptSources(html));
      expect(facts.noindex).toBe(isNoindex(html));
      expect(facts.app).toBe(appShellOf(html));
    }
  });

  it('reads noindex from the head only, as the sitemap does', () => {
    expect(pageFacts(Buffer.from(page('', '<meta name="robots" content="noindex">'))).noindex).toBe(false);
    expect(pageFacts(Buffer.from(page('<meta name="robots" content="noindex">'))).noindex).toBe(true);
  });
});
