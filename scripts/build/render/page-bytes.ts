/*
 * A rendered page's bytes, for less than Astro's way costs. Astro adds each of a page's
 * pieces to one string, encodes it with TextEncoder, hands the bytes to a Response (which copies
 * them and wraps them in a stream), and the caller reads them back out of it. In a profile of the
 * render that was a quarter of a page's time: the page's string is two bytes a character (a few
 * characters beyond Latin-1: language names, dashes), which TextEncoder encodes about ten times
 * slower than a Latin-1 one.
 *
 * - PageText takes the pieces instead (Astro's patched page render hands them to it,
 *   astro-seam.ts), about a hundred a page, and writes each as UTF-8 into one buffer
 *   the thread keeps: the same bytes as TextEncoder's for the whole text (page-bytes.test.ts).
 *   Writing them as UTF-16 and converting the page once with ICU would, in
 *   a 100-tenant build on two threads, take a tenth more CPU (measured with `npm run bench:build`).
 * - The page's bytes are handed on as a view of that buffer, not a copy, and are good until the
 *   thread's next page: the render threads write each page and note its facts before they render
 *   the next (render-share.ts). A copy was a new buffer of some 77 KB outside V8's heap for every
 *   page, and V8 answers that much memory outside its heap with full collections: 15 per render
 *   thread in a 100-tenant build, 3 or 4 without the copies (measured with `npm run bench:build`).
 * - renderPageBytes lets one page render see a Response that keeps bytes given to it as they are,
 *   so they are neither copied nor read back through a stream.
 */

let scratch = Buffer.allocUnsafeSlow(1 << 20);

/** UTF-8 takes at most three bytes for each UTF-16 code unit. */
const MOST_BYTES_PER_UNIT = 3;

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;

/** A page's text, piece by piece, to its UTF-8 bytes. One page at a time per thread (it shares a buffer). */
export class PageText {
  #length = 0;
  /** A piece's last code unit when it opens a surrogate pair, held for the next piece to close. */
  #open = '';

  /** Astro hands over strings and its HTMLString objects (String wrappers). */
  add(piece: string | String): void {
    let text = this.#open + (typeof piece === 'string' ? piece : String(piece));
    this.#open = '';
    // Written alone, each half of a pair split between pieces would become U+FFFD.
    if (text.length > 0 && isHighSurrogate(text.charCodeAt(text.length - 1))) {
      this.#open = text.slice(-1);
      text = text.slice(0, -1);
    }
    this.#write(text);
  }

  /**
   * The page's UTF-8, byte for byte as TextEncoder.encode gives it for the whole text: a view of
   * the thread's buffer, overwritten by the next page (copy it to keep it longer).
   */
  end(): Buffer {
    // A lone high surrogate at the very end: U+FFFD, as TextEncoder writes it.
    if (this.#open) this.#write(this.#open);
    this.#open = '';
    return scratch.subarray(0, this.#length);
  }

  #write(text: string): void {
    const needed = this.#length + text.length * MOST_BYTES_PER_UNIT;
    if (needed > scratch.length) {
      const larger = Buffer.allocUnsafeSlow(Math.max(needed, scratch.length * 2));
      scratch.copy(larger, 0, 0, this.#length);
      scratch = larger;
    }
    // Lone surrogates become U+FFFD here as in TextEncoder.
    this.#length += scratch.write(text, this.#length, 'utf8');
  }
}

const BYTES = Symbol('page bytes');

/** A Response that keeps bytes given to it as they are (Astro's renderPage gives a page's so). */
class PageResponse extends Response {
  [BYTES]?: Uint8Array;
  constructor(body?: BodyInit | null, init?: ResponseInit) {
    const bytes = body instanceof Uint8Array ? body : undefined;
    super(bytes ? null : body, init);
    this[BYTES] = bytes;
  }
}

/**
 * Renders one page and returns its response with the page's bytes. Only the bundle's render
 * runs meanwhile (one page at a time, render-share.ts), and nothing reads the response's body.
 */
export async function renderPageBytes(render: () => Promise<Response>): Promise<{ response: Response; bytes: Buffer }> {
  const standard = globalThis.Response;
  globalThis.Response = PageResponse;
  let response: Response;
  try {
    response = await render();
  } finally {
    globalThis.Response = standard;
  }
  const kept = response instanceof PageResponse ? response[BYTES] : undefined;
  const bytes = kept ? Buffer.from(kept.buffer, kept.byteOffset, kept.byteLength) : Buffer.from(await response.arrayBuffer());
  return { response, bytes };
}
