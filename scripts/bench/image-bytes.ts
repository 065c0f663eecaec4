/**
 * The bytes of the images a page loads at first view, at one viewport (budget: `homePageImageBytes`,
 * src/config/budgets.ts; checked per demo tenant and width by tests/e2e/page-weight.spec.ts). The
 * choice of images is a pure reading of the page's HTML (this file's firstViewImages); the bytes are
 * those of the files as built and as the servers send them, so the figure does not depend on the
 * machine (the issue: budgets computed from what was built stay in `npm test`).
 *
 * Which images count:
 * - every <img> that is not lazy: the srcset candidate the browser picks at the viewport's width
 *   at DPR 1 and the image's `sizes`, the first matching <source> of its <picture>, else its src.
 *   Chromium fetches such an image wherever it stands and even when it is not displayed;
 * - a lazy <img> only when it is in the first viewport: the page marks those with FIRST_VIEW,
 *   after layout (Chromium also fetches lazy images a margin below the fold; that margin depends
 *   on the connection, so the budget leaves it out);
 * - the favicon (<link rel=icon>), image preloads, a <video>'s poster;
 * - CSS background images of the elements in the first viewport, as the browser found them.
 * An image counts once however many elements show it, as the browser fetches it once.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { describe } from './critical-requests.ts';
import { chosenImageUrl, mediaMatches, preloadedImageUrl, type Viewport } from './viewport.ts';

/** The attribute a browser test sets on each image that lies in the first viewport. */
export const FIRST_VIEW = 'data-first-view';

export type ImageVia = 'img' | 'icon' | 'preload' | 'poster' | 'css';

export interface FirstViewImage {
  /** Absolute URL (a data: URL for an inline picture). */
  url: string;
  via: ImageVia;
  /** The first element showing it: `img.logo`, `link[rel=icon]`. */
  from: string;
  /** How many elements show it. */
  uses: number;
}

export interface FirstViewOptions {
  pageUrl: string;
  viewport: Viewport;
  /** Background images of the first viewport's elements, as the browser computed them. */
  cssImages?: readonly string[];
}

/** The images a page loads at first view (see the file's comment), each once, in document order. */
export function firstViewImages(html: string, options: FirstViewOptions): FirstViewImage[] {
  const { document } = new JSDOM(html, { url: options.pageUrl }).window;
  const base = document.querySelector('base[href]')?.getAttribute('href');
  const baseUrl = base ? (absolute(base, options.pageUrl) ?? options.pageUrl) : options.pageUrl;
  const found = new Map<string, FirstViewImage>();
  const add = (reference: string | null | undefined, via: ImageVia, from: string) => {
    const url = reference?.trim() ? absolute(reference.trim(), baseUrl) : undefined;
    if (!url) return;
    const known = found.get(url);
    if (known) known.uses += 1;
    else found.set(url, { url, via, from, uses: 1 });
  };
  const hidden = (element: Element) => !!element.closest('noscript, template');

  for (const element of document.querySelectorAll('link, img, video[poster]')) {
    if (hidden(element)) continue;
    if (element.localName === 'img') {
      const lazy = element.getAttribute('loading')?.toLowerCase() === 'lazy';
      if (lazy && !element.hasAttribute(FIRST_VIEW)) continue;
      add(chosenImageUrl(element, options.viewport), 'img', describe(element));
    } else if (element.localName === 'video') {
      add(element.getAttribute('poster'), 'poster', describe(element));
    } else {
      const rel = new Set((element.getAttribute('rel') ?? '').toLowerCase().split(/\s+/));
      if (mediaMatches(element.getAttribute('media'), options.viewport) === false) continue;
      // Chromium fetches the favicon the page names (rel="icon", or the older "shortcut icon").
      if (rel.has('icon')) add(element.getAttribute('href'), 'icon', 'link[rel=icon]');
      else if (rel.has('preload') && element.getAttribute('as')?.toLowerCase() === 'image') {
        add(preloadedImageUrl(element, options.viewport), 'preload', 'link[rel=preload as=image]');
      }
    }
  }
  for (const url of options.cssImages ?? []) add(url, 'css', 'a CSS background');
  return [...found.values()];
}

export interface Transfer {
  bytes: number;
  /** `gzip` when sent compressed; `inline` for a data: URL, whose bytes travel in the HTML. */
  encoding: string;
}

export interface WeighedImage extends FirstViewImage, Transfer {}

export interface ImageWeights {
  images: WeighedImage[];
  totalBytes: number;
  /** Images no loader could read (a missing file, a host that did not answer), by URL. */
  missing: string[];
}

