import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from './inline-scripts.ts';

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
