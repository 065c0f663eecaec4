import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources, inlineScriptSourcesOfBytes } from './inline-scripts.ts';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('inlineScriptSources', () => {
  it('hashes executable inline scripts only', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">b()</script>',
      '<script type="module" src="/_astro/x.js"></script>',
      '<script type="application/json" id="c">{"x":1}</script>',
      '<script type="application/ld+json">{}</script>',
      '<script></script>',
    ].join('');
    expect(inlineScriptSources(html)).toEqual([sha('a()'), sha('b()')]);
  });
});

describe('inlineScriptSourcesOfBytes (the render notes them without decoding the page)', () => {
  it('finds what inlineScriptSources finds in the decoded page, non-ASCII text before and inside the scripts', () => {
    const html = [
      '<html lang="ar"><head><title>عروض السفر — Überblick</title>',
      '<script>window.greeting = "مرحبا ✈ ½";</script>',
      '<SCRIPT type="text/javascript">upper()</SCRIPT>',
      '<script type="module" src="/_astro/x.js"></script>',
      '<script>\u00a0</script><script>   </script>',
      '</head><body><p>Ç’est déjà 10 €</p><script type="module">island("ñ")</script></body></html>',
    ].join('');
    const sources = inlineScriptSources(html);
    expect(sources).toHaveLength(3);
    expect(inlineScriptSourcesOfBytes(Buffer.from(html, 'utf8'))).toEqual(sources);
    expect(sources[0]).toBe(sha('window.greeting = "مرحبا ✈ ½";'));
  });
});
