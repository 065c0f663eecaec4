import { transcode } from 'node:buffer';

/*
 * Issue 12: a rendered page's bytes, for less than Astro's way costs. Astro adds each of a page's
 * thousands of pieces to one string, encodes it with TextEncoder, hands the bytes to a Response
 * (which copies them and wraps them in a stream), and the caller reads them back out of it. In a
 * profile of the render that was a quarter of a page's time: the page's string is two bytes a
 * character (a few characters beyond Latin-1: language names, dashes), which TextEncoder encodes
 * about ten times slower than a Latin-1 one, and making one flat string of thousands of pieces
 * costs more than writing them out a few kilobytes at a time.
 *
 * - PageText takes the pieces instead (the render bundle's page render hands them to it,
 *   src/build/render-hooks.ts): a few kilobytes at a time into a UTF-16 buffer, then ICU's
 *   converter to UTF-8, the same bytes as TextEncoder's (page-bytes.test.ts).
 * - renderPageBytes lets one page render see a Response that keeps bytes given to it as they are,
 *   so they are neither copied nor read back through a stream.
 */

/** Pieces are joined into a string this long before they are written out. */
const RUN = 8192;

let scratch = Buffer.allocUnsafeSlow(1 << 20);

/** A page's text, piece by piece, to its UTF-8 bytes. One page at a time per thread (it shares a buffer). */
export class PageText {
  #run = '';
  #length = 0;

  add(piece: string): void {
    this.#run += piece;
    if (this.#run.length >= RUN) this.#flush();
  }

  /** The page's UTF-8, byte for byte as TextEncoder.encode gives it for the whole text. */
  end(): Uint8Array {
    this.#flush();
    const utf16 = scratch.subarray(0, this.#length);
    try {
      return transcode(utf16, 'utf16le', 'utf8');
    } catch {
      // ICU refuses a lone surrogate, which TextEncoder writes as U+FFFD: leave such text to it.
      return new TextEncoder().encode(utf16.toString('utf16le'));
    }
  }

  #flush(): void {
    const needed = this.#length + this.#run.length * 2;
    if (needed > scratch.length) {
      const larger = Buffer.allocUnsafeSlow(Math.max(needed, scratch.length * 2));
      scratch.copy(larger, 0, 0, this.#length);
      scratch = larger;
    }
    this.#length += scratch.write(this.#run, this.#length, 'utf16le');
    this.#run = '';
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