/** Each image's bytes by `load`, and their sum. */
export async function weighImages(images: readonly FirstViewImage[], load: (url: string) => Promise<Transfer | undefined>): Promise<ImageWeights> {
  const weighed: WeighedImage[] = [];
  const missing: string[] = [];
  for (const image of images) {
    const transfer = await load(image.url);
    if (transfer) weighed.push({ ...image, ...transfer });
    else missing.push(image.url);
  }
  return {
    images: weighed,
    totalBytes: weighed.reduce((sum, image) => sum + image.bytes, 0),
    missing,
  };
}

/**
 * The bytes of a data: URL picture: its text gzipped, about what it adds to the compressed HTML
 * that carries it. Counted so that inlining a picture does not take it out of the budget.
 */
export function inlineTransfer(url: string): Transfer {
  return { bytes: gzipSync(url).length, encoding: 'inline' };
}

/**
 * The extensions the site server and Netlify's CDN send gzipped (scripts/serve/compression.ts
 * COMPRESSIBLE): among pictures, SVG only; PNG, JPEG, WebP and AVIF are already compressed.
 */
const COMPRESSED_ON_THE_WAY = new Set(['.svg']);

/** A file of the published site (dist/<id>), at the size the site server sends it: SVG gzipped (level 9, as it does). */
export async function siteFileTransfer(siteDir: string, path: string): Promise<Transfer | undefined> {
  const root = resolve(siteDir);
  const file = resolve(join(root, decodeURIComponent(path)));
  if (!file.startsWith(`${root}/`)) return undefined;
  const raw = await readFile(file).catch(() => undefined);
  if (!raw) return undefined;
  if (!COMPRESSED_ON_THE_WAY.has(extname(file).toLowerCase())) return { bytes: raw.length, encoding: 'identity' };
  return { bytes: gzipSync(raw, { level: 9 }).length, encoding: 'gzip' };
}

/**
 * What a browser downloads for an image another host serves (the agency API's /media/): the body as
 * it comes over the wire, compressed when the server compresses it. Chromium offers gzip and
 * deflate over http (brotli only over https), so that is what this asks for.
 */
export function httpTransfer(url: string): Promise<Transfer | undefined> {
  return new Promise((done) => {
    const send = url.startsWith('https:') ? httpsRequest : httpRequest;
    const request = send(
      url,
      {
        headers: {
          'accept-encoding': 'gzip, deflate',
          accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
        },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          done(undefined);
          return;
        }
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          done({
            bytes,
            encoding: String(response.headers['content-encoding'] ?? 'identity'),
          }),
        );
        response.on('error', () => done(undefined));
      },
    );
    request.on('error', () => done(undefined));
    request.end();
  });
}

/**
 * The loader a page's images are weighed with: data: URLs inline, the site's own files from the
 * published folder, other hosts over HTTP.
 */
export function transferOf(site: { origin: string; dir: string }): (url: string) => Promise<Transfer | undefined> {
  return async (url) => {
    if (url.startsWith('data:')) return inlineTransfer(url);
    const parsed = new URL(url);
    if (parsed.origin === new URL(site.origin).origin) return siteFileTransfer(site.dir, parsed.pathname);
    if (!/^https?:$/.test(parsed.protocol)) return undefined;
    return httpTransfer(url);
  };
}

export const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * The page's images over the budget, as one sentence naming the tenant, the width and the images,
 * heaviest first; undefined within it. Missing images are a miss too: the sum would be short.
 */
export function imageBytesMiss(tenant: string, viewport: Viewport, weights: ImageWeights, budget: number): string | undefined {
  const where = `tenant ${tenant}, page / at ${viewport.width} px`;
  if (weights.missing.length) return `${where}: images that could not be read: ${weights.missing.join(', ')}`;
  if (weights.totalBytes <= budget) return undefined;
  const heaviest = [...weights.images].sort((a, b) => b.bytes - a.bytes);
  return (
    `${where}: ${kilobytes(weights.totalBytes)} KB of images at first view over the budget of ${kilobytes(budget)} KB: ` +
    heaviest
      .map(
        (image) =>
          `${shortUrl(image.url)} ${image.bytes} B${image.encoding === 'identity' ? '' : ` ${image.encoding}`} (${image.from}${image.uses > 1 ? ` ×${image.uses}` : ''})`,
      )
      .join(', ')
  );
}

/** A URL short enough for a failure message: data: URLs are cut. */
export function shortUrl(url: string): string {
  return url.startsWith('data:') ? `${url.slice(0, url.indexOf(',') + 1)}… (${url.length} characters)` : url;
}

function absolute(reference: string, base: string): string | undefined {
  try {
    return new URL(reference, base).href;
  } catch {
    return undefined;
  }
}
