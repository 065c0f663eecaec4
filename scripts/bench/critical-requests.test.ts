import { describe, expect, it } from 'vitest';
import { blockingFontFaces, cssImports, requestsBeforeLargestPaint, requestsMiss } from './critical-requests.ts';
import type { Viewport } from './viewport.ts';

const PHONE: Viewport = { width: 390, height: 844 };
const DESKTOP: Viewport = { width: 1280, height: 720 };
const PAGE = 'https://sunny.example/';
const HERO = '<section class="hero"><img class="hero__art" src="data:image/svg+xml,%3csvg%3e%3c/svg%3e" alt=""><h1 class="hero__title">Hi</h1></section>';

const page = (head: string, body = HERO) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const urls = (html: string, viewport: Viewport = PHONE, largestPaint = 'img.hero__art') =>
  requestsBeforeLargestPaint(html, {
    pageUrl: PAGE,
    viewport,
    largestPaint,
  }).requests.map((request) => request.url);

describe('requestsBeforeLargestPaint', () => {
  it('counts the document alone for a page of inline styles, module scripts and an inline hero', () => {
    const html = page(
      `<style>.hero{color:red}</style><script type="module" src="/_astro/boot.js"></script><link rel="modulepreload" href="/_astro/react.js">
       <link rel="preconnect" href="https://api.example"><link rel="icon" href="/favicon.svg">`,
    );
    const counted = requestsBeforeLargestPaint(html, {
      pageUrl: PAGE,
      viewport: PHONE,
      largestPaint: 'img.hero__art',
    });
    expect(counted.requests).toEqual([{ url: PAGE, kind: 'document', from: 'the page' }]);
    expect(counted.largestPaint).toEqual(['img.hero__art']);
    expect(counted.free).toEqual(['img.hero__art: data: URL']);
  });

  it('counts a blocking classic script; not an async, deferred, module or nomodule one', () => {
    const html = page(`<script src="/blocking.js"></script><script async src="/async.js"></script><script defer src="/defer.js"></script>
      <script type="module" src="/module.js"></script><script nomodule src="/legacy.js"></script><script type="text/javascript" src="/typed.js"></script>
      <script type="application/ld+json">{}</script><script>inline()</script>`);
    expect(urls(html)).toEqual([PAGE, `${PAGE}blocking.js`, `${PAGE}typed.js`]);
  });

  it('counts a script marked blocking="render", even async or a module', () => {
    expect(urls(page('<script type="module" blocking="render" src="/gate.js"></script>'))).toEqual([PAGE, `${PAGE}gate.js`]);
  });

  it('counts a stylesheet whose media matches the viewport; not a print, an alternate or a disabled one', () => {
    const html = page(`<link rel="stylesheet" href="/all.css"><link rel="stylesheet" href="/print.css" media="print">
      <link rel="stylesheet" href="/wide.css" media="(min-width: 768px)"><link rel="alternate stylesheet" href="/alt.css" title="alt">
      <link rel="stylesheet" href="/off.css" disabled><link rel="stylesheet" href="/hover.css" media="(hover: hover)">`);
    // A media the viewport cannot judge (hover) is counted: the safe side of a budget.
    expect(urls(html, PHONE)).toEqual([PAGE, `${PAGE}all.css`, `${PAGE}hover.css`]);
    expect(urls(html, DESKTOP)).toEqual([PAGE, `${PAGE}all.css`, `${PAGE}wide.css`, `${PAGE}hover.css`]);
  });

  it('counts font and style preloads; not script, fetch or other images', () => {
    const html = page(`<link rel="preload" as="font" type="font/woff2" href="/f.woff2" crossorigin><link rel="preload" as="style" href="/s.css">
      <link rel="preload" as="script" href="/x.js"><link rel="preload" as="fetch" href="/api/deals"><link rel="preload" as="image" href="/other.jpg">
      <link rel="preload" as="font" href="/wide.woff2" media="(min-width: 768px)">`);
    expect(urls(html)).toEqual([PAGE, `${PAGE}f.woff2`, `${PAGE}s.css`]);
  });

  it("counts the largest paint's picture, as the viewport chooses it, once with its preload", () => {
    const hero = `<picture><source media="(max-width: 767px)" srcset="/hero-phone.jpg"><img class="hero__art" src="/hero.jpg" alt=""></picture>`;
    const html = page('<link rel="preload" as="image" href="/hero-phone.jpg" media="(max-width: 767px)">', hero);
    expect(urls(html, PHONE)).toEqual([PAGE, `${PAGE}hero-phone.jpg`]);
    expect(urls(html, DESKTOP)).toEqual([PAGE, `${PAGE}hero.jpg`]);
  });

  it('costs nothing for an inline SVG or a CSS gradient; counts a background in the style attribute', () => {
    const svg = requestsBeforeLargestPaint(page('', '<svg class="hero__art" viewBox="0 0 1 1"></svg>'), {
      pageUrl: PAGE,
      viewport: PHONE,
      largestPaint: '.hero__art',
    });
    expect(svg.requests.map((request) => request.url)).toEqual([PAGE]);
    expect(svg.free).toEqual(['svg.hero__art: drawn in the page']);
    expect(urls(page('', '<div class="hero__art" style="background: linear-gradient(red, blue)"></div>'), PHONE, '.hero__art')).toEqual([PAGE]);
    expect(urls(page('', `<div class="hero__art" style="background-image: url('/bg.jpg')"></div>`), PHONE, '.hero__art')).toEqual([PAGE, `${PAGE}bg.jpg`]);
  });

  it('does not count a lazy image below the fold, nor one in <noscript>', () => {
    const body = `${HERO}<img src="/deal.jpg" loading="lazy" alt=""><noscript><img class="hero__art" src="/no-js.jpg"></noscript>`;
    expect(urls(page('', body))).toEqual([PAGE]);
  });

  it('counts only what the parser meets before the largest paint; everything when it is not found', () => {
    const body = `<script src="/early.js"></script>${HERO}<link rel="stylesheet" href="/late.css"><script src="/late.js"></script>`;
    expect(urls(page('', body))).toEqual([PAGE, `${PAGE}early.js`]);
    const lost = requestsBeforeLargestPaint(page('', body), {
      pageUrl: PAGE,
      viewport: PHONE,
      largestPaint: '.nowhere',
    });
    expect(lost.largestPaint).toEqual([]);
    expect(lost.requests.map((request) => request.url)).toEqual([PAGE, `${PAGE}early.js`, `${PAGE}late.css`, `${PAGE}late.js`]);
  });

  it("counts a text paint's blocking web fonts and the @imports of inline styles", () => {
    const css = `@import url("/base.css"); @import "/print.css" print;
      @font-face { font-family: Brand; src: url(/brand.woff2) format("woff2"), url(/brand.woff) format("woff"); }
      @font-face { font-family: Swap; src: url(/swap.woff2); font-display: swap; }`;
    expect(urls(page(`<style>${css}</style>`), PHONE, '.hero__title')).toEqual([PAGE, `${PAGE}base.css`, `${PAGE}brand.woff2`]);
    // A picture's paint does not wait for a font.
    expect(urls(page(`<style>${css}</style>`), PHONE, 'img.hero__art')).toEqual([PAGE, `${PAGE}base.css`]);
  });

  it('resolves against <base href> and counts each URL once', () => {
    const html = page('<base href="https://cdn.example/site/"><link rel="stylesheet" href="a.css"><link rel="stylesheet" href="a.css">');
    expect(urls(html)).toEqual([PAGE, 'https://cdn.example/site/a.css']);
  });
});

