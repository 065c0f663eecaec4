import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_VIEW,
  firstViewImages,
  httpTransfer,
  imageBytesMiss,
  inlineTransfer,
  siteFileTransfer,
  transferOf,
  weighImages,
  type FirstViewImage,
} from './image-bytes.ts';
import type { Viewport } from './viewport.ts';

const PHONE: Viewport = { width: 390, height: 844 };
const DESKTOP: Viewport = { width: 1280, height: 720 };
const PAGE = 'https://sunny.example/';
const API = 'https://api.example';

const urls = (html: string, viewport: Viewport = PHONE, cssImages?: string[]) =>
  firstViewImages(html, { pageUrl: PAGE, viewport, cssImages }).map((image) => image.url);

describe('firstViewImages', () => {
  it('takes the <picture> source and the srcset candidate the width picks, at DPR 1', () => {
    const html = `<picture><source media="(max-width: 767px)" srcset="${API}/media/logo-mobile.svg"><img class="logo" src="${API}/media/logo.svg"></picture>
      <img srcset="/deal-400.jpg 400w, /deal-800.jpg 800w, /deal-1600.jpg 1600w" sizes="(min-width: 768px) 50vw, 100vw" src="/deal.jpg">`;
    expect(urls(html, PHONE)).toEqual([`${API}/media/logo-mobile.svg`, `${PAGE}deal-400.jpg`]);
    expect(urls(html, DESKTOP)).toEqual([`${API}/media/logo.svg`, `${PAGE}deal-800.jpg`]);
  });

  it('counts every eager image wherever it is, a lazy one only when marked in the first viewport', () => {
    const html = `<img src="/footer-logo.svg"><img src="/below.jpg" loading="lazy"><img src="/above.jpg" loading="lazy" ${FIRST_VIEW}>`;
    expect(urls(html)).toEqual([`${PAGE}footer-logo.svg`, `${PAGE}above.jpg`]);
  });

  it('counts the favicon, image preloads, a poster and first-view CSS backgrounds; not <noscript> images', () => {
    const html = `<link rel="icon" href="/favicon.svg"><link rel="shortcut icon" href="/favicon.ico"><link rel="apple-touch-icon" href="/touch.png">
      <link rel="preload" as="image" imagesrcset="/hero-640.jpg 640w, /hero-1280.jpg 1280w"><link rel="preload" as="script" href="/a.js">
      <video poster="/poster.jpg"></video><noscript><img src="/no-js.png"></noscript>`;
    expect(urls(html, PHONE, [`${PAGE}bg.png`])).toEqual([
      `${PAGE}favicon.svg`,
      `${PAGE}favicon.ico`,
      `${PAGE}hero-640.jpg`,
      `${PAGE}poster.jpg`,
      `${PAGE}bg.png`,
    ]);
  });

  it('counts an image once however many elements show it, and an inline picture by its data: URL', () => {
    const html = `<picture><img class="logo" src="/logo.svg"></picture><picture><img class="logo" src="/logo.svg"></picture>
      <img class="hero__art" src="data:image/svg+xml,%3csvg%3e%3c/svg%3e">`;
    const images = firstViewImages(html, { pageUrl: PAGE, viewport: PHONE });
    expect(images).toEqual([
      { url: `${PAGE}logo.svg`, via: 'img', from: 'img.logo', uses: 2 },
      {
        url: 'data:image/svg+xml,%3csvg%3e%3c/svg%3e',
        via: 'img',
        from: 'img.hero__art',
        uses: 1,
      },
    ]);
  });
});

describe('transfers', () => {
  let site: string;
  let server: Server;
  let origin: string;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(50)}</svg>`;
  const png = Buffer.alloc(700, 7);

  beforeAll(async () => {
    site = await mkdtemp(join(tmpdir(), 'image-bytes-'));
    await mkdir(join(site, '_astro'));
    await writeFile(join(site, '_astro', 'logo.svg'), svg);
    await writeFile(join(site, '_astro', 'photo.png'), png);
    // A stand-in for the agency API: SVG gzipped to a client that accepts it, as reference/api/http.ts does.
    server = createServer((req, res) => {
      if (req.url === '/media/scene.svg') {
        const gzip = /gzip/.test(String(req.headers['accept-encoding']));
        const body = gzip ? gzipSync(svg) : Buffer.from(svg);
        res.writeHead(200, {
          'content-type': 'image/svg+xml',
          ...(gzip ? { 'content-encoding': 'gzip' } : {}),
          'content-length': body.length,
        });
        res.end(body);
      } else res.writeHead(404).end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    await rm(site, { recursive: true, force: true });
  });

  it('reads a built SVG gzipped as the site server sends it, a PNG as it is, nothing outside the site', async () => {
    expect(await siteFileTransfer(site, '/_astro/logo.svg')).toEqual({
      bytes: gzipSync(svg, { level: 9 }).length,
      encoding: 'gzip',
    });
    expect(await siteFileTransfer(site, '/_astro/photo.png')).toEqual({
      bytes: 700,
      encoding: 'identity',
    });
    expect(await siteFileTransfer(site, '/_astro/missing.png')).toBeUndefined();
    expect(await siteFileTransfer(site, '/../../etc/passwd')).toBeUndefined();
  });

  it('counts the bytes another host sends over the wire, compressed', async () => {
    expect(await httpTransfer(`${origin}/media/scene.svg`)).toEqual({
      bytes: gzipSync(svg).length,
      encoding: 'gzip',
    });
    expect(await httpTransfer(`${origin}/media/none.svg`)).toBeUndefined();
  });

  it('weighs a page: inline pictures at their gzip size, the site from its files, the API over HTTP; names the heavy ones when over', async () => {
    const inline = 'data:image/svg+xml,%3csvg%3e%3c/svg%3e';
    const images: FirstViewImage[] = [
      {
        url: `https://sunny.example/_astro/photo.png`,
        via: 'img',
        from: 'img.photo',
        uses: 1,
      },
      {
        url: `${origin}/media/scene.svg`,
        via: 'img',
        from: 'img._image',
        uses: 4,
      },
      { url: inline, via: 'img', from: 'img.hero__art', uses: 1 },
    ];
    const weights = await weighImages(images, transferOf({ origin: 'https://sunny.example', dir: site }));
    const scene = gzipSync(svg).length;
    expect(weights.missing).toEqual([]);
    expect(weights.totalBytes).toBe(700 + scene + inlineTransfer(inline).bytes);
    expect(imageBytesMiss('sunny', PHONE, weights, weights.totalBytes)).toBeUndefined();
    expect(imageBytesMiss('sunny', PHONE, weights, 700)).toBe(
      `tenant sunny, page / at 390 px: ${(weights.totalBytes / 1024).toFixed(1)} KB of images at first view over the budget of 0.7 KB: ` +
        `https://sunny.example/_astro/photo.png 700 B (img.photo), ${origin}/media/scene.svg ${scene} B gzip (img._image ×4), ` +
        `data:image/svg+xml,… (${inline.length} characters) ${inlineTransfer(inline).bytes} B inline (img.hero__art)`,
    );
    const lost = await weighImages(
      [{ url: `${origin}/media/gone.svg`, via: 'img', from: 'img', uses: 1 }],
      transferOf({ origin: 'https://sunny.example', dir: site }),
    );
    expect(imageBytesMiss('sunny', DESKTOP, lost, 10_000)).toBe(`tenant sunny, page / at 1280 px: images that could not be read: ${origin}/media/gone.svg`);
  });
});
