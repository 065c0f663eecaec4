import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { chosenImageUrl, cssLength, mediaMatches, parseSrcset, pickCandidate, sizesWidth, type Viewport } from './viewport.ts';

const PHONE: Viewport = { width: 390, height: 844 };
const DESKTOP: Viewport = { width: 1280, height: 720 };

const imgOf = (html: string) => new JSDOM(html).window.document.querySelector('img')!;

describe('mediaMatches', () => {
  it('matches an absent or empty query, all and screen, not print', () => {
    expect(mediaMatches(null, PHONE)).toBe(true);
    expect(mediaMatches('', PHONE)).toBe(true);
    expect(mediaMatches('all', PHONE)).toBe(true);
    expect(mediaMatches('screen', PHONE)).toBe(true);
    expect(mediaMatches('print', PHONE)).toBe(false);
    expect(mediaMatches('not print', PHONE)).toBe(true);
    expect(mediaMatches('print, screen', PHONE)).toBe(true);
  });

  it('judges widths in px and em, with min-, max- and range syntax', () => {
    expect(mediaMatches('(max-width: 767px)', PHONE)).toBe(true);
    expect(mediaMatches('(max-width: 767px)', DESKTOP)).toBe(false);
    expect(mediaMatches('only screen and (min-width: 48em)', DESKTOP)).toBe(true);
    expect(mediaMatches('only screen and (min-width: 48em)', PHONE)).toBe(false);
    expect(mediaMatches('(width >= 768px)', PHONE)).toBe(false);
    expect(mediaMatches('(400px <= width <= 1300px)', DESKTOP)).toBe(true);
    expect(mediaMatches('(400px <= width <= 1300px)', PHONE)).toBe(false);
    expect(mediaMatches('(min-width: 0)', PHONE)).toBe(true);
  });

  it('combines conditions with and, or and not', () => {
    expect(mediaMatches('(min-width: 300px) and (max-width: 500px)', PHONE)).toBe(true);
    expect(mediaMatches('(min-width: 300px) and (max-width: 380px)', PHONE)).toBe(false);
    expect(mediaMatches('(max-width: 300px) or (orientation: portrait)', PHONE)).toBe(true);
    expect(mediaMatches('not (max-width: 767px)', DESKTOP)).toBe(true);
    expect(mediaMatches('screen and (not (max-width: 767px))', PHONE)).toBe(false);
  });

  it('takes the screen as light, with no reduced motion, at DPR 1', () => {
    expect(mediaMatches('(prefers-color-scheme: dark)', PHONE)).toBe(false);
    expect(mediaMatches('(prefers-reduced-motion: reduce)', PHONE)).toBe(false);
    expect(mediaMatches('(prefers-reduced-motion)', PHONE)).toBe(false);
    expect(mediaMatches('(min-resolution: 2dppx)', PHONE)).toBe(false);
    expect(mediaMatches('(-webkit-min-device-pixel-ratio: 2)', { ...PHONE, dpr: 2 })).toBe(true);
  });

  it('answers undefined for what a viewport cannot tell, unless another query of the list decides', () => {
    expect(mediaMatches('(hover: hover)', PHONE)).toBeUndefined();
    expect(mediaMatches('(hover: hover) and (max-width: 300px)', PHONE)).toBe(false);
    expect(mediaMatches('(hover: hover), (max-width: 767px)', PHONE)).toBe(true);
  });
});

describe('cssLength and sizesWidth', () => {
  it('reads px, em, viewport units and calc(), min(), max(), clamp()', () => {
    expect(cssLength('100vw', PHONE)).toBe(390);
    expect(cssLength('2rem', PHONE)).toBe(32);
    expect(cssLength('calc(100vw - 2rem)', PHONE)).toBe(358);
    expect(cssLength('calc((100vw - 3 * 16px) / 2)', DESKTOP)).toBe(616);
    expect(cssLength('min(100vw, 600px)', DESKTOP)).toBe(600);
    expect(cssLength('clamp(200px, 50vw, 400px)', PHONE)).toBe(200);
    expect(cssLength('50%', PHONE)).toBeUndefined();
  });

  it('takes the first entry whose condition matches, else 100vw', () => {
    const sizes = '(max-width: 767px) calc(100vw - 2rem), (max-width: 1200px) 50vw, 400px';
    expect(sizesWidth(sizes, PHONE)).toBe(358);
    expect(sizesWidth(sizes, { width: 1000, height: 800 })).toBe(500);
    expect(sizesWidth(sizes, DESKTOP)).toBe(400);
    expect(sizesWidth(undefined, PHONE)).toBe(390);
    expect(sizesWidth('(max-width: 300px) 100px', PHONE)).toBe(390);
    expect(sizesWidth('auto, 200px', PHONE)).toBe(390);
  });
});

describe('srcset', () => {
  it('parses URLs with commas, and width and density descriptors', () => {
    expect(parseSrcset('a.jpg 400w, b.jpg 800w')).toEqual([
      { url: 'a.jpg', width: 400 },
      { url: 'b.jpg', width: 800 },
    ]);
    expect(parseSrcset('data:image/svg+xml,%3csvg%3e 1x,big.png 2x')).toEqual([
      { url: 'data:image/svg+xml,%3csvg%3e', density: 1 },
      { url: 'big.png', density: 2 },
    ]);
    expect(parseSrcset('a.jpg 400q, b.jpg')).toEqual([{ url: 'b.jpg' }]);
  });

  it('picks the lowest candidate dense enough for DPR 1 at the sizes width, else the densest', () => {
    const srcset = 'small.jpg 400w, medium.jpg 800w, large.jpg 1600w';
    expect(pickCandidate(srcset, 'fallback.jpg', '100vw', PHONE)).toBe('small.jpg');
    expect(pickCandidate(srcset, 'fallback.jpg', '100vw', DESKTOP)).toBe('large.jpg');
    expect(pickCandidate(srcset, 'fallback.jpg', '(min-width: 768px) 50vw, 100vw', DESKTOP)).toBe('medium.jpg');
    expect(pickCandidate(srcset, undefined, '100vw', { width: 2000, height: 1000 })).toBe('large.jpg');
    expect(pickCandidate('two.png 2x', 'one.png', undefined, PHONE)).toBe('one.png');
    expect(pickCandidate('two.png 2x', 'one.png', undefined, { ...PHONE, dpr: 2 })).toBe('two.png');
    expect(pickCandidate(undefined, 'only.png', undefined, PHONE)).toBe('only.png');
    expect(pickCandidate(undefined, undefined, undefined, PHONE)).toBeUndefined();
  });

  it('takes the first matching <source> of a <picture>, else the <img>', () => {
    const logo = imgOf(`<picture>
      <source media="(max-width: 767px)" srcset="/logo-mobile.svg">
      <img src="/logo.svg" alt="">
    </picture>`);
    expect(chosenImageUrl(logo, PHONE)).toBe('/logo-mobile.svg');
    expect(chosenImageUrl(logo, DESKTOP)).toBe('/logo.svg');
    const typed = imgOf(`<picture>
      <source type="image/jxl" srcset="/a.jxl">
      <source type="image/webp" srcset="/a-400.webp 400w, /a-1200.webp 1200w" sizes="(max-width: 767px) 100vw, 600px">
      <img src="/a.jpg" alt="">
    </picture>`);
    expect(chosenImageUrl(typed, PHONE)).toBe('/a-400.webp');
    expect(chosenImageUrl(typed, DESKTOP)).toBe('/a-1200.webp');
  });
});