describe('cssImports and blockingFontFaces', () => {
  it('read @import with its media, past comments and layers', () => {
    expect(cssImports('/* @import "no.css"; */ @import url(a.css) layer(base) screen and (min-width: 768px); @import "b.css";')).toEqual([
      { url: 'a.css', media: 'screen and (min-width: 768px)' },
      { url: 'b.css', media: undefined },
    ]);
  });

  it('leave out a font that swaps, or one the device has', () => {
    expect(
      blockingFontFaces('@font-face{src:local(Brand),url(b.woff2)} @font-face{font-display:optional;src:url(o.woff2)} @font-face{src:url(x.woff2)}'),
    ).toEqual(['x.woff2']);
  });
});

describe('requestsMiss', () => {
  it('names the tenant, the width, the largest paint and every request when over', () => {
    const counted = requestsBeforeLargestPaint(page('<link rel="stylesheet" href="/a.css"><script src="/b.js"></script>'), {
      pageUrl: PAGE,
      viewport: PHONE,
      largestPaint: 'img.hero__art',
    });
    expect(requestsMiss('sunny', PHONE, counted, 3)).toBeUndefined();
    expect(requestsMiss('sunny', PHONE, counted, 2)).toBe(
      'tenant sunny, page / at 390 px: 3 requests before the largest paint (img.hero__art) over the budget of 2: ' +
        'https://sunny.example/ (document, the page), https://sunny.example/a.css (stylesheet, <link rel=stylesheet>), ' +
        'https://sunny.example/b.js (script, <script src> (parser-blocking))',
    );
  });
});
