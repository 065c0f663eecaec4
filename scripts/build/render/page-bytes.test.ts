import { describe, expect, it } from 'vitest';
import { PageText, renderPageBytes } from './page-bytes.ts';

const textOf = (pieces: Array<string | String>) => {
  const text = new PageText();
  for (const piece of pieces) text.add(piece);
  return Buffer.from(text.end());
};

describe('PageText (a page’s pieces to UTF-8 without one big string)', () => {
  it('gives TextEncoder’s bytes for the whole text, whatever the pieces and characters', () => {
    const pieces = ['<!DOCTYPE html>', '<html lang="ar" dir="rtl">', 'العربية — “Olá” ✈ 😀', 'x'.repeat(20_000), 'Über 10 €', ''];
    expect(textOf(pieces)).toEqual(Buffer.from(new TextEncoder().encode(pieces.join(''))));
  });

  it('writes a lone surrogate as U+FFFD, as TextEncoder does', () => {
    const pieces = ['a\uD800b', 'c'.repeat(9000), 'end\uDC00'];
    expect(textOf(pieces)).toEqual(Buffer.from(new TextEncoder().encode(pieces.join(''))));
  });

  it('keeps a surrogate pair whole when the pieces split it, and takes Astro’s String objects', () => {
    const pieces: Array<string | String> = ['plane ✈ and a smile \uD83D', '\uDE00 after', new String(' — Über'), 'last \uD83D'];
    expect(textOf(pieces)).toEqual(Buffer.from(new TextEncoder().encode(pieces.join(''))));
    expect(textOf(['\uD83D', '\uDE00'])).toEqual(Buffer.from('😀'));
  });

  it('hands the bytes on as a view of the thread’s buffer, not a copy: the next page overwrites them', () => {
    const first = new PageText();
    first.add('first page');
    const bytes = first.end();
    const second = new PageText();
    second.add('second');
    expect(second.end().buffer).toBe(bytes.buffer);
    expect(bytes.toString()).toBe('secondpage');
  });

  it('grows past its buffer for a page larger than a megabyte, and starts afresh for the next page', () => {
    const big = ['ä'.repeat(700_000), 'b'.repeat(10)];
    expect(textOf(big)).toEqual(Buffer.from(new TextEncoder().encode(big.join(''))));
    expect(textOf(['small'])).toEqual(Buffer.from('small'));
  });
});

describe('renderPageBytes', () => {
  it('takes the bytes a render gives its Response as they are, without reading a stream', async () => {
    const bytes = new TextEncoder().encode('<p>page</p>');
    const { response, bytes: body } = await renderPageBytes(async () => new Response(bytes, { status: 200 }));
    expect(response.status).toBe(200);
    expect(body.buffer).toBe(bytes.buffer);
    expect(body.toString()).toBe('<p>page</p>');
  });

  it('reads any other body, and leaves the global Response as it was', async () => {
    const standard = globalThis.Response;
    const { bytes } = await renderPageBytes(async () => new Response('text body'));
    expect(bytes.toString()).toBe('text body');
    expect(globalThis.Response).toBe(standard);
    await expect(renderPageBytes(async () => Promise.reject(new Error('broken page')))).rejects.toThrow('broken page');
    expect(globalThis.Response).toBe(standard);
  });
});
